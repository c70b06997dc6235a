/** GET /oss/<key>: the demo pictures in this folder (what a real deployment keeps in object storage). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export function ossRoutes(): Hono {
  const app = new Hono();
  app.get('/*', (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.replace(/^\/oss\//, ''));
    } catch {
      return c.text('not found', 404);
    }
    const match = /^([a-z0-9-]+\/)*[a-z0-9-]+\.([a-z]+)$/.exec(key);
    const type = match ? TYPES[match[2]] : undefined;
    if (!type) return c.text('not found', 404);
    try {
      const file = readFileSync(ROOT + key);
      return c.body(file, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    } catch {
      return c.text('not found', 404);
    }
  });
  return app;
}
