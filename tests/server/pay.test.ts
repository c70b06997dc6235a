import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_KEY } from '../../server/api/modules/pay';
import { APP_ID } from '../../server/api/modules/wechat';
import type { Card, CreateOrderResult, CreatePlanResult, Page, PayParams } from '../../src/api/types';
import { DAY, DEMO_CARDS, expectFail, orderBody, setup, shipDay, START, type Harness } from './harness';

const prepayOf = (p: PayParams) => p.packageStr.replace('prepay_id=', '');
const confirm = (h: Harness, prepayId: string, outcome: string) => h.post('/dev/pay/confirm', null, { prepayId, outcome });

async function pendingOrder(h: Harness, token: string): Promise<number> {
  return (await h.post<CreateOrderResult>('/api/order/create', token, orderBody())).body.data.orderId;
}

describe('POST /api/pay/order', () => {
  it('answers signed WeChat pay parameters for an order pending payment', async () => {
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const r = await h.post<PayParams>('/api/pay/order', token, { id });
    const p = r.body.data;
    expect(p).toEqual({
      appId: APP_ID,
      timestamp: String(Math.floor(START / 1000)),
      nonceStr: expect.stringMatching(/^[0-9a-f]{16}$/),
      packageStr: expect.stringMatching(/^prepay_id=wx[0-9a-f]{28}$/),
      signType: 'MD5',
      paySign: expect.stringMatching(/^[0-9A-F]{32}$/),
    });
    const signed = `appId=${p.appId}&nonceStr=${p.nonceStr}&package=${p.packageStr}&signType=MD5&timeStamp=${p.timestamp}&key=${PAY_KEY}`;
    expect(p.paySign).toBe(createHash('md5').update(signed).digest('hex').toUpperCase());
  });

  it('paying moves the order from 0 to 1; the pay sheet sees amount and description', async () => {
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const prepayId = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    const info = await h.get<{ amount: number; description: string }>(`/dev/pay/info?prepayId=${prepayId}`);
    expect(info.body.data).toEqual({ amount: 8, description: expect.stringMatching(/^Express fee for order EO\d{16}$/) });
    expect((await confirm(h, prepayId, 'ok')).body.success).toBe(true);
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(1);
    expectFail(await confirm(h, prepayId, 'ok'), 'state.conflict', 'this payment is already paid');
    expectFail(await h.post('/api/pay/order', token, { id }), 'state.conflict', 'only an order pending payment can be paid');
  });

  it('a cancelled or failed payment leaves the order pending; paying again issues a new prepay id', async () => {
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const first = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    expect((await confirm(h, first, 'cancel')).body.success).toBe(true);
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(0);
    const second = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    expect(second).not.toBe(first);
    expectFail(await confirm(h, first, 'ok'), 'not.found', 'payment not found');
    await confirm(h, second, 'fail');
    const third = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    await confirm(h, third, 'ok');
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(1);
    expect(h.count("SELECT COUNT(*) AS n FROM payments WHERE kind = 'order' AND targetId = ?", id)).toBe(1);
  });

  it('an order cancelled before the payment confirms is not revived', async () => {
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const prepayId = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    await h.post('/api/order/cancel', token, { orderId: id });
    expectFail(await confirm(h, prepayId, 'ok'), 'state.conflict', 'the order is no longer pending payment');
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(2);
    expect(h.count("SELECT COUNT(*) AS n FROM payments WHERE state = 'paid'")).toBe(0);
  });

  it('cancelling a paid order marks its payment refunded', async () => {
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    await confirm(h, prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data), 'ok');
    await h.post('/api/order/cancel', token, { orderId: id });
    expect(h.count("SELECT COUNT(*) AS n FROM payments WHERE state = 'refunded' AND targetId = ?", id)).toBe(1);
  });

  it('refuses an order without a fee (state 1) and bad ids', async () => {
    const h = setup();
    const token = await h.login();
    const free = (await h.post<CreateOrderResult>('/api/order/create', token, orderBody({ productId: 3 }))).body.data.orderId;
    expectFail(await h.post('/api/pay/order', token, { id: free }), 'state.conflict');
    expectFail(await h.post('/api/pay/order', token, { id: 0 }), 'param.invalid', 'id must be a positive integer');
    expectFail(await h.post('/api/pay/order', token, {}), 'param.invalid', 'id is required');
    expectFail(await h.post('/api/pay/order', token, { id: 999 }), 'not.found', 'order not found');
  });
});

