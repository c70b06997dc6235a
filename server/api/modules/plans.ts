/**
 * /api/orderPlan/*. A plan delivers productNumber units every 7 / 14 / 28 days from shipTime to
 * finishTime (inclusive). Creating one takes the eggs of every delivery in one transaction and
 * writes one trigger per delivery date (state 0). Cancel (states 0 and 1) gives back the eggs of
 * the deliveries not completed (trigger state 0 or 2).
 */
import { Hono } from 'hono';
import type { CreatePlanResult, OrderState, Page, Plan, PlanCosts, PlanTrigger, PlanType, TriggerState } from '../../../src/api/types';
import { addressSnapshot, ownAddress } from './addresses';
import { deductEggs, giveEggsBack, ownCardById, usableCard } from './cards';
import { findProduct, productSnapshot, snapshotIn } from './catalog';
import { langOfRequest, pick, type Lang } from '../lib/words';
import { memberPage, yuan, type Ctx, type Env } from '../lib/context';
import { MAX_PRODUCT_NUMBER, PLAN_TYPES, planDates, readFinishTime, readShipping, readShipTime } from '../lib/delivery';
import { fail, notFound, ok } from '../lib/envelope';
import { refundPayments } from './pay';
import { oneOf, optionalBool, posInt, queryPosInt, readBody, type Body } from '../lib/validate';

interface PlanRow {
  id: number;
  memberId: number;
  state: OrderState;
  createTime: number;
  startTime: number;
  finishTime: number;
  type: PlanType;
  productNumber: number;
  deliveryCount: number;
  product: string;
  address: string;
  payNo: string | null;
  sumLogiCosts: number;
  remark: string;
  cardId: number;
  eggs: number;
}

const toPlan =
  (lang: Lang) =>
  (r: PlanRow): Plan => ({
    id: r.id,
    state: r.state,
    createTime: r.createTime,
    startTime: r.startTime,
    type: r.type,
    productNumber: r.productNumber,
    deliveryCount: r.deliveryCount,
    product: snapshotIn(r.product, lang),
    address: JSON.parse(r.address) as Plan['address'],
    payNo: r.payNo,
    sumLogiCosts: yuan(r.sumLogiCosts),
    remark: r.remark,
  });

export function ownPlan(ctx: Ctx, memberId: number, id: number): PlanRow {
  const row = ctx.db.prepare('SELECT * FROM plans WHERE id = ? AND memberId = ?').get(id, memberId) as PlanRow | undefined;
  return row ?? notFound('plan');
}

/** The checked parts of a costs or create body; `withShipDate` for create (it carries shipDate and remark). */
function readPlanBody(ctx: Ctx, memberId: number, body: Body, withShipDate: boolean) {
  const ids = { addressId: posInt(body, 'addressId'), productId: posInt(body, 'productId'), cardId: posInt(body, 'cardId') };
  const productNumber = posInt(body, 'productNumber', { max: MAX_PRODUCT_NUMBER });
  const now = ctx.now();
  const shipping = withShipDate ? readShipping(body, now) : { shipTime: readShipTime(body, now), shipDate: 0, remark: '' };
  const finishTime = readFinishTime(body, shipping.shipTime);
  const type = oneOf(body, 'type', PLAN_TYPES);
  const address = ownAddress(ctx, memberId, ids.addressId);
  const product = findProduct(ctx, ids.productId);
  const card = ownCardById(ctx, memberId, ids.cardId);
  const dates = planDates(shipping.shipTime, finishTime, type);
  return { productNumber, shipping, finishTime, type, address, product, card, dates, costs: product.expressFee * dates.length };
}

export function planRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();
  const db = ctx.db;

  app.post('/calculateCosts', async (c) => {
    const plan = readPlanBody(ctx, c.get('memberId'), await readBody(c), false);
    const data: PlanCosts = { costs: yuan(plan.costs), dates: plan.dates };
    return ok(c, data);
  });

  app.post('/create', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    optionalBool(body, 'plan');
    const p = readPlanBody(ctx, memberId, body, true);
    usableCard(p.card, ctx.now());
    const eggs = p.productNumber * p.product.eggsPerUnit * p.dates.length;
    const planId = db.transaction(() => {
      deductEggs(ctx, p.card.id, eggs);
      const id = Number(
        db
          .prepare(
            `INSERT INTO plans (memberId, state, createTime, startTime, finishTime, type, productId, productNumber,
               deliveryCount, product, address, sumLogiCosts, remark, cardId, eggs)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            memberId,
            p.costs > 0 ? 0 : 1,
            ctx.now(),
            p.shipping.shipTime,
            p.finishTime,
            p.type,
            p.product.id,
            p.productNumber,
            p.dates.length,
            productSnapshot(p.product),
            addressSnapshot(p.address),
            p.costs,
            p.shipping.remark,
            p.card.id,
            eggs,
          ).lastInsertRowid,
      );
      const trigger = db.prepare('INSERT INTO plan_triggers (planId, state, triggerTime) VALUES (?, 0, ?)');
      for (const date of p.dates) trigger.run(id, date);
      return id;
    })();
    const data: CreatePlanResult = { planId, pay: p.costs > 0 };
    return ok(c, data);
  });

  app.get('/list', (c) => {
    const data: Page<Plan> = memberPage(db, 'plans', c.get('memberId'), queryPosInt(c, 'lastId'), toPlan(langOfRequest(c)));
    return ok(c, data);
  });

  app.get('/triggers', (c) => {
    const id = queryPosInt(c, 'id') ?? fail({ en: 'id is required', zh: '缺少 id' });
    const plan = ownPlan(ctx, c.get('memberId'), id);
    const lang = langOfRequest(c);
    const rows = db
      .prepare('SELECT state, triggerTime, finishTime, errMessage, errMessageZh FROM plan_triggers WHERE planId = ? ORDER BY triggerTime, id')
      .all(plan.id) as {
      state: TriggerState;
      triggerTime: number;
      finishTime: number | null;
      errMessage: string | null;
      errMessageZh: string | null;
    }[];
    const list: PlanTrigger[] = rows.map((r) => ({
      state: r.state,
      triggerTime: r.triggerTime,
      finishTime: r.finishTime,
      errMessage: r.errMessage === null ? null : pick(lang, r.errMessage, r.errMessageZh),
    }));
    return ok(c, list);
  });

  app.post('/cancel', async (c) => {
    const plan = ownPlan(ctx, c.get('memberId'), posInt(await readBody(c), 'planId'));
    if (plan.state !== 0 && plan.state !== 1)
      fail({ en: 'only a plan pending payment or in progress can be cancelled', zh: '只有待支付或进行中的计划可以取消' }, 'state.conflict');
    db.transaction(() => {
      db.prepare('UPDATE plans SET state = 2 WHERE id = ?').run(plan.id);
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM plan_triggers WHERE planId = ? AND state != 1').get(plan.id) as { n: number };
      giveEggsBack(ctx, plan.cardId, Math.round((plan.eggs / plan.deliveryCount) * n));
      refundPayments(ctx, 'plan', plan.id);
    })();
    return ok(c, null);
  });

  return app;
}
