import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../src/api/client';
import { CONFIRMING_KEY } from '../../src/lib/confirming';
import {
  $confirming,
  beforePaying,
  CHECK_WAITS,
  CONFIRM_WAITS,
  CONFIRMING_FOR,
  confirmPayment,
  isConfirming,
  paidAnyway,
  SEEN_FOR,
  untilPaid,
  watchConfirming,
} from '../../src/stores/confirm';
import { setOnline } from '../../src/stores/network';
import { card, mockApi, order, plan } from '../pages/fixtures';

const page = <T>(list: T[]) => ({ list, total: list.length });

// The HTTP client's chunk, loaded before time is faked (a module load is no timer).
beforeAll(async () => {
  await httpClient();
});
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
  $confirming.set({});
  localStorage.removeItem(CONFIRMING_KEY);
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

  it('an order: marked confirming while the server reads it pending payment, unmarked once it reads paid; no mark left, no key', async () => {
    let state = 0;
    const api = mockApi({ 'GET /api/order/list': () => page([order(7, { state: state as 0 | 1 })]) });
    let result: boolean | undefined;
    void confirmPayment('order', 7).then((r) => (result = r));
    expect(isConfirming($confirming.get(), 'order', 7)).toBe(true);
    expect(isConfirming($confirming.get(), 'plan', 7)).toBe(false);
    expect(localStorage.getItem(CONFIRMING_KEY)).toBe(JSON.stringify({ 'order:7': Date.now() }));
    await vi.advanceTimersByTimeAsync(1500);
    expect(api.to('/api/order/list').map((c) => c.query.get('lastId'))).toEqual(['8', '8']);
    expect(result).toBeUndefined();
    state = 1;
    await vi.advanceTimersByTimeAsync(2000);
    expect(result).toBe(true);
    expect($confirming.get()).toEqual({});
    // The orders shell reads the key before the app: an empty record is no record (issue 46.4).
    expect(localStorage.getItem(CONFIRMING_KEY)).toBeNull();
  });

  it('a plan never confirmed stays marked (no pay button) for an hour, then lapses; for a day paying again asks the server first', async () => {
    const api = mockApi({ 'GET /api/orderPlan/list': () => page([plan(3, { state: 0 })]) });
    let result: boolean | undefined;
    void confirmPayment('plan', 3).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(total);
    expect(result).toBe(false);
    expect(isConfirming($confirming.get(), 'plan', 3)).toBe(true);
    vi.setSystemTime(Date.now() + CONFIRMING_FOR);
    expect(isConfirming($confirming.get(), 'plan', 3)).toBe(false);
    const reads = api.to('/api/orderPlan/list').length;
    await expect(beforePaying('plan', 3)).resolves.toBe('unconfirmed');
    expect(api.to('/api/orderPlan/list')).toHaveLength(reads + 1);
    await expect(beforePaying('plan', 4)).resolves.toBe('new'); // never seen: no read
    expect(api.to('/api/orderPlan/list')).toHaveLength(reads + 1);
    vi.setSystemTime(Date.now() + SEEN_FOR);
    await expect(beforePaying('plan', 3)).resolves.toBe('new');
  });

  it('paying again after the mark lapsed: the server now reads it paid, so the mark goes and nothing is paid twice', async () => {
    let state = 0;
    mockApi({ 'GET /api/order/list': () => page([order(31, { state: state as 0 | 1 })]) });
    $confirming.set({ 'order:31': Date.now() - CONFIRMING_FOR - 1 });
    state = 1;
    await expect(beforePaying('order', 31)).resolves.toBe('paid');
    expect(localStorage.getItem(CONFIRMING_KEY)).toBeNull();
  });

  it('a mark older than a day goes with the next write; the others stay', async () => {
    mockApi({ 'GET /api/order/list': () => page([order(41, { state: 0 })]) });
    const old = Date.now() - SEEN_FOR;
    const recent = Date.now() - 1000;
    $confirming.set({ 'order:40': old, 'plan:2': recent });
    void confirmPayment('order', 41);
    expect($confirming.get()).toEqual({ 'plan:2': recent, 'order:41': Date.now() });
    await vi.advanceTimersByTimeAsync(total);
  });

  it.each([
    ['a validity past the one before', { validTime: 2000 }],
    ['more eggs (a top-up that extends nothing: the card was valid for longer)', { eggNumber: 130 }],
  ])('a top-up is marked on its card until the card reads %s', async (_, paid) => {
    let now: { validTime: number; eggNumber: number } = { validTime: 1000, eggNumber: 30 };
    mockApi({ 'GET /api/card/list': () => page([card(1, { cardNo: '8866000000000001', ...now })]) });
    const before = { cardNo: '8866000000000001', validTime: 1000, eggNumber: 30 };
    let result: boolean | undefined;
    void confirmPayment('topUp', 501, before).then((r) => (result = r));
    expect(isConfirming($confirming.get(), 'topUp', 0, before)).toBe(true);
    expect(isConfirming($confirming.get(), 'topUp', 0, { ...before, cardNo: '8866000000000002' })).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(result).toBeUndefined();
    now = { ...now, ...paid };
    await vi.advanceTimersByTimeAsync(2000);
    expect(result).toBe(true);
    expect(localStorage.getItem(CONFIRMING_KEY)).toBeNull();
  });

  it('a top-up never confirmed: the card as it was says confirming for an hour; once the server moves the card, it does not', async () => {
    mockApi({ 'GET /api/card/list': () => page([card(1, { cardNo: '8866000000000001', validTime: 1000, eggNumber: 30 })]) });
    const before = { cardNo: '8866000000000001', validTime: 1000, eggNumber: 30 };
    void confirmPayment('topUp', 502, before);
    await vi.advanceTimersByTimeAsync(total);
    expect(isConfirming($confirming.get(), 'topUp', 0, before)).toBe(true);
    expect(isConfirming($confirming.get(), 'topUp', 0, { ...before, eggNumber: 60 })).toBe(false);
    await expect(beforePaying('topUp', 0, before)).resolves.toBe('unconfirmed');
  });
});