describe('POST /api/pay/plan', () => {
  it('paying moves a plan from 0 to 1 and records the payment number', async () => {
    const h = setup();
    const token = await h.login();
    const body = {
      addressId: 1,
      productId: 1,
      cardId: 1,
      productNumber: 1,
      remark: '',
      plan: true,
      ...shipDay(),
      finishTime: shipDay(14).shipTime,
      type: 'TWO_WEEK',
    };
    const { planId } = (await h.post<CreatePlanResult>('/api/orderPlan/create', token, body)).body.data;
    const prepayId = prepayOf((await h.post<PayParams>('/api/pay/plan', token, { id: planId })).body.data);
    expect((await h.get<{ amount: number }>(`/dev/pay/info?prepayId=${prepayId}`)).body.data.amount).toBe(16);
    await confirm(h, prepayId, 'ok');
    const row = h.db.prepare('SELECT state, payNo FROM plans WHERE id = ?').get(planId) as { state: number; payNo: string };
    expect(row).toEqual({ state: 1, payNo: expect.stringMatching(/^PAY20261121\d{8}$/) });
    expectFail(await h.post('/api/pay/plan', token, { id: planId }), 'state.conflict', 'only a plan pending payment can be paid');
    expectFail(await h.post('/api/pay/plan', token, { id: 55 }), 'not.found', 'plan not found');
  });
});

describe('top-up: POST /api/combo/create then /api/pay/combo', () => {
  it('answers a payment id; paying adds the eggs and extends validity from the current validTime', async () => {
    const h = setup();
    const token = await h.login();
    const before = h.db.prepare('SELECT validTime FROM cards WHERE id = 2').get() as { validTime: number };
    const created = await h.post<number>('/api/combo/create', token, { comboId: 2, cardNo: DEMO_CARDS.small.cardNo });
    expect(created.body.data).toEqual(expect.any(Number));
    const params = (await h.post<PayParams>('/api/pay/combo', token, { id: created.body.data })).body.data;
    const info = await h.get<{ amount: number; description: string }>(`/dev/pay/info?prepayId=${prepayOf(params)}`);
    expect(info.body.data).toEqual({ amount: 119, description: 'Top-up: Family basket' });
    // nothing changes before the payment
    expect(h.eggs(2)).toBe(30);
    await confirm(h, prepayOf(params), 'ok');
    const card = (await h.get<Page<Card>>('/api/card/list', token)).body.data.list.find((c) => c.id === 2)!;
    expect(card.eggNumber).toBe(130);
    expect(card.validTime).toBe(before.validTime + 180 * DAY);
    expectFail(await h.post('/api/pay/combo', token, { id: created.body.data }), 'state.conflict', 'this top-up has already been paid');
  });

  it('an expired card is extended from now', async () => {
    const h = setup();
    const token = await h.login();
    h.db.prepare('UPDATE cards SET validTime = ? WHERE id = 2').run(START - 30 * DAY);
    const id = (await h.post<number>('/api/combo/create', token, { comboId: 1, cardNo: DEMO_CARDS.small.cardNo })).body.data;
    await confirm(h, prepayOf((await h.post<PayParams>('/api/pay/combo', token, { id })).body.data), 'ok');
    expect(h.count('SELECT validTime AS n FROM cards WHERE id = 2')).toBe(START + 90 * DAY);
  });

  it('a cancelled top-up adds nothing and can be paid again', async () => {
    const h = setup();
    const token = await h.login();
    const id = (await h.post<number>('/api/combo/create', token, { comboId: 1, cardNo: DEMO_CARDS.top.cardNo })).body.data;
    await confirm(h, prepayOf((await h.post<PayParams>('/api/pay/combo', token, { id })).body.data), 'cancel');
    expect(h.eggs(1)).toBe(120);
    await confirm(h, prepayOf((await h.post<PayParams>('/api/pay/combo', token, { id })).body.data), 'ok');
    expect(h.eggs(1)).toBe(150);
  });

  it('validates combo and card', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/combo/create', token, { comboId: 9, cardNo: DEMO_CARDS.top.cardNo }), 'not.found', 'combo not found');
    expectFail(
      await h.post('/api/combo/create', token, { comboId: '1', cardNo: DEMO_CARDS.top.cardNo }),
      'param.invalid',
      'comboId must be a positive integer',
    );
    expectFail(await h.post('/api/combo/create', token, { comboId: 1 }), 'param.invalid', 'cardNo is required');
    expectFail(await h.post('/api/combo/create', token, { comboId: 1, cardNo: '8866000000000101' }), 'not.found', 'card not found');
    expectFail(await h.post('/api/pay/combo', token, { id: 12345 }), 'not.found', 'top-up payment not found');
    expect(h.count('SELECT COUNT(*) AS n FROM payments')).toBe(0);
  });
});

