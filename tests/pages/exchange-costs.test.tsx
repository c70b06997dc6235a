/**
 * Issue 29 point 5 (the last describe): a fee not known is never shown as free.
 * Issue 15 §1 on /swap/card: what the exchange costs before committing — the eggs it uses (where the
 * answer carries them), a card short of eggs said next to the card block with the form kept, and a
 * quantity clamped to the server's maximum before it is ever sent.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExchangeProduct from '../../src/pages/exchange/ExchangeProduct';
import ExchangeVoucher from '../../src/pages/exchange/ExchangeVoucher';
import { resetPlatformForTests } from '../../src/platform/wechat';
import { $eggsRefused, $exchangeCard, $exchangeDraft, chooseCard } from '../../src/stores/exchange';
import { address, afterFrame, card, deferred, day, fail, later, mockApi, product, renderScreen, voucher, wait, type Routes } from './fixtures';

const MIN = day(2026, 12, 1);
const home = address(1, { name: 'Li Lei', address: '1 Egg Road', isDefault: 1 });
const gold = card(11, { cardNo: '8888000011112222', eggNumber: 120, default: true });
const silver = card(12, { cardNo: '9999000033334444', eggNumber: 30 });
const SHORT = 'This card does not have enough eggs for this exchange; choose another card or a smaller quantity';

function backend(over: Routes = {}) {
  return mockApi({
    'GET /api/order/shipTime': () => MIN,
    'GET /api/address/list': () => [home],
    'GET /api/card/list': () => ({ list: [silver, gold], total: 2 }),
    'POST /api/order/calculateCosts': () => 0,
    'POST /api/orderPlan/calculateCosts': () => ({ costs: 0, dates: [day(2026, 12, 3), day(2026, 12, 10)] }),
    'POST /api/order/create': () => ({ orderId: 41, pay: false }),
    'POST /api/orderPlan/create': () => ({ planId: 42, pay: false }),
    ...over,
  });
}

const open = (item = product(5, { name: 'Free-range eggs' })) => renderScreen('/swap/card', ExchangeProduct, { product: item });
/** The form is shown, and past its first frame preact has subscribed to the stores: a member's first tap comes after that. */
async function ready() {
  await screen.findByText('Li Lei');
  await afterFrame();
}
const settle = () => act(() => wait(0));
const quantityInput = () => screen.getAllByLabelText('Quantity').find((e) => e.tagName === 'INPUT') as HTMLInputElement;
const cardSection = () => screen.getByRole('region', { name: 'Card' });
/** Preact renders a store change on its next tick, as a browser does before the next tap. */
async function tap(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Pay and submit|Submit)$/ }));

