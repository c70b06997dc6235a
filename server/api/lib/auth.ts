/**
 * Tokens: random, stored with an expiry. Every /api/* call needs one in Authorization (a leading
 * "Bearer " is tolerated). Unknown → token.error; past its expiry → token.expire; less than a day
 * left → the call goes through and the response carries a fresh token in Authorization.
 */
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { DAY_MS, type Ctx, type Env } from './context';
import { fail } from './envelope';

export const RENEW_WITHIN_MS = DAY_MS;

/** Expired tokens are kept this long (so they answer token.expire, not token.error), then pruned. */
export const KEEP_EXPIRED_MS = 30 * DAY_MS;

export function issueToken(ctx: Ctx, memberId: number): string {
  const token = randomBytes(24).toString('hex');
  ctx.db.prepare('DELETE FROM tokens WHERE expiresAt < ?').run(ctx.now() - KEEP_EXPIRED_MS);
  ctx.db.prepare('INSERT INTO tokens (token, memberId, expiresAt) VALUES (?, ?, ?)').run(token, memberId, ctx.now() + ctx.tokenTtlMs);
  return token;
}

export function requireToken(ctx: Ctx): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const header = (c.req.header('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!header) fail({ en: 'please sign in: the Authorization token is missing', zh: '请登录：缺少 Authorization 令牌' }, 'token.error');
    const row = ctx.db.prepare('SELECT memberId, expiresAt FROM tokens WHERE token = ?').get(header) as { memberId: number; expiresAt: number } | undefined;
    if (!row) fail({ en: 'please sign in again: the token is not valid', zh: '请重新登录：令牌无效' }, 'token.error');
    const now = ctx.now();
    if (row.expiresAt <= now) fail({ en: 'please sign in again: the session has expired', zh: '请重新登录：登录已过期' }, 'token.expire');
    c.set('memberId', row.memberId);
    await next();
    if (row.expiresAt - now < RENEW_WITHIN_MS) c.header('Authorization', issueToken(ctx, row.memberId));
  };
}
