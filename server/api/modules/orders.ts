/**
 * /api/order/*. Creating an order takes productNumber × eggsPerUnit eggs from the card in the same
 * transaction as the insert, never below zero. Fee > 0 → state 0 (pending payment, pay: true);
 * otherwise state 1. Cancel (states 0 and 1) gives the eggs / the voucher back.
 */
import { Hono } from 'hono';
import type { CreateOrderResult, Order, OrderState, Page } from '../../../src/api/types';
import { addressSnapshot, ownAddress, type AddressRow } from './addresses';
import { deductEggs, giveEggsBack, ownCardById, usableCard } from './cards';
import { findProduct, ownVoucher, productSnapshot, snapshotIn, type ProductRow, type VoucherRow } from './catalog';
import { langOfRequest, type Lang } from '../lib/words';
import { chinaDateNumber } from '../../../src/lib/china-day';
import { memberPage, yuan, type Ctx, type Env } from '../lib/context';
import { earliestShipTime, MAX_PRODUCT_NUMBER, readShipping } from '../lib/delivery';
import { fail, notFound, ok } from '../lib/envelope';
import { refundPayments } from './pay';
import { oneOf, optionalBool, posInt, queryPosInt, readBody } from '../lib/validate';

interface OrderRow {
  id: number;
  memberId: number;
  orderNo: string;
  state: OrderState;
  createTime: number;
  productNumber: number;
  product: string;
  address: string;
  shipDate: number;
  remark: string;
  expressMoney: number;
  expressName: string | null;
  expressNo: string | null;
  cardId: number | null;
  voucherId: number | null;
  eggs: number;
}

const toOrder =
  (lang: Lang) =>
  (r: OrderRow): Order => ({
    id: r.id,
    orderNo: r.orderNo,
    state: r.state,
    createTime: r.createTime,
    productNumber: r.productNumber,
    product: JSON.stringify(snapshotIn(r.product, lang)),
    address: r.address,
    shipDate: r.shipDate,
    remark: r.remark,
    expressMoney: yuan(r.expressMoney),
    expressName: r.expressName,
    expressNo: r.expressNo,
  });

/** A number like EO2026112100000012: day of creation (China date) + row id. */
export const serialNo = (prefix: string, now: number, id: number) => `${prefix}${chinaDateNumber(now)}${String(id).padStart(8, '0')}`;

const VOUCHER_USED = { en: 'this voucher has already been used', zh: '该礼品券已使用' };

export function usableVoucher(v: VoucherRow, now: number): void {
  if (v.used) fail(VOUCHER_USED, 'state.conflict');
  if (v.validTime <= now) fail({ en: 'this voucher has expired', zh: '该礼品券已过期' }, 'state.conflict');
}

interface NewOrder {
  memberId: number;
  product: string;
  address: AddressRow;
  productNumber: number;
  shipping: { shipTime: number; shipDate: number; remark: string };
  fee: number;
  cardId: number | null;
  voucherId: number | null;
  eggs: number;
}

function insertOrder(ctx: Ctx, o: NewOrder): number {
  const now = ctx.now();
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO orders (memberId, orderNo, state, createTime, productNumber, product, address, shipDate, shipTime,
           remark, expressMoney, cardId, voucherId, eggs)
         VALUES (?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        o.memberId,
        o.fee > 0 ? 0 : 1,
        now,
        o.productNumber,
        o.product,
        addressSnapshot(o.address),
        o.shipping.shipDate,
        o.shipping.shipTime,
        o.shipping.remark,
        o.fee,
        o.cardId,
        o.voucherId,
        o.eggs,
      ).lastInsertRowid,
  );
  ctx.db.prepare('UPDATE orders SET orderNo = ? WHERE id = ?').run(serialNo('EO', now, id), id);
  return id;
}

export function ownOrder(ctx: Ctx, memberId: number, id: number): OrderRow {
  const row = ctx.db.prepare('SELECT * FROM orders WHERE id = ? AND memberId = ?').get(id, memberId) as OrderRow | undefined;
  return row ?? notFound('order');
}

