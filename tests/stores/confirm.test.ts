import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../src/api/client';
import { $confirming, CONFIRM_WAITS, CONFIRMING_FOR, confirmPaid, confirmTopUp, isConfirming, untilPaid } from '../../src/stores/confirm';
import { card, mockApi, order, plan } from '../pages/fixtures';

const page = <T>(list: T[]) => ({ list, total: list.length });

// The HTTP client's chunk, loaded before time is faked (a module load is no timer).
beforeAll(async () => {
  await httpClient();
});
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
  $confirming.set({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const total = CONFIRM_WAITS.reduce((a, b) => a + b, 0);

describe('stores/confirm: paid means the server says paid (issue 32.2)', () => {
  it('reads on a bounded schedule (0.5 s, 1 s, 2 s… about 10 s in all) and stops at the first paid', async () => {
    expect(total).toBeGreaterThanOrEqual(9000);
    expect(total).toBeLessThanOrEqual(11_000);
    const isPaid = vi.fn(async () => isPaid.mock.calls.length === 3);
    let result: boolean | undefined;
    void untilPaid(isPaid).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(499);
    expect(isPaid).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(isPaid).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CONFIRM_WAITS[1] + CONFIRM_WAITS[2]);
    expect(isPaid).toHaveBeenCalledTimes(3);
    expect(result).toBe(true);
    await vi.advanceTimersByTimeAsync(total);
    expect(isPaid).toHaveBeenCalledTimes(3);
  });

  it('gives up after the bound (a failed read is one more not-yet), and at once when the flow ends', async () => {
    const isPaid = vi.fn(async () => {
      if (isPaid.mock.calls.length === 2) throw new Error('offline');
      return false;
    });
    let result: boolean | undefined;
    void untilPaid(isPaid).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(total - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    expect(isPaid).toHaveBeenCalledTimes(CONFIRM_WAITS.length);

    const ended = new AbortController();
    const again = vi.fn(async () => false);
    let stopped: boolean | undefined;
    void untilPaid(again, ended.signal).then((r) => (stopped = r));
    await vi.advanceTimersByTimeAsync(500);
    ended.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('an order: marked confirming while the server reads it pending payment, unmarked once it reads paid', async () => {
    let state = 0;
    const api = mockApi({ 'GET /api/order/list': () => page([order(7, { state: state as 0 | 1 })]) });
    let result: boolean | undefined;
    void confirmPaid('order', 7).then((r) => (result = r));
    expect(isConfirming($confirming.get(), 'order', 7)).toBe(true);
    expect(isConfirming($confirming.get(), 'plan', 7)).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(api.to('/api/order/list').map((c) => c.query.get('lastId'))).toEqual(['8', '8']);
    expect(result).toBeUndefined();
    state = 1;
    await vi.advanceTimersByTimeAsync(2000);
    expect(result).toBe(true);
    expect($confirming.get()).toEqual({});
  });

  it('a plan never confirmed stays marked (no pay button) for an hour, then lapses', async () => {
    mockApi({ 'GET /api/orderPlan/list': () => page([plan(3, { state: 0 })]) });
    let result: boolean | undefined;
    void confirmPaid('plan', 3).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(total);
    expect(result).toBe(false);
    expect(isConfirming($confirming.get(), 'plan', 3)).toBe(true);
    vi.setSystemTime(Date.now() + CONFIRMING_FOR);
    expect(isConfirming($confirming.get(), 'plan', 3)).toBe(false);
  });

  it.each([
    ['a validity past the one before', { validTime: 2000 }],
    ['more eggs (a top-up that extends nothing: the card was valid for longer)', { eggNumber: 130 }],
  ])('a top-up is confirmed when the card reads %s', async (_, paid) => {
    let now: { validTime: number; eggNumber: number } = { validTime: 1000, eggNumber: 30 };
    mockApi({ 'GET /api/card/list': () => page([card(1, { cardNo: '8866000000000001', ...now })]) });
    let result: boolean | undefined;
    void confirmTopUp({ cardNo: '8866000000000001', validTime: 1000, eggNumber: 30 }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(1500);
    expect(result).toBeUndefined();
    now = { ...now, ...paid };
    await vi.advanceTimersByTimeAsync(2000);
    expect(result).toBe(true);
  });
});

describe("an exchange's last word when its payment was not confirmed in time (issue 32.2 with 30.3)", () => {
  it('is one information toast: being confirmed, it will show in my orders (or order plans); the list opens as after any placement', async () => {
    const { placedWords } = await import('../../src/stores/exchange/place');
    expect(placedWords({ created: 'plan', id: 4, payment: 'unconfirmed' })).toEqual({ tone: 'info', text: 'pay.unconfirmedPlan', to: '/plan' });
    expect(placedWords({ created: 'order', id: 4, payment: 'unconfirmed' })).toEqual({ tone: 'info', text: 'pay.unconfirmed', to: '/order' });
    expect(placedWords({ created: 'order', id: 4, payment: 'ok' })).toEqual({ tone: 'success', text: 'exchange.placedPaid', to: '/order' });
  });
});
