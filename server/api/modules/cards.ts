/**
 * /api/card/*: list, default, info, bind, unbind, gift.
 * Rules: a member with cards has exactly one default (the first card bound becomes it; losing the
 * default promotes the member's oldest other card). A gift marks the card with the friend's phone;
 * the giver keeps it until the friend binds it with an SMS code sent to that phone.
 */
import { Hono } from 'hono';
import type { Card, CardInfo, GiveCardResult, Page } from '../../../src/api/types';
import { originOf, yuan, type Ctx, type Env } from '../lib/context';
import { fail, notFound, ok } from '../lib/envelope';
import { langOfRequest, plural } from '../lib/words';
import { APP_ID } from './wechat';
import { checkSms, spendSms } from './sms';
import { phone, readBody, queryString, str } from '../lib/validate';

export interface CardRow {
  id: number;
  cardNo: string;
  level: number;
  phone: string;
  bindPhone: string;
  memberId: number | null;
  eggNumber: number;
  money: number;
  validTime: number;
  isDefault: number;
  giftPhone: string | null;
}

export const toCard = (r: CardRow): Card => ({
  id: r.id,
  cardNo: r.cardNo,
  level: r.level,
  phone: r.phone,
  bindPhone: r.bindPhone,
  eggNumber: r.eggNumber,
  money: yuan(r.money),
  validTime: r.validTime,
  default: r.isDefault === 1,
});

const byNo = (ctx: Ctx, cardNo: string) => ctx.db.prepare('SELECT * FROM cards WHERE cardNo = ?').get(cardNo) as CardRow | undefined;

/** The member's own card by number, or a 404 (another member's card reads as not found). */
export function ownCardByNo(ctx: Ctx, memberId: number, cardNo: string): CardRow {
  const card = byNo(ctx, cardNo);
  return card && card.memberId === memberId ? card : notFound('card');
}

export function ownCardById(ctx: Ctx, memberId: number, id: number): CardRow {
  const card = ctx.db.prepare('SELECT * FROM cards WHERE id = ? AND memberId = ?').get(id, memberId) as CardRow | undefined;
  return card ?? notFound('card');
}

/** Keeps "exactly one default" after a member lost a card. */
export function ensureDefaultCard(ctx: Ctx, memberId: number): void {
  const has = ctx.db.prepare('SELECT 1 FROM cards WHERE memberId = ? AND isDefault = 1').get(memberId);
  if (!has) ctx.db.prepare('UPDATE cards SET isDefault = 1 WHERE id = (SELECT MIN(id) FROM cards WHERE memberId = ?)').run(memberId);
}

const cardNoOf = (body: Record<string, unknown>) => str(body, 'cardNo', { max: 32, label: 'cardNo' });

