/**
 * Issue 46.5 on the exchange screen: a tap on "Pay and submit" with no network is told so, where the
 * member is, and keeps what was typed (before, the store reported the create's failure without
 * saying it was an action, and the member saw "Loading..." flash, then nothing). The fee is a
 * lookup: asked while the member types, it says it is unknown in place; asked by a tap (the submit
 * that needs it first, a tap on the unknown fee) it is part of that action and says so too.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExchangeProduct from '../../src/pages/exchange/ExchangeProduct';
import { resetPlatformForTests } from '../../src/platform/wechat';
import { $eggsRefused, $exchangeCard, $exchangeDraft } from '../../src/stores/exchange';
import { $online } from '../../src/stores/network';
import { $toast } from '../../src/ui/toast/toast';
import { address, afterFrame, card, day, mockApi, product, renderScreen, wait } from './fixtures';

const OFFLINE = "You're offline — this needs the network. What you typed is kept.";
const UNKNOWN = 'Fee unknown — tap to retry';
let offline = false;

/** The engine's network gone: navigator.onLine and its event, and fetch rejecting as it does. */
function goOffline() {
  offline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function backend() {
  const reachable =
    <T,>(answer: () => T) =>
    () => {
      if (offline) throw new TypeError('Failed to fetch');
      return answer();
    };
  return mockApi({
    'GET /api/order/shipTime': () => day(2026, 12, 1),
    'GET /api/address/list': () => [address(1, { name: 'Li Lei', address: '1 Egg Road', isDefault: 1 })],
    'GET /api/card/list': () => ({ list: [card(11, { eggNumber: 120, default: true })], total: 1 }),
    'POST /api/order/calculateCosts': reachable(() => 8),
    'POST /api/order/create': reachable(() => ({ orderId: 41, pay: true })),
  });
}

async function open() {
  renderScreen('/swap/card', ExchangeProduct, { product: product(5, { name: 'Free-range eggs' }) });
  await screen.findByText('Li Lei');
  await afterFrame();
}
const paySubmit = () => screen.getByRole('button', { name: /^Pay and submit$/ });
const remark = () => screen.getByLabelText('Remark') as HTMLTextAreaElement;
const tapDone = () => waitFor(() => expect(paySubmit().getAttribute('aria-busy')).toBeNull());

describe('an exchange tapped offline (issue 46.5)', () => {
  beforeEach(() => {
    offline = false;
    resetPlatformForTests();
  });
  afterEach(async () => {
    // Unmounted, and its listeners gone (preact runs effect cleanups after the next paint), before the network is back.
    cleanup();
    await new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => setTimeout(done));
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    $online.set(true);
    $toast.set(null);
    $exchangeDraft.set(null);
    $exchangeCard.set(null);
    $eggsRefused.set(null);
  });

  it('the fee shown, "Pay and submit" offline: the member is told it needs the network, and the remark stays', async () => {
    const api = backend();
    await open();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥8.00'));
    fireEvent.change(remark(), { target: { value: 'ring twice' } });
    goOffline();
    fireEvent.click(paySubmit());
    await waitFor(() => expect($toast.get()?.message).toBe(OFFLINE));
    await tapDone();
    expect($toast.get()?.type).toBe('fail');
    expect(api.to('/api/order/create')).toHaveLength(1);
    expect(remark().value).toBe('ring twice');
    expect(location.hash).toBe('#/swap/card');
  });

  it('the fee asked while typing offline says it is unknown in place, no toast; a tap on it, or on "Pay and submit", is told it needs the network', async () => {
    const api = backend();
    await open();
    await waitFor(() => expect(screen.getByTestId('fee').textContent).toBe('¥8.00'));
    goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    const unknown = await screen.findByRole('button', { name: UNKNOWN });
    await act(() => wait(20));
    expect($toast.get()).toBeNull();

    fireEvent.click(unknown);
    await waitFor(() => expect($toast.get()?.message).toBe(OFFLINE));
    act(() => $toast.set(null));
    fireEvent.click(paySubmit());
    await waitFor(() => expect($toast.get()?.message).toBe(OFFLINE));
    await tapDone();
    expect(api.to('/api/order/create')).toHaveLength(0);
  });
});
