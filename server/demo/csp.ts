/**
 * The Content-Security-Policy for index.html of a built dist/ (docs/deployment.md, "Security headers").
 *
 * Everything the app loads is its own origin, except what the build's env points elsewhere:
 * - script-src: 'self', the JS-SDK's host (VITE_WX_SDK_URL; by default res.wx.qq.com with its
 *   fallback res2.wx.qq.com) and the hashes of index.html's inline scripts (the first-screen
 *   preloader; the below-the-floor message, src/boot/old-engine.ts), read from dist/.vite/csp.json that
 *   the build writes;
 * - style-src: 'self' and the hashes of index.html's inline styles (the boot spinner's, the app's CSS; same file). Style props the
 *   app sets at run time go through CSSOM (element.style), which CSP does not block, so no
 *   'unsafe-inline';
 * - img-src: 'self' (images under /oss/ are on the page's origin), data: (the favicon), the official
 *   SDK's report beacon (open.weixin.qq.com) and any extra origins (EGG_CSP_IMG_ORIGINS, e.g. a CDN
 *   in front of /oss/ or WeChat's avatar host thirdwx.qlogo.cn when the backend hands those out);
 * - connect-src: 'self' and the API's and telemetry's origins (VITE_API_BASE,
 *   VITE_TELEMETRY_URL) when they are other ones;
 * - frame-src: the map picker's origin (VITE_MAP_PICKER_URL; by default Tencent's
 *   apis.map.qq.com and mapapi.qq.com, which is where its inner page comes from);
 * - nothing else: no plugins, no <base>, forms only to this origin, framed only by this origin.
 *
 * A relative URL in the env (the demo's stand-ins under /dev/) is 'self'.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENCENT_ORIGINS } from '../../src/platform/map-picker';

/** The official JS-SDK hosts (src/platform/wechat.ts loads the first, then the second on failure). */
export const WX_SDK_ORIGINS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com'];
/** The official JS-SDK reports its init time with an image beacon to this origin. */
export const WX_SDK_REPORT_ORIGIN = 'https://open.weixin.qq.com';
export const MAP_PICKER_ORIGINS = TENCENT_ORIGINS;

export interface CspHashes {
  /** CSP source expressions, e.g. 'sha256-…=' with the quotes */
  scriptHashes: string[];
  styleHashes: string[];
}

export interface CspConfig extends CspHashes {
  scriptOrigins: string[];
  imgOrigins: string[];
  connectOrigins: string[];
  frameOrigins: string[];
}

/** The env the policy depends on: the build's VITE_* (the same values the build saw) plus EGG_CSP_IMG_ORIGINS. */
export type CspEnv = Partial<
  Record<'VITE_API_BASE' | 'VITE_TELEMETRY_URL' | 'VITE_WX_SDK_URL' | 'VITE_MAP_PICKER_URL' | 'VITE_MAP_ORIGINS' | 'EGG_CSP_IMG_ORIGINS', string>
>;

/** dist/.vite/csp.json: the hashes of index.html's inline scripts and style. */
export function readCspHashes(distDir: string): CspHashes {
  const file = join(distDir, '.vite', 'csp.json');
  let parsed: Partial<CspHashes>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CspHashes>;
  } catch (error) {
    throw new Error(`${file} is missing or unreadable (it is written by \`vite build\`): ${(error as Error).message}`);
  }
  return { scriptHashes: parsed.scriptHashes ?? [], styleHashes: parsed.styleHashes ?? [] };
}

/** "'self'" for a path or empty; otherwise the URL's origin (a scheme-relative URL counts as https). */
export function sourceOf(url: string | undefined): string {
  if (url?.startsWith('//')) return new URL(`https:${url}`).origin;
  if (!url || !/^[a-z][a-z0-9+.-]*:/i.test(url)) return "'self'";
  return new URL(url).origin;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.replace(/\/+$/, ''))
    .filter(Boolean);

/** The origins of a build configured with `env` (see the file comment). */
export function cspConfig(hashes: CspHashes, env: CspEnv = {}): CspConfig {
  const picker = env.VITE_MAP_PICKER_URL;
  return {
    ...hashes,
    scriptOrigins: env.VITE_WX_SDK_URL ? [sourceOf(env.VITE_WX_SDK_URL)] : WX_SDK_ORIGINS,
    imgOrigins: [...(env.VITE_WX_SDK_URL ? [] : [WX_SDK_REPORT_ORIGIN]), ...list(env.EGG_CSP_IMG_ORIGINS)],
    connectOrigins: [env.VITE_API_BASE, env.VITE_TELEMETRY_URL].filter((url): url is string => !!url).map(sourceOf),
    frameOrigins: picker ? [sourceOf(picker), ...list(env.VITE_MAP_ORIGINS)] : MAP_PICKER_ORIGINS,
  };
}

/** The header value: directives separated by '; ', each source once, 'self' first. */
export function buildCsp(config: CspConfig): string {
  const sources = (...s: string[]) => Array.from(new Set(["'self'", ...s])).join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(...config.scriptOrigins, ...config.scriptHashes)}`,
    `style-src ${sources(...config.styleHashes)}`,
    `img-src ${sources('data:', ...config.imgOrigins)}`,
    `connect-src ${sources(...config.connectOrigins)}`,
    `frame-src ${sources(...config.frameOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy for the build in `distDir`, built with `env` (default: this process's env). */
export function cspForDist(distDir: string, env: CspEnv = process.env as CspEnv): string {
  return buildCsp(cspConfig(readCspHashes(distDir), env));
}
