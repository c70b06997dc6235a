import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Bind from '../../src/pages/bind/Bind';
import { signIn } from '../../src/stores';
import { cardInfo, deferred, fail, mockApi, renderScreen, toastText } from './fixtures';
import type { Call } from './fixtures';
import { entryDepth, entryState } from '../../src/platform/navigation';

const landing = vi.hoisted(() => ({ state: null as string | null }));
vi.mock('../../src/platform/landing', () => ({ landingUrl: () => '', landingParam: (name: string) => (name === 'state' ? landing.state : null) }));
const wx = vi.hoisted(() => ({ scan: vi.fn() }));
vi.mock('../../src/platform/wechat', () => ({ scan: wx.scan }));

const CARD = '8866000000000101';
const open = (state: unknown = { cardNo: CARD }) => renderScreen('/bind', Bind, state);
const bindButton = () => screen.getByRole('button', { name: 'Bind' }) as HTMLButtonElement;
const phoneInput = () => screen.getByLabelText('Phone') as HTMLInputElement;
const codeInput = () => screen.getByLabelText('Verification code') as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const sendButton = () => screen.getByRole('button', { name: /verification code|seconds to resend/i }) as HTMLButtonElement;
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

function api(over = {}) {
  return mockApi({
    'GET /api/card/info': () => cardInfo(),
    'POST /api/sms/send': () => 'key-9',
    'POST /api/card/bind': () => null,
    ...over,
  });
}

