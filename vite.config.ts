/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { FLOOR_BUILD_TARGET } from './src/boot/floor.ts';
import { oldEngineScript } from './src/boot/old-engine.ts';

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

/** A CSP source expression for an inline element's exact text. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The screens of each lazy flow chunk, by the first segment of their route. */
const FLOWS: Record<string, string[]> = {
  member: ['card', 'bind', 'share', 'combo', 'voucher'],
  exchange: ['product', 'swap'],
  fulfilment: ['order', 'plan', 'address', 'map'],
};

/**
 * Shared screen pieces (folders of src/pages/ that no route loads) travel with the one flow whose
 * screens use them; pieces used across flows (payment, scan) travel in the kit chunk (sharedPiece).
 */
const PIECES: Record<string, string[]> = {
  member: ['sms-code'],
  fulfilment: ['fulfilment'],
};

/**
 * Without help, everything after the entry waits until the entry has downloaded and run. A tiny
 * inline script in index.html starts at once, in parallel with the entry: the member's language
 * catalog; on a flow route, that flow's chunks, the kit and the screen strings; on `#/` with a
 * stored token (and no OAuth code to exchange first), the home screen's `GET /api/user/current`,
 * which the API client takes over (src/api/prefetch.ts, takePrefetched; takePrefetchedNow lets home's
 * first render show the card when the answer is already in).
 *
 * Preloads use the credentials mode of the request that will use them (crossorigin, anonymous: what
 * module scripts and Vite's CSS loader ask with), or the browser downloads twice. Where
 * <link rel=modulepreload> is unknown (iOS < 17) chunks are preloaded as scripts instead, which those
 * engines' module loader takes from the preload cache.
 *
 * After #root, the classic below-the-floor script (src/boot/old-engine.ts). The CSP hashes of both
 * scripts (in document order) and of the inline boot style are written to dist/.vite/csp.json for
 * the deployment headers (server/demo/csp.ts).
 */
function preloadFirstScreen(): Plugin {
  let base = '/';
  let outDir = 'dist';
  let apiBase = '';
  let scriptHashes: string[] = [];
  return {
    name: 'eggcard:preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      apiBase = String(config.env.VITE_API_BASE ?? '');
    },
    writeBundle(_options, bundle) {
      // The boot spinner's inline <style> as written (Vite minifies it): hashed from the final HTML.
      const html = Object.values(bundle).find((f) => f.type === 'asset' && f.fileName === 'index.html');
      const source = html && html.type === 'asset' ? String(html.source) : '';
      const styleHashes = [...source.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'csp.json'), JSON.stringify({ scriptHashes, styleHashes }, null, 2));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const loaded = (file: string) => html.includes(`/${file}"`);
        /** A chunk's file, its CSS and its static imports', recursively, less what index.html loads. */
        const files = (chunk: (typeof chunks)[number] | undefined, into = new Set<string>()): string[] => {
          if (!chunk || into.has(chunk.fileName)) return [...into];
          if (!loaded(chunk.fileName)) into.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!loaded(css)) into.add(css);
          for (const dep of chunk.imports) files(chunks.find((c) => c.fileName === dep), into);
          return [...into];
        };
        const bySource = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        const flows = Object.fromEntries(Object.keys(FLOWS).map((name) => [name, files(chunks.find((c) => c.name === name))]));
        const segments = Object.fromEntries(Object.entries(FLOWS).flatMap(([name, segs]) => segs.map((seg) => [seg, name])));
        const code =
          `(function(d,b,a,F,S){var l=d.createElement('link').relList,M=!!(l&&l.supports&&l.supports('modulepreload'));` +
          `function p(f){var e=d.createElement('link');` +
          `if(/\\.css$/.test(f)){e.rel='preload';e.as='style'}else if(M){e.rel='modulepreload'}else{e.rel='preload';e.as='script'}` +
          `e.crossOrigin='';e.href=b+f;d.head.appendChild(e)}` +
          `var z=/^zh/i.test(navigator.language);` +
          `(z?${JSON.stringify(files(bySource('/src/i18n/zh.ts')))}:${JSON.stringify(files(bySource('/src/i18n/en.ts')))}).forEach(p);` +
          `var r=location.hash.replace(/^#?\\/?/,'').split(/[\\/?]/)[0],f=F[S[r]];` +
          `if(f){f.concat(z?${JSON.stringify(files(bySource('/src/i18n/screens-zh.ts')))}:${JSON.stringify(files(bySource('/src/i18n/screens-en.ts')))}).forEach(p)}` +
          `else if(!r){try{var t=localStorage.getItem('token');if(t&&!/[?&]code=/.test(location.search))` +
          `{var E={};E.p=fetch(a+'/api/user/current',{headers:{Authorization:t,Accept:'application/json','Content-Type':'application/json'}})` +
          `.then(function(s){return s.json().then(function(j){return E.v={ok:s.ok,auth:s.headers.get('Authorization'),body:j}})});` +
          `E.p.catch(function(){});window.__eggPrefetch={'/api/user/current':E}}}catch(e){}}` +
          `})(document,${JSON.stringify(base)},${JSON.stringify(apiBase)},${JSON.stringify(flows)},${JSON.stringify(segments)})`;
        const fallback = oldEngineScript({ assets: `${base}assets/` });
        scriptHashes = [sha256(code), sha256(fallback)];
        const root = /(<div id="root">[\s\S]*?<\/div><\/div>)/;
        if (!root.test(html)) throw new Error('index.html: #root with the boot spinner not found');
        return html
          .replace('</title>', () => `</title>\n    <script>${code}</script>`)
          .replace(root, (div) => `${div}\n    <script>${fallback}</script>`);
      },
    },
  };
}

