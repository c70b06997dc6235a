import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TopUp from '../../src/pages/top-up/TopUp';
import { $confirming } from '../../src/stores/confirm';
import { ToastHost } from '../../src/ui/toast/Toast';
import { card, deferred, fail, mockApi, renderScreen, settle, toastText } from './fixtures';

const payParams = { appId: 'wx1', timestamp: '1700000000', nonceStr: 'n', packageStr: 'prepay_id=p1', signType: 'RSA', paySign: 's' };
const combos = [
  { id: 11, name: '30 eggs', description: '30 eggs, validity +3 months' },
  { id: 12, name: '120 eggs', description: '120 eggs, validity +1 year' },
];
const cards = [card(1, { eggNumber: 60 }), card(2, { default: true, eggNumber: 200, level: 3 }), card(3, { eggNumber: 20, level: 1 })];
const page = (list = cards) => ({ list, total: list.length });

/** WeChat's bridge answering getBrandWCPayRequest with `result`. */
function installBridge(result: 'ok' | 'cancel' | 'fail') {
  const invoke = vi.fn((_name: string, _args: unknown, cb?: (res: { err_msg: string }) => void) => cb?.({ err_msg: `get_brand_wcpay_request:${result}` }));
  window.WeixinJSBridge = { invoke };
  return invoke;
}

const open = () => renderScreen('/combo', TopUp);
const shownCard = () => document.querySelector('[aria-current="true"]')!;

function api(over = {}) {
  let lists = 0;
  return mockApi({
    // After the first answer the server has applied the top-up (its validity moves on: stores/confirm.ts).
    'GET /api/card/list': () =>
      ++lists === 1 ? page() : page(cards.map((c) => ({ ...c, validTime: Number(c.validTime) + 1, ...(c.id === 2 ? { eggNumber: 230 } : {}) }))),
    'GET /api/combo/list': () => combos,
    'POST /api/combo/create': () => 501,
    'POST /api/pay/combo': () => payParams,
    ...over,
  });
}

