/**
 * The programme runs in China: the server counts Asia/Shanghai days whatever TZ its process has.
 * Every case runs with the process TZ switched to zones on both sides of UTC+8 (Node applies a
 * runtime change of process.env.TZ), so a day taken from the machine's clock fails here whatever
 * TZ the test run itself has.
 */
import { describe, expect, it } from 'vitest';
import { JUST_AFTER_MIDNIGHT, JUST_BEFORE_MIDNIGHT, useTimeZone, ZONES } from '../helpers/time-zone';
import { addChinaDays, chinaDateNumber, chinaDayStart } from '../../src/lib/china-day';
import { fromShipDate } from '../../src/lib/ship-date';
import type { CreateOrderResult, CreatePlanResult, Order, Page, PayParams, PlanCosts } from '../../src/api/types';
import { DAY, orderBody, setup, type Harness } from './harness';
import { SEEDED_ORDER_NOS } from '../../server/api/db/seed';

async function signedIn(now: number): Promise<{ h: Harness; token: string }> {
  const h = setup({ tokenTtlMs: 30 * DAY });
  const token = await h.login();
  h.clock.now = now;
  return { h, token };
}

async function paidPlanNo(h: Harness, token: string, shipTime: number, shipDate: number): Promise<string> {
  const body = { addressId: 1, productId: 1, cardId: 1, productNumber: 1, remark: '', plan: true, shipTime, shipDate, finishTime: shipTime, type: 'ONE_WEEK' };
  const { planId } = (await h.post<CreatePlanResult>('/api/orderPlan/create', token, body)).body.data;
  const pay = (await h.post<PayParams>('/api/pay/plan', token, { id: planId })).body.data;
  await h.post('/dev/pay/confirm', null, { prepayId: pay.packageStr.replace('prepay_id=', ''), outcome: 'ok' });
  return (h.db.prepare('SELECT payNo FROM plans WHERE id = ?').get(planId) as { payNo: string }).payNo;
}

