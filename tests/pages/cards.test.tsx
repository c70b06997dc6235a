import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cards from '../../src/pages/card/Cards';
import { $cardSelect, $exchangeCard, startChoosingCard } from '../../src/stores';
import { card, deferred, fail, mockApi, renderScreen, toastText } from './fixtures';
import { entryState } from '../../src/platform/navigation';
import { formatCardNo } from '../../src/lib/format';
import { $confirming } from '../../src/stores/confirm';

const nav = vi.hoisted(() => ({ back: vi.fn() }));
vi.mock('../../src/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/platform/navigation')>()),
  back: nav.back,
}));
const wx = vi.hoisted(() => ({ scan: vi.fn() }));
vi.mock('../../src/platform/wechat', () => ({ scan: wx.scan }));

const first = card(1, { default: true, level: 3, eggNumber: 200, bindPhone: '13800000001' });
const second = card(2, { level: 1, eggNumber: 20, bindPhone: '13800000002' });
const page = (list = [first, second]) => ({ list, total: list.length });

const open = () => renderScreen('/card', Cards);
const tile = (cardNo: string) => document.querySelector<HTMLElement>(`[data-card="${cardNo}"]`)!;

describe('/card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.useRealTimers();
    $cardSelect.set(false);
    $exchangeCard.set(null);
  });

  it('shows a skeleton, then a tile per card: number, tier, eggs, valid until and the default badge', async () => {
    mockApi({ 'GET /api/card/list': () => page() });
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'My cards' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'My cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const one = within(tile(first.cardNo));
    expect(one.getByText('8866 0000 0000 0101')).toBeTruthy();
    expect(one.getByText('SVIP member')).toBeTruthy();
    expect(one.getByText('200 eggs available to redeem')).toBeTruthy();
    expect(one.getByText(/^Valid until/).textContent).toBe('Valid until 2027-06-30');
    expect(one.getByText('Default card')).toBeTruthy();
    const two = within(tile(second.cardNo));
    expect(two.getByText('Ordinary member')).toBeTruthy();
    expect(two.queryByText('Default card')).toBeNull();
  });

  it("a card with a top-up WeChat approved and the server has not applied says 'Confirming payment…' until the server moves it, with no tap (issue 46.4)", async () => {
    $confirming.set({ [`card:${second.cardNo}:${second.validTime}:${second.eggNumber}`]: Date.now() - 60_000 });
    let moved = false;
    mockApi({ 'GET /api/card/list': () => page(moved ? [first, { ...second, eggNumber: 50 }] : undefined) });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    expect(within(tile(second.cardNo)).getByText('Confirming payment…')).toBeTruthy();
    expect(within(tile(first.cardNo)).queryByText('Confirming payment…')).toBeNull();
    moved = true;
    expect(await within(tile(second.cardNo)).findByText('50 eggs available to redeem')).toBeTruthy();
    expect(screen.queryByText('Confirming payment…')).toBeNull();
  });

  it("'set as default' is hidden on the default card", async () => {
    mockApi({ 'GET /api/card/list': () => page() });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    expect(within(tile(first.cardNo)).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(tile(second.cardNo)).getByRole('button', { name: 'Set as default' })).toBeTruthy();
  });

  it("set as default posts the cardNo once per double tap, says 'set successfully' and refreshes the list", async () => {
    const answer = deferred<null>();
    let lists = 0;
    const api = mockApi({
      'GET /api/card/list': () =>
        ++lists === 1
          ? page()
          : page([
              { ...second, default: true },
              { ...first, default: false },
            ]),
      'POST /api/card/defaultCard': () => answer.promise,
    });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    const button = within(tile(second.cardNo)).getByRole('button', { name: 'Set as default' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo('/api/card/defaultCard')).toHaveLength(1));
    expect(api.callsTo('/api/card/defaultCard')[0].body).toEqual({ cardNo: second.cardNo });
    answer.resolve(null);
    await waitFor(() => expect(toastText()).toBe('Set successfully'));
    await waitFor(() => expect(within(tile(second.cardNo)).getByText('Default card')).toBeTruthy());
    expect(api.callsTo('/api/card/list')).toHaveLength(2);
    expect(api.callsTo('/api/card/defaultCard')).toHaveLength(1);
  });

  it('a refused set-default shows the server message and keeps the list', async () => {
    mockApi({ 'GET /api/card/list': () => page(), 'POST /api/card/defaultCard': () => fail('card expired') });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    fireEvent.click(within(tile(second.cardNo)).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(toastText()).toBe('card expired'));
    expect(within(tile(first.cardNo)).getByText('Default card')).toBeTruthy();
  });

  it("'gift to friend' opens /share with the card in navigation state", async () => {
    mockApi({ 'GET /api/card/list': () => page() });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    fireEvent.click(within(tile(second.cardNo)).getByRole('button', { name: 'Gift to friend' }));
    expect(location.hash).toBe('#/share');
    expect(entryState()).toEqual({ card: second });
  });

  describe('unbind', () => {
    async function openSheet(routes = {}) {
      let lists = 0;
      const api = mockApi({
        'GET /api/card/list': () => (++lists === 1 ? page() : page([first])),
        'POST /api/sms/send': () => 'key-1',
        'POST /api/card/unbind': () => null,
        ...routes,
      });
      open();
      await screen.findByRole('list', { name: 'My cards' });
      fireEvent.click(within(tile(second.cardNo)).getByRole('button', { name: 'Unbind card' }));
      const sheet = await screen.findByRole('dialog', { name: 'Unbind card' });
      return { api, sheet: within(sheet) };
    }

    it('names the card it unbinds, by number (in groups of 4) and tier', async () => {
      const { sheet } = await openSheet();
      expect(sheet.getByText(`You are unbinding card ${formatCardNo(second.cardNo)} (Ordinary member)`)).toBeTruthy();
    });

    it("opens a bottom sheet with the card's phone read-only, an SMS code field and the send button", async () => {
      const { sheet } = await openSheet();
      const phone = sheet.getByLabelText('Phone') as HTMLInputElement;
      expect(phone.value).toBe('13800000002');
      expect(phone.readOnly).toBe(true);
      expect(sheet.getByLabelText('Verification code')).toBeTruthy();
      expect(sheet.getByRole('button', { name: 'Send verification code' })).toBeTruthy();
    });

    it("no code: 'please enter verification code'; a code without a key: 'please get verification code first'", async () => {
      const { api, sheet } = await openSheet();
      fireEvent.click(sheet.getByRole('button', { name: 'Unbind' }));
      expect(await sheet.findByText('Please enter verification code')).toBeTruthy();
      fireEvent.change(sheet.getByLabelText('Verification code'), { target: { value: '123456' } });
      fireEvent.click(sheet.getByRole('button', { name: 'Unbind' }));
      expect(await sheet.findByText('Please get verification code first')).toBeTruthy();
      expect(api.callsTo('/api/card/unbind')).toHaveLength(0);
    });

    it("sends the SMS to the card's phone, counts down, unbinds with cardNo, key, code and phone: 'unbind successful', sheet closed, list refreshed", async () => {
      const { api, sheet } = await openSheet();
      fireEvent.click(sheet.getByRole('button', { name: 'Send verification code' }));
      expect(await sheet.findByRole('button', { name: '60 seconds to resend' })).toBeTruthy();
      expect(api.callsTo('/api/sms/send')[0].body).toEqual({ phone: '13800000002' });
      fireEvent.change(sheet.getByLabelText('Verification code'), { target: { value: '123456' } });
      const unbind = sheet.getByRole('button', { name: 'Unbind' });
      fireEvent.click(unbind);
      fireEvent.click(unbind);
      await waitFor(() => expect(toastText()).toBe('Unbind successful'));
      expect(api.callsTo('/api/card/unbind')).toHaveLength(1);
      expect(api.callsTo('/api/card/unbind')[0].body).toEqual({ cardNo: second.cardNo, key: 'key-1', code: '123456', phone: '13800000002' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(tile(second.cardNo)).toBeNull());
      expect(api.callsTo('/api/card/list')).toHaveLength(2);
    });

    it('a refused unbind keeps the sheet open with the code entered', async () => {
      const { sheet } = await openSheet({ 'POST /api/card/unbind': () => fail('wrong verification code, 4 tries left') });
      fireEvent.click(sheet.getByRole('button', { name: 'Send verification code' }));
      await sheet.findByRole('button', { name: '60 seconds to resend' });
      fireEvent.change(sheet.getByLabelText('Verification code'), { target: { value: '999999' } });
      fireEvent.click(sheet.getByRole('button', { name: 'Unbind' }));
      await waitFor(() => expect(toastText()).toBe('wrong verification code, 4 tries left'));
      expect(screen.getByRole('dialog', { name: 'Unbind card' })).toBeTruthy();
      expect((sheet.getByLabelText('Verification code') as HTMLInputElement).value).toBe('999999');
    });

    const closeSheet = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    const reopen = async (cardNo: string) => {
      fireEvent.click(within(tile(cardNo)).getByRole('button', { name: 'Unbind card' }));
      return within(await screen.findByRole('dialog', { name: 'Unbind card' }));
    };

    it('a code sent, the sheet closed and reopened: the countdown goes on and unbind sends the kept key (issue 13.7)', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { api, sheet } = await openSheet();
      fireEvent.click(sheet.getByRole('button', { name: 'Send verification code' }));
      await sheet.findByRole('button', { name: '60 seconds to resend' });
      await act(async () => void vi.advanceTimersByTime(20_000));
      await closeSheet();
      const again = await reopen(second.cardNo);
      const button = again.getByRole('button', { name: /seconds to resend/ }) as HTMLButtonElement;
      expect(button.textContent).toMatch(/^(39|40) seconds to resend$/);
      expect(button.disabled).toBe(true);
      fireEvent.change(again.getByLabelText('Verification code'), { target: { value: '123456' } });
      fireEvent.click(again.getByRole('button', { name: 'Unbind' }));
      await waitFor(() => expect(toastText()).toBe('Unbind successful'));
      expect(api.callsTo('/api/card/unbind')[0].body).toEqual({ cardNo: second.cardNo, key: 'key-1', code: '123456', phone: '13800000002' });
      expect(api.callsTo('/api/sms/send')).toHaveLength(1);
    });

    it("another card's phone is not affected: its own send button, and no key for it", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { api, sheet } = await openSheet();
      fireEvent.click(sheet.getByRole('button', { name: 'Send verification code' }));
      await sheet.findByRole('button', { name: '60 seconds to resend' });
      await closeSheet();
      const other = await reopen(first.cardNo);
      expect((other.getByLabelText('Phone') as HTMLInputElement).value).toBe('13800000001');
      expect((other.getByRole('button', { name: 'Send verification code' }) as HTMLButtonElement).disabled).toBe(false);
      fireEvent.change(other.getByLabelText('Verification code'), { target: { value: '123456' } });
      fireEvent.click(other.getByRole('button', { name: 'Unbind' }));
      expect(await other.findByText('Please get verification code first')).toBeTruthy();
      expect(api.callsTo('/api/card/unbind')).toHaveLength(0);
    });

    it("a refused send ('try again in N seconds') counts down N in the sheet, and a send clears 'please enter verification code'", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let refuse = true;
      const { sheet } = await openSheet({
        'POST /api/sms/send': () =>
          refuse
            ? fail('a code was just sent to this number, try again in 33 seconds', {
                errCode: 'sms.too.frequent',
                status: 429,
                headers: { 'Retry-After': '33' },
              })
            : 'key-2',
      });
      fireEvent.click(sheet.getByRole('button', { name: 'Unbind' }));
      expect(await sheet.findByText('Please enter verification code')).toBeTruthy();
      fireEvent.click(sheet.getByRole('button', { name: 'Send verification code' }));
      expect(await sheet.findByRole('button', { name: '33 seconds to resend' })).toBeTruthy();
      expect(sheet.getByText('Please enter verification code')).toBeTruthy(); // nothing was sent
      await act(async () => void vi.advanceTimersByTime(33_000));
      refuse = false;
      fireEvent.click(sheet.getByRole('button', { name: 'Send verification code' }));
      await sheet.findByRole('button', { name: '60 seconds to resend' });
      expect(sheet.queryByText('Please enter verification code')).toBeNull();
    });

    it('the countdown returns to "send verification code" after 60 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { sheet } = await openSheet();
      fireEvent.click(sheet.getByRole('button', { name: 'Send verification code' }));
      expect(await sheet.findByRole('button', { name: '60 seconds to resend' })).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(30_000);
      });
      expect(sheet.getByRole('button', { name: /seconds to resend/ }).textContent).toMatch(/^(29|30) seconds to resend$/);
      await act(async () => {
        vi.advanceTimersByTime(31_000);
      });
      expect(sheet.getByRole('button', { name: 'Send verification code' })).toBeTruthy();
    });
  });

  it("with no cards: 'no cards' and the scan-to-bind button at the bottom", async () => {
    wx.scan.mockResolvedValue('CODE_128,8866000000000103');
    mockApi({ 'GET /api/card/list': () => page([]) });
    open();
    expect(await screen.findByText('No cards')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scan to bind' }));
    await waitFor(() => expect(location.hash).toBe('#/bind'));
    expect(entryState()).toEqual({ cardNo: '8866000000000103' });
  });

  it('with the card-select flag, tapping a card stores it as swap-card and goes back', async () => {
    startChoosingCard();
    mockApi({ 'GET /api/card/list': () => page() });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    fireEvent.click(within(tile(second.cardNo)).getByRole('group'));
    expect($exchangeCard.get()).toEqual(second);
    expect(JSON.parse(localStorage.getItem('swap-card') ?? 'null')).toEqual(second);
    expect($cardSelect.get()).toBe(false);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it('choose mode is visible: a hint, the card in use checked, and no set default, gift or unbind on offer', async () => {
    startChoosingCard();
    mockApi({ 'GET /api/card/list': () => page() });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    expect(screen.getByText('Choose a card for this exchange')).toBeTruthy();
    // nothing chosen yet: the exchange uses the default card
    const current = () => [first, second].filter((c) => tile(c.cardNo).querySelector('[aria-current="true"]')).map((c) => c.id);
    expect(current()).toEqual([first.id]);
    for (const name of ['Set as default', 'Gift to friend', 'Unbind card']) expect(screen.queryByRole('button', { name }), name).toBeNull();
    act(() => $exchangeCard.set(second));
    expect(current()).toEqual([second.id]);
  });

  it('outside choose mode there is no hint and no check; unbind is a quiet text action, not a solid danger button', async () => {
    mockApi({ 'GET /api/card/list': () => page() });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    expect(screen.queryByText('Choose a card for this exchange')).toBeNull();
    expect(document.querySelector('[aria-current]')).toBeNull();
    for (const unbind of screen.getAllByRole('button', { name: 'Unbind card' })) {
      expect(unbind.className).not.toMatch(/danger/);
      expect(unbind.className).toMatch(/text/);
    }
  });

  it('without the flag, tapping a card chooses nothing', async () => {
    mockApi({ 'GET /api/card/list': () => page() });
    open();
    await screen.findByRole('list', { name: 'My cards' });
    fireEvent.click(within(tile(second.cardNo)).getByRole('group'));
    expect($exchangeCard.get()).toBeNull();
    expect(nav.back).not.toHaveBeenCalled();
  });

  it('a failed load shows the error and a retry that loads again', async () => {
    let n = 0;
    mockApi({ 'GET /api/card/list': () => (++n === 1 ? fail('card service down') : page()) });
    open();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'My cards' })).toBeTruthy();
  });
});