describe('/bind', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.useRealTimers();
    landing.state = null;
  });

  it('loads the card info for the cardNo in navigation state and previews it with the member avatar and nickname', async () => {
    signIn({ token: 't', nickname: 'Han Meimei', avatar: '' });
    const calls = api();
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Bind card' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    // The card's own box while it loads (its bar a line of text, no button), so the form does not move.
    expect(container.querySelector('[aria-busy="true"] [data-wait]')!.querySelector('button')).toBeNull();
    const preview = await screen.findByRole('group', { name: 'SVIP member Han Meimei' });
    expect(within(preview).getByText('8866 0000 0000 0101')).toBeTruthy();
    expect(within(preview).getByText('200 eggs available to redeem')).toBeTruthy();
    expect(within(preview).getByText(/^Valid until/).textContent).toBe('Valid until 2027-06-30');
    expect(calls.callsTo('/api/card/info')[0].query.get('cardNo')).toBe(CARD);
  });

  it("without navigation state, reads the cardNo from the landing address's state parameter", async () => {
    landing.state = '8866000000000102';
    const calls = api({ 'GET /api/card/info': () => cardInfo({ cardNo: '8866000000000102' }) });
    open(null);
    await screen.findByText('8866 0000 0000 0102');
    expect(calls.callsTo('/api/card/info')[0].query.get('cardNo')).toBe('8866000000000102');
  });

  it('a reload after an OAuth landing keeps the card number (boot strips it from the address)', async () => {
    landing.state = '8866000000000102';
    const calls = api({ 'GET /api/card/info': ({ query }: Call) => cardInfo({ cardNo: query.get('cardNo')! }) });
    open(null);
    await screen.findByText('8866 0000 0000 0102');
    await waitFor(() => expect(entryState()).toEqual({ cardNo: '8866000000000102' }));
    expect(entryDepth()).toBe(1);
    expect(location.hash).toBe('#/bind');
    cleanup();
    landing.state = null; // the reloaded page's address has no `state` any more; history.state survives a reload
    renderScreen('/bind', Bind, entryState());
    await screen.findByText('8866 0000 0000 0102');
    expect(calls.callsTo('/api/card/info').map((c) => c.query.get('cardNo'))).toEqual(['8866000000000102', '8866000000000102']);
  });

  it('with no card number at all: a clear message and scan to bind, no request', async () => {
    const calls = api();
    open(null);
    expect(screen.getByText('No card number, please scan the card code again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan to bind' })).toBeTruthy();
    expect(calls.calls).toHaveLength(0);
  });

  it('the bind button stays disabled until the card info has loaded', async () => {
    const info = deferred<unknown>();
    api({ 'GET /api/card/info': () => info.promise });
    open();
    expect(bindButton().disabled).toBe(true);
    info.resolve(cardInfo());
    await waitFor(() => expect(bindButton().disabled).toBe(false));
  });

  describe('a card that cannot be bound', () => {
    async function expectRefused(calls: ReturnType<typeof api>) {
      const alert = (await screen.findByText('This card has been bound or is invalid')).closest('[role="alert"]') as HTMLElement;
      expect(within(alert).getByText('8866 0000 0000 0101')).toBeTruthy();
      // No preview made of zeroes: no tier, no 1970, no '0 eggs', and no retry that cannot help.
      expect(screen.queryByRole('group')).toBeNull();
      expect(screen.queryByText(/Valid until|eggs available/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(bindButton().disabled).toBe(true);
      expect(phoneInput().disabled).toBe(true);
      expect(codeInput().disabled).toBe(true);
      expect(sendButton().disabled).toBe(true);
      fireEvent.click(sendButton());
      fireEvent.click(bindButton());
      expect(calls.callsTo('/api/sms/send')).toHaveLength(0);
      expect(calls.callsTo('/api/card/bind')).toHaveLength(0);
    }

    it("canBind false: 'this card has been bound or is invalid' with its number in place of the preview, the form disabled", async () => {
      signIn({ token: 't', nickname: 'Han Meimei', avatar: '' });
      const calls = api({ 'GET /api/card/info': () => cardInfo({ canBind: false, level: 3, eggNumber: 0, validTime: 0 }) });
      open();
      await expectRefused(calls);
      expect(screen.queryByText('Han Meimei')).toBeNull();
    });

    it('an unknown card number (not.found) is the same answer: retrying cannot help, so there is no retry', async () => {
      const calls = api({ 'GET /api/card/info': () => fail('card not found', { errCode: 'not.found', status: 404 }) });
      open();
      await expectRefused(calls);
      expect(calls.callsTo('/api/card/info')).toHaveLength(1);
      expect(toastText()).toBe(''); // the page says it; a toast 'card not found' over it would only hide the button
    });

    it('a backend that refuses in the envelope only (HTTP 200, a code spec §8 does not list) refuses the card too', async () => {
      const calls = api({ 'GET /api/card/info': () => fail('卡号不存在', { errCode: 'CARD_NOT_EXIST' }) });
      open();
      await expectRefused(calls);
      expect(calls.callsTo('/api/card/info')).toHaveLength(1);
    });

    it("'scan again' scans and opens /bind with the scanned card", async () => {
      wx.scan.mockResolvedValue('CODE_128,8866000000000102');
      const calls = api({
        'GET /api/card/info': ({ query }: Call) =>
          query.get('cardNo') === CARD ? fail('card not found', { errCode: 'not.found' }) : cardInfo({ cardNo: '8866000000000102' }),
      });
      open();
      fireEvent.click(await screen.findByRole('button', { name: 'Scan again' }));
      await screen.findByText('8866 0000 0000 0102');
      expect(wx.scan).toHaveBeenCalledTimes(1);
      expect(entryState()).toEqual({ cardNo: '8866000000000102' });
      expect(screen.queryByText('This card has been bound or is invalid')).toBeNull();
      await waitFor(() => expect(bindButton().disabled).toBe(false));
      expect(phoneInput().disabled).toBe(false);
      expect(calls.callsTo('/api/card/info').map((c) => c.query.get('cardNo'))).toEqual([CARD, '8866000000000102']);
    });
  });

  it.each([
    ['a server error', { errCode: 'server.error', status: 500 }, 'Something went wrong on the server, please try again later'],
    ['a rate limit', { errCode: 'rate.limit', status: 429 }, 'something went wrong on the server, please try again'],
  ])('%s keeps the retry (asking again may work)', async (_name, failure, shown) => {
    let n = 0;
    api({ 'GET /api/card/info': () => (++n === 1 ? fail('something went wrong on the server, please try again', failure) : cardInfo()) });
    open();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByText('This card has been bound or is invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('8866 0000 0000 0101');
    expect(bindButton().disabled).toBe(false);
  });

  it('a failed info load shows the error and a retry; the button stays disabled until the retry works', async () => {
    let n = 0;
    api({
      'GET /api/card/info': () => {
        if (++n === 1) throw new TypeError('Failed to fetch');
        return cardInfo();
      },
    });
    open();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.queryByText('This card has been bound or is invalid')).toBeNull();
    expect(bindButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bindButton().disabled).toBe(false));
  });

  it("sending the SMS: empty phone → 'please enter phone number', bad phone → 'please enter a correct mobile number'", async () => {
    const calls = api();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Please enter phone number')).toBeTruthy();
    type(phoneInput(), '12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Please enter a correct mobile number')).toBeTruthy();
    expect(calls.callsTo('/api/sms/send')).toHaveLength(0);
  });

  it("binding without a code: 'please enter verification code'; without a sent SMS: 'please get verification code first'", async () => {
    const calls = api();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), '13800138000');
    fireEvent.click(bindButton());
    expect(await screen.findByText('Please enter verification code')).toBeTruthy();
    type(codeInput(), '123456');
    fireEvent.click(bindButton());
    expect(await screen.findByText('Please get verification code first')).toBeTruthy();
    expect(calls.callsTo('/api/card/bind')).toHaveLength(0);
  });

  it("sends the code, counts down, binds once per double tap with cardNo, key, phone, code: 'bind successful' → home", async () => {
    const answer = deferred<null>();
    const calls = api({ 'POST /api/card/bind': () => answer.promise });
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('button', { name: '60 seconds to resend' })).toBeTruthy();
    expect(calls.callsTo('/api/sms/send')[0].body).toEqual({ phone: '13800138000' });
    type(codeInput(), '654321');
    fireEvent.click(bindButton());
    fireEvent.click(bindButton());
    await waitFor(() => expect(calls.callsTo('/api/card/bind')).toHaveLength(1));
    expect(calls.callsTo('/api/card/bind')[0].body).toEqual({ cardNo: CARD, key: 'key-9', phone: '13800138000', code: '654321' });
    answer.resolve(null);
    await waitFor(() => expect(toastText()).toBe('Bind successful'));
    expect(location.hash).toBe('#/');
    expect(entryDepth()).toBe(1); // replaced: back does not return to /bind
    expect(calls.callsTo('/api/card/bind')).toHaveLength(1);
  });

  it('a refused bind keeps the phone and the code', async () => {
    api({ 'POST /api/card/bind': () => fail('wrong verification code, 4 tries left') });
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    await screen.findByRole('button', { name: '60 seconds to resend' });
    type(codeInput(), '000000');
    fireEvent.click(bindButton());
    await waitFor(() => expect(toastText()).toBe('wrong verification code, 4 tries left'));
    expect(phoneInput().value).toBe('13800138000');
    expect(codeInput().value).toBe('000000');
    expect(location.hash).toBe('#/bind');
  });

  it('a gifted card fills in the phone it was gifted to, read-only', async () => {
    api({ 'GET /api/card/info': () => cardInfo({ specifiedCard: true, cardPhone: '13900000101' }) });
    open();
    await waitFor(() => expect(phoneInput().value).toBe('13900000101'));
    expect(phoneInput().readOnly).toBe(true);
  });
});

