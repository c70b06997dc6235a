/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { defineConfig, type Alias } from 'vite';
import { FLOOR_BUILD_TARGET } from './src/boot/floor.ts';
import { FLOWS } from './src/boot/flows.ts';
import { collectFirstScreen, firstScreen, inlineBootScripts } from './src/boot/plugins.ts';
import { pageChunk } from './src/boot/screens.ts';

/**
 * What members download runs on preact/compat; development runs real React 19.
 * Exact-match regexes: a plain 'react' key would also rewrite 'react-dom'.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // wouter imports the shim; preact/compat already has useSyncExternalStore.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** A flow's chunk: its screens' modules and the pieces only they use (src/boot/screens.ts). */
const flow = (name: string) => ({
  name,
  test: (id: string) => /\.tsx?$/.test(id) && pageChunk(id) === name,
  priority: 4,
  includeDependenciesRecursively: false,
});

/**
 * Chunking for both budgets. The first visit to `#/` must be small, and all of dist/ is measured
 * file by file, so dozens of tiny shared chunks waste bytes (each compresses on its own). So:
 * everything the home screen statically needs goes in one `app` chunk (the entry); modules shared
 * by the other screens, and all their CSS, go in one `kit` chunk; the other screens load in three
 * lazy chunks, one per flow (member, exchange, fulfilment; src/boot/flows.ts).
 */
const HTTP_CHUNK = /\/(src\/api\/http\.ts|node_modules\/(ofetch|ufo|destr)\/)/;
const SHARED = /\/(src\/(ui|lib|api|stores|platform|app)\/|node_modules\/)/;
/**
 * A CSS module's class in the build: 'c' and four base-36 digits of a hash of its file (relative to
 * the repository, so every machine builds the same names) and its local name. Two classes that
 * would share a name stop the build (36^4 names make that unlikely for a few hundred classes).
 */
const scopedNames = new Map<string, string>();
function scopedName(local: string, file: string): string {
  const key = `${relative(import.meta.dirname, file.split('?')[0])}:${local}`;
  const name = `c${createHash('sha1').update(key).digest().readUInt32BE(0).toString(36).slice(-4).padStart(4, '0')}`;
  const taken = scopedNames.get(name);
  if (taken && taken !== key) throw new Error(`CSS module classes ${taken} and ${key} hash to the same name ${name}: change scopedName in vite.config.ts`);
  scopedNames.set(name, key);
  return name;
}

const domTests = ['tests/**/*.test.{ts,tsx}'];
const notDomTests = ['tests/server/**', 'tests/e2e/**', 'tests/build/**', 'tests/bench/**'];

export default defineConfig(({ command }) => {
  // EGG_RUNTIME=react builds the same code on react-dom (benchmark only; never shipped).
  const shipPreact = command === 'build' && process.env.EGG_RUNTIME !== 'react';
  return {
    resolve: { alias: shipPreact ? preactAliases : [] },
    // Class names ship in the CSS and again in each module's JS map: in a build they are short
    // stable hashes of the file and the local name (see scopedName); development keeps readable ones.
    css: { modules: { generateScopedName: command === 'build' ? scopedName : '[name]__[local]' } },
    // src/boot/plugins.ts: the first screen's modules for the `app` chunk; index.html's inline scripts and CSP hashes.
    plugins: [collectFirstScreen(), inlineBootScripts()],
    build: {
      // The engine floor (src/boot/floor.ts; README "Supported engines"); cssTarget follows it.
      target: FLOOR_BUILD_TARGET,
      outDir: process.env.EGG_OUT_DIR || 'dist',
      cssCodeSplit: true,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      // tests/build reads it to check the budget covers exactly what a first visit downloads
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'app', test: (id: string) => firstScreen.has(id), priority: 5 },
              // The HTTP client (src/api/http.ts and ofetch with its helpers): after the first paint.
              { name: 'http', test: (id: string) => HTTP_CHUNK.test(id), priority: 6, includeDependenciesRecursively: false },
              // Screens travel in three flows: a member on one screen of a flow visits its others.
              ...Object.keys(FLOWS).map(flow),
              // The WeChat adapter stays its own chunk: sign-in loads it before the first render.
              {
                name: 'kit',
                test: (id: string) =>
                  !firstScreen.has(id) && !/\/src\/platform\/wechat\.ts$/.test(id) && (/\.css$/.test(id) || SHARED.test(id) || pageChunk(id) === 'kit'),
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: process.env.EGG_API_PROXY
        ? Object.fromEntries(['/api', '/wechat', '/oss', '/dev'].map((p) => [p, { target: process.env.EGG_API_PROXY }]))
        : undefined,
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'react',
            // Members' phones are anywhere: business days must be China days on both sides of UTC+8.
            env: { TEST_RUNTIME: 'react', TEST_TZ: 'America/Los_Angeles' },
            environment: 'happy-dom',
            include: domTests,
            exclude: notDomTests,
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          resolve: {
            alias: [...preactAliases, { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' }],
          },
          test: {
            name: 'preact',
            env: { TEST_RUNTIME: 'preact', TEST_TZ: 'Pacific/Kiritimati' },
            environment: 'happy-dom',
            include: domTests,
            exclude: notDomTests,
            setupFiles: ['tests/setup.ts'],
            // Without inlining, wouter and @nanostores/react would load real React under Preact.
            server: { deps: { inline: ['wouter', '@testing-library/preact', '@nanostores/react'] } },
          },
        },
        {
          extends: true,
          test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'] },
        },
        {
          extends: true,
          test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
        },
        {
          extends: true,
          // Real Chromium against the demo server (tests/e2e/global-setup.ts builds and starts it).
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            setupFiles: ['tests/e2e/setup-file.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          // The same journeys' core on WebKitGTK (Safari's engine, as iPhone WeChat): tests/e2e/webkit/.
          test: {
            name: 'e2e-webkit',
            environment: 'node',
            include: ['tests/e2e/webkit/*.test.ts'],
            globalSetup: ['tests/e2e/webkit/global-setup.ts'],
            setupFiles: ['tests/e2e/setup-file.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
