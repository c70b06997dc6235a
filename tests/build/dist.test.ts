/**
 * Checks on the production build in dist/ (npm test builds before running this project).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SLOT } from '../../src/boot/home-shell';
import { appCss, bootScript, entryOf } from '../helpers/index-html';

const dist = join(process.cwd(), 'dist');
const assets = join(dist, 'assets');

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const files = readdirSync(assets);
const js = files.filter((f) => f.endsWith('.js'));

/** The files a chunk needs: its own, its CSS, and its static imports', recursively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function globToRegExp(glob: string): RegExp {
  const re = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '(?:.*/)?')
    .replace(/\*/g, '[^/]*');
  return new RegExp(`^${re}$`);
}

describe('the production build', () => {
  it('contains no React code: react and react-dom are aliased to preact/compat', () => {
    const markers = [
      'react.transitional.element', // React 19's element type
      'react.dev/errors', // React's production error decoder
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
      'ReactCurrentDispatcher',
      'scheduler.development',
    ];
    for (const file of js) {
      const code = readFileSync(join(assets, file), 'utf8');
      for (const marker of markers) expect(code.includes(marker), `${marker} in ${file}`).toBe(false);
    }
    const all = js.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
    expect(all).toContain('react.element'); // preact/compat's own marker: it is what runs
  });

  it("honours the member's WeChat font size: no setFontSizeCallback, no text-size-adjust pin (issue 30, docs/wechat.md)", () => {
    const shipped = [
      ...files.filter((f) => /\.(js|css)$/.test(f)).map((f) => readFileSync(join(assets, f), 'utf8')),
      readFileSync(join(dist, 'index.html'), 'utf8'),
    ];
    expect(shipped.filter((text) => /setFontSizeCallback|menu:setfont/.test(text))).toEqual([]);
    expect(shipped.filter((text) => /text-size-adjust/.test(text))).toEqual([]);
  });

  it('leaves the debug login out of the production bundle', () => {
    expect(Object.values(manifest).some((c) => c.src?.startsWith('src/pages/login/'))).toBe(false);
    expect(Object.values(manifest).some((c) => c.src?.startsWith('src/pages/kit/'))).toBe(false);
    for (const file of js.filter((f) => !/^(en|zh|screens-en|screens-zh)-/.test(f))) {
      const code = readFileSync(join(assets, file), 'utf8'); // code, not the text catalogs
      for (const devOnly of ['home.debugLogin', 'home.bindCard', '`/login`', '"/login"', "'/login'"]) {
        expect(code.includes(devOnly), `${devOnly} in ${file}`).toBe(false);
      }
    }
  });

  it('carries no class-field helper: classes assign their fields in the constructor (it cost about 0.3 kB brotli of the first visit)', () => {
    for (const file of js) {
      const code = readFileSync(join(assets, file), 'utf8');
      // The typeof/toPrimitive/defineProperty helpers the engine floor's target brings in for class fields.
      expect(code.includes('@@toPrimitive'), `class-field helper in ${file}`).toBe(false);
    }
  });

  it('has index.html load the app chunk (with the home screen; its boot script runs it) with a hashed name, and carry its CSS inline', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    // No tag runs the entry: the boot script does, once home's card is painted (src/boot/preload.ts).
    expect([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])).toEqual([]);
    expect(entryOf(html)).toMatch(/^assets\/app-[\w-]+\.js$/);
    // The entry's CSS is inline (build/plugins.ts): no stylesheet file of its own, and no chunk asks for one.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(files.filter((f) => /^app-.*\.css$/.test(f))).toEqual([]);
    for (const file of js) expect(readFileSync(join(assets, file), 'utf8'), file).not.toMatch(/app-[\w-]+\.css/);
    expect(appCss(html)).toMatch(/^:root\{/);
    const home = Object.values(manifest).find((c) => c.src === 'src/pages/home/Home.tsx');
    expect(home?.file ?? 'in the app chunk').not.toMatch(/Home-/); // the first screen needs no second round trip
  });

  it("sets the phone's own UI face first, so the first layout looks up one family (docs/performance.md: each absent family named before it cost a lookup)", () => {
    const css = appCss(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(css.match(/--font-family:\s*([^;}]+)/)?.[1].trim()).toBe('system-ui, sans-serif');
  });

  it('budgets exactly what the first visit to #/ downloads (size-limit.json covers it, nothing more)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const firstVisit = new Set<string>();
    for (const href of [...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]), entryOf(html)]) {
      const key = Object.keys(manifest).find((k) => manifest[k].file === href);
      if (key) closure(key, firstVisit);
      else firstVisit.add(href);
    }
    const home = Object.keys(manifest).find((k) => manifest[k].src === 'src/pages/home/Home.tsx');
    if (home) closure(home, firstVisit);
    const catalog = Object.keys(manifest).find((k) => manifest[k].src === 'src/i18n/zh.ts');
    expect(catalog, 'the Chinese catalog is its own chunk').toBeTruthy();
    closure(catalog!, firstVisit);

    const limits: { path: string[] }[] = JSON.parse(readFileSync(join(process.cwd(), 'size-limit.json'), 'utf8'));
    const globs = limits[0].path.map((p) => globToRegExp(p.replace(/^dist\//, '')));
    const budgeted = [...files.map((f) => `assets/${f}`)].filter((f) => globs.some((g) => g.test(f)));
    expect(new Set(budgeted)).toEqual(firstVisit);
  });

  it('preloads the member language catalog and, on #/, the home chunk from an inline script with a published CSP hash', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const inline = bootScript(html);
    const fileOf = (src: string) => Object.values(manifest).find((c) => c.src === src)?.file;
    expect(inline).toContain(JSON.stringify(fileOf('src/i18n/zh.ts')).slice(1, -1));
    expect(inline).toContain(JSON.stringify(fileOf('src/i18n/en.ts')).slice(1, -1));
    const home = fileOf('src/pages/home/Home.tsx');
    if (home) expect(inline).toContain(home);
    const csp = JSON.parse(readFileSync(join(dist, '.vite', 'csp.json'), 'utf8'));
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(csp.scriptHashes[0]).toEqual(hash); // then the below-the-floor script's (engines.test.ts)
  });

  it('loads each screen flow with only the shared kit: no flow chunk pulls in another', () => {
    const flows = Object.entries(manifest).filter(([, c]) => /^assets\/(member|exchange|fulfilment)-/.test(c.file));
    expect(flows.map(([, c]) => c.file.split('/')[1].split('-')[0]).sort()).toEqual(['exchange', 'fulfilment', 'member']);
    for (const [, chunk] of flows) {
      for (const dep of chunk.imports ?? []) expect(manifest[dep].file, chunk.file).toMatch(/^assets\/(app|kit|rolldown-runtime|scan-to-bind)-/);
    }
  });

  it('keeps the WeChat adapter its own chunk (sign-in loads it before the first render)', () => {
    const adapter = Object.values(manifest).find((c) => c.src === 'src/platform/wechat.ts');
    expect(adapter?.file).toMatch(/^assets\/wechat-/);
    for (const dep of adapter?.imports ?? []) expect(manifest[dep].file).toMatch(/^assets\/(app|rolldown-runtime)-/);
  });

  it('keeps the HTTP client (ofetch with its URL and JSON helpers) out of the first visit: its own chunk, which every flow lists', () => {
    const app = readFileSync(join(dist, Object.values(manifest).find((c) => /^assets\/app-.*\.js$/.test(c.file))!.file), 'utf8');
    const http = Object.values(manifest).find((c) => /^assets\/http-/.test(c.file));
    expect(http?.file).toMatch(/^assets\/http-[\w-]+\.js$/);
    expect(readFileSync(join(dist, http!.file), 'utf8')).toContain('FetchError');
    expect(app).not.toContain('FetchError');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toContain(`/${http!.file}"`);
    expect(bootScript(html)).toContain(http!.file); // preloaded with any flow, prefetched at idle on home
  });

  it('uses on the first screen only strings of the shell catalog (never a raw key before the rest loads)', async () => {
    const { en } = await import('../../src/i18n/en');
    const { screensEn } = await import('../../src/i18n/screens-en');
    const app = readFileSync(join(dist, Object.values(manifest).find((c) => /^assets\/app-.*\.js$/.test(c.file))!.file), 'utf8');
    const uses = (key: string) => ['"', "'", '`'].some((q) => app.includes(q + key + q));
    expect(Object.keys(screensEn).filter(uses)).toEqual([]);
    expect(uses('home.title')).toBe(true); // the check does see keys
    expect(Object.keys(en)).toContain('home.title');
  });

  // What the boot script does with them: tests/boot/preload.test.ts (the module), engines.test.ts (the built script).
  it("gives the boot script each flow's chunks", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const inline = bootScript(html);
    for (const flow of ['member', 'exchange', 'fulfilment']) {
      const file = Object.values(manifest).find((c) => c.file.startsWith(`assets/${flow}-`))?.file;
      expect(file && inline.includes(file), flow).toBe(true);
    }
  });

  // How they are made and filled: build/prerender.ts, src/boot/home-shell.ts; tests/boot/home-shell.test.tsx, e2e/home-shell.test.ts.
  it("carries home's markup for the boot script to fill, one template a language, rendered by this build's own entry", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const css = appCss(html);
    for (const [lang, title] of [
      ['en', 'Member home page'],
      ['zh', '会员主页'],
    ]) {
      const template = html.match(new RegExp(`<template id="egg-home-${lang}" data-words='[^']*'>([\\s\\S]*?)</template>`))?.[1] ?? '';
      expect(template, lang).toContain(`>${title}</h1>`);
      for (const slot of Object.values(SLOT)) expect(template.includes(slot), `${lang} slot U+${slot.charCodeAt(0).toString(16)}`).toBe(true);
      // style attributes would be blocked by the CSP (style-src has no 'unsafe-inline'): the shell sets them through CSSOM
      expect(template).not.toMatch(/ style="/);
      // the class names are this build's CSS modules'
      for (const [, name] of template.matchAll(/class="(c[0-9a-z]{4})/g)) expect(css, name).toContain(`.${name}`);
      // and, before the card, what home shows in its place while the answer is on its way (a skeleton) and for a member
      // without a card ("scan to bind", an entry the shell keeps a tap on for the app), neither with a slot
      const [, before] = template.match(/<main[^>]*><div[^>]*>(.*?)<div role="group"/) ?? [];
      expect(before, lang).toMatch(/^<div role="status" aria-busy="true"[^>]*>.*<\/div><section[^>]*>.*data-tap="scan".*<\/section>$/);
      expect(before).not.toMatch(/[\uE000-\uF8FF]/);
    }
  });

  it("defines on the first visit every custom property it reads, and leaves the kit's tokens (styles/kit-tokens.css) to the kit's stylesheet", () => {
    const read = (file: string) => readFileSync(join(assets, file), 'utf8');
    // Defined in a stylesheet, or set inline by a component (`'--grid-columns': n`) or a template (its style as data).
    const defined = (...texts: string[]) => new Set(texts.flatMap((text) => [...text.matchAll(/(--[\w-]+)["']?:/g)].map((m) => m[1])));
    const reads = (text: string) => [...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const firstCss = appCss(html);
    const appJs = read(files.find((f) => /^app-[\w-]+\.js$/.test(f))!);
    const first = defined(html, appJs);
    for (const name of [...reads(html), ...reads(appJs)]) expect(first.has(name), name).toBe(true);
    // Every other stylesheet is the kit's, which every flow lists (and the dialog's chunk, which is the kit's, loads): it defines the rest.
    // (Beside it, the orders shell's stylesheet: some of the kit's rules, tokens included; tests/build/shell-css.test.ts.)
    const kitCss = files.filter((f) => f.endsWith('.css') && !f.startsWith('orders-shell-'));
    expect(kitCss).toHaveLength(1);
    const later = defined(read(kitCss[0]!), ...js.filter((f) => !f.startsWith('app-')).map(read));
    const kitTokens = defined(readFileSync(join(process.cwd(), 'styles', 'kit-tokens.css'), 'utf8'));
    expect(kitTokens.size).toBeGreaterThan(0);
    for (const name of kitTokens) {
      expect(later.has(name), name).toBe(true);
      expect(defined(firstCss).has(name), `${name} on the first visit`).toBe(false);
    }
    for (const name of [read(kitCss[0]!), ...js.filter((f) => !f.startsWith('app-')).map(read)].flatMap(reads))
      expect(first.has(name) || later.has(name), name).toBe(true);
  });

  it('keeps every chunk brotli-measurable: all JS and CSS are in dist/assets', () => {
    expect(existsSync(assets)).toBe(true);
    expect(js.length).toBeGreaterThan(1); // the entry plus lazy chunks
  });
});
