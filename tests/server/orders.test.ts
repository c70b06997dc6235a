import { describe, expect, it } from 'vitest';
import type { CreateOrderResult, Order, Page } from '../../src/api/types';
import { chinaTime } from '../../src/lib/format';
import { DAY, DEMO_CARDS, expectFail, orderBody, setup, shipDay, START } from './harness';

describe('GET /api/order/shipTime', () => {
  it('is tomorrow 00:00 China time, in ms', async () => {
    const h = setup({ tokenTtlMs: 100 * DAY });
    const token = await h.login();
    expect((await h.get<number>('/api/order/shipTime', token)).body.data).toBe(chinaTime(2026, 11, 22));
    h.clock.now = chinaTime(2026, 12, 31, 23, 59);
    expect((await h.get<number>('/api/order/shipTime', token)).body.data).toBe(chinaTime(2027, 1, 1));
  });
});

describe('POST /api/order/calculateCosts', () => {
  it("is the product's express fee for one delivery, whatever the quantity", async () => {
    const h = setup();
    const token = await h.login();
    const body = { addressId: 1, productId: 1, orderType: 0, payId: DEMO_CARDS.top.id, productNumber: 1 };
    expect((await h.post<number>('/api/order/calculateCosts', token, body)).body.data).toBe(8);
    expect((await h.post<number>('/api/order/calculateCosts', token, { ...body, productNumber: 5 })).body.data).toBe(8);
    expect((await h.post<number>('/api/order/calculateCosts', token, { ...body, productId: 3 })).body.data).toBe(0);
  });

  it("is the voucher's own fee for a voucher order (6.00 and 0.00 seeded)", async () => {
    const h = setup();
    const token = await h.login();
    const body = { addressId: 1, productId: 0, orderType: 1, payId: 1, productNumber: 1 };
    expect((await h.post<number>('/api/order/calculateCosts', token, body)).body.data).toBe(6);
    expect((await h.post<number>('/api/order/calculateCosts', token, { ...body, payId: 2 })).body.data).toBe(0);
  });

  it('validates ids, type and quantity', async () => {
    const h = setup();
    const token = await h.login();
    const body = { addressId: 1, productId: 1, orderType: 0, payId: 1, productNumber: 1 };
    expectFail(await h.post('/api/order/calculateCosts', token, { ...body, orderType: 2 }), 'param.invalid', 'orderType must be one of 0, 1');
    expectFail(await h.post('/api/order/calculateCosts', token, { ...body, productNumber: 0 }), 'param.invalid', 'productNumber must be a positive integer');
    expectFail(await h.post('/api/order/calculateCosts', token, { ...body, productNumber: 1.5 }), 'param.invalid', 'productNumber must be a positive integer');
    expectFail(await h.post('/api/order/calculateCosts', token, { ...body, addressId: '1' }), 'param.invalid', 'addressId must be a positive integer');
    expectFail(await h.post('/api/order/calculateCosts', token, { ...body, productId: 99 }), 'not.found', 'product not found');
    expectFail(await h.post('/api/order/calculateCosts', token, { ...body, payId: 3 }), 'not.found', 'card not found');
    expectFail(await h.post('/api/order/calculateCosts', token, { ...body, orderType: 1, payId: 99 }), 'not.found', 'voucher not found');
  });
});

