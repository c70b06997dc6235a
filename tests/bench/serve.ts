/**
 * The benchmark's server: the reference backend (demo mode, stand-ins) over a given database, plus a
 * built dist/ served like a CDN would: every file brotli-compressed once at start (quality 11),
 * `Content-Encoding: br` when the browser accepts it, `Vary: Accept-Encoding`, hashed assets
 * `immutable`, index.html `no-cache` with an ETag. Built on the exported createSite (no dist) so the
 * server files stay as they are.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { Database } from '../../server/api/db';
import { createSite, listen, type Listening } from '../../server/demo/site';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PREFIXES = ['/api/', '/wechat/', '/oss/', '/dev/'];

interface Asset {
  type: string;
  raw: Buffer;
  br: Buffer | null;
  etag: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

/** url path → the file's bytes, brotli bytes and ETag; build metadata (.vite/) is left out. */
export function precompress(distDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const file of walk(distDir)) {
    const rel = relative(distDir, file).split(sep).join('/');
    if (rel.startsWith('.vite/')) continue;
    const ext = extname(file).toLowerCase();
    const raw = readFileSync(file);
    const br = COMPRESSIBLE.has(ext)
      ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : null;
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`;
    assets.set(`/${rel}`, { type: TYPES[ext] ?? 'application/octet-stream', raw, br, etag });
  }
  if (!assets.has('/index.html')) throw new Error(`${distDir} has no index.html: did the build fail?`);
  return assets;
}

export interface BenchServer extends Listening {
  /** Brotli bytes of each file of the build, by URL path (what a first visit can download at most). */
  sizes: Record<string, { raw: number; br: number | null }>;
}

/** Serves the API + stand-ins over `db` and `distDir` (brotli) on 127.0.0.1 at a free port. */
export async function startBenchServer(distDir: string, db: Database): Promise<BenchServer> {
  const assets = precompress(distDir);
  const site = createSite({ db, demo: true, log: () => {} });
  // A build from before telemetry had its name posts it to /field: answered as /telemetry is (the
  // same checks, the same store), so a same-run A/B (--ab) against such a build stays fair.
  site.post('/field', async (c) =>
    site.fetch(new Request(new URL('/telemetry', c.req.url), { method: 'POST', headers: c.req.raw.headers, body: await c.req.arrayBuffer() })),
  );
  site.get('*', (c) => {
    const path = c.req.path;
    if (API_PREFIXES.some((p) => path.startsWith(p))) return c.text('Not found', 404);
    const hashed = path.startsWith('/assets/') && assets.has(path);
    const asset = (path !== '/' && assets.get(path)) || assets.get('/index.html')!;
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Cache-Control': hashed ? IMMUTABLE : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ETag: asset.etag,
    };
    if (asset.br) headers.Vary = 'Accept-Encoding';
    if (c.req.header('If-None-Match') === asset.etag) return c.body(null, 304, headers);
    const useBr = !!asset.br && /\bbr\b/.test(c.req.header('Accept-Encoding') ?? '');
    if (useBr) headers['Content-Encoding'] = 'br';
    const body = useBr ? asset.br! : asset.raw;
    headers['Content-Length'] = String(body.length);
    return c.body(new Uint8Array(body), 200, headers);
  });
  const server = await listen(site, { host: '127.0.0.1', port: 0 });
  const sizes = Object.fromEntries([...assets].map(([p, a]) => [p, { raw: a.raw.length, br: a.br?.length ?? null }]));
  return { ...server, sizes };
}
