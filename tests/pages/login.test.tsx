import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Login from '../../src/pages/login/Login';
import { screens } from '../../src/app/routes';
import { $avatar, $nickname, $token } from '../../src/stores';
import { deferred, fail, mockApi, renderScreen, toastText } from './fixtures';

const open = () => renderScreen('/login', Login);
const account = () => screen.getByLabelText('Account') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('/login (debug login)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('is registered in development builds only', () => {
    expect(import.meta.env.DEV).toBe(true);
    expect(screens.some((s) => s.path === '/login')).toBe(true);
  });

  it('prefills the account with a sample id', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Debug login' })).toBeTruthy();
    expect(account().value).toBe('demo-member');
  });

  it("an empty account: 'account cannot be empty', no request", async () => {
    const calls = mockApi({ 'POST /wechat/login': () => ({ token: 't' }) });
    open();
    fireEvent.change(account(), { target: { value: '   ' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Account cannot be empty')).toBeTruthy();
    expect(calls.calls).toHaveLength(0);
  });

  it('logs in once per double tap with {openId}, stores token, nickname and avatar, then goes home', async () => {
    const answer = deferred<unknown>();
    const calls = mockApi({ 'POST /wechat/login': () => answer.promise });
    open();
    fireEvent.change(account(), { target: { value: 'member-7' } });
    fireEvent.click(submit());
    fireEvent.click(submit());
    await waitFor(() => expect(calls.callsTo('/wechat/login')).toHaveLength(1));
    expect(calls.callsTo('/wechat/login')[0].body).toEqual({ openId: 'member-7' });
    answer.resolve({ token: 'tok-7', nickname: 'Member Seven', avatar: '/oss/avatars/7.png' });
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect($token.get()).toBe('tok-7');
    expect($nickname.get()).toBe('Member Seven');
    expect($avatar.get()).toBe('/oss/avatars/7.png');
    expect(localStorage.getItem('token')).toBe('tok-7');
    expect(calls.callsTo('/wechat/login')).toHaveLength(1);
  });

  it('a refused login shows the server message and keeps the account', async () => {
    mockApi({ 'POST /wechat/login': () => fail('no such member') });
    open();
    fireEvent.change(account(), { target: { value: 'nobody' } });
    fireEvent.click(submit());
    await waitFor(() => expect(toastText()).toBe('no such member'));
    expect(account().value).toBe('nobody');
    expect($token.get()).toBe('');
    expect(location.hash).toBe('#/login');
  });
});
