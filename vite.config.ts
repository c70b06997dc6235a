/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { chunkGroups } from './build/chunks.ts';
import { scopedName } from './build/css-names.ts';
import { buildId } from './build/build-id.ts';
import { collectFirstScreen, inlineBootScripts, isEntryCss } from './build/plugins.ts';
import { FLOOR_BUILD_TARGET } from './src/boot/floor.ts';

/**
 * What members download runs on preact/compat; development runs real React 19 (or, with
 * EGG_RUNTIME=preact, these too). Exact-match regexes: a plain 'react' key would also rewrite 'react-dom'.
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

/** dayjs's own ES module build in what members download: its default file is CommonJS, whose interop costs the bundle ~0.4 kB brotli. */
const dayjsEsm: Alias[] = [
  { find: /^dayjs$/, replacement: 'dayjs/esm/index.js' },
  { find: /^dayjs\/plugin\/utc\.js$/, replacement: 'dayjs/esm/plugin/utc/index.js' },
];

/** ofetch's two URL helpers from ufo, without the rest of ufo (src/api/url.ts); everywhere, so the tests run what ships. */
const ufoLite: Alias = { find: /^ufo$/, replacement: fileURLToPath(new URL('./src/api/url.ts', import.meta.url)) };

const domTests = ['tests/**/*.test.{ts,tsx}'];
const notDomTests = ['tests/server/**', 'tests/e2e/**', 'tests/build/**', 'tests/bench/**'];

export default defineConfig(({ command, mode }) => {
  // Builds run Preact, development React; EGG_RUNTIME says otherwise: `npm run dev -- --preact` (server/main.ts),
  // or a build on react-dom for the bench (never shipped).
  const runtime =
    process.env.EGG_RUNTIME === 'react' || process.env.EGG_RUNTIME === 'preact' ? process.env.EGG_RUNTIME : command === 'build' ? 'preact' : 'react';
  const devServer = command === 'serve' && mode === 'development'; // not vitest, whose mode is 'test'
  // The first visit's modules: build/plugins.ts fills it once modules are known, the chunk plan reads it for `app`.
  const firstScreen = new Set<string>();
  return {
    resolve: { alias: [...(runtime === 'preact' && mode !== 'test' ? preactAliases : []), ...(command === 'build' ? dayjsEsm : []), ufoLite] },
    // The development server pre-bundles what the app's one page reaches, not what other HTML here does (the stand-ins', dist-e2e/'s builds).
    optimizeDeps: { entries: ['index.html'] },
    // Each runtime's pre-bundled dependencies apart, so switching between `npm run dev` and `-- --preact` does not redo them.
    cacheDir: devServer && runtime === 'preact' ? 'node_modules/.vite-preact' : undefined,
    // A global of its own, not an import.meta.env key: a module that reads the env as a whole would carry it.
    define: { __EGG_BUILD_ID__: JSON.stringify(buildId()) },
    // In a build, short stable hashes of the file and the local name (build/css-names.ts); development keeps readable ones.
    css: {
      modules: { generateScopedName: command === 'build' ? scopedName : '[name]__[local]' },
      // The build's CSS minifier: no light-dark() to lower (styles/ use none; tests/build/engine-check.ts fails one), so no helper variables beside every `color-scheme`: bytes of every first visit.
      lightningcss: { exclude: Features.LightDark },
    },
    // build/plugins.ts: the first screen's modules for the `app` chunk; index.html's inline scripts and CSP hashes.
    // React Fast Refresh in the React development server only: an edit keeps the screen's state.
    plugins: [collectFirstScreen(firstScreen), inlineBootScripts(), devServer && runtime === 'react' && react()],
    build: {
      // The engine floor (src/boot/floor.ts; README "Supported engines"); cssTarget follows it.
      target: FLOOR_BUILD_TARGET,
      outDir: process.env.EGG_OUT_DIR || 'dist',
      cssCodeSplit: true,
      // The entry's CSS is inline in index.html (build/plugins.ts): a flow's chunk must not ask for it as a file.
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => !isEntryCss(dep)) },
      reportCompressedSize: false,
      // terser packs ~2 % tighter than the default oxc minifier (docs/performance.md, "Terser"); ES2020 is below the floor.
      minify: 'terser',
      terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
      // tests/build reads it to check the budget covers exactly what a first visit downloads
      manifest: true,
      rolldownOptions: {
        output: {
          // The app, http, kit and three flow chunks (build/chunks.ts).
          codeSplitting: { groups: chunkGroups(firstScreen) },
          // Six characters of content hash, not eight: 36 bits still tell every version of a file apart, and
          // each name the first visit carries costs less (docs/performance.md, "Shorter hashed names").
          entryFileNames: 'assets/[name]-[hash:6].js',
          chunkFileNames: 'assets/[name]-[hash:6].js',
          assetFileNames: 'assets/[name]-[hash:6][extname]',
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
            // ofetch inlined, so its `ufo` import takes the alias as in the build.
            server: { deps: { inline: ['ofetch'] } },
            testTimeout: 20_000, // at load 20+, a test of several steps passes 5 s (tests/setup.ts)
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
            testTimeout: 20_000,
            // Without inlining, wouter and @nanostores/react would load real React under Preact.
            server: { deps: { inline: ['wouter', '@testing-library/preact', '@nanostores/react', 'ofetch'] } },
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