export function orderRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();
  const db = ctx.db;

  app.get('/shipTime', (c) => ok(c, earliestShipTime(ctx.now())));

  app.post('/calculateCosts', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const addressId = posInt(body, 'addressId');
    const orderType = oneOf(body, 'orderType', [0, 1] as const);
    const payId = posInt(body, 'payId');
    ownAddress(ctx, memberId, addressId);
    if (orderType === 1) {
      const voucher = ownVoucher(ctx, memberId, payId);
      usableVoucher(voucher, ctx.now());
      return ok(c, yuan(voucher.expressFee));
    }
    const product = findProduct(ctx, posInt(body, 'productId'));
    posInt(body, 'productNumber', { max: MAX_PRODUCT_NUMBER });
    ownCardById(ctx, memberId, payId);
    return ok(c, yuan(product.expressFee));
  });

  app.post('/create', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const ids = { addressId: posInt(body, 'addressId'), productId: posInt(body, 'productId'), cardId: posInt(body, 'cardId') };
    const productNumber = posInt(body, 'productNumber', { max: MAX_PRODUCT_NUMBER });
    optionalBool(body, 'plan');
    const shipping = readShipping(body, ctx.now());
    const address = ownAddress(ctx, memberId, ids.addressId);
    const product: ProductRow = findProduct(ctx, ids.productId);
    const card = ownCardById(ctx, memberId, ids.cardId);
    usableCard(card, ctx.now());
    const eggs = productNumber * product.eggsPerUnit;
    const orderId = db.transaction(() => {
      deductEggs(ctx, card.id, eggs);
      return insertOrder(ctx, {
        memberId,
        product: productSnapshot(product),
        address,
        productNumber,
        shipping,
        fee: product.expressFee,
        cardId: card.id,
        voucherId: null,
        eggs,
      });
    })();
    const data: CreateOrderResult = { orderId, pay: product.expressFee > 0 };
    return ok(c, data);
  });

  app.post('/createVoucher', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const addressId = posInt(body, 'addressId');
    const voucherId = posInt(body, 'voucherId');
    const shipping = readShipping(body, ctx.now());
    const address = ownAddress(ctx, memberId, addressId);
    const voucher = ownVoucher(ctx, memberId, voucherId);
    usableVoucher(voucher, ctx.now());
    const orderId = db.transaction(() => {
      const taken = db.prepare('UPDATE vouchers SET used = 1 WHERE id = ? AND used = 0').run(voucher.id);
      if (taken.changes === 0) fail(VOUCHER_USED, 'state.conflict');
      return insertOrder(ctx, {
        memberId,
        product: productSnapshot(voucher),
        address,
        productNumber: 1,
        shipping,
        fee: voucher.expressFee,
        cardId: null,
        voucherId: voucher.id,
        eggs: 0,
      });
    })();
    const data: CreateOrderResult = { orderId, pay: voucher.expressFee > 0 };
    return ok(c, data);
  });

  app.get('/list', (c) => {
    const data: Page<Order> = memberPage(db, 'orders', c.get('memberId'), queryPosInt(c, 'lastId'), toOrder(langOfRequest(c)));
    return ok(c, data);
  });

  app.post('/cancel', async (c) => {
    const memberId = c.get('memberId');
    const order = ownOrder(ctx, memberId, posInt(await readBody(c), 'orderId'));
    if (order.state !== 0 && order.state !== 1)
      fail({ en: 'only an order pending payment or in progress can be cancelled', zh: '只有待支付或进行中的订单可以取消' }, 'state.conflict');
    db.transaction(() => {
      db.prepare('UPDATE orders SET state = 2 WHERE id = ?').run(order.id);
      giveEggsBack(ctx, order.cardId, order.eggs);
      if (order.voucherId !== null) db.prepare('UPDATE vouchers SET used = 0 WHERE id = ?').run(order.voucherId);
      refundPayments(ctx, 'order', order.id);
    })();
    return ok(c, null);
  });

  return app;
}
