/** Members and GET /api/user/current. */
import { Hono } from 'hono';
import type { CurrentUser } from '../../../src/api/types';
import type { Ctx, Env } from '../lib/context';
import { ok } from '../lib/envelope';

export interface MemberRow {
  id: number;
  openId: string;
  nickname: string;
  avatar: string;
}

export const DEFAULT_AVATAR = '/oss/avatars/default.svg';

export function findOrCreateMember(ctx: Ctx, openId: string): MemberRow {
  const find = () => ctx.db.prepare('SELECT id, openId, nickname, avatar FROM members WHERE openId = ?').get(openId) as MemberRow | undefined;
  const found = find();
  if (found) return found;
  const nickname = `Member ${openId.slice(-4)}`;
  ctx.db.prepare('INSERT INTO members (openId, nickname, avatar, createdAt) VALUES (?, ?, ?, ?)').run(openId, nickname, DEFAULT_AVATAR, ctx.now());
  return find()!;
}

export function userRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/current', (c) => {
    const memberId = c.get('memberId');
    const member = ctx.db.prepare('SELECT nickname, avatar FROM members WHERE id = ?').get(memberId) as MemberRow;
    const cards = ctx.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(eggNumber), 0) AS eggs FROM cards WHERE memberId = ?').get(memberId) as {
      n: number;
      eggs: number;
    };
    const vouchers = ctx.db.prepare('SELECT COUNT(*) AS n FROM vouchers WHERE memberId = ? AND used = 0 AND validTime > ?').get(memberId, ctx.now()) as {
      n: number;
    };
    const card = ctx.db.prepare('SELECT cardNo, validTime, level FROM cards WHERE memberId = ? AND isDefault = 1').get(memberId) as
      | CurrentUser['card']
      | undefined;
    const data: CurrentUser = {
      nickname: member.nickname,
      avatar: member.avatar,
      totalEgg: cards.eggs,
      totalCard: cards.n,
      totalVoucher: vouchers.n,
      card: card ?? null,
    };
    return ok(c, data);
  });

  return app;
}
