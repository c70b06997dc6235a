import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { onTap, put, putTap, take, takeTap } from '../../src/lib/boot-contract';
import { DialogHost } from '../../src/ui/dialog/DialogHost';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Home from '../../src/pages/home/Home';
import { $avatar, $nickname, $token, signIn } from '../../src/stores';
import { fail, mockApi, platformError, renderScreen, settle, toastText, user } from './fixtures';
import { entryDepth, entryState } from '../../src/platform/navigation';

const wx = vi.hoisted(() => ({ scan: vi.fn(), closeWindow: vi.fn() }));
vi.mock('../../src/platform/wechat', () => ({ scan: wx.scan, closeWindow: wx.closeWindow }));

const open = () => renderScreen('/', Home);

/** Home as the app's first render shows it on a landing: no navigation before it (renderScreen's would dismiss a question at once). */
const land = () => {
  history.replaceState(null, '', '#/');
  return render(
    <Router hook={useHashLocation}>
      <Route path="/" component={Home} />
      <DialogHost />
    </Router>,
  );
};

describe('/ (home)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    onTap(() => undefined);
    takeTap();
  });

  it("shows a skeleton, then the title 'member home page' and the card summary", async () => {
    const api = mockApi({ 'GET /api/user/current': () => user() });
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Member home page' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    const card = await screen.findByRole('group', { name: 'VIP member Li Lei' });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(card).getByText('Li Lei')).toBeTruthy();
    expect(within(card).getByText('8866 0000 0000 0101')).toBeTruthy();
    expect(within(card).getByText(/^Valid until/).textContent).toBe('Valid until 2027-06-30');
    // The total of both cards, said as such on the default card's face (issue 46.8).
    expect(within(card).getByText('260 eggs available to redeem across 2 cards')).toBeTruthy();
    expect(document.title).toBe('Member home page');
    expect(api.callsTo('/api/user/current')).toHaveLength(1);
  });

  it("with the boot script's answer already in, the first render is the card: no skeleton, no request", () => {
    const api = mockApi({ 'GET /api/user/current': () => user() });
    put('/api/user/current', {
      p: new Promise(() => undefined),
      v: { ok: true, s: 200, auth: null, body: { success: true, data: user(), errMessage: '', errCode: '' } },
    });
    const { container } = open();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('group', { name: 'VIP member Li Lei' })).toBeTruthy();
    expect(take('/api/user/current')).toBeUndefined();
    expect(api.callsTo('/api/user/current')).toHaveLength(0);
  });

  it('the total eggs link to /product (ship eggs)', async () => {
    mockApi({ 'GET /api/user/current': () => user() });
    open();
    const ship = await screen.findByRole('link', { name: 'Ship eggs' });
    expect(ship.getAttribute('href')).toBe('#/product');
    fireEvent.click(ship);
    await waitFor(() => expect(location.hash).toBe('#/product'));
  });

  it('a tap paints first and goes after the paint; a second tap before then is the same tap (issue 16)', async () => {
    mockApi({ 'GET /api/user/current': () => user() });
    open();
    const before = history.length;
    const tapped: string[] = [];
    onTap((route) => tapped.push(route)); // index.html's boot script
    const orders = await screen.findByRole('link', { name: 'My orders' });
    // A real link (index.html's shell follows it before the app has taken over); in the app, the link's own navigation is prevented.
    expect(orders.getAttribute('href')).toBe('#/order');
    expect(fireEvent.click(orders)).toBe(false);
    expect(fireEvent.click(orders)).toBe(false);
    expect(location.hash).toBe('#/'); // not yet: the tap's frame comes first
    expect(tapped).toEqual(['/order']); // but the boot script has been told at once, to ask for the list's first page
    await waitFor(() => expect(location.hash).toBe('#/order'));
    // Past one more frame and the task after it: a second go() the second tap had scheduled (a frame
    // callback, then a task, both queued before these) would have run by then.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(history.length).toBe(before + 1);
    expect(entryDepth()).toBe(2);
  });

  it("with no card: 'you have not bound a membership card yet' and scan to bind", async () => {
    mockApi({ 'GET /api/user/current': () => user({ card: null, totalEgg: 0, totalCard: 0 }) });
    open();
    expect(await screen.findByText('You have not bound a membership card yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan to bind' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /member Li Lei/ })).toBeNull();
  });

  /** Opens home, taps the control named `name` (a link, or a button: `role`), and returns where it went (and with what state). */
  async function tap(name: string | RegExp, role: 'link' | 'button' = 'link') {
    mockApi({ 'GET /api/user/current': () => user({ totalCard: 2, totalVoucher: 3 }) });
    const view = open();
    const start = location.hash;
    fireEvent.click(await screen.findByRole(role, { name }));
    await waitFor(() => expect(location.hash).not.toBe(start));
    const went = { hash: location.hash, state: entryState() ?? null };
    view.unmount();
    return went;
  }

  it('tiles show the total card count and the total voucher count', async () => {
    mockApi({ 'GET /api/user/current': () => user({ totalCard: 2, totalVoucher: 3 }) });
    open();
    // the tiles are there at once; the counts join when the load is in
    expect(screen.getByRole('link', { name: /Member cards/ }).textContent).toBe('Member cards');
    await waitFor(() => expect(screen.getByRole('link', { name: /Member cards/ }).textContent).toBe('Member cards2'));
    expect(screen.getByRole('link', { name: /Gift vouchers/ }).textContent).toBe('Gift vouchers3');
    expect(screen.getByRole('link', { name: 'Egg top-up offers' })).toBeTruthy();
  });

  it.each([
    [/Member cards/, '#/card'],
    ['Egg top-up offers', '#/combo'],
    [/Gift vouchers/, '#/voucher'],
    ['My orders', '#/order'],
    ['Order plans', '#/plan'],
    ['Delivery addresses', '#/address'],
    ['Debug login', '#/login'],
  ])('%s goes to %s, a link to it (the shell follows it too, issue 49.4)', async (name, hash) => {
    mockApi({ 'GET /api/user/current': () => user({ totalCard: 2, totalVoucher: 3 }) });
    const view = open();
    expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(hash);
    view.unmount();
    expect((await tap(name)).hash).toBe(hash);
  });

  it('development builds add debug login (/login) and bind card (/bind) entries', async () => {
    expect(import.meta.env.DEV).toBe(true);
    expect((await tap('Debug login')).hash).toBe('#/login');
    const bind = await tap('Bind card', 'button');
    expect(bind.hash).toBe('#/bind');
    expect(bind.state).toEqual({ cardNo: expect.stringMatching(/^\d+$/) });
  });

  it('a zero count shows no badge; the three tiles fill a row of three', async () => {
    mockApi({ 'GET /api/user/current': () => user({ totalCard: 1, totalVoucher: 0 }) });
    open();
    await waitFor(() => expect(screen.getByRole('link', { name: /Member cards/ }).textContent).toBe('Member cards1'));
    expect(screen.getByRole('link', { name: /Gift vouchers/ }).textContent).toBe('Gift vouchers');
    const grid = screen.getByRole('list', { name: 'Member home page' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(grid.style.getPropertyValue('--grid-columns')).toBe('3');
  });

  it("log out asks first; 'stay signed in' (never a 'close' that reads as closing the window) keeps the session and the window", async () => {
    signIn({ token: 'tok', nickname: 'Li Lei', avatar: 'a.png' });
    mockApi({ 'GET /api/user/current': () => user() });
    open();
    await settle(); // happy-dom's late hashchange would dismiss the question (see settle)
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 }); // the dialog's chunk loads on first use
    expect(dialog.textContent).toContain('Log out and close the window?');
    expect($token.get()).toBe('tok');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Stay signed in', 'Log out']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect($token.get()).toBe('tok');
    expect($nickname.get()).toBe('Li Lei');
    expect(wx.closeWindow).not.toHaveBeenCalled();
  });

  it('log out, once confirmed, clears local storage and closes the window', async () => {
    signIn({ token: 'tok', nickname: 'Li Lei', avatar: 'a.png' });
    localStorage.setItem('swap-card', '{"id":1,"cardNo":"1"}');
    mockApi({ 'GET /api/user/current': () => user() });
    open();
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect($token.get()).toBe(''));
    expect($nickname.get()).toBe('');
    expect($avatar.get()).toBe('');
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(wx.closeWindow).toHaveBeenCalledTimes(1));
  });

  it('a failed load shows the error and a retry that loads again; the menu stays usable meanwhile', async () => {
    let n = 0;
    const api = mockApi({ 'GET /api/user/current': () => (++n === 1 ? fail('user service down') : user()) });
    open();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.getByText('Failed to load').parentElement?.textContent).toContain('user service down');
    expect(toastText()).toBe('user service down');
    // the way elsewhere (and out) does not depend on the summary
    expect(screen.getByRole('link', { name: 'Member cards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'VIP member Li Lei' })).toBeTruthy();
    expect(api.callsTo('/api/user/current')).toHaveLength(2);
  });

  describe("a tap on index.html's shell before the app had taken over (issue 49.4)", () => {
    it('log out, tapped on the shell: once the app has rendered, the question is asked, once', async () => {
      signIn({ token: 'tok', nickname: 'Li Lei', avatar: 'a.png' });
      mockApi({ 'GET /api/user/current': () => user() });
      putTap('logOut'); // the boot script, at the tap (src/boot/preload.ts)
      const first = land();
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
      expect(dialog.textContent).toContain('Log out and close the window?');
      expect($token.get()).toBe('tok');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      first.unmount();
      // Home again (back from another screen): the tap was served, it is not served twice.
      land();
      await screen.findByRole('group', { name: 'VIP member Li Lei' });
      await settle(50);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('scan to bind, tapped on the shell: once the app has rendered, the scan runs, once', async () => {
      wx.scan.mockImplementation(async () => '8866000000000102');
      mockApi({ 'GET /api/user/current': () => user({ card: null }) });
      putTap('scan');
      land();
      await waitFor(() => expect(location.hash).toBe('#/bind'));
      expect(entryState()).toEqual({ cardNo: '8866000000000102' });
      expect(wx.scan).toHaveBeenCalledTimes(1);
    });

    it('nothing when no entry was tapped, or the member went elsewhere since (the boot script then puts none)', async () => {
      mockApi({ 'GET /api/user/current': () => user() });
      putTap('logOut');
      putTap(null); // a hashchange before the app took over
      land();
      await screen.findByRole('group', { name: 'VIP member Li Lei' });
      await settle(50);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(wx.scan).not.toHaveBeenCalled();
    });

    it('the entries only the app serves are named for the boot script; the shell follows every other', async () => {
      mockApi({ 'GET /api/user/current': () => user({ card: null }) });
      const { container } = land();
      await screen.findByRole('button', { name: 'Scan to bind' });
      expect([...container.querySelectorAll('[data-tap]')].map((e) => [e.textContent, e.getAttribute('data-tap')])).toEqual([
        ['Scan to bind', 'scan'],
        ['Log out', 'logOut'],
      ]);
      // Every other entry (development's bind card aside: it passes state) is a link.
      const buttons = [...container.querySelectorAll('button:not([data-tap])')].map((b) => b.textContent);
      expect(buttons).toEqual(['Bind card']);
    });
  });

  describe('scan to bind', () => {
    async function scanWith(result: () => Promise<string>) {
      wx.scan.mockImplementation(result);
      mockApi({ 'GET /api/user/current': () => user({ card: null }) });
      open();
      fireEvent.click(await screen.findByRole('button', { name: 'Scan to bind' }));
      await waitFor(() => expect(wx.scan).toHaveBeenCalledTimes(1));
    }

    it('a barcode result CODE_128,<number> opens /bind with that cardNo', async () => {
      await scanWith(async () => 'CODE_128,8866000000000102');
      await waitFor(() => expect(location.hash).toBe('#/bind'));
      expect(entryState()).toEqual({ cardNo: '8866000000000102' });
    });

    it('a bare card number opens /bind with it', async () => {
      await scanWith(async () => '10V1BLH100261');
      await waitFor(() => expect(location.hash).toBe('#/bind'));
      expect(entryState()).toEqual({ cardNo: '10V1BLH100261' });
    });

    it('a URL carrying the card number opens /bind with it', async () => {
      await scanWith(async () => 'QR_CODE,https://eggcard.example.com/#/bind?cardNo=8866000000000103');
      await waitFor(() => expect(location.hash).toBe('#/bind'));
      expect(entryState()).toEqual({ cardNo: '8866000000000103' });
    });

    it('anything else: "this code is not a membership card, please scan the card code"', async () => {
      await scanWith(async () => 'QR_CODE,hello, world');
      await waitFor(() => expect(toastText()).toBe('This code is not a membership card, please scan the card code'));
      expect(location.hash).toBe('#/');
    });

    it('a cancelled scan does nothing', async () => {
      await scanWith(() => Promise.reject(platformError('Cancelled', 'cancelled')));
      // A second tap scans again only once the first scan's handling is over (one scan per tap).
      fireEvent.click(screen.getByRole('button', { name: 'Scan to bind' }));
      await waitFor(() => expect(wx.scan).toHaveBeenCalledTimes(2));
      expect(toastText()).toBe('');
      expect(location.hash).toBe('#/');
    });

    it("outside WeChat the adapter's reason is shown", async () => {
      await scanWith(() => Promise.reject(platformError('Please open this page in WeChat', 'unavailable')));
      await waitFor(() => expect(toastText()).toBe('Please open this page in WeChat'));
    });

    it('one scan per double tap', async () => {
      let finish!: (v: string) => void;
      wx.scan.mockImplementation(() => new Promise<string>((r) => (finish = r)));
      mockApi({ 'GET /api/user/current': () => user({ card: null }) });
      open();
      const button = await screen.findByRole('button', { name: 'Scan to bind' });
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(wx.scan).toHaveBeenCalledTimes(1));
      fireEvent.click(button);
      finish('8866000000000101');
      await waitFor(() => expect(location.hash).toBe('#/bind'));
      expect(wx.scan).toHaveBeenCalledTimes(1);
    });
  });
});
