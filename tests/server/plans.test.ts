import { describe, expect, it } from 'vitest';
import type { CreatePlanResult, Page, Plan, PlanCosts, PlanTrigger } from '../../src/api/types';
import { DAY, DEMO_CARDS, expectFail, setup, shipDay } from './harness';
import { SEEDED_PLAN_PAY_NO } from '../../server/api/db/seed';

const at = (days: number) => shipDay(days).shipTime;
const costsBody = (over: Record<string, unknown> = {}) => ({
  addressId: 1,
  productId: 1,
  cardId: DEMO_CARDS.top.id,
  productNumber: 2,
  shipTime: at(0),
  finishTime: at(28),
  type: 'ONE_WEEK',
  ...over,
});
const createBody = (over: Record<string, unknown> = {}) => ({ ...costsBody(), shipDate: shipDay().shipDate, remark: 'weekly', plan: true, ...over });

describe('POST /api/orderPlan/calculateCosts', () => {
  it('lists the delivery dates from shipTime up to and including finishTime, fee × deliveries', async () => {
    const h = setup();
    const token = await h.login();
    const week = await h.post<PlanCosts>('/api/orderPlan/calculateCosts', token, costsBody());
    expect(week.body.data).toEqual({ costs: 40, dates: [at(0), at(7), at(14), at(21), at(28)] });
    const two = await h.post<PlanCosts>('/api/orderPlan/calculateCosts', token, costsBody({ type: 'TWO_WEEK', finishTime: at(27) }));
    expect(two.body.data).toEqual({ costs: 16, dates: [at(0), at(14)] });
    const four = await h.post<PlanCosts>('/api/orderPlan/calculateCosts', token, costsBody({ type: 'FOUR_WEEK', finishTime: at(56) + 5 * 3600_000 }));
    expect(four.body.data).toEqual({ costs: 24, dates: [at(0), at(28), at(56)] });
    const free = await h.post<PlanCosts>('/api/orderPlan/calculateCosts', token, costsBody({ productId: 3 }));
    expect(free.body.data.costs).toBe(0);
  });

  it('a finish on the start day is one delivery', async () => {
    const h = setup();
    const r = await h.post<PlanCosts>('/api/orderPlan/calculateCosts', await h.login(), costsBody({ finishTime: at(0) }));
    expect(r.body.data.dates).toEqual([at(0)]);
  });

  it('validates type, times and ids', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(
      await h.post('/api/orderPlan/calculateCosts', token, costsBody({ type: 'DAILY' })),
      'param.invalid',
      'type must be one of ONE_WEEK, TWO_WEEK, FOUR_WEEK',
    );
    expectFail(await h.post('/api/orderPlan/calculateCosts', token, costsBody({ type: undefined })), 'param.invalid', 'type is required');
    expectFail(
      await h.post('/api/orderPlan/calculateCosts', token, costsBody({ finishTime: at(0) - 1 })),
      'input.invalid',
      'the end date cannot be earlier than the delivery date',
    );
    expectFail(
      await h.post('/api/orderPlan/calculateCosts', token, costsBody({ shipTime: at(-1) })),
      'input.invalid',
      'the delivery date cannot be earlier than tomorrow',
    );
    expectFail(
      await h.post('/api/orderPlan/calculateCosts', token, costsBody({ finishTime: 'later' })),
      'param.invalid',
      'finishTime must be a timestamp in milliseconds',
    );
    expectFail(await h.post('/api/orderPlan/calculateCosts', token, costsBody({ finishTime: at(0) + 500 * DAY })), 'input.invalid', /at most 60 deliveries/);
    expectFail(await h.post('/api/orderPlan/calculateCosts', token, costsBody({ cardId: 3 })), 'not.found', 'card not found');
    expectFail(await h.post('/api/orderPlan/calculateCosts', token, costsBody({ productId: 7 })), 'not.found', 'product not found');
  });
});