describe('POST /api/order/create', () => {
  it('with a fee: state 0, pay true, eggs taken from the card, snapshots stored', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<CreateOrderResult>('/api/order/create', token, orderBody({ productNumber: 3, remark: 'Leave at the door' }));
    expect(r.body).toMatchObject({ success: true, data: { orderId: 3, pay: true } });
    expect(h.eggs(DEMO_CARDS.top.id)).toBe(117);
    const order = (await h.get<Page<Order>>('/api/order/list', token)).body.data.list[0];
    expect(order).toEqual({
      id: 3,
      orderNo: expect.stringMatching(/^EO20261121\d{8}$/),
      state: 0,
      createTime: START,
      productNumber: 3,
      product: JSON.stringify({ pictures: ['products/fresh-eggs-1.svg', 'products/fresh-eggs-2.svg'], name: 'Free-range fresh eggs', spec: '30 eggs per box' }),
      address: JSON.stringify({ name: 'Lily Chen', phone: '13800138000', address: '88 Century Avenue, Pudong, Shanghai' }),
      shipDate: shipDay().shipDate,
      remark: 'Leave at the door',
      expressMoney: 8,
      expressName: null,
      expressNo: null,
    });
  });

  it('without a fee: state 1 and pay false', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<CreateOrderResult>('/api/order/create', token, orderBody({ productId: 3, cardId: DEMO_CARDS.small.id }));
    expect(r.body.data.pay).toBe(false);
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', r.body.data.orderId)).toBe(1);
    expect(h.eggs(DEMO_CARDS.small.id)).toBe(29);
  });

  it('refuses more eggs than the card holds and changes nothing', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post('/api/order/create', token, orderBody({ cardId: DEMO_CARDS.small.id, productNumber: 31 }));
    expect(r.status).toBe(409);
    expectFail(r, 'eggs.insufficient', 'not enough eggs on this card: 31 needed, 30 available');
    expect(h.eggs(DEMO_CARDS.small.id)).toBe(30);
    expect(h.count('SELECT COUNT(*) AS n FROM orders')).toBe(2);
    expect((await h.post('/api/order/create', token, orderBody({ cardId: DEMO_CARDS.small.id, productNumber: 30 }))).body.success).toBe(true);
    expect(h.eggs(DEMO_CARDS.small.id)).toBe(0);
  });

  it('50 concurrent creates on a card holding eggs for 10: exactly 10 succeed and the balance ends at 0', async () => {
    const h = setup();
    const token = await h.login();
    h.db.prepare('UPDATE cards SET eggNumber = 10 WHERE id = ?').run(DEMO_CARDS.small.id);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => h.post<CreateOrderResult>('/api/order/create', token, orderBody({ cardId: DEMO_CARDS.small.id }))),
    );
    expect(replies.filter((r) => r.body.success)).toHaveLength(10);
    expect(replies.filter((r) => r.body.errCode === 'eggs.insufficient')).toHaveLength(40);
    expect(h.eggs(DEMO_CARDS.small.id)).toBe(0);
    expect(h.count('SELECT COUNT(*) AS n FROM orders WHERE cardId = ?', DEMO_CARDS.small.id)).toBe(10);
  });

  it('refuses a delivery before the earliest ship time, or shipDate not matching shipTime', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/order/create', token, orderBody(shipDay(-1))), 'input.invalid', 'the delivery date cannot be earlier than tomorrow');
    expectFail(
      await h.post('/api/order/create', token, orderBody({ shipTime: shipDay().shipTime - 1 })),
      'input.invalid',
      'the delivery date cannot be earlier than tomorrow',
    );
    expectFail(
      await h.post('/api/order/create', token, orderBody({ shipDate: shipDay(1).shipDate })),
      'param.invalid',
      'shipDate and shipTime must name the same day',
    );
    expect(h.eggs(DEMO_CARDS.top.id)).toBe(120);
  });

  it('accepts a later day', async () => {
    const h = setup();
    const token = await h.login();
    expect((await h.post('/api/order/create', token, orderBody(shipDay(10)))).body.success).toBe(true);
  });

  it('refuses an expired card', async () => {
    const h = setup();
    const token = await h.login();
    h.db.prepare('UPDATE cards SET validTime = ? WHERE id = 2').run(START - 1);
    expectFail(await h.post('/api/order/create', token, orderBody({ cardId: 2 })), 'state.conflict', /card has expired/);
  });

  it('validates every field', async () => {
    const h = setup();
    const token = await h.login();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ addressId: undefined }, 'param.invalid', /^addressId is required$/],
      [{ productId: -1 }, 'param.invalid', /^productId must be a positive integer$/],
      [{ cardId: 'one' }, 'param.invalid', /^cardId must be a positive integer$/],
      [{ productNumber: 0 }, 'param.invalid', /^productNumber must be a positive integer$/],
      [{ productNumber: 1000 }, 'param.invalid', /^productNumber must be at most 999$/],
      [{ remark: 12 }, 'param.invalid', /^remark must be a string$/],
      [{ remark: 'x'.repeat(201) }, 'param.invalid', /at most 200 characters/],
      [{ shipDate: 20261399 }, 'param.invalid', /^shipDate must be a date number/],
      [{ shipDate: '20261122' }, 'param.invalid', /^shipDate must be a date number/],
      [{ shipTime: 'tomorrow' }, 'param.invalid', /^shipTime must be a timestamp/],
      [{ plan: 'no' }, 'param.invalid', /^plan must be true or false$/],
      [{ addressId: 99 }, 'not.found', /^address not found$/],
      [{ productId: 99 }, 'not.found', /^product not found$/],
      [{ cardId: 99 }, 'not.found', /^card not found$/],
    ];
    for (const [over, code, message] of cases) expectFail(await h.post('/api/order/create', token, orderBody(over)), code, message);
    expect(h.count('SELECT COUNT(*) AS n FROM orders')).toBe(2);
  });
});

