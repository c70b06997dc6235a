import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ExchangeProduct from '../../src/pages/exchange/ExchangeProduct';
import { $addressSelect, $cardSelect, $exchangeAddress, $exchangeCard, $exchangeDraft, chooseAddress } from '../../src/stores/exchange';
import { entryState, go } from '../../src/platform/navigation';
import { $confirming } from '../../src/stores/confirm';
import { $toast } from '../../src/ui/toast/toast';
import { change, cleanExchangeEachTime, fee, field, home, itLoadsAndPricesLikeAnExchange, MIN, office, ready, settle, submitButton } from './exchange-form';
import { card, day, fail, mockApi, order, payParams, plan, product, renderScreen, stubPayBridge, type Routes } from './fixtures';

/** The server reads `id` paid (state 1) when asked after WeChat's ok (stores/confirm.ts). */
const paidList =
  <T,>(row: T) =>
  () => ({ list: [row], total: 1 });

const eggs = product(5, { name: 'Free-range eggs', spec: '30 pcs a box' });
const gold = card(11, { cardNo: '8888000011112222', eggNumber: 120, default: true });
const silver = card(12, { cardNo: '9999000033334444', eggNumber: 30 });

/** The usual backend: earliest ship day MIN, a default address and card, fee 8 (single) or 16 (plan, 2 dates). */
function backend(over: Routes = {}) {
  return mockApi({
    'GET /api/order/shipTime': () => MIN,
    'GET /api/address/list': () => [office, home],
    'GET /api/card/list': () => ({ list: [silver, gold], total: 2 }),
    'POST /api/order/calculateCosts': () => 8,
    'POST /api/orderPlan/calculateCosts': () => ({ costs: 16, dates: [day(2026, 12, 3), day(2026, 12, 10)] }),
    'POST /api/order/create': () => ({ orderId: 41, pay: false }),
    'POST /api/orderPlan/create': () => ({ planId: 42, pay: false }),
    'POST /api/pay/order': () => payParams,
    'POST /api/pay/plan': () => payParams,
    ...over,
  });
}

const open = () => renderScreen('/swap/card', ExchangeProduct, { product: eggs });
/** The body of a create or a costs question for the usual choices (address 1, product 5, card 11, one). */
const usual = (over: object) => ({ addressId: 1, productId: 5, cardId: 11, productNumber: 1, ...over });
/** Taps submit and waits for what the member is told. */
async function submitAndSee(said: string) {
  fireEvent.click(submitButton());
  expect(await screen.findByText(said, undefined, { timeout: 3000 })).toBeTruthy();
}
const setDate = (label: string, value: string) => change(label, value);
const setPeriod = (index: number) => change('Periodic delivery', String(index));
async function tap(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}

