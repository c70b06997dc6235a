import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Bind from '../../src/pages/bind/Bind';
import { signIn } from '../../src/stores';
import { cardInfo, deferred, fail, mockApi, renderScreen, toastText } from './member-fixtures';

const landing = vi.hoisted(() => ({ state: null as string | null }));
vi.mock('../../src/platform/landing', () => ({ landingUrl: () => '', landingParam: (name: string) => (name === 'state' ? landing.state : null) }));

const CARD = '8866000000000101';
const open = (state: unknown = { cardNo: CARD }) => renderScreen('/bind', Bind, state);
const bindButton = () => screen.getByRole('button', { name: 'bind' }) as HTMLButtonElement;
const phoneInput = () => screen.getByLabelText('phone') as HTMLInputElement;
const codeInput = () => screen.getByLabelText('verification code') as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

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
    landing.state = null;
  });

  it('loads the card info for the cardNo in navigation state and previews it with the member avatar and nickname', async () => {
    signIn({ token: 't', nickname: 'Han Meimei', avatar: '' });
    const calls = api();
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'bind card' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    const preview = await screen.findByRole('group', { name: 'SVIP member Han Meimei' });
    expect(within(preview).getByText('8866 0000 0000 0101')).toBeTruthy();
    expect(within(preview).getByText('200 eggs available to redeem')).toBeTruthy();
    expect(within(preview).getByText('valid until 2027-06-30')).toBeTruthy();
    expect(calls.callsTo('/api/card/info')[0].query.get('cardNo')).toBe(CARD);
  });

  it("without navigation state, reads the cardNo from the landing address's state parameter", async () => {
    landing.state = '8866000000000102';
    const calls = api({ 'GET /api/card/info': () => cardInfo({ cardNo: '8866000000000102' }) });
    open(null);
    await screen.findByText('8866 0000 0000 0102');
    expect(calls.callsTo('/api/card/info')[0].query.get('cardNo')).toBe('8866000000000102');
  });

  it('with no card number at all: a clear message and scan to bind, no request', async () => {
    const calls = api();
    open(null);
    expect(screen.getByText('no card number, please scan the card code again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'scan to bind' })).toBeTruthy();
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

  it("canBind false: 'this card has been bound or is invalid' and the button stays disabled", async () => {
    const calls = api({ 'GET /api/card/info': () => cardInfo({ canBind: false }) });
    open();
    await waitFor(() => expect(toastText()).toBe('this card has been bound or is invalid'));
    expect(bindButton().disabled).toBe(true);
    fireEvent.click(bindButton());
    expect(calls.callsTo('/api/card/bind')).toHaveLength(0);
  });

  it('a failed info load shows the error and a retry; the button stays disabled until the retry works', async () => {
    let n = 0;
    api({ 'GET /api/card/info': () => (++n === 1 ? fail('card service down') : cardInfo()) });
    open();
    expect(await screen.findByText('failed to load')).toBeTruthy();
    expect(bindButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(bindButton().disabled).toBe(false));
  });

  it("sending the SMS: empty phone → 'please enter phone number', bad phone → 'please enter a correct mobile number'", async () => {
    const calls = api();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'send verification code' }));
    expect(await screen.findByText('please enter phone number')).toBeTruthy();
    type(phoneInput(), '12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'send verification code' }));
    expect(await screen.findByText('please enter a correct mobile number')).toBeTruthy();
    expect(calls.callsTo('/api/sms/send')).toHaveLength(0);
  });

  it("binding without a code: 'please enter verification code'; without a sent SMS: 'please get verification code first'", async () => {
    const calls = api();
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), '13800138000');
    fireEvent.click(bindButton());
    expect(await screen.findByText('please enter verification code')).toBeTruthy();
    type(codeInput(), '123456');
    fireEvent.click(bindButton());
    expect(await screen.findByText('please get verification code first')).toBeTruthy();
    expect(calls.callsTo('/api/card/bind')).toHaveLength(0);
  });

  it("sends the code, counts down, binds once per double tap with cardNo, key, phone, code: 'bind successful' → home", async () => {
    const answer = deferred<null>();
    const calls = api({ 'POST /api/card/bind': () => answer.promise });
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'send verification code' }));
    expect(await screen.findByRole('button', { name: '60 seconds to resend' })).toBeTruthy();
    expect(calls.callsTo('/api/sms/send')[0].body).toEqual({ phone: '13800138000' });
    type(codeInput(), '654321');
    fireEvent.click(bindButton());
    fireEvent.click(bindButton());
    await waitFor(() => expect(calls.callsTo('/api/card/bind')).toHaveLength(1));
    expect(calls.callsTo('/api/card/bind')[0].body).toEqual({ cardNo: CARD, key: 'key-9', phone: '13800138000', code: '654321' });
    answer.resolve(null);
    await waitFor(() => expect(toastText()).toBe('bind successful'));
    expect(location.hash).toBe('#/');
    expect(history.state.d).toBe(1); // replaced: back does not return to /bind
    expect(calls.callsTo('/api/card/bind')).toHaveLength(1);
  });

  it('a refused bind keeps the phone and the code', async () => {
    api({ 'POST /api/card/bind': () => fail('wrong verification code, 4 tries left') });
    open();
    await waitFor(() => expect(bindButton().disabled).toBe(false));
    type(phoneInput(), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'send verification code' }));
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
