/**
 * The reference backend (spec §7): /wechat/*, /api/* (token required), /oss/* pictures and /telemetry
 * (telemetry, issue 32). No
 * catch-all: the caller may mount more routes (the demo's /dev/* stand-ins) and static files.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from './db';
import { addressRoutes } from './modules/addresses';
import { requireToken } from './lib/auth';
import { cardRoutes } from './modules/cards';
import { productRoutes, voucherRoutes } from './modules/catalog';
import { comboRoutes } from './modules/combos';
import { DAY_MS, type Ctx, type Env } from './lib/context';
import { ApiFail, failure } from './lib/envelope';
import { userRoutes } from './modules/members';
import { orderRoutes } from './modules/orders';
import { payRoutes } from './modules/pay';
import { planRoutes } from './modules/plans';
import { smsRoutes } from './modules/sms';
import { wechatRoutes } from './modules/wechat';
import { telemetryRoutes } from './modules/telemetry';
import { ossRoutes } from './oss';

export interface AppOptions {
  db: Database;
  /** Allows the debug login (POST /wechat/login) and links gifts to the demo's OAuth stand-in. */
  demo?: boolean;
  /** Routes that need the app's context, mounted after the API (the demo's /dev/* stand-ins). */
  extraRoutes?: Record<string, (ctx: Ctx) => Hono>;
  now?: () => number;
  /** How long a token lives (default 7 days); with less than a day left a call renews it. */
  tokenTtlMs?: number;
  log?: (line: string) => void;
  /** Public origin for links the server sends out (gift url); default the request's origin. */
  publicUrl?: string;
}

export const DEFAULT_TOKEN_TTL_MS = 7 * DAY_MS;

export function createApp(opts: AppOptions): Hono {
  const ctx: Ctx = {
    db: opts.db,
    demo: opts.demo ?? false,
    now: opts.now ?? Date.now,
    tokenTtlMs: opts.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    log: opts.log ?? ((line) => console.log(line)),
    publicUrl: opts.publicUrl,
  };
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof ApiFail) return failure(c, error);
    ctx.log(`[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return failure(c, new ApiFail({ en: 'something went wrong on the server, please try again', zh: '服务器出错了，请重试' }, 'server.error'));
  });

  const crossOrigin = cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
    // Retry-After is not CORS-safelisted: an app on another origin could not read the SMS wait otherwise.
    exposeHeaders: ['Authorization', 'Retry-After'],
    maxAge: 600,
  });
  app.use('/api/*', crossOrigin);
  app.use('/wechat/*', crossOrigin);

  app.route('/wechat', wechatRoutes(ctx));

  const api = new Hono<Env>();
  api.use('*', requireToken(ctx));
  api.route('/user', userRoutes(ctx));
  api.route('/card', cardRoutes(ctx));
  api.route('/sms', smsRoutes(ctx));
  api.route('/product', productRoutes(ctx));
  api.route('/address', addressRoutes(ctx));
  api.route('/order', orderRoutes(ctx));
  api.route('/orderPlan', planRoutes(ctx));
  api.route('/pay', payRoutes(ctx));
  api.route('/voucher', voucherRoutes(ctx));
  api.route('/combo', comboRoutes(ctx));
  api.all('*', (c) =>
    failure(c, new ApiFail({ en: `no such API: ${c.req.method} ${c.req.path}`, zh: `没有这个接口：${c.req.method} ${c.req.path}` }, 'not.found')),
  );
  app.route('/api', api);

  app.route('/oss', ossRoutes());
  app.route('/telemetry', telemetryRoutes(ctx));
  for (const [path, routes] of Object.entries(opts.extraRoutes ?? {})) app.route(path, routes(ctx));
  return app;
}
