/**
 * index.html's stylesheet preloaded from its response headers (server/demo/preload-header.ts,
 * docs/deployment.md "Serving dist/"): the demo server sends the `Link` header the CDN must send, on
 * the 200 and on the 304 of a revalidation, for the stylesheet the build linked, with its CORS mode.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { preloadHeaderForDist, preloadLinks } from '../../server/demo/preload-header';
import { createSite } from '../../server/demo/site';

const dist = mkdtempSync(join(tmpdir(), 'egg-dist-'));
mkdirSync(join(dist, 'assets'));
// As Vite writes it: the icon and the render-blocking hint are no stylesheets.
const html = `<!doctype html><html><head><link rel="icon" href="data:image/png;base64,AA==" /><link rel="expect" href="#root" blocking="render" />
<script>/* boot */</script><link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head><body><div id="root"></div></body></html>`;
writeFileSync(join(dist, 'index.html'), html);
writeFileSync(join(dist, 'assets', 'app-abc123.css'), 'body{margin:0}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const LINK = '</assets/app-abc123.css>; rel=preload; as=style; crossorigin';

describe("index.html's stylesheet preloaded from the headers", () => {
  it('names each stylesheet with its crossorigin mode, and nothing else', () => {
    expect(preloadLinks(html)).toBe(LINK);
    expect(preloadLinks(`<LINK REL='Stylesheet alternate' HREF=/a.css><link href="/b.css" rel=stylesheet crossorigin="use-credentials"/>`)).toBe(
      '</a.css>; rel=preload; as=style, </b.css>; rel=preload; as=style; crossorigin=use-credentials',
    );
    expect(preloadLinks('<link rel="stylesheet"><link rel="preload" as="style" href="/c.css"><p>no links</p>')).toBeNull();
  });

  it('reads the build: the header, or none when index.html links no stylesheet or is missing', () => {
    expect(preloadHeaderForDist(dist)).toEqual({ Link: LINK });
    expect(preloadHeaderForDist(join(dist, 'assets'))).toEqual({});
  });

  it('the demo server sends it with index.html, on the 200 and on the 304, and not with other files', async () => {
    const db = openDb();
    seed(db);
    const site = createSite({ db, demo: true, distDir: dist, log: () => undefined });
    const first = await site.request('/');
    expect(first.status).toBe(200);
    expect(first.headers.get('link')).toBe(LINK);
    // Any app path answers index.html, with the same header.
    expect((await site.request('/some/page')).headers.get('link')).toBe(LINK);
    const again = await site.request('/', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('link')).toBe(LINK);
    expect((await site.request('/assets/app-abc123.css')).headers.get('link')).toBeNull();
    db.close();
  });
});
