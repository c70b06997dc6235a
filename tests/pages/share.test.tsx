import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Share from '../../src/pages/share/Share';
import { signIn } from '../../src/stores';
import { card, deferred, fail, mockApi, platformError, renderScreen, toastText } from './fixtures';

const wx = vi.hoisted(() => ({ setShare: vi.fn() }));
vi.mock('../../src/platform/wechat', () => ({ setShare: wx.setShare }));
const nav = vi.hoisted(() => ({ back: vi.fn() }));
vi.mock('../../src/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/platform/navigation')>()),
  back: nav.back,
}));

const gift = card(2, { level: 3, eggNumber: 200 });
const answer = {
  url: 'http://127.0.0.1/dev/oauth?redirect_uri=x&state=8866000000000102',
  iconUrl: 'http://127.0.0.1/oss/icons/gift-card.svg',
  title: 'A membership card for you',
  description: 'Tap to bind the card and claim its 200 eggs.',
};
const open = (state: unknown = { card: gift }) => renderScreen('/share', Share, state);
const phone = () => screen.getByLabelText("Friend's phone") as HTMLInputElement;
const shareButton = () => screen.getByRole('button', { name: 'Share' });

describe('/share', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('previews the card with the explanation and the friend phone field', () => {
    signIn({ token: 't', nickname: 'Li Lei', avatar: '' });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift a card' })).toBeTruthy();
    const preview = screen.getByRole('group', { name: 'SVIP member Li Lei' });
    expect(within(preview).getByText('8866 0000 0000 0102')).toBeTruthy();
    expect(screen.getByText('Your friend taps the link to bind and claim the card')).toBeTruthy();
    expect(phone().value).toBe('');
  });

  it('without a card in navigation state: a clear message and a way back', () => {
    open(null);
    expect(screen.getByText('No card was chosen, please go back and choose one')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it("validates the friend's phone: empty and malformed", async () => {
    const calls = mockApi({ 'POST /api/card/giveCard': () => answer });
    open();
    fireEvent.click(shareButton());
    expect(await screen.findByText('Please enter phone number')).toBeTruthy();
    fireEvent.change(phone(), { target: { value: '1380013800' } });
    fireEvent.click(shareButton());
    expect(await screen.findByText('Please enter a correct mobile number')).toBeTruthy();
    expect(calls.callsTo('/api/card/giveCard')).toHaveLength(0);
  });

  it('share: giveCard once per double tap, the share data set from the answer, then the full-screen mask (tap closes it)', async () => {
    wx.setShare.mockResolvedValue(undefined);
    const given = deferred<typeof answer>();
    const calls = mockApi({ 'POST /api/card/giveCard': () => given.promise });
    open();
    fireEvent.change(phone(), { target: { value: '13900139000' } });
    fireEvent.click(shareButton());
    fireEvent.click(shareButton());
    await waitFor(() => expect(calls.callsTo('/api/card/giveCard')).toHaveLength(1));
    expect(calls.callsTo('/api/card/giveCard')[0].body).toEqual({ cardNo: gift.cardNo, phone: '13900139000' });
    given.resolve(answer);
    const mask = await screen.findByRole('button', { name: 'Tap ··· at the top right to send it to your friend' });
    expect(wx.setShare).toHaveBeenCalledWith({ title: answer.title, desc: answer.description, link: answer.url, imgUrl: answer.iconUrl });
    expect(calls.callsTo('/api/card/giveCard')).toHaveLength(1);
    fireEvent.click(mask);
    expect(screen.queryByText('Tap ··· at the top right to send it to your friend')).toBeNull();
    expect(phone().value).toBe('13900139000');
  });

  it("outside WeChat setShare's message is shown as a toast and the form is kept", async () => {
    wx.setShare.mockRejectedValue(platformError('Please open this page in WeChat', 'unavailable'));
    mockApi({ 'POST /api/card/giveCard': () => answer });
    open();
    fireEvent.change(phone(), { target: { value: '13900139000' } });
    fireEvent.click(shareButton());
    await waitFor(() => expect(toastText()).toBe('Please open this page in WeChat'));
    expect(screen.queryByText('Tap ··· at the top right to send it to your friend')).toBeNull();
    expect(phone().value).toBe('13900139000');
  });

  it('a refused giveCard shows the server message, keeps the phone and sets no share data', async () => {
    mockApi({ 'POST /api/card/giveCard': () => fail("enter your friend's phone number, not the one this card is bound to") });
    open();
    fireEvent.change(phone(), { target: { value: '13800000002' } });
    fireEvent.click(shareButton());
    await waitFor(() => expect(toastText()).toBe("enter your friend's phone number, not the one this card is bound to"));
    expect(wx.setShare).not.toHaveBeenCalled();
    expect(phone().value).toBe('13800000002');
  });
});
