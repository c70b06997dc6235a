/**
 * The production (Preact) build of the app wired to the demo server's stand-ins: the JS-SDK stand-in,
 * the OAuth stand-in and the map picker stand-in, all same-origin. Used by `npm start` (into dist/)
 * and by the browser tests (into dist-e2e/, so dist/ as size-limit measured it stays).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type LogLevel } from 'vite';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The Vite env of the demo; `{redirect}` becomes the page's own address (see src/app/bootstrap.ts). */
export const DEMO_ENV = {
  VITE_WX_SDK_URL: '/dev/jweixin.js',
  VITE_OAUTH_URL: '/dev/oauth?redirect_uri={redirect}&state=STATE',
  VITE_MAP_PICKER_URL: '/dev/map-picker.html',
  // The demo measures its own visits: /dev/telemetry draws them (issue 32).
  VITE_TELEMETRY_URL: '/telemetry',
} as const;

/**
 * The demo env plus NODE_ENV=production: Vite keeps a NODE_ENV it finds, and under vitest that is
 * 'test', which would build with import.meta.env.DEV true (the dev-only /login and /kit screens and
 * home's debug entries in what the browser tests call the production build).
 */
const BUILD_ENV = { ...DEMO_ENV, NODE_ENV: 'production' };

/** Runs `fn` with the demo build env in process.env (Vite reads VITE_* from there first), then restores it. */
export async function withDemoEnv<T>(fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(BUILD_ENV).map((k) => [k, process.env[k]]));
  Object.assign(process.env, BUILD_ENV);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export interface DemoBuildOptions {
  /** Absolute, or relative to the repository root. Default dist/. */
  outDir?: string;
  logLevel?: LogLevel;
}

/** Builds the app with the demo env; resolves with the absolute output directory and the time taken. */
export async function buildDemo(options: DemoBuildOptions = {}): Promise<{ outDir: string; ms: number }> {
  const outDir = resolve(ROOT, options.outDir ?? 'dist');
  const started = performance.now();
  await withDemoEnv(() =>
    build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: options.logLevel ?? 'warn',
      build: { outDir, emptyOutDir: true },
    }),
  );
  return { outDir, ms: Math.round(performance.now() - started) };
}
