/**
 * /wechat/*: JS-SDK signature, OAuth code exchange and the debug login. No token needed.
 * The signature follows WeChat's algorithm with a fixed demo jsapi_ticket:
 * sha1("jsapi_ticket=T&noncestr=N&timestamp=S&url=U"), U without its #hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { JsSign, LoginResult, AuthorizeResult } from '../../../src/api/types';
import { issueToken } from '../lib/auth';
import type { Ctx } from '../lib/context';
import { fail, ok } from '../lib/envelope';
import { findOrCreateMember } from './members';
import { readBody, queryString, str } from '../lib/validate';

export const APP_ID = 'wx0eggcarddemo0001';
export const JSAPI_TICKET = 'demo-jsapi-ticket-eggcard-0000000000000000';
export const OAUTH_CODE_TTL_MS = 5 * 60_000;

export function jsSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
}

/** A one-time OAuth code for an openId (the /dev/oauth stand-in issues these). */
export function issueOAuthCode(ctx: Ctx, openId: string, state: string): string {
  const code = randomBytes(16).toString('hex');
  ctx.db.prepare('INSERT INTO oauth_codes (code, openId, state, createdAt) VALUES (?, ?, ?, ?)').run(code, openId, state, ctx.now());
  return code;
}

const NOT_A_PAGE_URL = { en: 'url must be an absolute http(s) address', zh: 'url 必须是完整的 http(s) 地址' };

export const OPEN_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function wechatRoutes(ctx: Ctx): Hono {
  const app = new Hono();

  app.get('/jsSign', (c) => {
    const raw = queryString(c, 'url');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      fail(NOT_A_PAGE_URL);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(NOT_A_PAGE_URL);
    const pageUrl = raw.split('#')[0];
    const timestamp = Math.floor(ctx.now() / 1000);
    const nonceStr = randomBytes(8).toString('hex');
    const data: JsSign = { appId: APP_ID, timestamp, nonceStr, signature: jsSignature(JSAPI_TICKET, nonceStr, timestamp, pageUrl) };
    return ok(c, data);
  });

  app.get('/authorize', (c) => {
    const code = queryString(c, 'code', 128);
    const row = ctx.db.prepare('SELECT openId, createdAt, used FROM oauth_codes WHERE code = ?').get(code) as
      | { openId: string; createdAt: number; used: number }
      | undefined;
    if (!row) fail({ en: 'invalid code (40029): sign in again', zh: 'code 无效（40029），请重新登录' }, 'oauth.code.invalid');
    if (row.used) fail({ en: 'code been used (40163): sign in again', zh: 'code 已被使用（40163），请重新登录' }, 'oauth.code.invalid');
    if (ctx.now() - row.createdAt > OAUTH_CODE_TTL_MS)
      fail({ en: 'code expired (40029): sign in again', zh: 'code 已过期（40029），请重新登录' }, 'oauth.code.invalid');
    ctx.db.prepare('UPDATE oauth_codes SET used = 1 WHERE code = ?').run(code);
    const member = findOrCreateMember(ctx, row.openId);
    const data: AuthorizeResult = { token: issueToken(ctx, member.id), nickname: member.nickname, avatar: member.avatar, openId: member.openId };
    return ok(c, data);
  });

  // The debug login (spec §2 /login): demo mode only, a real deployment signs in through OAuth.
  app.post('/login', async (c) => {
    const body = await readBody(c);
    const openId = str(body, 'openId', { max: 64, label: 'account' });
    if (!ctx.demo) fail({ en: 'debug login is disabled on this server', zh: '此服务器未开放调试登录' }, 'forbidden');
    if (!OPEN_ID_PATTERN.test(openId))
      fail({ en: 'account may only contain letters, digits, "-" and "_"', zh: '账号只能包含字母、数字、“-”和“_”' }, 'input.invalid');
    const member = findOrCreateMember(ctx, openId);
    const data: LoginResult = { token: issueToken(ctx, member.id), nickname: member.nickname, avatar: member.avatar };
    return ok(c, data);
  });

  return app;
}
