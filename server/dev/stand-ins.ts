/**
 * Browser stand-ins for what only exists inside WeChat, mounted under /dev/ in demo mode only:
 * - /dev/jweixin.js: the JS-SDK (wx.*) and WeixinJSBridge, with scan and pay sheets;
 * - /dev/map-picker.html: the Tencent Maps location picker, posting the same message.
 * The files live in server/dev/public/ and are read once, at start.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

const FILES: Record<string, { file: string; type: string }> = {
  '/jweixin.js': { file: 'jweixin.js', type: 'text/javascript; charset=utf-8' },
  '/map-picker.html': { file: 'map-picker.html', type: 'text/html; charset=utf-8' },
};

export function standInRoutes(): Hono {
  const app = new Hono();
  for (const [path, { file, type }] of Object.entries(FILES)) {
    const body = readFileSync(PUBLIC_DIR + file, 'utf8');
    app.get(path, (c) => c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }));
  }
  return app;
}
