/**
 * The build's own Vite plugins (Node, build time; vite.config.ts keeps configuration only). What they
 * compile and inline ships from src/boot/.
 *
 * - collectFirstScreen: the modules the first visit to `#/` needs statically, into the Set that
 *   vite.config.ts hands to the chunk plan's `app` chunk too.
 * - inlineBootScripts: index.html's two inline classic scripts, the first-screen preloader
 *   (src/boot/preload.ts, compiled here) and the below-the-floor message (src/boot/old-engine.ts), and the CSP hashes
 *   of both (in document order) and of the inline styles (the boot spinner's; the app's CSS, inlined in place of its link and
 *   its file dropped: docs/performance.md, "The stylesheet inline"), written to dist/.vite/csp.json for the
 *   deployment headers (server/demo/csp.ts); once the bundle is written, home's templates for the boot
 *   script to fill (src/boot/home-shell.ts), rendered by that bundle (prerender.ts, in a child process).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { minify } from 'terser';
import type { Plugin, Rolldown } from 'vite';
import { FLOW_NAMES, flowSegments } from '../src/app/route-table.ts';
import { FLOOR_BUILD_TARGET } from '../src/boot/floor.ts';
import { oldEngineScript } from '../src/boot/old-engine.ts';
import type { BootPlan } from '../src/boot/preload.ts';
import { shellCss } from './shell-css.ts';

/** The plan's name of "my orders"' stylesheet until it is written (writeBundle, once the templates are). */
const ORDERS_SHELL_CSS_SLOT = '__EGG_ORDERS_SHELL_CSS__';

/** A CSP source expression for an inline element's exact text. */
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const FIRST_SCREEN_ROOTS = ['/src/main.tsx', '/src/pages/home/Home.tsx'];
/** What the first screen must not carry: dayjs is paid for in the other screens' bytes (src/lib/format.ts formats home's dates by hand). */
const NOT_FIRST_SCREEN = /\/node_modules\/dayjs\//;

/**
 * Fills `firstScreen` with the modules the home screen's first visit needs statically, once the
 * modules are known and before chunks are made: vite.config.ts hands the same Set to the chunk plan.
 * Stops the build when one of them imports what NOT_FIRST_SCREEN names, saying through which modules.
 */