describe('/bind: the SMS code survives a reload (issue 13.7)', () => {
  const PHONE = '13800138000';
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  async function sendTo(phone: string) {
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), phone);
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    await screen.findByRole('button', { name: '60 seconds to resend' });
  }

  it('a reloaded /bind has the phone, the countdown where it was, and binds with the kept key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api();
    open();
    await sendTo(PHONE);
    await advance(15_000);
    cleanup(); // the page goes; sessionStorage stays, as on a reload
    expect(sessionStorage.getItem('sms-codes')).toContain('key-9');
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    expect(phoneInput().value).toBe(PHONE);
    expect(sendButton().textContent).toMatch(/^(44|45) seconds to resend$/);
    expect(sendButton().disabled).toBe(true);
    type(codeInput(), '654321');
    fireEvent.click(bindButton());
    await waitFor(() => expect(toastText()).toBe('Bind successful'));
    expect(calls.callsTo('/api/card/bind')[0].body).toEqual({ cardNo: CARD, key: 'key-9', phone: PHONE, code: '654321' });
    expect(calls.callsTo('/api/sms/send')).toHaveLength(1);
  });

  it('reads what an earlier page left in sessionStorage (the documented sms-codes entry)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    sessionStorage.setItem('sms-codes', JSON.stringify({ [PHONE]: { key: 'key-from-before', keyUntil: now + 300_000, resendAt: now + 20_000 } }));
    const calls = api();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    expect(phoneInput().value).toBe(PHONE);
    expect(sendButton().textContent).toMatch(/^(19|20) seconds to resend$/);
    type(codeInput(), '111111');
    fireEvent.click(bindButton());
    await waitFor(() => expect(calls.callsTo('/api/card/bind')).toHaveLength(1));
    expect(calls.callsTo('/api/card/bind')[0].body).toMatchObject({ key: 'key-from-before', phone: PHONE });
  });

  it('after the countdown, send works again; after the key has expired, a reload forgets it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api();
    open();
    await sendTo(PHONE);
    await advance(61_000);
    cleanup();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    expect(phoneInput().value).toBe(PHONE); // the key is still good for 10 minutes
    expect(sendButton().textContent).toBe('Send verification code');
    expect(sendButton().disabled).toBe(false);
    await advance(10 * 60_000);
    cleanup();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    expect(phoneInput().value).toBe('');
    type(phoneInput(), PHONE);
    type(codeInput(), '654321');
    fireEvent.click(bindButton());
    expect(await screen.findByText('Please get verification code first')).toBeTruthy();
    expect(calls.callsTo('/api/card/bind')).toHaveLength(0);
    expect(sessionStorage.getItem('sms-codes')).toContain('key-9'); // ignored until the next write drops it
  });

  it("a refusal 'try again in N seconds' counts down from N, from the message or from Retry-After", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = fail('a code was just sent to this number, try again in 42 seconds', { errCode: 'sms.too.frequent', status: 429 });
    const calls = api({ 'POST /api/sms/send': () => answer });
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), PHONE);
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('button', { name: '42 seconds to resend' })).toBeTruthy();
    expect(toastText()).toBe('a code was just sent to this number, try again in 42 seconds');
    await advance(42_000);
    answer = fail('too frequent', { errCode: 'sms.too.frequent', status: 429, headers: { 'Retry-After': '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('button', { name: '17 seconds to resend' })).toBeTruthy();
    expect(calls.callsTo('/api/sms/send')).toHaveLength(2);
  });

  it('another phone has its own countdown and key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api();
    open();
    await sendTo(PHONE);
    type(phoneInput(), '13900139000');
    expect(sendButton().textContent).toBe('Send verification code');
    expect(sendButton().disabled).toBe(false);
    type(codeInput(), '654321');
    fireEvent.click(bindButton());
    expect(await screen.findByText('Please get verification code first')).toBeTruthy();
    await advance(5000);
    type(phoneInput(), PHONE);
    expect(sendButton().textContent).toMatch(/^(54|55) seconds to resend$/);
    fireEvent.click(bindButton());
    await waitFor(() => expect(calls.callsTo('/api/card/bind')).toHaveLength(1));
    expect(calls.callsTo('/api/card/bind')[0].body).toMatchObject({ key: 'key-9', phone: PHONE });
  });

  it("a send clears a stale 'please enter verification code' or 'please get verification code first'", async () => {
    api();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), PHONE);
    fireEvent.click(bindButton());
    expect(await screen.findByText('Please enter verification code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    await screen.findByRole('button', { name: '60 seconds to resend' });
    expect(screen.queryByText('Please enter verification code')).toBeNull();
    cleanup();
    sessionStorage.clear();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), PHONE);
    type(codeInput(), '123456');
    fireEvent.click(bindButton());
    expect(await screen.findByText('Please get verification code first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    await screen.findByRole('button', { name: '60 seconds to resend' });
    expect(screen.queryByText('Please get verification code first')).toBeNull();
  });
});