/** What a phone does: the value changes, then input and change fire (each runtime listens to one). */
async function type(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

describe('/swap/card: what it costs', () => {
  beforeEach(() => resetPlatformForTests());
  afterEach(() => {
    vi.unstubAllGlobals();
    $exchangeDraft.set(null);
    $exchangeCard.set(null);
    $eggsRefused.set(null);
  });

  it('shows the eggs the exchange uses when the product carries its eggs a unit: quantity × eggs, × deliveries for a plan', async () => {
    backend();
    open(product(5, { name: 'Free-range eggs', eggs: 2 }));
    await ready();
    expect(within(cardSection()).getByTestId('eggs-used').textContent).toBe('Eggs this exchange uses 2');
    await tap('Increase');
    await tap('Increase');
    expect(screen.getByTestId('eggs-used').textContent).toBe('Eggs this exchange uses 6');
    await type(screen.getByLabelText('Periodic delivery') as HTMLInputElement, '1');
    // A plan's eggs are known once its deliveries are: not before its end date is chosen.
    expect(screen.queryByTestId('eggs-used')).toBeNull();
    await type(screen.getByLabelText('End date') as HTMLInputElement, '2026-12-10');
    await waitFor(() => expect(screen.getByTestId('eggs-used').textContent).toBe('Eggs this exchange uses 12'));
  });

  it('without the optional eggs field the screen works as before: no eggs line, the fee, submit', async () => {
    const api = backend({ 'POST /api/order/calculateCosts': () => 8 });
    open(product(5, { name: 'Free-range eggs' }));
    await ready();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥8.00'));
    expect(screen.queryByTestId('eggs-used')).toBeNull();
    expect(within(cardSection()).queryByRole('alert')).toBeNull();
    expect(screen.getByText('8888 0000 1111 2222')).toBeTruthy();
    submit();
    await waitFor(() => expect(api.to('/api/order/create')).toHaveLength(1));
  });

  it('says the card lacks eggs beside the card when it knows the exchange uses more than the card has', async () => {
    backend();
    $exchangeCard.set(silver); // 30 eggs
    open(product(5, { name: 'Free-range eggs', eggs: 40 }));
    await ready();
    expect(within(cardSection()).getByRole('alert').textContent).toBe(SHORT);
  });

  it("when the server answers that the card lacks eggs, says so next to the card block in the member's words, no toast, the form kept; another card clears it", async () => {
    const api = backend({
      'POST /api/order/create': () => fail('not enough eggs on this card: 3 needed, 0 available', 'eggs.insufficient'),
    });
    open();
    await ready();
    await tap('Increase');
    await tap('Increase');
    await type(screen.getByLabelText('Remark') as HTMLTextAreaElement, 'ring twice');
    submit();
    await waitFor(() => expect(within(cardSection()).getByRole('alert').textContent).toBe(SHORT));
    expect(api.to('/api/order/create')).toHaveLength(1);
    // Only the card block says it: no toast with the server's words.
    expect(screen.queryByText(/not enough eggs on this card/)).toBeNull();
    expect(location.hash).toBe('#/swap/card');
    expect(quantityInput().value).toBe('3');
    expect((screen.getByLabelText('Remark') as HTMLTextAreaElement).value).toBe('ring twice');

    // The member changes card: the rest of the form is still there, the message is not.
    fireEvent.click(within(cardSection()).getByRole('button', { name: /Change card/ }));
    expect(location.hash).toBe('#/card');
    act(() => chooseCard(silver));
    cleanup();
    open();
    expect(await screen.findByText('9999 0000 3333 4444')).toBeTruthy();
    expect(within(cardSection()).queryByRole('alert')).toBeNull();
    expect(quantityInput().value).toBe('3');
    expect((screen.getByLabelText('Remark') as HTMLTextAreaElement).value).toBe('ring twice');
  });

  it('a smaller quantity is a new question: the message goes until the server answers again', async () => {
    backend({ 'POST /api/order/create': () => fail('not enough eggs', 'eggs.insufficient') });
    open();
    await ready();
    await tap('Increase');
    submit();
    await waitFor(() => expect(within(cardSection()).getByRole('alert')).toBeTruthy());
    await tap('Decrease');
    expect(within(cardSection()).queryByRole('alert')).toBeNull();
  });

  it("other refusals still toast the server's message and keep the form", async () => {
    backend({ 'POST /api/order/create': () => fail('this product is sold out') });
    open();
    await ready();
    submit();
    expect(await screen.findByText('this product is sold out')).toBeTruthy();
    expect(within(cardSection()).queryByRole('alert')).toBeNull();
  });

  it("clamps a typed quantity to the server's maximum on blur (spec §5), so no request carries more than 999", async () => {
    const api = backend();
    open();
    await ready();
    const input = quantityInput();
    act(() => input.focus());
    await type(input, '5000');
    act(() => {
      input.blur();
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    await settle();
    expect(quantityInput().value).toBe('999');
    expect(screen.getByRole('button', { name: 'Increase' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(api.to('/api/order/calculateCosts').at(-1)?.body).toMatchObject({ productNumber: 999 }));
    submit();
    await waitFor(() => expect(api.to('/api/order/create')).toHaveLength(1));
    expect(api.to('/api/order/create')[0].body).toMatchObject({ productNumber: 999 });
    for (const call of api.calls) expect((call.body as { productNumber?: number } | undefined)?.productNumber ?? 0).toBeLessThanOrEqual(999);
  });

  it('a stored draft with a quantity above the maximum (an older build) is sent clamped', async () => {
    $exchangeDraft.set({ kind: 'product', id: 5, quantity: 5000, remark: '', shipDay: null, period: null, endDay: null });
    const api = backend();
    open();
    await ready();
    expect(quantityInput().value).toBe('999');
    await waitFor(() => expect(api.to('/api/order/calculateCosts')).toHaveLength(1));
    expect(api.to('/api/order/calculateCosts')[0].body).toMatchObject({ productNumber: 999 });
  });
});

/**
 * Issue 29 point 5: a fee that is not known is never shown as free. The network drops while the
 * quantity changes: the fee line says the fee is unknown (a tap asks again), the button never reads
 * 'submit', the fee is asked again when the network returns, and a tap on the button asks for the
 * fee before anything is created.
 */
describe('/swap/card and /swap/voucher: a fee that is not known', () => {
  const UNKNOWN = 'Fee unknown — tap to retry';
  let offline = false;
  /** What fetch does with no network: it rejects (the client says 'network error'). */
  const reachable =
    <T,>(answer: (call: { body: unknown }) => T) =>
    (call: { body: unknown }) => {
      if (offline) throw new TypeError('Failed to fetch');
      return answer(call);
    };
  const quantityOf = (call: { body: unknown }) => (call.body as { productNumber: number }).productNumber;
  const goOnline = () => {
    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
  };
  const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}$`) });
  /** The tap's work is over once the button is no longer busy (a positive signal, not a sleep). */
  const tapDone = () => waitFor(() => expect(screen.getByRole('button', { name: /^(Pay and submit|Submit)$/ }).getAttribute('aria-busy')).toBeNull());

  beforeEach(() => {
    offline = false;
    resetPlatformForTests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $exchangeDraft.set(null);
    $exchangeCard.set(null);
    $eggsRefused.set(null);
  });

  it("says the fee is unknown and reads 'pay and submit', never 'submit'; asks again when the network returns", async () => {
    const api = backend({ 'POST /api/order/calculateCosts': reachable((call) => (quantityOf(call) === 1 ? 0 : 8)) });
    open();
    await ready();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥0.00'));
    expect(button('Submit')).toBeTruthy();

    offline = true;
    await tap('Increase');
    const unknown = await screen.findByRole('button', { name: UNKNOWN });
    expect(unknown.closest('p')?.textContent).toBe(`Total express fee ${UNKNOWN}`);
    expect(button('Pay and submit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Submit$/ })).toBeNull();

    const asked = api.to('/api/order/calculateCosts').length;
    goOnline();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥8.00'));
    expect(api.to('/api/order/calculateCosts')).toHaveLength(asked + 1);
    expect(quantityOf(api.to('/api/order/calculateCosts').at(-1)!)).toBe(2);
    expect(button('Pay and submit')).toBeTruthy();
  });

  it('a tap on the unknown fee asks for it again', async () => {
    const api = backend({ 'POST /api/order/calculateCosts': reachable(() => 0) });
    offline = true;
    open();
    await ready();
    const unknown = await screen.findByRole('button', { name: UNKNOWN });
    expect(button('Pay and submit')).toBeTruthy();
    offline = false; // back, but no online event (a flaky signal, not a lost connection)
    const asked = api.to('/api/order/calculateCosts').length;
    fireEvent.click(unknown);
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥0.00'));
    expect(api.to('/api/order/calculateCosts')).toHaveLength(asked + 1);
    expect(button('Submit')).toBeTruthy();
  });

  it("'pay and submit' on an unknown fee asks for the fee first: still unknown, nothing is created; known, the order is", async () => {
    const api = backend({ 'POST /api/order/calculateCosts': reachable(() => 8) });
    offline = true;
    open();
    await ready();
    await screen.findByRole('button', { name: UNKNOWN });
    const asked = api.to('/api/order/calculateCosts').length;
    fireEvent.click(button('Pay and submit'));
    await waitFor(() => expect(api.to('/api/order/calculateCosts')).toHaveLength(asked + 1));
    await tapDone();
    expect(await screen.findByRole('button', { name: UNKNOWN })).toBeTruthy();
    expect(api.to('/api/order/create')).toHaveLength(0);

    offline = false;
    fireEvent.click(button('Pay and submit'));
    await waitFor(() => expect(api.to('/api/order/create')).toHaveLength(1));
    expect(api.to('/api/order/calculateCosts')).toHaveLength(asked + 2);
  });

  it("a tap on 'submit' while new inputs are priced waits for their fee: above 0, nothing is created and the button reads 'pay and submit'", async () => {
    // The new quantity's answer is held until the tap (a 40 ms answer arrived first on a busy machine).
    const priced = deferred<number>();
    const api = backend({ 'POST /api/order/calculateCosts': (call) => (quantityOf(call) === 1 ? later(0) : priced.promise) });
    open();
    await ready();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥0.00'));
    await tap('Increase');
    // The last answer's words stay while the new quantity is priced; the tap checks them.
    fireEvent.click(button('Submit'));
    priced.resolve(8);
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥8.00'));
    await tapDone();
    expect(button('Pay and submit')).toBeTruthy();
    expect(api.to('/api/order/create')).toHaveLength(0);
    fireEvent.click(button('Pay and submit'));
    await waitFor(() => expect(api.to('/api/order/create')).toHaveLength(1));
    expect(api.to('/api/order/create')[0].body).toMatchObject({ productNumber: 2 });
  });

  it('the same for a plan: its costs unknown, no dates, never free; the network back brings both', async () => {
    backend({ 'POST /api/orderPlan/calculateCosts': reachable(() => ({ costs: 16, dates: [day(2026, 12, 3), day(2026, 12, 10)] })) });
    open();
    await ready();
    offline = true;
    await type(screen.getByLabelText('Periodic delivery') as HTMLInputElement, '1');
    await type(screen.getByLabelText('End date') as HTMLInputElement, '2026-12-10');
    await screen.findByRole('button', { name: UNKNOWN });
    expect(button('Pay and submit')).toBeTruthy();
    expect(screen.queryByText(/deliveries, first on/)).toBeNull();
    goOnline();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥16.00'));
    expect(screen.getByText(/2 deliveries, first on/)).toBeTruthy();
  });

  it('the same for a voucher: unknown, never free, asked again when the network returns', async () => {
    mockApi({
      'GET /api/order/shipTime': () => MIN,
      'GET /api/address/list': () => [home],
      'POST /api/order/calculateCosts': reachable(() => 0),
    });
    offline = true;
    renderScreen('/swap/voucher', ExchangeVoucher, { voucher: voucher(31, { name: 'Egg gift voucher' }) });
    await screen.findByText('Li Lei');
    await screen.findByRole('button', { name: UNKNOWN });
    expect(button('Pay and submit')).toBeTruthy();
    goOnline();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥0.00'));
    expect(button('Submit')).toBeTruthy();
  });
});