describe('POST /api/orderPlan/create', () => {
  it('takes the eggs of every delivery, stores deliveryCount and one trigger per date (state 0)', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<CreatePlanResult>('/api/orderPlan/create', token, createBody());
    expect(r.body.data).toEqual({ planId: 2, pay: true });
    expect(h.eggs(DEMO_CARDS.top.id)).toBe(120 - 2 * 5);
    const plan = (await h.get<Page<Plan>>('/api/orderPlan/list', token)).body.data.list[0];
    expect(plan).toEqual({
      id: 2,
      state: 0,
      createTime: h.clock.now,
      startTime: at(0),
      type: 'ONE_WEEK',
      productNumber: 2,
      deliveryCount: 5,
      product: { pictures: ['products/fresh-eggs-1.svg', 'products/fresh-eggs-2.svg'], name: 'Free-range fresh eggs', spec: '30 eggs per box' },
      address: { name: 'Lily Chen', phone: '13800138000', address: '88 Century Avenue, Pudong, Shanghai' },
      payNo: null,
      sumLogiCosts: 40,
      remark: 'weekly',
    });
    const triggers = (await h.get<PlanTrigger[]>('/api/orderPlan/triggers?id=2', token)).body.data;
    expect(triggers).toEqual([0, 7, 14, 21, 28].map((d) => ({ state: 0, triggerTime: at(d), finishTime: null, errMessage: null })));
  });

  it('without fees the plan starts in progress (state 1, pay false)', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<CreatePlanResult>('/api/orderPlan/create', token, createBody({ productId: 3 }));
    expect(r.body.data.pay).toBe(false);
    expect(h.count('SELECT state AS n FROM plans WHERE id = ?', r.body.data.planId)).toBe(1);
  });

  it('refuses when the card cannot cover every delivery, in one transaction: nothing changes', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post('/api/orderPlan/create', token, createBody({ cardId: DEMO_CARDS.small.id, productNumber: 7 }));
    expectFail(r, 'eggs.insufficient', 'not enough eggs on this card: 35 needed, 30 available');
    expect(h.eggs(DEMO_CARDS.small.id)).toBe(30);
    expect(h.count('SELECT COUNT(*) AS n FROM plans')).toBe(1);
    expect(h.count('SELECT COUNT(*) AS n FROM plan_triggers')).toBe(5);
  });

  it('validates shipDate, remark and plan like an order', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/orderPlan/create', token, createBody({ shipDate: 2026 })), 'param.invalid', /shipDate must be a date number/);
    expectFail(
      await h.post('/api/orderPlan/create', token, createBody({ shipDate: shipDay(2).shipDate })),
      'param.invalid',
      'shipDate and shipTime must name the same day',
    );
    expectFail(await h.post('/api/orderPlan/create', token, createBody({ remark: ['x'] })), 'param.invalid', 'remark must be a string');
    expectFail(await h.post('/api/orderPlan/create', token, createBody({ plan: 1 })), 'param.invalid', 'plan must be true or false');
    expectFail(await h.post('/api/orderPlan/create', token, createBody({ productNumber: -2 })), 'param.invalid', 'productNumber must be a positive integer');
    expect(h.count('SELECT COUNT(*) AS n FROM plans')).toBe(1);
  });
});

describe('GET /api/orderPlan/list and triggers', () => {
  it('the seeded plan shows triggers in all three states', async () => {
    const h = setup();
    const token = await h.login();
    const list = (await h.get<Page<Plan>>('/api/orderPlan/list', token)).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: 1, state: 1, type: 'ONE_WEEK', deliveryCount: 5, payNo: SEEDED_PLAN_PAY_NO, sumLogiCosts: 40 });
    const triggers = (await h.get<PlanTrigger[]>('/api/orderPlan/triggers?id=1', token)).body.data;
    expect(triggers.map((t) => t.state)).toEqual([1, 2, 0, 0, 0]);
    expect(triggers[1]).toMatchObject({ finishTime: expect.any(Number), errMessage: 'The courier could not reach the receiver' });
    expect(triggers[0].errMessage).toBeNull();
  });

  it('pages newest first by lastId, 10 at a time', async () => {
    const h = setup();
    const token = await h.login();
    for (let i = 0; i < 11; i++) await h.post('/api/orderPlan/create', token, createBody({ productId: 3, productNumber: 1, finishTime: at(0) }));
    const first = (await h.get<Page<Plan>>('/api/orderPlan/list', token)).body.data;
    expect(first.total).toBe(12);
    expect(first.list.map((p) => p.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect((await h.get<Page<Plan>>('/api/orderPlan/list?lastId=3', token)).body.data.list.map((p) => p.id)).toEqual([2, 1]);
    expectFail(await h.get('/api/orderPlan/list?lastId=0', token), 'param.invalid', 'lastId must be a positive integer');
  });

  it('triggers need an id of an own plan', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.get('/api/orderPlan/triggers', token), 'param.invalid', 'id is required');
    expectFail(await h.get('/api/orderPlan/triggers?id=x', token), 'param.invalid', 'id must be a positive integer');
    expectFail(await h.get('/api/orderPlan/triggers?id=77', token), 'not.found', 'plan not found');
  });
});

describe('POST /api/orderPlan/cancel', () => {
  it('cancels a new plan: state 2 and every egg back', async () => {
    const h = setup();
    const token = await h.login();
    const { planId } = (await h.post<CreatePlanResult>('/api/orderPlan/create', token, createBody())).body.data;
    expect((await h.post('/api/orderPlan/cancel', token, { planId })).body.success).toBe(true);
    expect(h.eggs(DEMO_CARDS.top.id)).toBe(120);
    expect(h.count('SELECT state AS n FROM plans WHERE id = ?', planId)).toBe(2);
  });

  it('cancelling the seeded running plan gives back the eggs of deliveries not completed', async () => {
    const h = setup();
    const token = await h.login();
    await h.post('/api/orderPlan/cancel', token, { planId: 1 });
    expect(h.eggs(DEMO_CARDS.top.id)).toBe(124); // 5 deliveries of 1 egg, 1 completed
  });

  it('only states 0 and 1 can be cancelled', async () => {
    const h = setup();
    const token = await h.login();
    await h.post('/api/orderPlan/cancel', token, { planId: 1 });
    expectFail(await h.post('/api/orderPlan/cancel', token, { planId: 1 }), 'state.conflict', 'only a plan pending payment or in progress can be cancelled');
    h.db.prepare('UPDATE plans SET state = 3 WHERE id = 1').run();
    expectFail(await h.post('/api/orderPlan/cancel', token, { planId: 1 }), 'state.conflict');
    expect(h.eggs(DEMO_CARDS.top.id)).toBe(124);
  });

  it('validates planId', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/orderPlan/cancel', token, { planId: null }), 'param.invalid', 'planId is required');
    expectFail(await h.post('/api/orderPlan/cancel', token, { planId: 9 }), 'not.found', 'plan not found');
  });
});
