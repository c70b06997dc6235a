/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty means same origin. */
  readonly VITE_API_BASE?: string;
  /** JS-SDK script; default the official jweixin 1.6.0. */
  readonly VITE_WX_SDK_URL?: string;
  /** Location picker page embedded by /map. */
  readonly VITE_MAP_PICKER_URL?: string;
  readonly VITE_MAP_KEY?: string;
  readonly VITE_MAP_REFERER?: string;
  /** Origins the picker's messages may come from, comma-separated. */
  readonly VITE_MAP_ORIGINS?: string;
  /** Where to go when there is no token and no OAuth code. */
  readonly VITE_OAUTH_URL?: string;
  /** Where telemetry goes (`POST`, e.g. /telemetry); unset: none is taken. */
  readonly VITE_TELEMETRY_URL?: string;
  /** Share of visits measured, 0–1 (default 1). */
  readonly VITE_TELEMETRY_SAMPLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The build's id (build/build-id.ts: VITE_BUILD_ID or the commit), defined by vite.config.ts; every telemetry batch carries it. */
declare const __EGG_BUILD_ID__: string;
