/**
 * Browser stand-ins for what only exists inside WeChat, mounted under /dev/ in demo mode only:
 * - /dev/jweixin.js: the JS-SDK (wx.*) and WeixinJSBridge, with scan, pay and address-book sheets;
 * - /dev/map-picker.html: the Tencent Maps location picker, posting the same message;
 * - POST /dev/jssdk/verify: the signature check the JS-SDK stand-in makes on wx.config.
 * The files live in server/demo/stand-ins/public/ and are read once, at start.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { APP_ID, JSAPI_TICKET, jsSignature } from '../../api/modules/wechat';

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

const FILES: Record<string, { file: string; type: string }> = {
  '/jweixin.js': { file: 'jweixin.js', type: 'text/javascript; charset=utf-8' },
  '/map-picker.html': { file: 'map-picker.html', type: 'text/html; charset=utf-8' },
};

/**
 * What WeChat checks on wx.config: the appId, and the signature over the page URL (without #hash)
 * with the jsapi_ticket. `null` when valid, else the errMsg WeChat gives.
 */
export function verifyConfig(body: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof body[key] === 'string' || typeof body[key] === 'number' ? String(body[key]) : '');
  if (text('appId') !== APP_ID) return 'config:invalid appid';
  const url = text('url').split('#')[0];
  const timestamp = Number(text('timestamp'));
  if (!url || !Number.isFinite(timestamp)) return 'config:invalid signature';
  return jsSignature(JSAPI_TICKET, text('nonceStr'), timestamp, url) === text('signature') ? null : 'config:invalid signature';
}

export function standInRoutes(): Hono {
  const app = new Hono();
  // The JS-SDK stand-in asks here on wx.config, as the real SDK asks WeChat.
  app.post('/jssdk/verify', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = null;
    }
    const errMsg = typeof body === 'object' && body !== null ? verifyConfig(body as Record<string, unknown>) : 'config:invalid signature';
    return c.json({ success: true, data: { errMsg: errMsg ?? 'config:ok' }, errMessage: null, errCode: null });
  });
  for (const [path, { file, type }] of Object.entries(FILES)) {
    const body = readFileSync(PUBLIC_DIR + file, 'utf8');
    app.get(path, (c) => c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }));
  }
  return app;
}
