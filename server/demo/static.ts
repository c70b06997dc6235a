/**
 * Serves a built dist/ the way README's "Deploying dist/" asks: index.html with
 * `Cache-Control: no-cache` (plus an ETag, so a revalidation is a 304), hashed files under assets/
 * `immutable`. An unknown path that is not an API path answers index.html (hash routing needs none,
 * but a stray link should still land in the app); API-like paths answer a plain 404.
 */
import { readFileSync, statSync } from 'node:fs';
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
    const etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}${injected ? `-${injected.length.toString(16)}` : ''}"`;
    headers.ETag = etag;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    if (injected) return c.body(readFileSync(found.file, 'utf8').replace('</head>', `${injected}\n  </head>`), 200, headers);
    return c.body(readFileSync(found.file), 200, headers);
  };
}