describe('/swap/card', () => {
  cleanExchangeEachTime();
  itLoadsAndPricesLikeAnExchange(backend, open);

  it('without a product in navigation state says so and offers the way back', async () => {
    renderScreen('/swap/card', ExchangeProduct);
    expect(screen.getByText('No product was chosen, please go back and choose one')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(2); // the nav bar's and the page's own
  });

  it('uses the default address and the default card when none is chosen', async () => {
    const api = backend();
    open();
    await ready();
    expect(screen.getByText('1 Egg Road')).toBeTruthy();
    expect(screen.getByText('8888 0000 1111 2222')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(api.to('/api/address/list')).toHaveLength(1);
    expect(api.to('/api/card/list')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Free-range eggs' })).toBeTruthy();
    expect(screen.getByText('30 pcs a box')).toBeTruthy();
  });

  it('uses the chosen address and card when set (and does not look up defaults)', async () => {
    $exchangeAddress.set(office);
    $exchangeCard.set(silver);
    const api = backend();
    open();
    expect(await screen.findByText('Han Meimei')).toBeTruthy();
    expect(screen.getByText('9999 0000 3333 4444')).toBeTruthy();
    expect(screen.queryByText('Li Lei')).toBeNull();
    expect(api.to('/api/address/list')).toHaveLength(0);
    expect(api.to('/api/card/list')).toHaveLength(0);
  });

  it('change address / change card set the select flags and open /address and /card', async () => {
    backend();
    open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /Change delivery address/ }));
    expect($addressSelect.get()).toBe(true);
    expect(location.hash).toBe('#/address');
    cleanup();
    open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /Change card/ }));
    expect($cardSelect.get()).toBe(true);
    expect(location.hash).toBe('#/card');
  });

  it('coming back without picking leaves choose mode, so /address and /card are plain lists again', async () => {
    $addressSelect.set(true);
    $cardSelect.set(true);
    backend();
    open();
    await ready();
    expect($addressSelect.get()).toBe(false);
    expect($cardSelect.get()).toBe(false);
  });

  it("delivery date defaults to the earliest ship day, which is also the picker's minimum", async () => {
    backend();
    open();
    await ready();
    expect(field('Delivery date').value).toBe('2026-12-01');
    expect(field('Delivery date').min).toBe('2026-12-01');
    expect(screen.queryByLabelText('End date')).toBeNull();
  });

  it("asks order/calculateCosts for a single order and shows the fee with 2 decimals and 'pay and submit'", async () => {
    const api = backend();
    open();
    await ready();
    await waitFor(() => expect(fee()).toBe('¥8.00'));
    expect(api.to('/api/order/calculateCosts')[0].body).toEqual({ addressId: 1, productId: 5, orderType: 0, payId: 11, productNumber: 1 });
    expect(submitButton().textContent).toBe('Pay and submit');
  });

  it('recomputes the fee once the quantity has settled, and drops a stale answer', async () => {
    let first = true;
    let releaseFirst!: () => void;
    const api = backend({
      'POST /api/order/calculateCosts': (call) => {
        if (first) {
          first = false;
          return new Promise((resolve) => (releaseFirst = () => resolve(99)));
        }
        return (call.body as { productNumber: number }).productNumber * 4;
      },
    });
    open();
    await ready();
    await waitFor(() => expect(api.to('/api/order/calculateCosts')).toHaveLength(1));
    await tap('Increase');
    await tap('Increase');
    await waitFor(() => expect(fee()).toBe('¥12.00'));
    expect(api.to('/api/order/calculateCosts').map((c) => (c.body as { productNumber: number }).productNumber)).toEqual([1, 3]);
    // Every fee shown from here on: the stale answer (99) is released, then one more tap is priced.
    const shown = feesShown();
    await act(async () => releaseFirst());
    await tap('Increase');
    // The next question goes 300 ms after the tap, long after the released answer was handled.
    await waitFor(() => expect(fee()).toBe('¥16.00'));
    shown.stop();
    expect(shown.fees).toEqual(['¥12.00', '¥16.00']);
  });

  it("quantity cannot go below 1: 'quantity cannot be less than 1'", async () => {
    backend();
    open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(await screen.findByText('Quantity cannot be less than 1')).toBeTruthy();
    expect((screen.getAllByLabelText('Quantity').find((e) => e.tagName === 'INPUT') as HTMLInputElement).value).toBe('1');
  });

  it("a long plan's explanation summarises its dates (count, first, last); the full list is one tap away", async () => {
    const weekly = Array.from({ length: 27 }, (_, i) => day(2026, 12, 3) + i * 7 * 86_400_000);
    backend({ 'POST /api/orderPlan/calculateCosts': () => ({ costs: 216, dates: weekly }) });
    open();
    await ready();
    await setPeriod(1);
    await setDate('Delivery date', '2026-12-03');
    await setDate('End date', '2027-06-03');
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === '27 deliveries, first on 2026-12-03, last on 2027-06-03')).toBeTruthy();
    const all = screen.getByText('All delivery dates');
    expect(all.tagName).toBe('SUMMARY');
    const details = all.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const listed = within(details)
      .getAllByRole('listitem', { hidden: true })
      .map((li) => li.textContent);
    expect(listed).toHaveLength(27);
    expect(listed.slice(0, 2)).toEqual(['2026-12-03', '2026-12-10']);
    expect(listed.at(-1)).toBe('2027-06-03');
  });

  it('the end date appears only with a period; plan costs are asked for only once an end date exists', async () => {
    const api = backend();
    open();
    await ready();
    // Fake time that also flows: the costs' wait (300 ms) is jumped over at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await setPeriod(1); // every week
      expect(await screen.findByLabelText('End date')).toBeTruthy();
      expect(screen.getByText('Choose an end date to see the delivery dates and the fee')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(api.to('/api/orderPlan/calculateCosts')).toHaveLength(0);
      expect(fee()).toBe('--');
    } finally {
      vi.useRealTimers();
    }
    await setDate('Delivery date', '2026-12-03');
    await setDate('End date', '2026-12-10');
    await waitFor(() => expect(fee()).toBe('¥16.00'));
    expect(api.to('/api/orderPlan/calculateCosts')).toHaveLength(1);
    expect(api.to('/api/orderPlan/calculateCosts')[0].body).toEqual(usual({ shipTime: day(2026, 12, 3), finishTime: day(2026, 12, 10), type: 'ONE_WEEK' }));
    const summary = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;
    await waitFor(() => expect(screen.getByText(summary('2 deliveries, first on 2026-12-03, last on 2026-12-10'))).toBeTruthy());
    expect(screen.queryByText('All delivery dates')).toBeNull(); // two dates: the summary names both
    expect(submitButton().textContent).toBe('Pay and submit');
    await setPeriod(0); // once
    await waitFor(() => expect(screen.queryByLabelText('End date')).toBeNull());
  });

  it("creates a single order when no period is chosen, with the exact body; 'submit successful'; then /order", async () => {
    const api = backend();
    open();
    await ready();
    await tap('Increase');
    await change('Remark', 'ring twice');
    await setDate('Delivery date', '2026-12-04');
    await submitAndSee('Submit successful');
    expect(api.to('/api/order/create')).toHaveLength(1);
    expect(api.to('/api/order/create')[0].body).toEqual(
      usual({ productNumber: 2, remark: 'ring twice', shipDate: 20261204, plan: false, shipTime: day(2026, 12, 4) }),
    );
    expect(api.to('/api/orderPlan/create')).toHaveLength(0);
    expect(api.to('/api/pay/order')).toHaveLength(0);
    expect(location.hash).toBe('#/order');
    expect($exchangeDraft.get()).toBeNull();
  });

  it('creates a plan only when a period is chosen, pays it when the answer says pay, then /plan', async () => {
    const invoke = stubPayBridge('ok');
    const api = backend({ 'POST /api/orderPlan/create': () => ({ planId: 42, pay: true }), 'GET /api/orderPlan/list': paidList(plan(42, { state: 1 })) });
    open();
    await ready();
    await setPeriod(2); // every two weeks
    await setDate('Delivery date', '2026-12-03');
    await setDate('End date', '2026-12-31');
    await change('Remark', 'mornings');
    await submitAndSee('Submit successful. Transaction payment succeeded');
    expect(api.to('/api/orderPlan/list')[0].query.get('lastId')).toBe('43');
    expect(api.to('/api/order/create')).toHaveLength(0);
    expect(api.to('/api/orderPlan/create')[0].body).toEqual(
      usual({ remark: 'mornings', shipDate: 20261203, plan: true, shipTime: day(2026, 12, 3), finishTime: day(2026, 12, 31), type: 'TWO_WEEK' }),
    );
    expect(api.to('/api/pay/plan')[0].body).toEqual({ id: 42 });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', expect.objectContaining({ package: 'prepay_id=wx123' }), expect.any(Function));
    expect(location.hash).toBe('#/plan');
  });

  /** Every fee shown from now on, in order (each change of the fee line once). */
  function feesShown() {
    const fees: string[] = [fee() ?? ''];
    const observer = new MutationObserver(() => {
      const now = screen.queryByTestId('fee')?.textContent ?? '';
      if (now !== fees.at(-1)) fees.push(now);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return { fees, stop: () => observer.disconnect() };
  }

  /** Every toast shown from the submit tap until the screen has gone on to /order, in order: what the member sees, not only the last one. */
  async function toastsOfSubmit() {
    const shown: { type: string; message: string }[] = [];
    const stop = $toast.listen((now) => {
      if (now) shown.push({ type: now.type, message: now.message });
    });
    fireEvent.click(submitButton());
    await waitFor(() => expect(location.hash).toBe('#/order'), { timeout: 3000 });
    stop();
    return shown;
  }
  /** WeChat answers `result` for an exchange the server reads paid: 'confirming payment…', then one toast says placed and paid. */
  async function expectPaidWords(result: 'ok' | 'cancel' | 'fail') {
    stubPayBridge(result);
    backend({ 'POST /api/order/create': () => ({ orderId: 41, pay: true }), 'GET /api/order/list': paidList(order(41, { state: 1 })) });
    open();
    await ready();
    expect(await toastsOfSubmit()).toEqual([
      { type: 'loading', message: 'Confirming payment…' },
      { type: 'success', message: 'Submit successful. Transaction payment succeeded' },
    ]);
  }

  it.each([
    ['cancel', 'info'],
    ['fail', 'fail'],
  ] as const)(
    'a payment that ends %s says once, after the server was asked: placed, payment failed, waiting for payment in the list (a %s toast, never a success)',
    async (result, type) => {
      const invoke = stubPayBridge(result);
      const api = backend({ 'POST /api/order/create': () => ({ orderId: 41, pay: true }), 'GET /api/order/list': paidList(order(41, { state: 0 })) });
      open();
      await ready();
      const shown = await toastsOfSubmit();
      expect(shown).toEqual([
        { type: 'loading', message: 'Confirming payment…' },
        { type, message: 'Submit successful. Transaction payment failed: the order is waiting for payment, tap it in the list to pay' },
      ]);
      expect(api.to('/api/pay/order')[0].body).toEqual({ id: 41 });
      expect(invoke).toHaveBeenCalledTimes(1);
      // Asked twice (issue 46.1), and nothing marked: the list offers to pay it.
      expect(api.to('/api/order/list').map((c) => c.query.get('lastId'))).toEqual(['42', '42']);
      expect($confirming.get()).toEqual({});
    },
  );

  it.each(['cancel', 'fail'] as const)(
    'WeChat answers %s for a payment the server reads paid: the words of a paid exchange, and the list (issue 46.1)',
    async (result) => {
      await expectPaidWords(result);
    },
  );

  it('a member who went elsewhere while the payment was confirmed reads its word there and stays (issue 46.3)', async () => {
    stubPayBridge('ok');
    let state = 0;
    backend({
      'POST /api/order/create': () => ({ orderId: 41, pay: true }),
      'GET /api/order/list': () => ({ list: [order(41, { state: state as 0 | 1 })], total: 1 }),
    });
    open();
    await ready();
    fireEvent.click(submitButton());
    await waitFor(() => expect($toast.get()?.message).toBe('Confirming payment…'));
    act(() => go('/address/edit', { address: 'typed so far' }));
    state = 1;
    await waitFor(() => expect($toast.get()?.message).toBe('Submit successful. Transaction payment succeeded'), { timeout: 3000 });
    await act(() => new Promise((later) => setTimeout(later, 20)));
    expect(location.hash).toBe('#/address/edit');
    expect(entryState()).toEqual({ address: 'typed so far' });
  });

  it("a payment that succeeded is not replaced by 'submit successful': one toast says both, placed then paid, after 'confirming payment…'", async () => {
    await expectPaidWords('ok');
  });

  it('a pay call the API refuses is said in the same one toast (placed, not paid), not toasted apart and replaced', async () => {
    stubPayBridge('ok');
    backend({ 'POST /api/order/create': () => ({ orderId: 41, pay: true }), 'POST /api/pay/order': () => fail('no pay today') });
    open();
    await ready();
    const shown = await toastsOfSubmit();
    expect(shown.map((x) => x.message)).toEqual(['Submit successful. Transaction payment failed: the order is waiting for payment, tap it in the list to pay']);
  });

  it("keeps to the server's day grid when its earliest ship time is not a China day start (a backend sending 08:00), whatever the phone's zone", async () => {
    const HOURS = 8 * 3600_000;
    const api = backend({ 'GET /api/order/shipTime': () => MIN + HOURS });
    open();
    await ready();
    expect(field('Delivery date').value).toBe('2026-12-01');
    await waitFor(() => expect(api.to('/api/order/calculateCosts')).toHaveLength(1));
    await submitAndSee('Submit successful');
    // The first day: exactly the server's earliest time, never before it.
    expect(api.to('/api/order/create')[0].body).toMatchObject({ shipDate: 20261201, shipTime: MIN + HOURS });
  });

  it('an end date before the delivery date is said, not turned silently into a one-delivery plan', async () => {
    const api = backend();
    open();
    await ready();
    await setPeriod(1);
    await setDate('Delivery date', '2026-12-10');
    await setDate('End date', '2026-12-05');
    expect(field('End date').value).toBe('2026-12-05');
    expect(await screen.findByText('The end date cannot be earlier than the delivery date')).toBeTruthy();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The end date cannot be earlier than the delivery date'));
    expect(api.to('/api/orderPlan/calculateCosts')).toHaveLength(0);
    expect(api.to('/api/orderPlan/create')).toHaveLength(0);
  });

  it('a plan on a later day keeps the same time of day for its start and end', async () => {
    const HOURS = 8 * 3600_000;
    const api = backend({ 'GET /api/order/shipTime': () => MIN + HOURS });
    open();
    await ready();
    await setPeriod(1);
    await setDate('Delivery date', '2026-12-03');
    await setDate('End date', '2026-12-17');
    await waitFor(() => expect(api.to('/api/orderPlan/calculateCosts')).toHaveLength(1));
    expect(api.to('/api/orderPlan/calculateCosts')[0].body).toMatchObject({ shipTime: day(2026, 12, 3) + HOURS, finishTime: day(2026, 12, 17) + HOURS });
    await submitAndSee('Submit successful');
    expect(api.to('/api/orderPlan/create')[0].body).toMatchObject({
      shipDate: 20261203,
      shipTime: day(2026, 12, 3) + HOURS,
      finishTime: day(2026, 12, 17) + HOURS,
    });
  });

  it('a double tap sends one create request', async () => {
    let answer!: (v: unknown) => void;
    const api = backend({ 'POST /api/order/create': () => new Promise((resolve) => (answer = resolve)) });
    open();
    await ready();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.to('/api/order/create')).toHaveLength(1));
    await act(async () => answer({ orderId: 41, pay: false }));
    expect(await screen.findByText('Submit successful')).toBeTruthy();
    expect(api.to('/api/order/create')).toHaveLength(1);
  });

  it('a failed create shows why and keeps every input', async () => {
    const api = backend({ 'POST /api/orderPlan/create': () => fail('not enough eggs on this card') });
    open();
    await ready();
    await tap('Increase');
    await change('Remark', 'gate code 1234');
    await setPeriod(3);
    await setDate('Delivery date', '2026-12-05');
    await setDate('End date', '2027-01-30');
    await submitAndSee('not enough eggs on this card');
    expect(api.to('/api/orderPlan/create')).toHaveLength(1);
    expect(location.hash).toBe('#/swap/card');
    expect((screen.getAllByLabelText('Quantity').find((e) => e.tagName === 'INPUT') as HTMLInputElement).value).toBe('2');
    expect(field('Remark').value).toBe('gate code 1234');
    expect(field('Delivery date').value).toBe('2026-12-05');
    expect(field('End date').value).toBe('2027-01-30');
    expect((field('Periodic delivery') as unknown as HTMLSelectElement).selectedOptions[0].textContent).toBe('Every four weeks');
    expect($exchangeDraft.get()).not.toBeNull();
  });

  it('says up front what is missing (address, card), each with the way to add it, and no empty blocks with "change"', async () => {
    backend({ 'GET /api/address/list': () => [office], 'GET /api/card/list': () => ({ list: [silver], total: 1 }) });
    open();
    const notice = within(await screen.findByRole('region', { name: 'Before you submit' }));
    expect(notice.getByText('This exchange needs a delivery address: add one, or choose one you saved')).toBeTruthy();
    expect(notice.getByText('This exchange needs a membership card to take the eggs from')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
    fireEvent.click(notice.getByRole('button', { name: 'Add or choose an address' }));
    expect(location.hash).toBe('#/address');
    expect($addressSelect.get()).toBe(true);
  });

  it('a member with no address at all is taken to the address form, not to an empty list (choosing for this exchange)', async () => {
    backend({ 'GET /api/address/list': () => [], 'GET /api/card/list': () => ({ list: [silver], total: 1 }) });
    open();
    const notice = within(await screen.findByRole('region', { name: 'Before you submit' }));
    fireEvent.click(notice.getByRole('button', { name: 'Add or choose an address' }));
    expect(location.hash).toBe('#/address/edit');
    expect($addressSelect.get()).toBe(true);
  });

  it('the way to a card from the notice opens /card in choose mode; once both are chosen the notice is gone', async () => {
    backend({ 'GET /api/card/list': () => ({ list: [silver], total: 1 }) });
    open();
    await ready();
    const notice = within(await screen.findByRole('region', { name: 'Before you submit' }));
    expect(notice.queryByRole('button', { name: 'Add or choose an address' })).toBeNull();
    fireEvent.click(notice.getByRole('button', { name: 'Choose a card' }));
    expect(location.hash).toBe('#/card');
    expect($cardSelect.get()).toBe(true);
    act(() => $exchangeCard.set(silver));
    await settle();
    expect(screen.queryByRole('region', { name: 'Before you submit' })).toBeNull();
  });

  it('validates before sending: no address, no card, no end date with a period', async () => {
    const api = backend({ 'GET /api/address/list': () => [office], 'GET /api/card/list': () => ({ list: [silver], total: 1 }) });
    open();
    await screen.findByRole('region', { name: 'Before you submit' });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Please choose a delivery address'));
    await settle(); // the first tap's button is ready again, as it is before a finger's next tap
    act(() => chooseAddress(office));
    await settle();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please choose a card'));
    act(() => $exchangeCard.set(silver));
    await setPeriod(1);
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please choose an end date'));
    expect(api.to('/api/order/create')).toHaveLength(0);
    expect(api.to('/api/orderPlan/create')).toHaveLength(0);
  });

  it('everything entered, and the chosen address and card, survive going to /address and back, and a reload', async () => {
    const api = backend();
    open();
    await ready();
    await tap('Increase');
    await tap('Increase');
    await change('Remark', 'leave with the guard');
    await setDate('Delivery date', '2026-12-06');
    await setPeriod(1);
    await setDate('End date', '2026-12-27');
    fireEvent.click(screen.getByRole('button', { name: /Change delivery address/ }));
    expect(location.hash).toBe('#/address');
    // On /address the member picks another address; /address goes back to this screen.
    act(() => chooseAddress(office));
    act(() => $exchangeCard.set(silver));
    cleanup();
    open();
    expect(await screen.findByText('Han Meimei')).toBeTruthy();
    const check = () => {
      expect(screen.getByText('9999 0000 3333 4444')).toBeTruthy();
      expect((screen.getAllByLabelText('Quantity').find((e) => e.tagName === 'INPUT') as HTMLInputElement).value).toBe('3');
      expect(field('Remark').value).toBe('leave with the guard');
      expect(field('Delivery date').value).toBe('2026-12-06');
      expect(field('End date').value).toBe('2026-12-27');
      expect((field('Periodic delivery') as unknown as HTMLSelectElement).selectedOptions[0].textContent).toBe('Every week');
    };
    check();
    // A reload: the draft and the choices are in local storage under their keys.
    expect(JSON.parse(localStorage.getItem('swap-draft') ?? 'null')).toEqual({
      kind: 'product',
      id: 5,
      quantity: 3,
      remark: 'leave with the guard',
      shipDay: day(2026, 12, 6),
      period: 'ONE_WEEK',
      endDay: day(2026, 12, 27),
    });
    expect(JSON.parse(localStorage.getItem('swap-address') ?? 'null')).toEqual(office);
    expect(JSON.parse(localStorage.getItem('swap-card') ?? 'null')).toEqual(silver);
    cleanup();
    open();
    expect(await screen.findByText('Han Meimei')).toBeTruthy();
    check();
    await waitFor(() => expect(api.to('/api/orderPlan/calculateCosts').length).toBeGreaterThan(0));
    expect(api.to('/api/orderPlan/calculateCosts').at(-1)?.body).toMatchObject({ addressId: 2, cardId: 12, productNumber: 3 });
  });

  it("a draft of another product is not this one's", async () => {
    $exchangeDraft.set({ kind: 'product', id: 99, quantity: 7, remark: 'other', shipDay: null, period: null, endDay: null });
    backend();
    open();
    await ready();
    expect(field('Remark').value).toBe('');
  });
});
