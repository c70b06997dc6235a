/**
 * A member reads and changes only their own cards, addresses, orders, plans, vouchers and payments.
 * The friend (with a card and an address of their own) tries the demo member's ids on every endpoint
 * that takes one: each answers a clear error and the data is byte-for-byte unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { Address, CardInfo, CreateOrderResult, Order, Page, PayParams, Plan, Voucher } from '../../src/api/types';
import { DEMO_CARDS, DEMO_PHONE, expectFail, FRIEND_PHONE, orderBody, setup, shipDay, UNBOUND, type Harness } from './harness';

const TABLES = ['cards', 'addresses', 'orders', 'plans', 'plan_triggers', 'vouchers', 'payments', 'members'];
const snapshot = (h: Harness) => JSON.stringify(TABLES.map((t) => h.db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()));

async function twoMembers() {
  const h = setup();
  const owner = await h.login();
  const friend = await h.login('demo-friend');
  // the friend gets a card (id 3) and an address (id 2) of their own
  const { key, code } = await h.sms(friend, FRIEND_PHONE);
  await h.post('/api/card/bind', friend, { cardNo: UNBOUND[0], key, phone: FRIEND_PHONE, code });
  await h.post('/api/address/save', friend, { name: 'Tom', phone: FRIEND_PHONE, address: '1 Road', isDefault: 1 });
  // the owner has a pending order (3), a pending plan (2) and a pending top-up payment
  const order = (await h.post<CreateOrderResult>('/api/order/create', owner, orderBody())).body.data.orderId;
  const plan = (
    await h.post<{ planId: number }>('/api/orderPlan/create', owner, { ...orderBody(), plan: true, finishTime: shipDay(7).shipTime, type: 'ONE_WEEK' })
  ).body.data.planId;
  const topUp = (await h.post<number>('/api/combo/create', owner, { comboId: 1, cardNo: DEMO_CARDS.top.cardNo })).body.data;
  const ownerSms = await h.sms(owner, DEMO_PHONE);
  return { h, owner, friend, order, plan, topUp, ownerSms };
}

describe("another member's ids", () => {
  it('are refused on every endpoint that changes something, and nothing changes', async () => {
    const { h, friend, order, plan, topUp, ownerSms } = await twoMembers();
    const friendCard = 3;
    const friendAddress = 2;
    const before = snapshot(h);
    const attempts: [string, Record<string, unknown>, string, string][] = [
      ['/api/card/defaultCard', { cardNo: DEMO_CARDS.top.cardNo }, 'not.found', 'card not found'],
      ['/api/card/unbind', { cardNo: DEMO_CARDS.top.cardNo, phone: DEMO_PHONE, ...ownerSms }, 'not.found', 'card not found'],
      ['/api/card/giveCard', { cardNo: DEMO_CARDS.top.cardNo, phone: '13700000000' }, 'not.found', 'card not found'],
      ['/api/card/bind', { cardNo: DEMO_CARDS.top.cardNo, phone: DEMO_PHONE, ...ownerSms }, 'state.conflict', 'this card has been bound or is invalid'],
      ['/api/address/save', { id: 1, name: 'Mine now', phone: FRIEND_PHONE, address: 'x', isDefault: 1 }, 'not.found', 'address not found'],
      ['/api/order/calculateCosts', { addressId: 1, productId: 1, orderType: 0, payId: friendCard, productNumber: 1 }, 'not.found', 'address not found'],
      [
        '/api/order/calculateCosts',
        { addressId: friendAddress, productId: 1, orderType: 0, payId: DEMO_CARDS.top.id, productNumber: 1 },
        'not.found',
        'card not found',
      ],
      ['/api/order/calculateCosts', { addressId: friendAddress, productId: 0, orderType: 1, payId: 1, productNumber: 1 }, 'not.found', 'voucher not found'],
      ['/api/order/create', orderBody({ addressId: friendAddress, cardId: DEMO_CARDS.top.id }), 'not.found', 'card not found'],
      ['/api/order/create', orderBody({ addressId: 1, cardId: friendCard }), 'not.found', 'address not found'],
      ['/api/order/createVoucher', { addressId: friendAddress, voucherId: 1, remark: '', ...shipDay() }, 'not.found', 'voucher not found'],
      ['/api/order/cancel', { orderId: order }, 'not.found', 'order not found'],
      ['/api/order/cancel', { orderId: 2 }, 'not.found', 'order not found'],
      [
        '/api/orderPlan/calculateCosts',
        {
          addressId: friendAddress,
          productId: 1,
          cardId: DEMO_CARDS.top.id,
          productNumber: 1,
          shipTime: shipDay().shipTime,
          finishTime: shipDay(7).shipTime,
          type: 'ONE_WEEK',
        },
        'not.found',
        'card not found',
      ],
      [
        '/api/orderPlan/create',
        { ...orderBody({ addressId: 1, cardId: friendCard }), finishTime: shipDay(7).shipTime, type: 'ONE_WEEK' },
        'not.found',
        'address not found',
      ],
      ['/api/orderPlan/cancel', { planId: plan }, 'not.found', 'plan not found'],
      ['/api/orderPlan/cancel', { planId: 1 }, 'not.found', 'plan not found'],
      ['/api/pay/order', { id: order }, 'not.found', 'order not found'],
      ['/api/pay/plan', { id: plan }, 'not.found', 'plan not found'],
      ['/api/pay/combo', { id: topUp }, 'not.found', 'top-up payment not found'],
      ['/api/combo/create', { comboId: 1, cardNo: DEMO_CARDS.top.cardNo }, 'not.found', 'card not found'],
    ];
    for (const [path, body, code, message] of attempts) {
      const r = await h.post(path, friend, body);
      try {
        expectFail(r, code, message);
      } catch (error) {
        throw new Error(`${path}: ${(error as Error).message}`);
      }
    }
    expect(snapshot(h)).toBe(before);
  });

  it('are invisible on every endpoint that reads something', async () => {
    const { h, friend, plan } = await twoMembers();
    expectFail(await h.get(`/api/orderPlan/triggers?id=${plan}`, friend), 'not.found', 'plan not found');
    expectFail(await h.get('/api/orderPlan/triggers?id=1', friend), 'not.found', 'plan not found');
    const orders = (await h.get<Page<Order>>('/api/order/list', friend)).body.data;
    expect(orders).toEqual({ list: [], total: 0 });
    const plans = (await h.get<Page<Plan>>('/api/orderPlan/list', friend)).body.data;
    expect(plans).toEqual({ list: [], total: 0 });
    expect((await h.get<Voucher[]>('/api/voucher/list', friend)).body.data).toEqual([]);
    const addresses = (await h.get<Address[]>('/api/address/list', friend)).body.data;
    expect(addresses.map((a) => a.id)).toEqual([2]);
    const cards = (await h.get<Page<{ cardNo: string }>>('/api/card/list', friend)).body.data;
    expect(cards.list.map((c) => c.cardNo)).toEqual([UNBOUND[0]]);
    const info = (await h.get<CardInfo>(`/api/card/info?cardNo=${DEMO_CARDS.top.cardNo}`, friend)).body.data;
    expect(info).toMatchObject({ canBind: false, eggNumber: 0, money: 0 });
    // and the owner's lists hold none of the friend's things
    const ownerCards = (await h.get<Page<{ cardNo: string }>>('/api/card/list', await h.login())).body.data;
    expect(ownerCards.list.map((c) => c.cardNo)).not.toContain(UNBOUND[0]);
  });

  it('an SMS key asked for by one member cannot be spent by another', async () => {
    const { h, friend, ownerSms } = await twoMembers();
    const r = await h.post('/api/card/bind', friend, { cardNo: UNBOUND[1], phone: DEMO_PHONE, ...ownerSms });
    expectFail(r, 'sms.invalid');
  });

  it("a payment is the payer's: the pay parameters of one member's order are not served to another", async () => {
    const { h, owner, friend, order } = await twoMembers();
    const params = await h.post<PayParams>('/api/pay/order', owner, { id: order });
    expect(params.body.success).toBe(true);
    expectFail(await h.post('/api/pay/order', friend, { id: order }), 'not.found');
  });
});