const flow = (name: string, test: RegExp) => ({ name, test, priority: 4, includeDependenciesRecursively: false });

/**
 * Chunking for both budgets. The first visit to `#/` must be small, and all of dist/ is measured
 * file by file, so dozens of tiny shared chunks waste bytes (each compresses on its own). So:
 * everything the home screen statically needs goes in one `app` chunk (the entry); modules shared
 * by the other screens, and all their CSS, go in one `kit` chunk; the other screens load in three
 * lazy chunks, one per flow (member, exchange, fulfilment).
 */
const firstScreen = new Set<string>();
const FIRST_SCREEN_ROOTS = ['/src/main.tsx', '/src/pages/home/Home.tsx'];
const SHARED = /\/(src\/(ui|lib|api|stores|platform|app)\/|node_modules\/)/;
/** The screens' folders: those the route table loads. Any other folder of src/pages/ is a piece several screens share. */
const SCREEN_DIRS = new Set([...readFileSync(resolve(__dirname, 'src/app/routes.ts'), 'utf8').matchAll(/'\.\.\/pages\/([\w-]+)\//g)].map((m) => m[1]));
const sharedPiece = (id: string) => {
  const dir = /\/src\/pages\/([\w-]+)\//.exec(id)?.[1];
  return !!dir && !SCREEN_DIRS.has(dir);
};

function collectFirstScreen(): Plugin {
  return {
    name: 'eggcard:first-screen-modules',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const visit = (id: string) => {
        const info = firstScreen.has(id) ? null : this.getModuleInfo(id);
        if (!info) return;
        firstScreen.add(id);
        info.importedIds.forEach(visit); // static imports only: lazy screens stay out
      };
      for (const id of this.getModuleIds()) if (FIRST_SCREEN_ROOTS.some((r) => id.endsWith(r))) visit(id);
    },
  };
}

const domTests = ['tests/**/*.test.{ts,tsx}'];
const notDomTests = ['tests/server/**', 'tests/e2e/**', 'tests/build/**', 'tests/bench/**'];

export default defineConfig(({ command }) => {
  // EGG_RUNTIME=react builds the same code on react-dom (benchmark only; never shipped).
  const shipPreact = command === 'build' && process.env.EGG_RUNTIME !== 'react';
  return {
    resolve: { alias: shipPreact ? preactAliases : [] },
    plugins: [collectFirstScreen(), preloadFirstScreen()],
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
              // Screens travel in three flows: a member on one screen of a flow visits its others.
              ...Object.entries(FLOWS).map(([name, dirs]) => flow(name, new RegExp(`/src/pages/(${[...dirs, ...(PIECES[name] ?? [])].join('|')})/[^/]+\\.tsx?$`))),
              // The WeChat adapter stays its own chunk: sign-in loads it before the first render.
              { name: 'kit', test: (id: string) => !firstScreen.has(id) && !/\/src\/platform\/wechat\.ts$/.test(id) && (/\.css$/.test(id) || SHARED.test(id) || sharedPiece(id)), priority: 1 },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: process.env.EGG_API_PROXY
        ? Object.fromEntries(
            ['/api', '/wechat', '/oss', '/dev'].map((p) => [p, { target: process.env.EGG_API_PROXY }]),
          )
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
            alias: [
              ...preactAliases,
              { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            ],
          },
          test: {
            name: 'preact',
            env: { TEST_RUNTIME: 'preact', TEST_TZ: 'Pacific/Kiritimati' },
            environment: 'happy-dom',
            include: domTests,
            exclude: notDomTests,
            setupFiles: ['tests/setup.ts'],
            // Without inlining, wouter would load real React under Preact.
            server: { deps: { inline: ['wouter', '@testing-library/preact'] } },
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
