/**
 * The engine floor in a real Chromium (issue 13.5, 13.6): the first-screen preloads are used, not
 * downloaded twice, also where <link rel=modulepreload> is unknown (iOS < 17, played here by hiding
 * it from the preloader); below the floor, and when the bundle cannot parse, members get the
 * "please update" message in both languages instead of a spinner, under the page's CSP.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { OLD_ENGINE_TEXT } from '../../src/boot/old-engine';
import { launch, type Journey } from './harness';

/** Every asset request of the page and the console warnings about preloads. */
function watch(page: Page) {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/assets/')) requests.push(path);
  });
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
  });
  const count = (re: RegExp) => requests.filter((p) => re.test(p)).length;
  return { requests, warnings, count };
}

/** A picture /card never shows, preloaded by the test: Chromium's warning about it is the canary. */
const CANARY = '/oss/products/gift-box-1.svg';

/**
 * Opens /card cold (fresh profile) and waits until Chromium has judged its preloads: it warns about
 * every preload still unused a few seconds after the load event, all at once, so the canary's
 * warning is the moment the page's own would have come too. Returns the page's own warnings.
 */
async function coldCard(j: Journey) {
  const seen = watch(j.page);
  await j.context.addInitScript((href) => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href });
      document.head.append(link);
    });
  }, CANARY);
  await j.signIn('demo-member', '/card');
  await j.page.waitForLoadState('networkidle');
  await expect.poll(() => seen.warnings.some((w) => w.includes(CANARY)), { timeout: 15_000 }).toBe(true);
  return { ...seen, warnings: seen.warnings.filter((w) => !w.includes(CANARY)) };
}

describe('first-screen preloads on a cold load of a screen other than home', () => {
  let j: Journey | undefined;
  afterEach(async () => {
    await j?.close();
    j = undefined;
  });

  it('downloads the kit stylesheet once, and Chromium uses every preload', async () => {
    j = await launch();
    const seen = await coldCard(j);
    expect(seen.count(/^\/assets\/kit-[\w-]+\.css$/)).toBe(1);
    expect(seen.count(/^\/assets\/member-[\w-]+\.js$/)).toBe(1);
    expect(await j.page.evaluate(() => [...document.styleSheets].some((s) => /\/assets\/kit-/.test(s.href ?? '')))).toBe(true);
    expect(seen.warnings).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it('where modulepreload is unknown, preloads the chunks as scripts, and each still downloads once', async () => {
    j = await launch();
    await j.context.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token !== 'modulepreload' && supports.call(this, token);
      };
    });
    const seen = await coldCard(j);
    const preloads = await j.page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => `${l.getAttribute('href')} ${l.getAttribute('crossorigin')}`),
    );
    expect(preloads.some((p) => /^\/assets\/member-[\w-]+\.js $/.test(p))).toBe(true);
    expect(preloads.some((p) => /^\/assets\/kit-[\w-]+\.js $/.test(p))).toBe(true);
    expect(await j.page.locator('link[rel="modulepreload"][href*="/member-"]').count()).toBe(0);
    for (const chunk of ['app', 'member', 'kit', 'en', 'screens-en']) expect(seen.count(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)), chunk).toBe(1);
    expect(seen.count(/^\/assets\/kit-[\w-]+\.css$/)).toBe(1);
    expect(seen.warnings).toEqual([]);
    expect(j.errors).toEqual([]);
  });
});

describe('below the floor', () => {
  let j: Journey | undefined;
  afterEach(async () => {
    await j?.close();
    j = undefined;
  });

  const expectMessage = async (page: Page) => {
    const alert = page.getByRole('alert').filter({ hasText: OLD_ENGINE_TEXT.en });
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toContain(OLD_ENGINE_TEXT.zh);
    expect(await page.locator('.boot').count()).toBe(0);
  };

  it('an engine without aspect-ratio (iOS 14, Chromium 87) gets "please update" in both languages, and the app stays out', async () => {
    j = await launch();
    await j.context.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (a: string, b?: string) => boolean;
      CSS.supports = ((a: string, b?: string) => a !== 'aspect-ratio' && supports(a, b)) as typeof CSS.supports;
    });
    await j.page.goto('/#/');
    await expectMessage(j.page);
    await j.page.waitForLoadState('networkidle');
    expect(await j.page.locator('#root').count()).toBe(0); // the bundle found no root and did nothing
    await expectMessage(j.page);
    expect(j.errors).toEqual([]); // and no CSP violation (close() checks again)
  });

  it('a bundle the engine cannot parse gets the same message, not an endless spinner', async () => {
    j = await launch();
    await j.page.route(/\/assets\/app-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export const a = class { static { this.b ??= ; } };' }),
    );
    await j.page.goto('/#/');
    await expectMessage(j.page);
    j.errors.length = 0; // the SyntaxError itself is the point
  });
});
