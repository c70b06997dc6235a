/**
 * The build honours the engine floor declared in src/boot/floor.ts (issue 13.5, 13.6): every chunk
 * parses at its ECMAScript level, the CSS works on its browsers, index.html's classic scripts parse
 * at ES5 and tell members below the floor what to do, and the first-screen preloads are used by
 * the requests they stand in for.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { BOOT_MARK, peek } from '../../src/lib/boot-contract';
import { FLOOR, FLOOR_BROWSERS, FLOOR_BUILD_TARGET } from '../../src/boot/floor';
import { OLD_ENGINE_TEXT, RELOAD_TEXT, SLOW_START_MS, SLOW_START_TEXT } from '../../src/boot/old-engine';
import { ENHANCEMENTS, cssProblems, jsProblems } from './engine-check';
import { inlineStyles } from '../helpers/index-html';

const dist = join(process.cwd(), 'dist');
const assets = join(dist, 'assets');
const files = readdirSync(assets);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const [preloader, fallback] = inlineScripts;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the engine floor is declared once', () => {
  it('drives Vite: build.target and the CSS target are the floor', async () => {
    const config = await resolveConfig({ logLevel: 'silent' }, 'build', 'production');
    expect(config.build.target).toEqual(FLOOR_BUILD_TARGET);
    expect(config.build.cssTarget).toEqual(FLOOR_BUILD_TARGET);
    expect(FLOOR_BUILD_TARGET).toEqual([`es${FLOOR.es}`, `ios${FLOOR.ios}`, `chrome${FLOOR.chrome}`]);
  });

  it('is the one the README states', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Supported engines'));
    expect(section).toContain(`**iOS ${FLOOR.ios} and later (iPhone WeChat), Chromium ${FLOOR.chrome} and later (Android WeChat); ECMAScript ${FLOOR.es}.**`);
  });
});

describe('JS of dist/ at the floor', () => {
  it(`parses every chunk at ES${FLOOR.es}, with no regex lookbehind`, () => {
    const js = files.filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(5);
    for (const file of js) expect(jsProblems(readFileSync(join(assets, file), 'utf8'), FLOOR.es), file).toEqual([]);
  });

  it('catches what a raised target would leave in (the check itself)', () => {
    // ES2022's class static blocks: iOS 16.4, Chromium 94.
    expect(jsProblems('export class A { static { this.x = 1; } }', FLOOR.es)).toHaveLength(1);
    expect(jsProblems('export class A { static { this.x = 1; } }', 2022)).toEqual([]);
    expect(jsProblems('let a; a ??= 1;', 2020)).toHaveLength(1);
    expect(jsProblems('let a; a ??= 1;', FLOOR.es)).toEqual([]);
    expect(jsProblems('export const f = (s) => s.replace(/(?<=a)b/g, "");', FLOOR.es)).toEqual(['regex lookbehind /(?<=a)b/ (iOS 16.4)']);
    expect(jsProblems('export const f = (s) => s.replace(/(?<n>a)b/g, "");', FLOOR.es)).toEqual([]);
  });
});

describe('CSS of dist/ at the floor', () => {
  /** Every stylesheet shipped: the files, and index.html's inline ones (the boot spinner's, the app's). */
  const css = [
    ...files.filter((f) => f.endsWith('.css')).map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') })),
    ...inlineStyles(html).map((text, i) => ({ name: `index.html <style> ${i + 1}`, text })),
  ];

  it(`uses only what ${FLOOR_BROWSERS.join(', ')} have, or enhancements whose absence costs nothing`, async () => {
    expect(css.length).toBeGreaterThan(2);
    const used = new Set<string>();
    for (const { name, text } of css) expect(await cssProblems(text, FLOOR_BROWSERS, name, used), name).toEqual([]);
    expect([...used].sort(), 'an enhancement no longer used leaves the list').toEqual(Object.keys(ENHANCEMENTS).sort());
  });

  it("would fail below the floor: iOS 14 / Chromium 84 lack the card's aspect-ratio and flex gap (the check itself)", async () => {
    const all = css.map((c) => c.text).join('\n');
    const problems = await cssProblems(all, ['ios_saf >= 14', 'chrome >= 84']);
    expect(problems.some((p) => p.startsWith('flexbox-gap:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('aspect-ratio: ios_saf 14'))).toBe(true);
  });

  it('wants a vh fallback before every dvh, clip behind @supports, a prefixed appearance, no light-dark(), and knows subgrid is too new (the check itself)', async () => {
    expect(await cssProblems('.a{height:100dvh}', FLOOR_BROWSERS)).toEqual(['viewport-unit-variants: no vh fallback before sample.css height:100dvh']);
    expect(await cssProblems('.a{height:100vh;height:100dvh}', FLOOR_BROWSERS)).toEqual([]);
    expect(await cssProblems('.a{display:grid;grid-template-columns:subgrid}', FLOOR_BROWSERS)).not.toEqual([]);
    expect(await cssProblems('.a{overflow:clip}', FLOOR_BROWSERS)).toEqual(['css-overflow: overflow: clip outside @supports (sample.css overflow:clip)']);
    expect(await cssProblems('@supports (overflow:clip){.a{overflow:clip}}', FLOOR_BROWSERS)).toEqual([]);
    expect(await cssProblems('.a{appearance:none}', FLOOR_BROWSERS)).toEqual(['css-appearance: no -webkit-appearance beside sample.css appearance:none']);
    expect(await cssProblems('.a{-webkit-appearance:none;appearance:none}', FLOOR_BROWSERS)).toEqual([]);
    expect(await cssProblems('.a{color:light-dark(#000,#fff)}', FLOOR_BROWSERS)).toEqual([
      'light-dark(): the floor lacks it and the build does not lower it (sample.css color:light-dark(#000,#fff))',
    ]);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: a happy-dom window each test reshapes freely (an engine missing this or that feature)
type TestWindow = Window & Record<string, any>;
// biome-ignore lint/suspicious/noExplicitAny: an element whose shape the test replaces
type AnyElement = any;

/** A page from dist/index.html without its scripts, in a happy-dom window shaped by `setup`. */
function page(hash = '#/', setup: (w: TestWindow) => void = () => {}) {
  const window = new Window({
    url: `https://egg.test/${hash}`,
    settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableJavaScriptEvaluation: false },
  }) as TestWindow;
  setup(window);
  window.document.write(html.replace(/<script[\s\S]*?<\/script>/g, ''));
  const run = (code: string) => window.eval(code);
  // #root, or the element that was #root (the message takes its id); home's templates come before it.
  const root = () => Array.from(window.document.body.children).find((e) => e.localName === 'div') as unknown as HTMLElement;
  return { window, run, root, text: () => root().textContent ?? '' };
}

/** Shapes what `document.createElement(tag)` returns in one window only (happy-dom shares prototypes). */
function onCreate(w: TestWindow, shape: (tag: string, element: AnyElement) => AnyElement) {
  const create = w.document.createElement.bind(w.document);
  w.document.createElement = ((tag: string) => shape(tag, create(tag))) as never;
}
/** An engine whose `relList.supports` is `supports` (undefined: no supports method at all). */
const relListSupports = (supports: ((token: string) => boolean) | undefined) => (w: TestWindow) =>
  onCreate(w, (tag, element) => {
    if (tag === 'link') Object.defineProperty(element.relList, 'supports', { value: supports, configurable: true });
    return element;
  });

describe('below the floor: the classic script after #root', () => {
  it('is in index.html right after #root and "my orders"\' templates, hashed in the CSP, and parses as an ES5 script (the preloader at the floor)', () => {
    expect(inlineScripts).toHaveLength(2);
    expect(html).toMatch(/<div id="root">[\s\S]*?<\/div><\/div>(<template id="egg-orders-\w+"[\s\S]*?<\/template>){2}<script>/);
    const csp = JSON.parse(readFileSync(join(dist, '.vite', 'csp.json'), 'utf8'));
    expect(csp.scriptHashes).toEqual([sha256(preloader), sha256(fallback)]);
    expect(jsProblems(fallback, 5, 'script')).toEqual([]);
    // Compiled from src/boot/preload.ts at the floor: below it the script fails to parse and only its preloads are lost.
    expect(jsProblems(preloader, FLOOR.es, 'script')).toEqual([]);
    expect(jsProblems('var f = () => 1;', 5, 'script')).toHaveLength(1); // the ES5 check does check
    expect(fallback).not.toMatch(/import|assets\/[\w-]+\.js/); // needs nothing from the bundle
  });

  const expectUpdateMessage = (p: ReturnType<typeof page>) => {
    expect(p.text()).toContain(OLD_ENGINE_TEXT.zh);
    expect(p.text()).toContain(OLD_ENGINE_TEXT.en);
    expect(p.text()).toContain('更新');
    expect(p.text()).toContain('update WeChat');
    expect(p.root().querySelector('[role="alert"]')).not.toBeNull();
    expect(p.root().querySelector('.boot')).toBeNull(); // no spinner
    expect(p.window.document.getElementById('root')).toBeNull(); // the bundle, if it runs, stays out
  };

  it('shows "please update" in Chinese and English where aspect-ratio is missing (iOS 14, Chromium 87)', () => {
    const p = page('#/', (w) => {
      const supports = (property: string) => property !== 'aspect-ratio';
      Object.defineProperty(w, 'CSS', { value: { supports }, configurable: true });
    });
    p.run(fallback);
    expectUpdateMessage(p);
  });

  it('shows it where module scripts are unknown (no noModule), and where CSS.supports is missing', () => {
    const noModule = page('#/', (w) => onCreate(w, (tag, element) => (tag === 'script' ? {} : element)));
    noModule.run(fallback);
    expectUpdateMessage(noModule);
    const noSupports = page('#/', (w) => {
      Object.defineProperty(w, 'CSS', { value: undefined, configurable: true });
    });
    noSupports.run(fallback);
    expectUpdateMessage(noSupports);
  });

  it("shows it when one of our scripts fails to parse before the app mounts, not for others' errors", () => {
    const p = page();
    p.run(fallback);
    const error = (filename: string) =>
      p.window.dispatchEvent(new p.window.ErrorEvent('error', { message: 'SyntaxError: Unexpected token', filename, error: new SyntaxError('x') as never }));
    error('https://res.wx.qq.com/open/js/jweixin.js');
    expect(p.root().querySelector('.boot')).not.toBeNull();
    error('https://egg.test/assets/app-x.js');
    expectUpdateMessage(p);
  });

  /** Catches the watchdog's timer (asked for SLOW_START_MS): `p.window.__slow()` fires it. */
  const catchSlowTimer = (p: ReturnType<typeof page>) => {
    p.window.setTimeout = ((fn: () => void, ms: number) => {
      expect(ms).toBe(SLOW_START_MS);
      p.window.__slow = fn;
      return 1;
    }) as never;
  };

  it('leaves the spinner on an engine at the floor, and after a while without a mount offers a reload, in both languages', async () => {
    const p = page();
    catchSlowTimer(p);
    p.run(fallback);
    expect(p.root().querySelector('.boot')).not.toBeNull();
    expect(p.window.document.getElementById('root')).not.toBeNull();
    p.window.__slow();
    expect(p.text()).toContain(SLOW_START_TEXT.zh);
    expect(p.text()).toContain(SLOW_START_TEXT.en);
    expect(p.root().querySelector('button')?.textContent).toBe(RELOAD_TEXT);
    expect(p.window.document.getElementById('root')).not.toBeNull(); // the app may still mount over it
  });

  it("counts home's prerendered markup as booting: it does nothing until the app renders over it (src/boot/home-shell.ts)", () => {
    const p = page();
    catchSlowTimer(p);
    p.run(fallback);
    p.root().innerHTML = `<div ${BOOT_MARK}>home</div>`;
    p.window.__slow();
    expect(p.text()).toContain(SLOW_START_TEXT.en);
  });

  it('says nothing when the app mounted in time', () => {
    const p = page();
    catchSlowTimer(p);
    p.run(fallback);
    p.root().innerHTML = '<main>home</main>';
    p.window.__slow();
    expect(p.text()).toBe('home');
  });
});

describe('the first-screen preloader', () => {
  const links = (p: ReturnType<typeof page>) =>
    [...p.window.document.head.querySelectorAll('link[href^="/assets/"]')].map((l) => ({
      file: l.getAttribute('href')!.replace(/-[\w-]{6}\.(js|css)$/, '.$1'),
      rel: l.getAttribute('rel'),
      as: l.getAttribute('as'),
      crossorigin: l.getAttribute('crossorigin'),
    }));

  it("preloads the kit stylesheet with crossorigin, as Vite's loader then asks for it (one download, used)", () => {
    const p = page(
      '#/card',
      relListSupports((token) => token === 'modulepreload'),
    );
    p.run(preloader);
    const kit = links(p).filter((l) => l.file === '/assets/kit.css');
    expect(kit).toEqual([{ file: '/assets/kit.css', rel: 'preload', as: 'style', crossorigin: '' }]);
    // What uses it: Vite's CSS loader in the app chunk adds <link rel=stylesheet> with crossOrigin=''.
    const app = files.find((f) => /^app-.*\.js$/.test(f))!;
    expect(readFileSync(join(assets, app), 'utf8')).toMatch(/\.crossOrigin=(``|""|'')/);
    // index.html's own stylesheet is inline: no file to fetch in any mode.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('uses modulepreload where the engine has it', () => {
    const p = page(
      '#/card',
      relListSupports((token) => token === 'modulepreload'),
    );
    p.run(preloader);
    const js = links(p).filter((l) => l.file.endsWith('.js'));
    expect(js.map((l) => l.file)).toEqual(expect.arrayContaining(['/assets/member.js', '/assets/kit.js', '/assets/en.js', '/assets/screens-en.js']));
    for (const l of js) expect(l).toMatchObject({ rel: 'modulepreload', crossorigin: '' });
  });

  it('preloads the same chunks as scripts, with crossorigin, where modulepreload is unknown (iOS < 17)', () => {
    for (const supports of [(token: string) => token !== 'modulepreload', undefined]) {
      const p = page('#/card', relListSupports(supports));
      p.run(preloader);
      const js = links(p).filter((l) => l.file.endsWith('.js'));
      expect(js.map((l) => l.file)).toEqual(expect.arrayContaining(['/assets/member.js', '/assets/kit.js', '/assets/en.js', '/assets/screens-en.js']));
      for (const l of js) expect(l).toEqual({ file: l.file, rel: 'preload', as: 'script', crossorigin: '' });
    }
  });

  it("asks for home's data with the stored token, as the client would, and leaves it for the client (the built script)", async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const p = page('#/', (w) => {
      w.localStorage.setItem('token', 'tok');
      w.fetch = (url: string, init: { headers: Record<string, string> }) => {
        asked.push({ url, headers: init.headers });
        return Promise.resolve(new w.Response(JSON.stringify({ success: true, data: 1 }), { headers: { Authorization: 'renewed' } }));
      };
    });
    p.run(preloader);
    expect(asked).toEqual([
      { url: '/api/user/current', headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'tok', 'Accept-Language': 'en' } },
    ]);
    await expect(peek('/api/user/current', p.window as unknown as globalThis.Window)!.p).resolves.toEqual({
      ok: true,
      s: 200,
      auth: 'renewed',
      body: { success: true, data: 1 },
    });
  });
});
