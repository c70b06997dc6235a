/**
 * Issue 46.7 (WCAG 2.2, 3.3.8): codes and phones as members enter them. A phone pasted with spaces,
 * dashes or the country code, into every phone field (bind, gift, address), reaches the server as
 * its 11 digits; an SMS code pasted with spaces, dashes or a line break (bind, the unbind sheet)
 * keeps its digits; the 60 s countdown never clears what was typed. Pastes go through
 * tests/helpers/paste.ts, which cuts at the field's maxlength as an engine does.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddressEdit from '../../src/pages/address/AddressEdit';
import Bind from '../../src/pages/bind/Bind';
import Cards from '../../src/pages/card/Cards';
import Share from '../../src/pages/share/Share';
import { $addressDraft } from '../../src/stores';
import { paste } from '../helpers/paste';
import { card, cardInfo, mockApi, renderScreen } from './fixtures';

vi.mock('../../src/platform/wechat', () => ({ setShare: vi.fn(), scan: vi.fn() }));

const PHONES = ['138 0013 8000', '138-0013-8000', '+86 13800138000'];
const CODES = ['1 2 3 4 5 6', '12 - 34 - 56', '123-456\n'];
const input = (label: string, root: HTMLElement = document.body) => within(root).getByLabelText(label) as HTMLInputElement;
const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  $addressDraft.set(null);
});

describe('a pasted phone keeps its 11 digits, on every phone field', () => {
  it.each(PHONES)('bind: "%s" is sent a code and bound as 13800138000', async (pasted) => {
    const api = mockApi({ 'GET /api/card/info': () => cardInfo(), 'POST /api/sms/send': () => 'key-1', 'POST /api/card/bind': () => null });
    renderScreen('/bind', Bind, { cardNo: '8866000000000101' });
    await screen.findByText('8866 0000 0000 0101');
    paste(input('Phone'), pasted);
    expect(input('Phone').value).toBe('13800138000');
    tap('Send verification code');
    await screen.findByRole('button', { name: '60 seconds to resend' });
    paste(input('Verification code'), '654321');
    tap('Bind');
    await waitFor(() => expect(api.callsTo('/api/card/bind')).toHaveLength(1));
    expect(api.callsTo('/api/sms/send')[0].body).toEqual({ phone: '13800138000' });
    expect(api.callsTo('/api/card/bind')[0].body).toMatchObject({ phone: '13800138000', code: '654321' });
  });

  it.each(PHONES)('gift: the friend\'s phone pasted as "%s" is sent as 13800138000', async (pasted) => {
    const api = mockApi({ 'POST /api/card/giveCard': () => ({ url: 'u', iconUrl: 'i', title: 't', description: 'd' }) });
    renderScreen('/share', Share, { card: card(2) });
    paste(input("Friend's phone"), pasted);
    expect(input("Friend's phone").value).toBe('13800138000');
    tap('Share');
    await waitFor(() => expect(api.callsTo('/api/card/giveCard')).toHaveLength(1));
    expect(api.callsTo('/api/card/giveCard')[0].body).toMatchObject({ phone: '13800138000' });
  });

  it.each(PHONES)('address: the phone pasted as "%s" is saved as 13800138000', async (pasted) => {
    const api = mockApi({ 'POST /api/address/save': () => null });
    renderScreen('/address/edit', AddressEdit);
    fireEvent.change(input('Receiver name'), { target: { value: 'Li Lei' } });
    paste(input('Phone'), pasted);
    fireEvent.change(input('Detailed address'), { target: { value: '1 Egg Road' } });
    expect(input('Phone').value).toBe('13800138000');
    tap('Save');
    await waitFor(() => expect(api.callsTo('/api/address/save')).toHaveLength(1));
    expect(api.callsTo('/api/address/save')[0].body).toMatchObject({ phone: '13800138000' });
  });
});

describe('a pasted SMS code keeps its digits, and the countdown never clears what was typed', () => {
  it.each(CODES)('bind: a code pasted as %j binds with 123456; 61 s later the phone and code are still there', async (pasted) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /api/card/info': () => cardInfo(), 'POST /api/sms/send': () => 'key-1', 'POST /api/card/bind': () => null });
    renderScreen('/bind', Bind, { cardNo: '8866000000000101' });
    await screen.findByText('8866 0000 0000 0101');
    fireEvent.change(input('Phone'), { target: { value: '13912345678' } });
    tap('Send verification code');
    await screen.findByRole('button', { name: '60 seconds to resend' });
    const code = input('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    paste(code, pasted);
    expect(code.value).toBe('123456');
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('button', { name: 'Send verification code' })).toBeTruthy();
    expect(input('Phone').value).toBe('13912345678');
    expect(input('Verification code').value).toBe('123456');
    tap('Bind');
    await waitFor(() => expect(api.callsTo('/api/card/bind')).toHaveLength(1));
    expect(api.callsTo('/api/card/bind')[0].body).toMatchObject({ phone: '13912345678', code: '123456' });
  });

  it.each(CODES)('the unbind sheet: a code pasted as %j unbinds with 123456; 61 s later it is still there', async (pasted) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const second = card(2, { bindPhone: '13800000002' });
    const api = mockApi({
      'GET /api/card/list': () => ({ list: [card(1, { default: true }), second], total: 2 }),
      'POST /api/sms/send': () => 'key-1',
      'POST /api/card/unbind': () => null,
    });
    renderScreen('/card', Cards);
    await screen.findByRole('list', { name: 'My cards' });
    fireEvent.click(within(document.querySelector<HTMLElement>(`[data-card="${second.cardNo}"]`)!).getByRole('button', { name: 'Unbind card' }));
    const sheet = await screen.findByRole('dialog', { name: 'Unbind card' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send verification code' }));
    await within(sheet).findByRole('button', { name: '60 seconds to resend' });
    const code = input('Verification code', sheet);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    paste(code, pasted);
    expect(code.value).toBe('123456');
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(within(sheet).getByRole('button', { name: 'Send verification code' })).toBeTruthy();
    expect(input('Verification code', sheet).value).toBe('123456');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(api.callsTo('/api/card/unbind')).toHaveLength(1));
    expect(api.callsTo('/api/card/unbind')[0].body).toMatchObject({ code: '123456', phone: '13800000002' });
  });
});