export function cardRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();
  const db = ctx.db;

  app.get('/list', (c) => {
    const rows = db.prepare('SELECT * FROM cards WHERE memberId = ? ORDER BY isDefault DESC, id').all(c.get('memberId')) as CardRow[];
    const data: Page<Card> = { list: rows.map(toCard), total: rows.length };
    return ok(c, data);
  });

  app.post('/defaultCard', async (c) => {
    const memberId = c.get('memberId');
    const card = ownCardByNo(ctx, memberId, cardNoOf(await readBody(c)));
    db.transaction(() => {
      db.prepare('UPDATE cards SET isDefault = 0 WHERE memberId = ?').run(memberId);
      db.prepare('UPDATE cards SET isDefault = 1 WHERE id = ?').run(card.id);
    })();
    return ok(c, null);
  });

  app.get('/info', (c) => {
    const memberId = c.get('memberId');
    const card = byNo(ctx, queryString(c, 'cardNo', 32)) ?? notFound('card');
    const gifted = card.giftPhone !== null && card.memberId !== memberId;
    const canBind = card.memberId === null || gifted;
    // A card someone else holds (and did not gift) shows nothing of its balance.
    const visible = canBind || card.memberId === memberId;
    const data: CardInfo = {
      canBind,
      specifiedCard: gifted,
      cardPhone: gifted ? card.giftPhone! : '',
      cardNo: card.cardNo,
      level: card.level,
      money: visible ? yuan(card.money) : 0,
      eggNumber: visible ? card.eggNumber : 0,
      validTime: visible ? card.validTime : 0,
    };
    return ok(c, data);
  });

  app.post('/bind', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const cardNo = cardNoOf(body);
    const to = phone(body);
    const key = str(body, 'key', { required: false, max: 64 });
    const code = str(body, 'code', { required: false, max: 12 });
    const card = byNo(ctx, cardNo) ?? notFound('card');
    if (card.memberId === memberId) fail({ en: 'this card is already bound to you', zh: '该卡已绑定在您的账号上' }, 'state.conflict');
    const gifted = card.giftPhone !== null;
    if (card.memberId !== null && !gifted) fail({ en: 'this card has been bound or is invalid', zh: '该卡已被绑定或无效' }, 'state.conflict');
    if (gifted && to !== card.giftPhone) fail({ en: 'this card was gifted to another phone number', zh: '该卡已赠送给其他手机号' }, 'forbidden');
    if (card.validTime <= ctx.now()) fail({ en: 'this card has expired', zh: '该卡已过期' }, 'state.conflict');
    const smsKey = checkSms(ctx, memberId, key, to, code);
    db.transaction(() => {
      const first = !db.prepare('SELECT 1 FROM cards WHERE memberId = ?').get(memberId);
      db.prepare('UPDATE cards SET memberId = ?, bindPhone = ?, giftPhone = NULL, isDefault = ? WHERE id = ?').run(memberId, to, first ? 1 : 0, card.id);
      if (card.memberId !== null) ensureDefaultCard(ctx, card.memberId);
      spendSms(ctx, smsKey);
    })();
    return ok(c, null);
  });

  app.post('/unbind', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const card = ownCardByNo(ctx, memberId, cardNoOf(body));
    const to = phone(body);
    if (to !== card.bindPhone) fail({ en: "the phone number is not this card's bind phone", zh: '该手机号不是此卡的绑定手机号' }, 'forbidden');
    const smsKey = checkSms(ctx, memberId, str(body, 'key', { required: false, max: 64 }), to, str(body, 'code', { required: false, max: 12 }));
    db.transaction(() => {
      db.prepare("UPDATE cards SET memberId = NULL, bindPhone = '', giftPhone = NULL, isDefault = 0 WHERE id = ?").run(card.id);
      ensureDefaultCard(ctx, memberId);
      spendSms(ctx, smsKey);
    })();
    return ok(c, null);
  });

  app.post('/giveCard', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const card = ownCardByNo(ctx, memberId, cardNoOf(body));
    const to = phone(body);
    if (to === card.bindPhone)
      fail({ en: "enter your friend's phone number, not the one this card is bound to", zh: '请输入好友的手机号，而不是此卡绑定的手机号' }, 'input.invalid');
    db.prepare('UPDATE cards SET giftPhone = ? WHERE id = ?').run(to, card.id);
    const origin = originOf(ctx, c);
    const bindPage = `${origin}/#/bind`;
    const url = ctx.demo
      ? `${origin}/dev/oauth?redirect_uri=${encodeURIComponent(bindPage)}&state=${card.cardNo}`
      : `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${APP_ID}&redirect_uri=${encodeURIComponent(bindPage)}` +
        `&response_type=code&scope=snsapi_userinfo&state=${card.cardNo}#wechat_redirect`;
    const zh = langOfRequest(c) === 'zh';
    const data: GiveCardResult = {
      url,
      iconUrl: `${origin}/oss/icons/gift-card.svg`,
      title: zh ? '送你一张会员卡' : 'A membership card for you',
      description: zh ? `点击绑定此卡，领取卡内${card.eggNumber}枚鸡蛋。` : `Tap to bind the card and claim its ${plural(card.eggNumber, 'egg', 'eggs')}.`,
    };
    return ok(c, data);
  });

  return app;
}

/** A card can pay for an exchange only while it is valid. */
export function usableCard(card: CardRow, now: number): void {
  if (card.validTime <= now) fail({ en: 'this card has expired, top it up to extend it', zh: '该卡已过期，充值后可延长有效期' }, 'state.conflict');
}

/** Takes eggs from a card inside the caller's transaction; throws (rolling back) when too few. */
export function deductEggs(ctx: Ctx, cardId: number, eggs: number): void {
  const done = ctx.db.prepare('UPDATE cards SET eggNumber = eggNumber - ? WHERE id = ? AND eggNumber >= ?').run(eggs, cardId, eggs);
  if (done.changes === 0) {
    const { eggNumber } = ctx.db.prepare('SELECT eggNumber FROM cards WHERE id = ?').get(cardId) as { eggNumber: number };
    fail(
      { en: `not enough eggs on this card: ${eggs} needed, ${eggNumber} available`, zh: `此卡鸡蛋不足：需要${eggs}枚，可用${eggNumber}枚` },
      'eggs.insufficient',
    );
  }
}

/** Gives eggs back to a card (a cancelled order or the undelivered part of a plan). */
export function giveEggsBack(ctx: Ctx, cardId: number | null, eggs: number): void {
  if (cardId !== null && eggs > 0) ctx.db.prepare('UPDATE cards SET eggNumber = eggNumber + ? WHERE id = ?').run(eggs, cardId);
}
