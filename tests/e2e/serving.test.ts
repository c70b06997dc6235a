/**
 * How the demo server serves the built app and the stand-ins (docs/deployment.md, "Serving dist/"): checked over
 * HTTP against the server global-setup.ts started, and in-process for the non-demo case.
 */
import { describe, expect, inject, it } from 'vitest';
import { openDb } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { createSite } from '../../server/demo/site';
import { entryOf } from '../helpers/index-html';
import { launch } from './harness';

const baseURL = inject('baseURL');
const get = (path: string, init?: RequestInit) => fetch(`${baseURL}${path}`, { redirect: 'manual', ...init });

describe('the demo server', () => {
  it('serves index.html with no-cache and an ETag that revalidates to 304', async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await first.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<script src="/dev/jweixin.js" data-only="bridge" async></script>');
    const again = await get('/', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it("carries the app's stylesheet inline, allowed by the CSP: home asks for no stylesheet but the kit's prefetch (and, to keep on the phone, the orders shell's), and a flow only the kit's", async () => {
    const first = await get('/');
    const html = await first.text();
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(first.headers.get('link')).toBeNull();
    const journey = await launch();
    try {
      const sheets: string[] = [];
      journey.page.on('request', (request) => new URL(request.url()).pathname.endsWith('.css') && sheets.push(new URL(request.url()).pathname));
      await journey.signIn();
      await journey.page.locator('[data-tier]').waitFor();
      // The app's tokens and rules apply (styles/tokens.css; the card's own size), with no file asked for.
      expect(await journey.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-family').trim())).toBe(
        'system-ui, sans-serif',
      );
      expect(await journey.page.locator('[data-tier]').evaluate((card) => card.getBoundingClientRect().height)).toBeGreaterThan(100);
      // The orders shell's stylesheet is fetched at the page's load to be kept for a return visit to "my orders", never linked here.
      const own = /\/(kit|orders-shell)-[\w-]+\.css$/;
      expect(sheets.filter((path) => !own.test(path))).toEqual([]);
      expect(await journey.page.locator('link[href*="orders-shell"]').count()).toBe(0);
      await journey.page.getByRole('link', { name: 'Member cards' }).click();
      await journey.page.getByRole('heading', { level: 1, name: 'My cards' }).waitFor();
      const asked = await journey.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((path) => path.endsWith('.css')),
      );
      // The kit's (prefetched at idle into the HTTP cache, then used from it), and no other but the orders shell's, kept.
      expect([...new Set(asked.filter((path) => !/\/orders-shell-[\w-]+\.css$/.test(path)))]).toEqual([expect.stringMatching(/^\/assets\/kit-[\w-]+\.css$/)]);
      expect(journey.errors).toEqual([]);
    } finally {
      await journey.close();
    }
  });

  it('serves hashed assets immutable, with their type', async () => {
    const html = await (await get('/')).text();
    // The entry, from the boot script's plan (index.html has no tag for it: the boot script runs it).
    const asset = entryOf(html);
    expect(asset).toMatch(/^assets\/app-[\w-]+\.js$/);
    const res = await get(`/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('answers index.html for unknown app paths, a 404 for unknown API paths, nothing outside dist/', async () => {
    const fallback = await get('/some/page');
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('cache-control')).toBe('no-cache');
    expect(await fallback.text()).toContain('<div id="root">');
    expect((await get('/wechat/nope')).status).toBe(404);
    expect((await get('/dev/nope')).status).toBe(404);
    expect(await (await get('/api/nope')).json()).toMatchObject({ success: false });
    expect(await (await get('/assets/..%2F..%2Fpackage.json')).text()).not.toContain('"scripts"');
    expect(await (await get('/.vite/manifest.json')).text()).toContain('<div id="root">');
  });

  it('serves the stand-ins, uncached', async () => {
    const sdk = await get('/dev/jweixin.js');
    expect(sdk.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(sdk.headers.get('cache-control')).toBe('no-cache');
    expect(await sdk.text()).toContain('WeixinJSBridgeReady');
    const picker = await get('/dev/map-picker.html');
    expect(picker.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await picker.text()).toContain("module: 'locationPicker'");
  });

  it('the OAuth stand-in sends the demo member back with code and state before the hash', async () => {
    const res = await get(`/dev/oauth?redirect_uri=${encodeURIComponent('/#/card')}&state=STATE&openId=demo-member`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/\?code=\w+&state=STATE#\/card$/);
  });
});

describe('outside demo mode', () => {
  it('has no stand-ins', async () => {
    const db = openDb();
    seed(db);
    const site = createSite({ db, demo: false, log: () => undefined });
    expect((await site.request('/dev/jweixin.js')).status).toBe(404);
    expect((await site.request('/dev/map-picker.html')).status).toBe(404);
    expect((await site.request('/dev/oauth?redirect_uri=%2F&openId=demo-member')).status).toBe(404);
    db.close();
  });
});