describe("WeChat's cancel or fail is no proof either (issue 46.1)", () => {
  it('asks the server once at once and once more 1.5 s later, marking nothing; a payment it reads paid is paid', async () => {
    let state = 0;
    const api = mockApi({ 'GET /api/order/list': () => page([order(12, { state: state as 0 | 1 })]) });
    let result: boolean | undefined;
    void paidAnyway('order', 12).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.to('/api/order/list')).toHaveLength(1);
    expect(localStorage.getItem(CONFIRMING_KEY)).toBeNull();
    state = 1;
    await vi.advanceTimersByTimeAsync(1500);
    expect(result).toBe(true);
    expect(api.to('/api/order/list')).toHaveLength(2);
  });

  it('a genuine cancel: two reads, false, and no mark (the pay button stays)', async () => {
    const api = mockApi({ 'GET /api/orderPlan/list': () => page([plan(13, { state: 0 })]) });
    let result: boolean | undefined;
    void paidAnyway('plan', 13).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(CHECK_WAITS.reduce((a, b) => a + b, 0));
    expect(result).toBe(false);
    expect(api.to('/api/orderPlan/list')).toHaveLength(2);
    expect(isConfirming($confirming.get(), 'plan', 13)).toBe(false);
    expect(localStorage.getItem(CONFIRMING_KEY)).toBeNull();
  });

  it('a top-up the server applied all the same', async () => {
    mockApi({ 'GET /api/card/list': () => page([card(1, { cardNo: '8866000000000001', validTime: 1000, eggNumber: 60 })]) });
    await expect(
      (async () => {
        const paid = paidAnyway('topUp', 503, { cardNo: '8866000000000001', validTime: 1000, eggNumber: 30 });
        await vi.advanceTimersByTimeAsync(0);
        return paid;
      })(),
    ).resolves.toBe(true);
  });
});

describe('a kept mark resumes its confirmation where it is shown (issue 46.2)', () => {
  it('after a reload: the same schedule from the showing, the mark gone and the screen told once the server reads it paid', async () => {
    let state = 0;
    const api = mockApi({ 'GET /api/order/list': () => page([order(21, { state: state as 0 | 1 })]) });
    $confirming.set({ 'order:21': Date.now() - 5000 }); // kept from before the reload: nothing runs
    const paid = vi.fn();
    const stop = watchConfirming('order', 21, undefined, paid);
    await vi.advanceTimersByTimeAsync(CONFIRM_WAITS[0] + CONFIRM_WAITS[1]);
    expect(api.to('/api/order/list')).toHaveLength(2);
    state = 1;
    await vi.advanceTimersByTimeAsync(CONFIRM_WAITS[2]);
    expect(paid).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CONFIRMING_KEY)).toBeNull();
    stop();
  });

  it('one confirmation a mark: a screen showing what is being confirmed joins it (one read each time)', async () => {
    const api = mockApi({ 'GET /api/order/list': () => page([order(22, { state: 0 })]) });
    void confirmPayment('order', 22);
    const stops = [watchConfirming('order', 22, undefined, vi.fn()), watchConfirming('order', 22, undefined, vi.fn())];
    await vi.advanceTimersByTimeAsync(total);
    expect(api.to('/api/order/list')).toHaveLength(CONFIRM_WAITS.length);
    for (const stop of stops) stop();
  });

  it('nothing is read for a lapsed mark or none', async () => {
    const api = mockApi({ 'GET /api/order/list': () => page([order(23, { state: 0 })]) });
    $confirming.set({ 'order:23': Date.now() - CONFIRMING_FOR });
    const stops = [watchConfirming('order', 23, undefined, vi.fn()), watchConfirming('order', 24, undefined, vi.fn())];
    await vi.advanceTimersByTimeAsync(total);
    expect(api.to('/api/order/list')).toHaveLength(0);
    for (const stop of stops) stop();
  });
});

describe("WeChat's ok, then the network drops (issue 46.6)", () => {
  it('is never failed: unconfirmed while no read gets through, and confirmed once the network is back on a screen showing it', async () => {
    let network = false;
    mockApi({
      'GET /api/order/list': () => {
        if (!network) throw new TypeError('Failed to fetch');
        return page([order(25, { state: 1 })]);
      },
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let result: boolean | undefined;
    void confirmPayment('order', 25).then((r) => (result = r));
    setOnline(false);
    await vi.advanceTimersByTimeAsync(total);
    expect(result).toBe(false); // being confirmed, not failed: the mark stays
    expect(isConfirming($confirming.get(), 'order', 25)).toBe(true);
    const paid = vi.fn();
    const stop = watchConfirming('order', 25, undefined, paid);
    await vi.advanceTimersByTimeAsync(total);
    expect(paid).not.toHaveBeenCalled();
    network = true;
    onLine.mockRestore();
    setOnline(true);
    await vi.advanceTimersByTimeAsync(CONFIRM_WAITS[0]);
    expect(paid).toHaveBeenCalledTimes(1);
    expect(isConfirming($confirming.get(), 'order', 25)).toBe(false);
    stop();
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
