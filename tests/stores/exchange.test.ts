/** The exchange store on its own: rules, request bodies, costs questions and submission, without a screen. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $exchangeAddress,
  $exchangeCard,
  $exchangeDraft,
  chooseAddress,
  chooseCard,
  clearExchange,
  editExchangeDraft,
  exchangeOf,
  exchangeRequest,
  loadExchangeBasics,
  orderCostsQuery,
  planCostsQuery,
  submitExchange,
  validateExchange,
  type ExchangeBasics,
} from '../../src/stores/exchange';
import { address, card, day, fail, mockApi } from '../pages/fixtures';

// The server's earliest ship time at 08:00 China time on 2026-12-01: sent times keep that time of day.
const SHIP_TIME = day(2026, 12, 1) + 8 * 3600_000;
const basics: ExchangeBasics = { shipTime: SHIP_TIME, minDay: day(2026, 12, 1), defaultAddress: null, defaultCard: null };
const withDefaults: ExchangeBasics = { ...basics, defaultAddress: address(1, { isDefault: 1 }), defaultCard: card(2, { default: true }) };

afterEach(() => {
  vi.unstubAllGlobals();
  clearExchange();
});

describe('exchangeOf: the exchange as it stands', () => {
  it('takes the chosen address and card over the defaults; a voucher has no card', () => {
    expect(exchangeOf('product', 5, withDefaults)).toMatchObject({ address: { id: 1 }, card: { id: 2 } });
    chooseAddress(address(7));
    chooseCard(card(8));
    expect(exchangeOf('product', 5, withDefaults)).toMatchObject({ address: { id: 7 }, card: { id: 8 } });
    expect(exchangeOf('voucher', 5, withDefaults)).toMatchObject({ address: { id: 7 }, card: null });
  });

  it("uses this item's draft only, and the earliest ship day when none is chosen or it has passed", () => {
    editExchangeDraft('product', 5, { quantity: 3, shipDay: day(2026, 11, 20) });
    expect(exchangeOf('product', 5, basics)).toMatchObject({ draft: { quantity: 3 }, shipDay: day(2026, 12, 1) });
    expect(exchangeOf('product', 6, basics).draft.quantity).toBe(1);
    expect(exchangeOf('voucher', 5, basics).draft.quantity).toBe(1);
    editExchangeDraft('product', 5, { shipDay: day(2026, 12, 4) });
    expect(exchangeOf('product', 5, basics).shipDay).toBe(day(2026, 12, 4));
  });
});

describe('validateExchange', () => {
  const at = (kind: 'product' | 'voucher') => validateExchange(exchangeOf(kind, 5, basics));

  it('asks for an address, then (for a product) a card, answering catalog keys', () => {
    expect(at('product')).toBe('exchange.noAddress');
    expect(at('voucher')).toBe('exchange.noAddress');
    chooseAddress(address(7));
    expect(at('product')).toBe('exchange.noCard');
    expect(at('voucher')).toBeNull();
    chooseCard(card(8));
    expect(at('product')).toBeNull();
  });

  it('a plan needs an end date, not before its first delivery', () => {
    chooseAddress(address(7));
    chooseCard(card(8));
    editExchangeDraft('product', 5, { period: 'TWO_WEEK', shipDay: day(2026, 12, 10) });
    expect(at('product')).toBe('exchange.chooseEndDate');
    editExchangeDraft('product', 5, { endDay: day(2026, 12, 9) });
    expect(at('product')).toBe('exchange.endBeforeShip');
    editExchangeDraft('product', 5, { endDay: day(2026, 12, 10) });
    expect(at('product')).toBeNull();
  });
});

describe('exchangeRequest: the body sent', () => {
  beforeEach(() => {
    chooseAddress(address(7));
    chooseCard(card(8));
  });

  it('once: a single order on the chosen day, at the server’s time of day', () => {
    editExchangeDraft('product', 5, { quantity: 2, remark: 'ring twice', shipDay: day(2026, 12, 3) });
    expect(exchangeRequest(exchangeOf('product', 5, basics))).toEqual({
      create: 'order',
      body: {
        addressId: 7,
        productId: 5,
        cardId: 8,
        productNumber: 2,
        remark: 'ring twice',
        shipDate: 20261203,
        shipTime: day(2026, 12, 3) + 8 * 3600_000,
        plan: false,
      },
    });
  });

  it('periodic: a plan with its end and period', () => {
    editExchangeDraft('product', 5, { period: 'FOUR_WEEK', endDay: day(2027, 2, 1) });
    expect(exchangeRequest(exchangeOf('product', 5, basics))).toEqual({
      create: 'plan',
      body: {
        addressId: 7,
        productId: 5,
        cardId: 8,
        productNumber: 1,
        remark: '',
        shipDate: 20261201,
        shipTime: SHIP_TIME,
        plan: true,
        finishTime: day(2027, 2, 1) + 8 * 3600_000,
        type: 'FOUR_WEEK',
      },
    });
  });

  it('a voucher: a voucher order, no card', () => {
    editExchangeDraft('voucher', 31, { remark: 'back door' });
    expect(exchangeRequest(exchangeOf('voucher', 31, basics))).toEqual({
      create: 'voucher',
      body: { addressId: 7, voucherId: 31, remark: 'back door', shipDate: 20261201, shipTime: SHIP_TIME },
    });
  });

  it('none while the exchange is not valid', () => {
    editExchangeDraft('product', 5, { period: 'ONE_WEEK' });
    expect(exchangeRequest(exchangeOf('product', 5, basics))).toBeNull();
  });
});

describe('costs questions', () => {
  it('a single order is priced by card once address and card are known; a voucher by itself', () => {
    expect(orderCostsQuery(exchangeOf('product', 5, basics))).toBeNull();
    chooseAddress(address(7));
    expect(orderCostsQuery(exchangeOf('product', 5, basics))).toBeNull();
    chooseCard(card(8));
    editExchangeDraft('product', 5, { quantity: 3 });
    expect(JSON.parse(orderCostsQuery(exchangeOf('product', 5, basics))!.key)).toEqual({
      addressId: 7,
      productId: 5,
      orderType: 0,
      payId: 8,
      productNumber: 3,
    });
    expect(JSON.parse(orderCostsQuery(exchangeOf('voucher', 31, basics))!.key)).toEqual({
      addressId: 7,
      productId: 31,
      orderType: 1,
      payId: 31,
      productNumber: 1,
    });
  });

  it('a plan is priced only with an end date not before the first delivery (spec §5), and never as an order', () => {
    chooseAddress(address(7));
    chooseCard(card(8));
    editExchangeDraft('product', 5, { period: 'ONE_WEEK', shipDay: day(2026, 12, 5) });
    expect(orderCostsQuery(exchangeOf('product', 5, basics))).toBeNull();
    expect(planCostsQuery(exchangeOf('product', 5, basics))).toBeNull();
    editExchangeDraft('product', 5, { endDay: day(2026, 12, 4) });
    expect(planCostsQuery(exchangeOf('product', 5, basics))).toBeNull();
    editExchangeDraft('product', 5, { endDay: day(2026, 12, 26) });
    expect(JSON.parse(planCostsQuery(exchangeOf('product', 5, basics))!.key)).toEqual({
      addressId: 7,
      productId: 5,
      cardId: 8,
      productNumber: 1,
      shipTime: day(2026, 12, 5) + 8 * 3600_000,
      finishTime: day(2026, 12, 26) + 8 * 3600_000,
      type: 'ONE_WEEK',
    });
    expect(planCostsQuery(exchangeOf('voucher', 5, basics))).toBeNull();
  });

  it('ask() puts the question to the server', async () => {
    const api = mockApi({
      'POST /api/order/calculateCosts': () => 12.5,
      'POST /api/orderPlan/calculateCosts': () => ({ costs: 30, dates: [1, 2] }),
    });
    chooseAddress(address(7));
    chooseCard(card(8));
    const order = orderCostsQuery(exchangeOf('product', 5, basics))!;
    await expect(order.ask()).resolves.toBe(12.5);
    expect(api.to('/api/order/calculateCosts')[0].body).toEqual(JSON.parse(order.key));
    editExchangeDraft('product', 5, { period: 'TWO_WEEK', endDay: day(2027, 1, 1) });
    await expect(planCostsQuery(exchangeOf('product', 5, basics))!.ask()).resolves.toEqual({ costs: 30, dates: [1, 2] });
  });
});

describe('loadExchangeBasics', () => {
  it('looks up defaults only for what is not chosen, and a card only for a product', async () => {
    const api = mockApi({
      'GET /api/order/shipTime': () => SHIP_TIME,
      'GET /api/address/list': () => [address(1), address(2, { isDefault: 1 })],
      'GET /api/card/list': () => ({ list: [card(3), card(4, { default: true })], total: 2 }),
    });
    await expect(loadExchangeBasics('product')).resolves.toEqual({
      shipTime: SHIP_TIME,
      minDay: day(2026, 12, 1),
      defaultAddress: address(2, { isDefault: 1 }),
      noAddress: false,
      defaultCard: card(4, { default: true }),
    });
    chooseAddress(address(7));
    await loadExchangeBasics('voucher');
    expect(api.to('/api/address/list')).toHaveLength(1);
    expect(api.to('/api/card/list')).toHaveLength(1);
  });

  it('knows a member with no address at all (the way to one is the address form, issue 47.3)', async () => {
    mockApi({ 'GET /api/order/shipTime': () => SHIP_TIME, 'GET /api/address/list': () => [] });
    await expect(loadExchangeBasics('voucher')).resolves.toMatchObject({ defaultAddress: null, noAddress: true });
  });
});

describe('submitExchange', () => {
  it('answers the reason and asks nothing while the exchange is not valid', async () => {
    const api = mockApi({});
    await expect(submitExchange('product', 5, basics)).resolves.toEqual({ error: 'exchange.noAddress' });
    expect(api.calls).toHaveLength(0);
  });

  it('creates a single order from what is chosen now, and then forgets the draft', async () => {
    const api = mockApi({ 'POST /api/order/create': () => ({ orderId: 41, pay: true }) });
    chooseAddress(address(7));
    chooseCard(card(8));
    editExchangeDraft('product', 5, { quantity: 4 });
    await expect(submitExchange('product', 5, basics)).resolves.toEqual({ created: 'order', id: 41, pay: true });
    expect(api.to('/api/order/create')[0].body).toMatchObject({ productNumber: 4, plan: false, cardId: 8 });
    expect($exchangeDraft.get()).toBeNull();
    expect($exchangeCard.get()).toMatchObject({ id: 8 }); // the chosen card and address stay for the next exchange of this visit
  });

  it('creates a plan when a period is chosen', async () => {
    const api = mockApi({ 'POST /api/orderPlan/create': () => ({ planId: 9, pay: false }) });
    chooseAddress(address(7));
    chooseCard(card(8));
    editExchangeDraft('product', 5, { period: 'ONE_WEEK', endDay: day(2026, 12, 29) });
    await expect(submitExchange('product', 5, basics)).resolves.toEqual({ created: 'plan', id: 9, pay: false });
    expect(api.to('/api/orderPlan/create')[0].body).toMatchObject({ plan: true, type: 'ONE_WEEK' });
  });

  it('creates a voucher order', async () => {
    const api = mockApi({ 'POST /api/order/createVoucher': () => ({ orderId: 77, pay: false }) });
    chooseAddress(address(7));
    await expect(submitExchange('voucher', 31, basics)).resolves.toEqual({ created: 'order', id: 77, pay: false });
    expect(api.to('/api/order/createVoucher')[0].body).toMatchObject({ voucherId: 31, addressId: 7 });
  });

  it('a refused create rejects and keeps everything entered', async () => {
    mockApi({ 'POST /api/order/create': () => fail('not enough eggs') });
    chooseAddress(address(7));
    chooseCard(card(8));
    editExchangeDraft('product', 5, { remark: 'keep me' });
    await expect(submitExchange('product', 5, basics)).rejects.toBeTruthy();
    expect($exchangeDraft.get()).toMatchObject({ remark: 'keep me' });
    expect($exchangeAddress.get()).toMatchObject({ id: 7 });
  });
});