describe('/combo', () => {
  beforeEach(() => {
    delete window.WeixinJSBridge;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    delete window.WeixinJSBridge;
  });

  it('shows skeletons, then the carousel of cards (starting at the default card), the combos and the hint', async () => {
    api();
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Top-up' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"]').length).toBe(2);
    // The cards' skeleton is a card's own box (so the hint and combos below do not move for one card).
    expect(container.querySelectorAll('[aria-busy="true"] [data-wait]')).toHaveLength(1);
    const carousel = await screen.findByRole('region', { name: 'My cards' });
    expect(within(carousel).getAllByRole('group', { name: /of 3/ })).toHaveLength(3);
    expect(within(shownCard() as HTMLElement).getByText('8866 0000 0000 0102')).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Top-up' });
    expect(within(grid).getByText('30 eggs')).toBeTruthy();
    expect(within(grid).getByText('120 eggs, validity +1 year')).toBeTruthy();
    expect(within(grid).getAllByRole('button', { name: /^Top up/ })).toHaveLength(2);
    expect(screen.getByText('Card validity is extended automatically after topping up')).toBeTruthy();
  });

  it('previous / next buttons move the carousel when there is more than one card', async () => {
    api();
    open();
    await screen.findByRole('region', { name: 'My cards' });
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    await waitFor(() => expect(within(shownCard() as HTMLElement).getByText('8866 0000 0000 0103')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Previous card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous card' }));
    await waitFor(() => expect(within(shownCard() as HTMLElement).getByText('8866 0000 0000 0101')).toBeTruthy());
  });

  it('no previous / next with a single card', async () => {
    api({ 'GET /api/card/list': () => page([cards[0]]) });
    open();
    await screen.findByRole('region', { name: 'My cards' });
    expect(screen.queryByRole('button', { name: 'Next card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous card' })).toBeNull();
  });

  it("top up: combo/create with the combo and the shown card, pay/combo, WeChat Pay → 'transaction payment succeeded' → cards reloaded", async () => {
    const invoke = installBridge('ok');
    const calls = api();
    open();
    await screen.findByRole('region', { name: 'My cards' });
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    await waitFor(() => expect(within(shownCard() as HTMLElement).getByText('8866 0000 0000 0103')).toBeTruthy());
    fireEvent.click(await screen.findByRole('button', { name: 'Top up 120 eggs' }));
    // WeChat's ok is no proof: the server is asked first (issue 32.2).
    await waitFor(() => expect(toastText()).toBe('Confirming payment…'));
    await waitFor(() => expect(toastText()).toBe('Transaction payment succeeded'), { timeout: 3000 });
    expect(calls.callsTo('/api/combo/create')[0].body).toEqual({ comboId: 12, cardNo: '8866000000000103' });
    expect(calls.callsTo('/api/pay/combo')[0].body).toEqual({ id: 501 });
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      expect.objectContaining({ package: 'prepay_id=p1', timeStamp: '1700000000' }),
      expect.any(Function),
    );
    // The first list, the server's confirming answer, and the reload that shows it.
    await waitFor(() => expect(calls.callsTo('/api/card/list')).toHaveLength(3));
    await screen.findByText('230 eggs available to redeem');
  });

  it.each([
    ['cancel', 'as information, announced politely (the member cancelled on purpose, issue 15.2)', 'status', 'alert', null],
    ['fail', 'as an alarm', 'alert', 'status', '!'],
  ] as const)("a %s payment says 'transaction payment failed' %s, and still refreshes the cards", async (outcome, _how, shownIn, emptyIn, icon) => {
    installBridge(outcome);
    const calls = api({ 'GET /api/card/list': () => page() });
    const host = within(render(<ToastHost />).container);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Top up 30 eggs' }));
    await waitFor(() => expect(host.getByRole(shownIn).textContent).toContain('Transaction payment failed'));
    expect(host.getByRole(emptyIn).textContent).toBe('');
    const toast = host.getByRole(shownIn).firstElementChild as HTMLElement;
    expect(toast.dataset.type).toBe(outcome === 'cancel' ? 'info' : 'fail');
    expect(toast.querySelector('[aria-hidden="true"]')?.textContent ?? null).toBe(icon);
    expect(calls.callsTo('/api/combo/create')[0].body).toEqual({ comboId: 11, cardNo: '8866000000000102' });
    // The first list, the server asked twice whether it moved the card all the same (issue 46.1), and the reload.
    await waitFor(() => expect(calls.callsTo('/api/card/list')).toHaveLength(4));
  });

  it('one order per double tap on top up', async () => {
    installBridge('ok');
    const created = deferred<number>();
    const calls = api({ 'POST /api/combo/create': () => created.promise });
    open();
    const button = await screen.findByRole('button', { name: 'Top up 30 eggs' });
    await screen.findByRole('region', { name: 'My cards' });
    fireEvent.click(button);
    fireEvent.click(button);
    created.resolve(501);
    await waitFor(() => expect(toastText()).toBe('Transaction payment succeeded'), { timeout: 3000 });
    expect(calls.callsTo('/api/combo/create')).toHaveLength(1);
    expect(calls.callsTo('/api/pay/combo')).toHaveLength(1);
  });

  it('a refused combo/create shows the server message and pays nothing', async () => {
    const invoke = installBridge('ok');
    const calls = api({ 'POST /api/combo/create': () => fail('this combo is sold out') });
    open();
    await screen.findByRole('region', { name: 'My cards' });
    fireEvent.click(await screen.findByRole('button', { name: 'Top up 30 eggs' }));
    await waitFor(() => expect(toastText()).toBe('this combo is sold out'));
    expect(calls.callsTo('/api/pay/combo')).toHaveLength(0);
    expect(invoke).not.toHaveBeenCalled();
  });

  describe('a top-up WeChat approved and the server has not applied (issue 46.4)', () => {
    const shown = cards[1]; // the default card, shown first
    const markOf = (c: (typeof cards)[number]) => `card:${c.cardNo}:${c.validTime}:${c.eggNumber}`;

    it("never notified: told so, and the card topped up says 'Confirming payment…' (not the others); Top up stays", async () => {
      installBridge('ok');
      const calls = api({ 'GET /api/card/list': () => page() });
      open();
      fireEvent.click(await screen.findByRole('button', { name: 'Top up 30 eggs' }));
      await waitFor(() => expect(toastText()).toBe("Payment is being confirmed; the card's eggs and validity will show it once it is"), { timeout: 15_000 });
      const receiving = await screen.findByText(/^Topping up card 8866 0000 0000 0102/);
      expect(receiving.textContent).toBe('Topping up card 8866 0000 0000 0102 Confirming payment…');
      expect(($confirming.get() as Record<string, number>)[markOf(shown)]).toBeTypeOf('number');
      fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
      expect(await screen.findByText('Topping up card 8866 0000 0000 0103')).toBeTruthy();
      expect(screen.queryByText(/Confirming payment/)).toBeNull();
      expect((screen.getByRole('button', { name: 'Top up 30 eggs' }) as HTMLButtonElement).disabled).toBe(false);
      expect(calls.callsTo('/api/combo/create')).toHaveLength(1);
    }, 20_000);

    it.each([
      ['Close', 0],
      ['Confirm', 1],
    ] as const)('a second top-up of that card asks the server once more, then the member: %s pays %i times', async (answer, payments) => {
      const invoke = installBridge('ok');
      $confirming.set({ [markOf(shown)]: Date.now() - 60_000 });
      const calls = api({ 'GET /api/card/list': () => page() });
      open();
      expect(await screen.findByText(/Confirming payment…/)).toBeTruthy();
      await settle(); // happy-dom's late hashchange would close the question (fixtures.tsx)
      fireEvent.click(await screen.findByRole('button', { name: 'Top up 30 eggs' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain('Your earlier payment for this is not confirmed yet. Pay again?');
      fireEvent.click(within(dialog).getByRole('button', { name: answer }));
      await waitFor(() => expect(calls.callsTo('/api/pay/combo')).toHaveLength(payments));
      await new Promise((later) => setTimeout(later, 50));
      expect(calls.callsTo('/api/combo/create')).toHaveLength(payments);
      expect(invoke).toHaveBeenCalledTimes(payments);
    });

    it('the mark kept from before resumes its confirmation on the screen: once the server moves the card, the new eggs, no note, no tap', async () => {
      $confirming.set({ [markOf(shown)]: Date.now() - 60_000 });
      let moved = false;
      api({ 'GET /api/card/list': () => page(moved ? cards.map((c) => (c.id === 2 ? { ...c, eggNumber: 230 } : c)) : cards) });
      open();
      expect(await screen.findByText(/Confirming payment…/)).toBeTruthy();
      moved = true;
      expect(await screen.findByText('230 eggs available to redeem')).toBeTruthy();
      expect(screen.queryByText(/Confirming payment…/)).toBeNull();
      expect($confirming.get()).toEqual({});
    });
  });

  it('says which card receives the top-up before paying, and follows the carousel', async () => {
    api();
    open();
    await screen.findByRole('region', { name: 'My cards' });
    expect(await screen.findByText('Topping up card 8866 0000 0000 0102')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(await screen.findByText('Topping up card 8866 0000 0000 0103')).toBeTruthy();
  });

  it('with no cards: says so with the way on (scan to bind); no card is named; the top-up buttons are disabled', async () => {
    api({ 'GET /api/card/list': () => page([]) });
    open();
    expect(await screen.findByText("You have no card to top up yet: scan your card's code to bind it")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan to bind' })).toBeTruthy();
    expect(screen.queryByText(/Topping up card/)).toBeNull();
    const button = (await screen.findByRole('button', { name: 'Top up 30 eggs' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('failed loads show the error and a retry that loads again', async () => {
    let n = 0;
    let m = 0;
    api({
      'GET /api/card/list': () => (++n === 1 ? fail('card service down') : page()),
      'GET /api/combo/list': () => (++m === 1 ? fail('combo service down') : combos),
    });
    open();
    await waitFor(() => expect(screen.getAllByText('Failed to load')).toHaveLength(2));
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'My cards' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Top-up' })).toBeTruthy();
  });
});
