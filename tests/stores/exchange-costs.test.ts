/**
 * Issue 15 §1 in the exchange store: the quantity clamp, the eggs an exchange uses, a card short of eggs.
 * Issue 29 point 5: what the submit button says while the fee is or is not known.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient, hooks } from '../../src/api/client';
import {
  $eggsRefused,
  $exchangeDraft,
  cardLacksEggs,
  chooseAddress,
  chooseCard,
  clampQuantity,
  clearExchange,
  draftFor,
  editExchangeDraft,
  eggsUsed,
  exchangeOf,
  exchangeRequest,
  feeOf,
  mayProceed,
  QUANTITY_MAX,
  QUANTITY_MIN,
  submitExchange,
  submitLabel,
  type ExchangeBasics,
  type Fee,
} from '../../src/stores/exchange';
import { address, card, day, fail, mockApi } from '../pages/fixtures';

const basics: ExchangeBasics = { shipTime: day(2026, 12, 1), minDay: day(2026, 12, 1), defaultAddress: address(1), defaultCard: card(2, { eggNumber: 30 }) };
const original = { ...hooks };

afterEach(() => {
  vi.unstubAllGlobals();
  clearExchange();
  $eggsRefused.set(null);
  configureClient(original);
});

describe('the quantity (spec §5: clamped to min and max)', () => {
  it('clamps into [1, 999], whole units; what cannot be read is 1', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 999]);
    expect(clampQuantity(5000)).toBe(999);
    expect(clampQuantity(999)).toBe(999);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('an edit is clamped whoever makes it, and so is a stored draft, so the request never carries more', () => {
    editExchangeDraft('product', 5, { quantity: 12_000 });
    expect($exchangeDraft.get()?.quantity).toBe(999);
    $exchangeDraft.set({ kind: 'product', id: 5, quantity: 5000, remark: '', shipDay: null, period: null, endDay: null });
    expect(draftFor('product', 5).quantity).toBe(999);
    const request = exchangeRequest(exchangeOf('product', 5, basics));
    expect(request?.body).toMatchObject({ productNumber: 999 });
  });
});

describe('the eggs an exchange uses', () => {
  it('quantity × eggs a unit; × deliveries for a plan once they are known; null without the optional field', () => {
    editExchangeDraft('product', 5, { quantity: 3 });
    const x = exchangeOf('product', 5, basics);
    expect(eggsUsed(x, 2, null)).toBe(6);
    expect(eggsUsed(x, undefined, null)).toBeNull();
    editExchangeDraft('product', 5, { period: 'ONE_WEEK', endDay: day(2026, 12, 15) });
    const plan = exchangeOf('product', 5, basics);
    expect(eggsUsed(plan, 2, null)).toBeNull();
    expect(eggsUsed(plan, 2, 3)).toBe(18);
    expect(eggsUsed(exchangeOf('voucher', 5, basics), 2, null)).toBeNull();
  });

  it('the card lacks eggs when the server refused this very exchange, or when what it uses is known to exceed its eggs', () => {
    const x = exchangeOf('product', 5, basics); // card 2: 30 eggs
    expect(cardLacksEggs(x, 30, null)).toBe(false);
    expect(cardLacksEggs(x, 31, null)).toBe(true);
    expect(cardLacksEggs(x, null, null)).toBe(false);
  });
});

describe('submitExchange when the card lacks eggs', () => {
  const ready = () => {
    chooseAddress(address(1));
    chooseCard(card(2, { eggNumber: 30 }));
  };

  it('answers lacksEggs, remembers which exchange was refused, keeps the draft and raises no toast (the card block says it)', async () => {
    const onFailure = vi.fn();
    configureClient({ onFailure });
    mockApi({ 'POST /api/order/create': () => fail('not enough eggs on this card: 40 needed, 30 available', 'eggs.insufficient') });
    ready();
    editExchangeDraft('product', 5, { quantity: 40, remark: 'kept' });
    await expect(submitExchange('product', 5, basics)).resolves.toEqual({ lacksEggs: true });
    expect(onFailure).not.toHaveBeenCalled();
    expect($exchangeDraft.get()).toMatchObject({ quantity: 40, remark: 'kept' });
    const x = exchangeOf('product', 5, basics);
    expect(cardLacksEggs(x, null, $eggsRefused.get())).toBe(true);
    // Another card, or another quantity, is a new question.
    chooseCard(card(3, { eggNumber: 500 }));
    expect(cardLacksEggs(exchangeOf('product', 5, basics), null, $eggsRefused.get())).toBe(false);
    chooseCard(card(2, { eggNumber: 30 }));
    editExchangeDraft('product', 5, { quantity: 10 });
    expect(cardLacksEggs(exchangeOf('product', 5, basics), null, $eggsRefused.get())).toBe(false);
  });

  it('a plan refused for lack of eggs answers the same', async () => {
    configureClient({ onFailure: vi.fn() });
    mockApi({ 'POST /api/orderPlan/create': () => fail('not enough eggs', 'eggs.insufficient') });
    ready();
    editExchangeDraft('product', 5, { period: 'TWO_WEEK', endDay: day(2027, 1, 30) });
    await expect(submitExchange('product', 5, basics)).resolves.toEqual({ lacksEggs: true });
  });

  it('any other refusal is reported once as every failure is, and rejects with the draft kept', async () => {
    const onFailure = vi.fn();
    configureClient({ onFailure });
    mockApi({ 'POST /api/order/create': () => fail('sold out', 'state.conflict') });
    ready();
    editExchangeDraft('product', 5, { remark: 'kept' });
    await expect(submitExchange('product', 5, basics)).rejects.toMatchObject({ code: 'state.conflict' });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0][0]).toMatchObject({ message: 'sold out' });
    expect($eggsRefused.get()).toBeNull();
    expect($exchangeDraft.get()).toMatchObject({ remark: 'kept' });
  });

  it('a success forgets an earlier refusal', async () => {
    configureClient({ onFailure: vi.fn() });
    mockApi({ 'POST /api/order/create': () => ({ orderId: 7, pay: false }) });
    ready();
    $eggsRefused.set('["stale"]');
    await expect(submitExchange('product', 5, basics)).resolves.toEqual({ created: 'order', id: 7, pay: false });
    expect($eggsRefused.get()).toBeNull();
  });
});

describe("the submit button's words (issue 29 point 5: a fee not known is never shown as free)", () => {
  it("known above 0: 'pay and submit'; known 0: 'submit'; not known (failed, or asked for the first time): 'pay and submit'", () => {
    expect(submitLabel({ status: 'known', value: 8 })).toBe('common.paySubmit');
    expect(submitLabel({ status: 'known', value: 0.01 })).toBe('common.paySubmit');
    expect(submitLabel({ status: 'known', value: 0 })).toBe('common.submit');
    expect(submitLabel({ status: 'failed', value: null })).toBe('common.paySubmit');
    expect(submitLabel({ status: 'asking', value: null })).toBe('common.paySubmit');
  });

  it("while new inputs are priced the last answer's words stay (the tap checks them); nothing to price yet: 'submit', whose tap only says what is missing", () => {
    expect(submitLabel({ status: 'asking', value: 0 })).toBe('common.submit');
    expect(submitLabel({ status: 'asking', value: 8 })).toBe('common.paySubmit');
    expect(submitLabel({ status: 'none', value: null })).toBe('common.submit');
  });

  it("a plan's costs read as its fee", () => {
    const plan = { costs: 16, dates: [1, 2] };
    expect(feeOf({ status: 'known', value: plan }, (p) => p.costs)).toEqual({ status: 'known', value: 16 });
    expect(feeOf({ status: 'asking', value: plan }, (p) => p.costs)).toEqual({ status: 'asking', value: 16 });
    expect(feeOf<typeof plan>({ status: 'failed', value: null }, (p) => p.costs)).toEqual({ status: 'failed', value: null });
  });

  it("a tap goes on only once the fee is known, and a 'submit' tap only when it is 0", async () => {
    const fee = (value: number) => () => Promise.resolve(value);
    const unknown = () => Promise.reject(new Error('network'));
    const asking: Fee = { status: 'asking', value: 0 };
    const failed: Fee = { status: 'failed', value: null };
    // nothing to price: submitting says what is missing
    expect(await mayProceed('common.submit', { status: 'none', value: null }, unknown)).toBe(true);
    expect(await mayProceed('common.submit', asking, fee(0))).toBe(true);
    expect(await mayProceed('common.submit', asking, fee(8))).toBe(false);
    expect(await mayProceed('common.paySubmit', failed, fee(8))).toBe(true);
    expect(await mayProceed('common.paySubmit', { status: 'known', value: 0 }, fee(0))).toBe(true);
    expect(await mayProceed('common.paySubmit', failed, unknown)).toBe(false);
    expect(await mayProceed('common.submit', asking, unknown)).toBe(false);
  });
});