export function collectFirstScreen(firstScreen: Set<string>): Plugin {
  return {
    name: 'eggcard:first-screen-modules',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const importer = new Map<string, string>();
      const visit = (id: string, from?: string) => {
        const info = firstScreen.has(id) ? null : this.getModuleInfo(id);
        if (!info) return;
        firstScreen.add(id);
        if (from) importer.set(id, from);
        for (const next of info.importedIds) visit(next, id); // static imports only: lazy screens stay out
      };
      for (const id of this.getModuleIds()) if (FIRST_SCREEN_ROOTS.some((r) => id.endsWith(r))) visit(id);
      const banned = [...firstScreen].find((id) => NOT_FIRST_SCREEN.test(id));
      if (banned) {
        const chain: string[] = [];
        for (let id: string | undefined = banned; id; id = importer.get(id)) chain.unshift(id.replace(/^.*?\/(src|node_modules)\//, '$1/'));
        throw new Error(`the first screen imports ${chain.at(-1)}: ${chain.join(' → ')}. Home and the boot script format dates with src/lib/format.ts`);
      }
    },
  };
}

const PRELOAD_ENTRY = join(import.meta.dirname, '..', 'src', 'boot', 'preload-inline.ts');
const PRERENDER = join(import.meta.dirname, 'prerender.ts');

/** A prerender.ts child of one language, started ahead: `render(assets)` hands it the written bundle; `stop()` ends it unused. */
interface Prerender {
  render(assets: string): Promise<{ home: string; orders: string }>;
  stop(): void;
}

function startPrerender(lang: string): Prerender {
  const child = spawn(process.execPath, ['--import', 'tsx', PRERENDER, lang], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => {
    child.on('exit', done);
    child.on('error', (error) => {
      stderr += String(error);
      done(null);
    });
  });
  return {
    async render(assets) {
      // A stuck child still stops the build; at a load of 20 and more, one render can take a minute.
      const timer = setTimeout(() => child.kill(), 300_000);
      child.stdin.end(assets);
      const code = await exited;
      clearTimeout(timer);
      if (code !== 0) throw new Error(`prerender (${lang}) exited with ${code}: ${stderr}`);
      return JSON.parse(stdout);
    },
    stop() {
      if (child.exitCode === null) child.stdin.end();
    },
  };
}

/** `markup` put right after index.html's #root (with the boot spinner inside it); a build error without one. */
function afterRoot(html: string, markup: string): string {
  const root = /<div id="root">[\s\S]*?<\/div><\/div>/;
  if (!root.test(html)) throw new Error('index.html: #root with the boot spinner not found');
  return html.replace(root, (div) => `${div}${markup}`);
}

/**
 * index.html with home's templates, loading and with the card in each language, before #root, and
 * "my orders" (src/boot/orders-shell.ts) in each right after it, from `langs` (en, zh): what
 * prerender.ts rendered from the bundle in `assets`, a child process a language, both at once.
 */
export async function withHomeTemplates(html: string, assets: string, langs: Prerender[]): Promise<string> {
  const rendered = await Promise.all(langs.map((lang) => lang.render(assets)));
  const templates = rendered.map((l) => l.home).join('');
  const orders = rendered.map((l) => l.orders).join('');
  if (!templates.startsWith('<template ') || !orders.startsWith('<template ')) throw new Error('prerender: no templates came back');
  // Home's before #root, whose first frame shows them; "my orders" right after it, not in the way of home's first frame, and
  // parsed before the script after #root (the parser may yield after a script: a frame then came before them).
  return afterRoot(
    html.replace('<div id="root">', () => `${templates}<div id="root">`),
    orders,
  );
}

/**
 * preload.ts with `plan` in it, as one minified classic script at the engine floor. Rolldown is
 * Vite's own bundler (the same version), so this adds no tool; its output is a self-contained IIFE.
 */
export async function compileBootScript(plan: BootPlan): Promise<string> {
  const bundle = await rolldown({
    input: PRELOAD_ENTRY,
    logLevel: 'silent',
    transform: { target: FLOOR_BUILD_TARGET, define: { __EGG_BOOT_PLAN__: JSON.stringify(plan) } },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    if (output.length !== 1) throw new Error(`boot script: expected one chunk, got ${output.length}`);
    const banned = output[0].moduleIds.find((id) => NOT_FIRST_SCREEN.test(id));
    if (banned) throw new Error(`boot script: it carries ${banned}; it formats dates with src/lib/format.ts`);
    // A script element's text: no trailing newline (its CSP hash is over the exact text).
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

type Chunk = Rolldown.OutputChunk;

/** The entry's stylesheet (the `app` chunk's CSS, build/chunks.ts): inline in index.html, never a file of its own. */
export const isEntryCss = (file: string) => /(^|\/)app-[\w-]+\.css$/.test(file);

/**
 * The entry's stylesheet, inline (docs/performance.md, "The stylesheet inline"): index.html's `<link>` to it, its text, and
 * the file taken out of the bundle and of every chunk's CSS (the manifest then lists none). The flows' chunks do not ask
 * for it either (vite.config.ts `resolveDependencies`). A build error unless index.html links exactly that one stylesheet.
 */
function inlineEntryCss(html: string, base: string, bundle: Rolldown.OutputBundle, chunks: Chunk[]): { tag: string; text: string } {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  const file = links[0]?.[1].slice(base.length);
  const asset = file === undefined ? undefined : bundle[file];
  if (links.length !== 1 || !file || !isEntryCss(file) || asset?.type !== 'asset')
    throw new Error(`index.html: expected one stylesheet, the entry's, got ${links.map((l) => l[1]).join(', ') || 'none'}`);
  const text = String(asset.source).trim();
  if (/<\/style/i.test(text)) throw new Error('the entry\'s CSS: "</style" would end the inline element');
  delete bundle[file];
  for (const chunk of chunks) chunk.viteMetadata?.importedCss.delete(file);
  return { tag: links[0][0], text };
}

export function inlineBootScripts(): Plugin {
  let base = '/';
  let outDir = 'dist';
  let assetsDir = 'assets';
  let apiBase = '';
  let prerenders: Prerender[] = [];
  const stopPrerenders = () => {
    for (const p of prerenders) p.stop();
    prerenders = [];
  };
  return {
    name: 'eggcard:inline-boot-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
      apiBase = String(config.env.VITE_API_BASE ?? '');
    },
    // The prerender children start with the chunks, so Node, tsx and happy-dom load while terser works.
    renderStart() {
      stopPrerenders();
      prerenders = ['en', 'zh'].map(startPrerender);
    },
    // A failed build, or one that writes nothing, ends them unused.
    renderError: stopPrerenders,
    closeBundle: stopPrerenders,
    async writeBundle(_options, bundle) {
      const page = join(outDir, 'index.html');
      const langs = prerenders;
      prerenders = [];
      const html = await withHomeTemplates(readFileSync(page, 'utf8'), join(outDir, assetsDir), langs);
      // The orders shell's stylesheet: the flows' CSS (the kit's; the entry's is inline) that its templates use, named by its
      // text's hash, which the boot script's plan then names in place of ORDERS_SHELL_CSS_SLOT.
      const flowsCss = Object.values(bundle).flatMap((f) => (f.type === 'asset' && f.fileName.endsWith('.css') ? [Buffer.from(f.source).toString()] : []));
      const ordersShellCss = shellCss(flowsCss.join(''), [...html.matchAll(/<template id="egg-orders-[\s\S]*?<\/template>/g)].join(''));
      if (!ordersShellCss.includes('[data-tone') || /<\/style/i.test(ordersShellCss))
        throw new Error('"my orders"\' stylesheet: no row tones in it, or "</style"');
      const ordersFile = `${assetsDir}/orders-shell-${createHash('sha256').update(ordersShellCss).digest('base64url').slice(0, 6)}.css`;
      if (html.split(ORDERS_SHELL_CSS_SLOT).length !== 2) throw new Error('the boot script has no slot for "my orders"\' stylesheet');
      // Its text begins with its name: the boot script keeps it as it comes and puts in only this build's.
      const ordersText = `/*${ordersFile}*/${ordersShellCss}`;
      writeFileSync(join(outDir, ordersFile), ordersText);
      const final = html.replace(ORDERS_SHELL_CSS_SLOT, ordersFile);
      writeFileSync(page, final);
      // The inline scripts and styles as written (Vite minifies the styles), and the style the boot script makes of "my orders"' stylesheet.
      const hashes = (tag: string) => [...final.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => sha256(m[1]));
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(
        join(outDir, '.vite', 'csp.json'),
        JSON.stringify({ scriptHashes: hashes('script'), styleHashes: [...hashes('style'), sha256(ordersText)] }, null, 2),
      );
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const loaded = (file: string) => html.includes(`/${file}"`);
        /** A chunk's file, its CSS and its static imports', recursively, less what index.html loads. */
        const files = (chunk: Chunk | undefined, into = new Set<string>()): string[] => {
          if (!chunk || into.has(chunk.fileName)) return [...into];
          if (!loaded(chunk.fileName)) into.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!loaded(css)) into.add(css);
          for (const dep of chunk.imports)
            files(
              chunks.find((c) => c.fileName === dep),
              into,
            );
          return [...into];
        };
        const bySource = (suffix: string) => files(chunks.find((c) => c.facadeModuleId?.endsWith(suffix)));
        // Every flow asks the API through the HTTP client's own chunk (src/api/http.ts), loaded after the first screen.
        const http = files(chunks.find((c) => c.name === 'http'));
        const flows = Object.fromEntries(FLOW_NAMES.map((name) => [name, [...new Set([...files(chunks.find((c) => c.name === name)), ...http])]]));
        // The entry's tag goes: the boot script runs the entry itself, once home's card is painted (preload.ts).
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entrySrc = html.match(entryTag)?.[1];
        if (!entrySrc?.startsWith(base)) throw new Error('index.html: the entry script tag was not found');
        const code = await compileBootScript({
          base,
          apiBase,
          entry: entrySrc.slice(base.length),
          catalogs: {
            en: bySource('/src/i18n/en.ts'),
            zh: bySource('/src/i18n/zh.ts'),
            screensEn: bySource('/src/i18n/screens-en.ts'),
            screensZh: bySource('/src/i18n/screens-zh.ts'),
          },
          flows: flows as BootPlan['flows'],
          segments: flowSegments(),
          ordersShellCss: ORDERS_SHELL_CSS_SLOT,
        });
        if (code.includes('</script')) throw new Error('boot script: "</script" would end the inline element');
        // Hand-written ES5 for reading; minified as ES5, since every first visit carries it.
        const fallback = (await minify(oldEngineScript({ assets: `${base}assets/` }), { ecma: 5, compress: { passes: 2 } })).code!;
        const css = inlineEntryCss(html, base, ctx.bundle, chunks);
        return afterRoot(
          html
            .replace(entryTag, '')
            // The source's line breaks and indentation between tags: every first visit would carry them.
            .replace(/>\s+</g, '><')
            .replace(css.tag, () => `<style>${css.text}</style>`)
            // V8's compile hint (Chromium 136+; a comment to other engines): the boot script's functions compiled with it, not
            // each parsed again as it is first called, before the first frame (docs/performance.md, "Before a return visit's first paint").
            .replace('</title>', () => `</title><script>//# allFunctionsCalledOnLoad\n${code}</script>`),
          `<script>${fallback}</script>`,
        );
      },
    },
  };
}