describe('POST /api/order/createVoucher', () => {
  const body = (over: Record<string, unknown> = {}) => ({ addressId: 1, voucherId: 1, remark: '', ...shipDay(), ...over });

  it('uses the voucher: a voucher with a fee is payable (state 0), one without is state 1', async () => {
    const h = setup();
    const token = await h.login();
    const paid = await h.post<CreateOrderResult>('/api/order/createVoucher', token, body());
    expect(paid.body.data).toEqual({ orderId: 3, pay: true });
    const free = await h.post<CreateOrderResult>('/api/order/createVoucher', token, body({ voucherId: 2 }));
    expect(free.body.data).toEqual({ orderId: 4, pay: false });
    const list = (await h.get<Page<Order>>('/api/order/list', token)).body.data.list;
    expect(list.slice(0, 2).map((o) => [o.id, o.state, o.expressMoney])).toEqual([
      [4, 1, 0],
      [3, 0, 6],
    ]);
    expect(JSON.parse(list[1].product)).toEqual({ pictures: ['products/gift-box-1.svg'], name: 'Festival egg gift box', spec: '48 eggs in a gift box' });
    expect(h.count('SELECT COUNT(*) AS n FROM vouchers WHERE used = 1')).toBe(2);
    expect(h.eggs(DEMO_CARDS.top.id)).toBe(120);
  });

  it('a used voucher cannot be exchanged again', async () => {
    const h = setup();
    const token = await h.login();
    await h.post('/api/order/createVoucher', token, body());
    expectFail(await h.post('/api/order/createVoucher', token, body()), 'state.conflict', 'this voucher has already been used');
    expect(h.count('SELECT COUNT(*) AS n FROM orders WHERE voucherId = 1')).toBe(1);
  });

  it('10 concurrent exchanges of one voucher: exactly one succeeds', async () => {
    const h = setup();
    const token = await h.login();
    const replies = await Promise.all(Array.from({ length: 10 }, () => h.post<CreateOrderResult>('/api/order/createVoucher', token, body())));
    expect(replies.filter((r) => r.body.success)).toHaveLength(1);
    expect(replies.filter((r) => r.body.errMessage === 'this voucher has already been used')).toHaveLength(9);
    expect(h.count('SELECT COUNT(*) AS n FROM orders WHERE voucherId = 1')).toBe(1);
  });

  it('refuses an expired voucher and bad input', async () => {
    const h = setup({ tokenTtlMs: 200 * DAY });
    const token = await h.login();
    expectFail(await h.post('/api/order/createVoucher', token, body({ voucherId: 0 })), 'param.invalid', 'voucherId must be a positive integer');
    expectFail(await h.post('/api/order/createVoucher', token, body({ voucherId: 9 })), 'not.found', 'voucher not found');
    expectFail(await h.post('/api/order/createVoucher', token, body({ shipDate: undefined })), 'param.invalid', 'shipDate is required');
    h.clock.now += 100 * DAY;
    expectFail(await h.post('/api/order/createVoucher', token, body({ ...shipDay(101) })), 'state.conflict', 'this voucher has expired');
  });
});

