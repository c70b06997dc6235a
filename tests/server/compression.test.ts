/**
 * `npm start` compresses what it serves as the CDN of docs/deployment.md does (issue 29.6): brotli
 * or gzip by Accept-Encoding, `Vary: Accept-Encoding`, an ETag per encoding that still revalidates
 * to 304; the API's JSON gzipped.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { issueToken } from '../../server/api/lib/auth';
import { createSite } from '../../server/demo/site';
import { negotiate } from '../../server/demo/static';

const dist = mkdtempSync(join(tmpdir(), 'egg-dist-'));
mkdirSync(join(dist, 'assets'));
const html = `<!doctype html><html><head><title>Eggcard</title></head><body><div id="root"></div>${'<p>home</p>'.repeat(200)}</body></html>`;
const js = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`;
writeFileSync(join(dist, 'index.html'), html);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), js);
writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const db = openDb();
seed(db);
const site = createSite({ db, demo: true, distDir: dist, log: () => undefined });
const get = (path: string, headers: Record<string, string> = {}) => site.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('npm start compresses as the CDN would', () => {
  it('brotli when the browser takes it, gzip when only that, as it is without Accept-Encoding; always Vary: Accept-Encoding', async () => {
    const br = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(js.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(js);

    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(js);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(js);
  });

  it('index.html too, with the bridge the demo injects, and each encoding revalidates to 304 with its own ETag', async () => {
    const br = await get('/', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(br)).toString()).toContain('<script src="/dev/jweixin.js" data-only="bridge" async></script>');
    const plain = await get('/');
    const etags = [br.headers.get('etag'), plain.headers.get('etag')];
    expect(new Set(etags).size).toBe(2);

    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etags[0]! });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    // A gzip client holding the brotli ETag gets the gzip body, not a 304 for bytes it cannot read.
    const other = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etags[0]! });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/', { 'If-None-Match': etags[1]! })).status).toBe(304);
  });

  it('leaves tiny files and refused encodings alone', async () => {
    expect((await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br' })).headers.get('content-encoding')).toBeNull();
    expect((await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers.get('content-encoding')).toBeNull();
    expect(negotiate('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('identity')).toBeNull();
  });

  it("gzips the API's JSON", async () => {
    const { id } = db.prepare('SELECT id FROM members WHERE openId = ?').get('demo-member') as { id: number };
    const token = issueToken({ db, demo: true, now: Date.now, tokenTtlMs: 86_400_000, log: () => undefined }, id);
    const res = await get('/api/user/current', { Authorization: token, 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(await bytes(res)).toString())).toMatchObject({ success: true });
  });
});