describe('/dev/pay/confirm and /dev/pay/info', () => {
  it('validate their input', async () => {
    const h = setup();
    expectFail(await h.post('/dev/pay/confirm', null, { prepayId: 'x', outcome: 'maybe' }), 'param.invalid', 'outcome must be one of ok, cancel, fail');
    expectFail(await h.post('/dev/pay/confirm', null, { outcome: 'ok' }), 'param.invalid', 'prepayId is required');
    expectFail(await h.post('/dev/pay/confirm', null, { prepayId: 'nope', outcome: 'ok' }), 'not.found', 'payment not found');
    expectFail(await h.get('/dev/pay/info'), 'param.invalid', 'prepayId is required');
    expectFail(await h.get('/dev/pay/info?prepayId=nope'), 'not.found', 'payment not found');
    expectFail(
      await h.post('/dev/pay/confirm', null, { prepayId: 'x', outcome: 'ok', notify: 'soon' }),
      'param.invalid',
      'notify must be one of now, later, never',
    );
    expectFail(await h.post('/dev/pay/confirm', null, { prepayId: 'nope', outcome: 'ok', notify: 'never' }), 'not.found', 'payment not found');
    expectFail(
      await h.post('/dev/pay/confirm', null, { prepayId: 'x', outcome: 'ok', reported: 'maybe' }),
      'param.invalid',
      'reported must be one of ok, cancel, fail',
    );
  });

  it.each(['cancel', 'fail'])("'reported' is what the sheet tells the page: a payment that went through reported as %s (issue 46.1)", async (reported) => {
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const prepayId = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    const answer = await h.post('/dev/pay/confirm', null, { prepayId, outcome: 'ok', reported });
    expect(answer.body.data).toEqual({ prepayId, outcome: 'ok', reported });
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(1);
  });

  it('without it, the page is told the outcome', async () => {
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const prepayId = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    expect((await h.post('/dev/pay/confirm', null, { prepayId, outcome: 'cancel' })).body.data).toEqual({ prepayId, outcome: 'cancel', reported: 'cancel' });
  });
});

describe('/dev/pay/confirm with a late notification (WeChat says ok to the page; the server learns later)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const notify = (h: Harness, prepayId: string, extra: object) => h.post('/dev/pay/confirm', null, { prepayId, outcome: 'ok', ...extra });

  it("notify 'later' leaves the order pending payment until notifyAfterMs has passed, then pays it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const prepayId = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    expect((await notify(h, prepayId, { notify: 'later', notifyAfterMs: 3000 })).body.success).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(1);
  });

  it("notify 'later' without notifyAfterMs waits 4 s; a top-up's eggs arrive only then", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const h = setup();
    const token = await h.login();
    const created = await h.post<number>('/api/combo/create', token, { comboId: 2, cardNo: DEMO_CARDS.small.cardNo });
    const prepayId = prepayOf((await h.post<PayParams>('/api/pay/combo', token, { id: created.body.data })).body.data);
    await notify(h, prepayId, { notify: 'later' });
    vi.advanceTimersByTime(3999);
    expect(h.eggs(2)).toBe(30);
    vi.advanceTimersByTime(1);
    expect(h.eggs(2)).toBe(130);
  });

  it("notify 'never' leaves the payment pending for good; a late notification for a closed payment is dropped", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const h = setup();
    const token = await h.login();
    const id = await pendingOrder(h, token);
    const never = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    await notify(h, never, { notify: 'never' });
    vi.advanceTimersByTime(600_000);
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(0);
    expect(h.count("SELECT COUNT(*) AS n FROM payments WHERE prepayId = ? AND state = 'pending'", never)).toBe(1);
    const late = prepayOf((await h.post<PayParams>('/api/pay/order', token, { id })).body.data);
    await notify(h, late, { notify: 'later', notifyAfterMs: 1000 });
    expect((await h.post('/api/order/cancel', token, { orderId: id })).body.success).toBe(true);
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    expect(h.count('SELECT state AS n FROM orders WHERE id = ?', id)).toBe(2);
  });
});
