/**
 * Payments: /api/pay/order|plan|combo {id} → WeChat pay parameters for a prepay id. The outcome
 * arrives through confirmPayment (in demo mode from the pay sheet, POST /dev/pay/confirm): a paid
 * order or plan moves from state 0 to 1; a paid top-up adds the combo's eggs to the card and extends
 * its validity by validityDays from the later of now and the current validTime.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { PayParams } from '../../../src/api/types';
import { chinaDateNumber } from '../../../src/lib/china-day';
import { DAY_MS, yuan, type Ctx, type Env } from '../lib/context';
import { fail, notFound, ok } from '../lib/envelope';
import { posInt, readBody } from '../lib/validate';
import { APP_ID } from './wechat';

export const PAY_KEY = 'eggcard-demo-pay-key';
export type PayKind = 'order' | 'plan' | 'combo';
export type PayOutcome = 'ok' | 'cancel' | 'fail';

export interface PaymentRow {
  id: number;
  memberId: number;
  prepayId: string;
  kind: PayKind;
  targetId: number;
  cardId: number | null;
  amount: number;
  state: 'pending' | 'paid' | 'cancel' | 'fail' | 'refunded';
  payNo: string | null;
}

const newPrepayId = () => `wx${randomBytes(14).toString('hex')}`;

export function insertPayment(ctx: Ctx, p: { memberId: number; kind: PayKind; targetId: number; cardId: number | null; amount: number }): number {
  return Number(
    ctx.db
      .prepare('INSERT INTO payments (memberId, prepayId, kind, targetId, cardId, amount, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(p.memberId, newPrepayId(), p.kind, p.targetId, p.cardId, p.amount, ctx.now()).lastInsertRowid,
  );
}

/** Marks a cancelled order's or plan's paid payment refunded (the demo has no money to move). */
export function refundPayments(ctx: Ctx, kind: PayKind, targetId: number): void {
  ctx.db.prepare("UPDATE payments SET state = 'refunded' WHERE kind = ? AND targetId = ? AND state = 'paid'").run(kind, targetId);
}

export function payParams(ctx: Ctx, prepayId: string): PayParams {
  const timestamp = String(Math.floor(ctx.now() / 1000));
  const nonceStr = randomBytes(8).toString('hex');
  const packageStr = `prepay_id=${prepayId}`;
  const signed = `appId=${APP_ID}&nonceStr=${nonceStr}&package=${packageStr}&signType=MD5&timeStamp=${timestamp}&key=${PAY_KEY}`;
  return { appId: APP_ID, timestamp, nonceStr, packageStr, signType: 'MD5', paySign: createHash('md5').update(signed).digest('hex').toUpperCase() };
}

/** A fresh prepay id on the target's unpaid payment (created when there is none). */
function preparePayment(ctx: Ctx, memberId: number, kind: 'order' | 'plan', targetId: number, amount: number): string {
  const prepayId = newPrepayId();
  const open = ctx.db.prepare("SELECT id FROM payments WHERE kind = ? AND targetId = ? AND state IN ('pending', 'cancel', 'fail')").get(kind, targetId) as
    | { id: number }
    | undefined;
  if (open) ctx.db.prepare("UPDATE payments SET prepayId = ?, state = 'pending', amount = ? WHERE id = ?").run(prepayId, amount, open.id);
  else ctx.db.prepare('UPDATE payments SET prepayId = ? WHERE id = ?').run(prepayId, insertPayment(ctx, { memberId, kind, targetId, cardId: null, amount }));
  return prepayId;
}

function payable(ctx: Ctx, memberId: number, kind: 'order' | 'plan', id: number): { amount: number } {
  const table = kind === 'order' ? 'orders' : 'plans';
  const column = kind === 'order' ? 'expressMoney' : 'sumLogiCosts';
  const row = ctx.db.prepare(`SELECT state, ${column} AS amount FROM ${table} WHERE id = ? AND memberId = ?`).get(id, memberId) as
    | { state: number; amount: number }
    | undefined;
  if (!row) notFound(kind);
  if (row.state !== 0)
    fail(
      kind === 'order'
        ? { en: 'only an order pending payment can be paid', zh: '只有待支付的订单可以支付' }
        : { en: 'only a plan pending payment can be paid', zh: '只有待支付的计划可以支付' },
      'state.conflict',
    );
  return row;
}

