/**
 * Serves a built dist/ the way docs/deployment.md, "Serving dist/", asks: index.html with
 * `Cache-Control: no-cache` (plus an ETag, so a revalidation is a 304), hashed files under assets/
 * `immutable`. An unknown path that is not an API path answers index.html (hash routing needs none,
 * but a stray link should still land in the app); API-like paths answer a plain 404.
 * Text is compressed as the CDN would (brotli, else gzip, by Accept-Encoding; `Vary: Accept-Encoding`
 * and an ETag per encoding), once per file version: uncompressed, the first visit is three times
 * the bytes, which on a 50 kB/s link is seconds.
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
/** Below this many bytes a compressed body saves less than its headers cost. */
const MIN_COMPRESS = 512;

export type Encoding = 'br' | 'gzip';

/** The encoding an Accept-Encoding header prefers among brotli and gzip (q=0 refuses), or null for identity. */
export function negotiate(acceptEncoding: string | undefined): Encoding | null {
  const q: Record<string, number> = {};
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) q[name] = weight ? Number(weight.slice(2)) || 0 : 1;
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  return of('gzip') > 0 ? 'gzip' : null;
}

/** Compressed bodies by ETag and encoding; an ETag names one version of one file. */
const compressed = new Map<string, Buffer>();

function compress(body: Buffer, encoding: Encoding, key: string): Buffer {
  const cacheKey = `${key} ${encoding}`;
  let out = compressed.get(cacheKey);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 });
    compressed.set(cacheKey, out);
  }
  return out;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PREFIXES = ['/api/', '/wechat/', '/oss/', '/dev/'];

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

function find(root: string, urlPath: string): Found | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  // Build metadata (manifest, CSP hashes) is for deployment scripts, not for browsers.
  if (file.startsWith(join(root, '.vite'))) return null;
  try {
    const stat = statSync(file);
    return stat.isFile() ? { file, size: stat.size, mtimeMs: stat.mtimeMs } : null;
  } catch {
    return null;
  }
}

export interface ServeDistOptions {
  /** HTML inserted before `</head>` of index.html (the demo's WebView-injected bridge). */
  injectHead?: string;
  /** Extra headers of index.html, asked for on each response (the Content-Security-Policy, server/csp.ts). */
  indexHeaders?: () => Record<string, string>;
}

/** A Hono handler for GET/HEAD serving `root` (an absolute directory holding index.html). */
export function serveDist(root: string, { injectHead, indexHeaders }: ServeDistOptions = {}) {
  const normalizedRoot = normalize(root);
  const indexFile = join(normalizedRoot, 'index.html');
  return (c: Context) => {
    const path = c.req.path;
    if (API_PREFIXES.some((p) => path.startsWith(p))) return c.text('Not found', 404);
    let found = path === '/' ? null : find(normalizedRoot, path);
    const hashed = found !== null && path.startsWith('/assets/');
    if (!found) found = find(normalizedRoot, '/index.html');
    if (!found) return c.text('The app is not built: run `npm start` (it builds dist/ first).', 503);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': hashed ? IMMUTABLE : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (found.file === indexFile && indexHeaders) Object.assign(headers, indexHeaders());
    const injected = injectHead && found.file === indexFile ? injectHead : '';
    const base = `${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}${injected ? `-${injected.length.toString(16)}` : ''}`;
    const compressible = COMPRESSIBLE.test(headers['Content-Type']) && found.size >= MIN_COMPRESS;
    const encoding = compressible ? negotiate(c.req.header('Accept-Encoding')) : null;
    if (compressible) headers.Vary = 'Accept-Encoding';
    // Each encoding is its own representation: its own strong ETag.
    const etag = `"${base}${encoding ? `-${encoding}` : ''}"`;
    headers.ETag = etag;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    const body = injected ? Buffer.from(readFileSync(found.file, 'utf8').replace('</head>', `${injected}\n  </head>`)) : readFileSync(found.file);
    if (!encoding) return c.body(body, 200, headers);
    headers['Content-Encoding'] = encoding;
    return c.body(compress(body, encoding, `${found.file} ${etag}`) as Uint8Array<ArrayBuffer>, 200, headers);
  };
}