describe('GET /api/order/list', () => {
  it('pages newest first, 10 at a time, with the lastId cursor and the total', async () => {
    const h = setup();
    const token = await h.login();
    for (let i = 0; i < 12; i++) await h.post('/api/order/create', token, orderBody({ productId: 3 }));
    const first = (await h.get<Page<Order>>('/api/order/list', token)).body.data;
    expect(first.total).toBe(14);
    expect(first.list.map((o) => o.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    const second = (await h.get<Page<Order>>('/api/order/list?lastId=5', token)).body.data;
    expect(second.list.map((o) => o.id)).toEqual([4, 3, 2, 1]);
    expect(second.total).toBe(14);
    expect((await h.get<Page<Order>>('/api/order/list?lastId=1', token)).body.data.list).toEqual([]);
  });

  it('shows the seeded completed order with its express company and number', async () => {
    const h = setup();
    const list = (await h.get<Page<Order>>('/api/order/list', await h.login())).body.data.list;
    expect(list.find((o) => o.state === 3)).toMatchObject({ expressName: 'SF Express', expressNo: 'SF1234567890123', productNumber: 2 });
  });

  it('validates lastId', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.get('/api/order/list?lastId=abc', token), 'param.invalid', 'lastId must be a positive integer');
    expectFail(await h.get('/api/order/list?lastId=-1', token), 'param.invalid', 'lastId must be a positive integer');
  });
});

describe('POST /api/order/cancel', () => {
  it('cancels a pending order: state 2, eggs back', async () => {
    const h = setup();
    const token = await h.login();
    const { orderId } = (await h.post<CreateOrderResult>('/api/order/create', token, orderBody({ productNumber: 4 }))).body.data;
    expect(h.eggs(1)).toBe(116);
    expect((await h.post('/api/order/cancel', token, { orderId })).body.success).toBe(true);
    expect(h.eggs(1)).toBe(120);
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', orderId)).toBe(2);
  });

  it('cancels an order in progress (the seeded order 2) and gives its egg back', async () => {
    const h = setup();
    const token = await h.login();
    expect((await h.post('/api/order/cancel', token, { orderId: 2 })).body.success).toBe(true);
    expect(h.eggs(1)).toBe(121);
  });

  it('gives a voucher back unused', async () => {
    const h = setup();
    const token = await h.login();
    const { orderId } = (await h.post<CreateOrderResult>('/api/order/createVoucher', token, { addressId: 1, voucherId: 1, remark: '', ...shipDay() })).body
      .data;
    await h.post('/api/order/cancel', token, { orderId });
    expect(h.count('SELECT used AS n FROM vouchers WHERE id = 1')).toBe(0);
    expect((await h.post('/api/order/createVoucher', token, { addressId: 1, voucherId: 1, remark: '', ...shipDay() })).body.success).toBe(true);
  });

  it('refuses a cancelled or completed order, and nothing changes', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/order/cancel', token, { orderId: 1 }), 'state.conflict', 'only an order pending payment or in progress can be cancelled');
    await h.post('/api/order/cancel', token, { orderId: 2 });
    expectFail(await h.post('/api/order/cancel', token, { orderId: 2 }), 'state.conflict');
    expect(h.eggs(1)).toBe(121);
  });

  it('validates orderId', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/order/cancel', token, {}), 'param.invalid', 'orderId is required');
    expectFail(await h.post('/api/order/cancel', token, { orderId: 'x' }), 'param.invalid', 'orderId must be a positive integer');
    expectFail(await h.post('/api/order/cancel', token, { orderId: 404 }), 'not.found', 'order not found');
  });
});