export function payRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();

  for (const kind of ['order', 'plan'] as const) {
    app.post(`/${kind}`, async (c) => {
      const memberId = c.get('memberId');
      const id = posInt(await readBody(c), 'id');
      const { amount } = payable(ctx, memberId, kind, id);
      return ok(c, payParams(ctx, ctx.db.transaction(() => preparePayment(ctx, memberId, kind, id, amount))()));
    });
  }

  app.post('/combo', async (c) => {
    const id = posInt(await readBody(c), 'id');
    const payment = ctx.db.prepare("SELECT * FROM payments WHERE id = ? AND memberId = ? AND kind = 'combo'").get(id, c.get('memberId')) as
      | PaymentRow
      | undefined;
    if (!payment) notFound('top-up payment');
    if (payment.state === 'paid') fail({ en: 'this top-up has already been paid', zh: '该充值已支付' }, 'state.conflict');
    const prepayId = newPrepayId();
    ctx.db.prepare("UPDATE payments SET prepayId = ?, state = 'pending' WHERE id = ?").run(prepayId, payment.id);
    return ok(c, payParams(ctx, prepayId));
  });

  return app;
}

function pendingPayment(ctx: Ctx, prepayId: string): PaymentRow {
  const payment = ctx.db.prepare('SELECT * FROM payments WHERE prepayId = ?').get(prepayId) as PaymentRow | undefined;
  if (!payment) notFound('payment');
  if (payment.state !== 'pending')
    fail(
      payment.state === 'paid' ? { en: 'this payment is already paid', zh: '该支付单已支付' } : { en: 'this payment is already closed', zh: '该支付单已关闭' },
      'state.conflict',
    );
  return payment;
}

/** What the pay sheet shows: the amount in yuan and what it is for. */
export function paymentInfo(ctx: Ctx, prepayId: string): { amount: number; description: string } {
  const p = pendingPayment(ctx, prepayId);
  const target = (sql: string) => ctx.db.prepare(sql).get(p.targetId) as { label: string } | undefined;
  const label =
    p.kind === 'order'
      ? `Express fee for order ${target('SELECT orderNo AS label FROM orders WHERE id = ?')?.label ?? ''}`
      : p.kind === 'plan'
        ? `Express fees for delivery plan ${p.targetId}`
        : `Top-up: ${target('SELECT name AS label FROM combos WHERE id = ?')?.label ?? ''}`;
  return { amount: yuan(p.amount), description: label.trim() };
}

/** Applies the outcome of a payment; only 'ok' changes the order, plan or card. */
export function confirmPayment(ctx: Ctx, prepayId: string, outcome: PayOutcome): void {
  const db = ctx.db;
  db.transaction(() => {
    const p = pendingPayment(ctx, prepayId);
    if (outcome !== 'ok') {
      db.prepare('UPDATE payments SET state = ? WHERE id = ?').run(outcome, p.id);
      return;
    }
    const now = ctx.now();
    const payNo = `PAY${chinaDateNumber(now)}${String(p.id).padStart(8, '0')}`;
    db.prepare("UPDATE payments SET state = 'paid', paidAt = ?, payNo = ? WHERE id = ?").run(now, payNo, p.id);
    if (p.kind === 'combo') {
      const combo = db.prepare('SELECT eggs, validityDays FROM combos WHERE id = ?').get(p.targetId) as { eggs: number; validityDays: number };
      db.prepare('UPDATE cards SET eggNumber = eggNumber + ?, validTime = MAX(validTime, ?) + ? WHERE id = ?').run(
        combo.eggs,
        now,
        combo.validityDays * DAY_MS,
        p.cardId,
      );
      return;
    }
    const table = p.kind === 'order' ? 'orders' : 'plans';
    const moved = db.prepare(`UPDATE ${table} SET state = 1 WHERE id = ? AND state = 0`).run(p.targetId);
    if (moved.changes === 0)
      fail(
        { en: `the ${p.kind} is no longer pending payment`, zh: `该${{ order: '订单', plan: '计划', combo: '充值' }[p.kind]}已不是待支付状态` },
        'state.conflict',
      );
    if (p.kind === 'plan') db.prepare('UPDATE plans SET payNo = ? WHERE id = ?').run(payNo, p.targetId);
  })();
}