describe.each(ZONES)('delivery days with the server process in %s', (tz) => {
  it('at 00:30 on 22 Nov in China (16:30Z on the 21st): earliest ship time 23 Nov 00:00 +08:00, serial numbers dated 20261122', async () => {
    useTimeZone(tz);
    const { h, token } = await signedIn(JUST_AFTER_MIDNIGHT);
    const earliest = Date.parse('2026-11-23T00:00:00+08:00');
    expect((await h.get<number>('/api/order/shipTime', token)).body.data).toBe(earliest);

    const today = Date.parse('2026-11-22T00:00:00+08:00');
    const refused = await h.post('/api/order/create', token, orderBody({ shipTime: today, shipDate: 20261122 }));
    expect(refused.body.errMessage).toBe('the delivery date cannot be earlier than tomorrow');

    const created = await h.post<CreateOrderResult>('/api/order/create', token, orderBody({ shipTime: earliest, shipDate: 20261123 }));
    expect(created.body.success).toBe(true);
    const order = (await h.get<Page<Order>>('/api/order/list', token)).body.data.list[0];
    expect(order).toMatchObject({ id: created.body.data.orderId, shipDate: 20261123, orderNo: expect.stringMatching(/^EO20261122\d{8}$/) });
    expect(await paidPlanNo(h, token, earliest, 20261123)).toMatch(/^PAY20261122\d{8}$/);
  });

  it('at 23:59 on 21 Nov in China (15:59Z): earliest ship time 22 Nov 00:00 +08:00, serial numbers dated 20261121', async () => {
    useTimeZone(tz);
    const { h, token } = await signedIn(JUST_BEFORE_MIDNIGHT);
    const earliest = Date.parse('2026-11-22T00:00:00+08:00');
    expect((await h.get<number>('/api/order/shipTime', token)).body.data).toBe(earliest);

    const created = await h.post<CreateOrderResult>('/api/order/create', token, orderBody({ shipTime: earliest, shipDate: 20261122 }));
    expect(created.body.success).toBe(true);
    const order = (await h.get<Page<Order>>('/api/order/list', token)).body.data.list[0];
    expect(order).toMatchObject({ shipDate: 20261122, orderNo: expect.stringMatching(/^EO20261121\d{8}$/) });
    expect(await paidPlanNo(h, token, earliest, 20261122)).toMatch(/^PAY20261121\d{8}$/);
  });

  it('shipDate must be the China date of shipTime', async () => {
    useTimeZone(tz);
    const { h, token } = await signedIn(JUST_BEFORE_MIDNIGHT);
    // 23 Nov 00:00 in China is still the 22nd in UTC and west of it.
    const shipTime = Date.parse('2026-11-23T00:00:00+08:00');
    const wrong = await h.post('/api/order/create', token, orderBody({ shipTime, shipDate: 20261122 }));
    expect(wrong.body.errMessage).toBe('shipDate and shipTime must name the same day');
    expect((await h.post('/api/order/create', token, orderBody({ shipTime, shipDate: 20261123 }))).body.success).toBe(true);
  });

  it('plan deliveries fall on China day starts, 7 days apart, from a shipTime inside its day', async () => {
    useTimeZone(tz);
    const { h, token } = await signedIn(JUST_BEFORE_MIDNIGHT);
    const body = {
      addressId: 1,
      productId: 1,
      cardId: 1,
      productNumber: 1,
      type: 'ONE_WEEK',
      shipTime: Date.parse('2026-11-23T09:00:00+08:00'),
      finishTime: Date.parse('2026-12-07T00:00:00+08:00'),
    };
    const costs = (await h.post<PlanCosts>('/api/orderPlan/calculateCosts', token, body)).body.data;
    expect(costs.dates).toEqual(['2026-11-23', '2026-11-30', '2026-12-07'].map((d) => Date.parse(`${d}T00:00:00+08:00`)));
  });

  it('seeds its history on China days: the pending order ships tomorrow in China', () => {
    useTimeZone(tz);
    // The harness seeds at 10:00 on 21 Nov China time (02:00Z; still the 20th in Los Angeles).
    const h = setup();
    const row = h.db.prepare('SELECT shipDate, shipTime FROM orders WHERE orderNo = ?').get(SEEDED_ORDER_NOS.inProgress);
    expect(row).toEqual({ shipDate: 20261122, shipTime: Date.parse('2026-11-22T00:00:00+08:00') });
    const triggers = h.db.prepare('SELECT triggerTime AS t FROM plan_triggers ORDER BY t').all() as { t: number }[];
    expect(triggers.map((r) => r.t)).toEqual(['11-07', '11-14', '11-21', '11-28', '12-05'].map((d) => Date.parse(`2026-${d}T00:00:00+08:00`)));
  });
});

describe('china-day helpers', () => {
  it('a China day runs from 16:00Z to 16:00Z', () => {
    const start = Date.parse('2026-11-21T16:00:00Z');
    expect(chinaDayStart(start)).toBe(start);
    expect(chinaDayStart(start - 1)).toBe(start - DAY);
    expect(chinaDayStart(start + DAY - 1)).toBe(start);
    expect(chinaDateNumber(start - 1)).toBe(20261121);
    expect(chinaDateNumber(start)).toBe(20261122);
    expect(addChinaDays(start + 5 * 3_600_000, 40)).toBe(Date.parse('2027-01-01T00:00:00+08:00'));
  });

  it('reads a YYYYMMDD number as the start of that China day, or null when no such day exists', () => {
    expect(fromShipDate(20261122)).toBe(Date.parse('2026-11-22T00:00:00+08:00'));
    expect(fromShipDate(20280229)).toBe(Date.parse('2028-02-29T00:00:00+08:00'));
    for (const bad of [20270229, 20261131, 20261300, 20261100, 2026, 20261122.5, -20261122]) expect(fromShipDate(bad)).toBeNull();
  });
});
