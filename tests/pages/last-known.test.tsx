/**
 * Issue 29.4: every return visit opens at once, and no network is a state, not an error page. The
 * last answer of each screen is kept per member; the next visit paints from it, marked as updating,
 * and the fresh answer replaces it; offline, the screens keep what they showed and say since when.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Home from '../../src/pages/home/Home';
import OrderList from '../../src/pages/order/OrderList';
import Cards from '../../src/pages/card/Cards';
import AddressEdit from '../../src/pages/address/AddressEdit';
import { CURRENT_USER, getCurrentUser } from '../../src/api/user';
import { ORDERS } from '../../src/api/orders';
import { CARDS } from '../../src/api/cards';
import { clearLastKnown, keepLastKnown } from '../../src/stores/last-known';
import { $online } from '../../src/stores/network';
import { MEMBER_KEY } from '../../src/lib/boot-contract';
import { chinaTime } from '../../src/lib/format';
import { card, deferred, mockApi, order, renderScreen, rowLines, toastText, user } from './fixtures';

const wx = vi.hoisted(() => ({ scan: vi.fn(), closeWindow: vi.fn() }));
vi.mock('../../src/platform/wechat', () => ({ scan: wx.scan, closeWindow: wx.closeWindow }));

/** 14:05 China time today (the kept answers' time in these tests). */
const SEEN = chinaTime(2026, 11, 25, 14, 5);
const rowsOf = () =>
  within(screen.getByRole('list', { name: 'My orders' }))
    .getAllByRole('listitem')
    .map((row) => rowLines(row)[0]);
/** The engine's network going and coming back: navigator.onLine and its event, as a browser has them. */
const network = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};
const goOffline = () => network(false);
const goOnline = () => network(true);

describe('last-known answers (issue 29.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(chinaTime(2026, 11, 25, 18, 0));
    localStorage.setItem(MEMBER_KEY, 'member-a');
  });
  afterEach(async () => {
    // Unmounted before the network is set back: a screen still there would ask again through the real fetch.
    cleanup();
    // Preact (as React outside act) runs an unmounted screen's effect cleanups after the next paint (a frame, or
    // 35 ms, then a task): its network listener goes then. The second wait follows that task on a busy machine too.
    await new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => setTimeout(done));
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    $online.set(true);
    clearLastKnown();
  });

  it("a return visit paints home's card from the last-known answer at once, marked as updating, then the fresh one in place", async () => {
    keepLastKnown(CURRENT_USER, user({ totalEgg: 100 }), SEEN);
    const fresh = deferred<unknown>();
    mockApi({ 'GET /api/user/current': () => fresh.promise });
    renderScreen('/', Home);
    // The first render: the card, no skeleton, and the updating mark.
    const card = screen.getByRole('group', { name: 'VIP member Li Lei' });
    expect(within(card).getByText('100 eggs available to redeem across 2 cards')).toBeTruthy();
    expect(screen.getByText('Updating…')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    fresh.resolve(user({ totalEgg: 260 }));
    await waitFor(() => expect(within(card).getByText('260 eggs available to redeem across 2 cards')).toBeTruthy());
    // The same card element, updated in place; the mark gone.
    expect(screen.getByRole('group', { name: 'VIP member Li Lei' })).toBe(card);
    expect(screen.queryByText('Updating…')).toBeNull();
  });

  it("never shows another member's last-known answer", async () => {
    keepLastKnown(CURRENT_USER, user({ nickname: 'Han Meimei' }), SEEN);
    localStorage.setItem(MEMBER_KEY, 'member-b');
    mockApi({ 'GET /api/user/current': () => new Promise(() => undefined) });
    renderScreen('/', Home);
    expect(screen.queryByText('Han Meimei')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it("a return visit to 'my orders' shows the last-known first page in the screen's first render, then the fresh page", async () => {
    keepLastKnown(ORDERS, { list: [order(3), order(2)], total: 2 }, SEEN);
    const fresh = deferred<unknown>();
    mockApi({ 'GET /api/order/list': () => fresh.promise });
    renderScreen('/order', OrderList);
    expect(rowsOf()).toEqual(['Order number: NO-3', 'Order number: NO-2']);
    expect(screen.getByText('Updating…')).toBeTruthy();
    fresh.resolve({ list: [order(4), order(3), order(2)], total: 3 });
    await waitFor(() => expect(rowsOf()).toEqual(['Order number: NO-4', 'Order number: NO-3', 'Order number: NO-2']));
    expect(screen.queryByText('Updating…')).toBeNull();
  });

  it('offline, the order list opened again keeps the rows it showed with a note of when they were seen (China time), then refreshes by itself when the network is back', async () => {
    let online = true;
    const api = mockApi({
      'GET /api/order/list': () => (online ? { list: [order(online ? 5 : 0)], total: 1 } : Promise.reject(new TypeError('Failed to fetch'))),
    });
    vi.setSystemTime(SEEN);
    const first = renderScreen('/order', OrderList);
    await waitFor(() => expect(rowsOf()).toEqual(['Order number: NO-5']));
    first.unmount();
    vi.setSystemTime(SEEN + 3_600_000);
    online = false;
    goOffline();
    renderScreen('/order', OrderList);
    expect(rowsOf()).toEqual(['Order number: NO-5']);
    await waitFor(() => expect(api.callsTo('/api/order/list')).toHaveLength(2));
    expect(await screen.findByText("You're offline — showing what you saw at 14:05")).toBeTruthy();
    expect(screen.queryByText('Failed to load')).toBeNull();
    expect(rowsOf()).toEqual(['Order number: NO-5']);
    // A load offline is no error: the note says it, no toast.
    expect(toastText()).toBe('');
    // Back online: the list asks again without a tap.
    online = true;
    goOnline();
    await waitFor(() => expect(api.callsTo('/api/order/list')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText(/showing what you saw/)).toBeNull());
    expect(rowsOf()).toEqual(['Order number: NO-5']);
  });

  it('an answer to a request sent before the network went is not its return: the list opened offline asks once, and again only when the network is back', async () => {
    keepLastKnown(ORDERS, { list: [order(5)], total: 1 }, SEEN);
    const late = deferred<unknown>();
    let online = true;
    const api = mockApi({
      'GET /api/user/current': () => late.promise,
      'GET /api/order/list': () => (online ? { list: [order(5)], total: 1 } : Promise.reject(new TypeError('Failed to fetch'))),
    });
    // Home's refresh on its way when the network goes (the e2e journey's "back to home, then offline").
    const onItsWay = getCurrentUser({ toast: false });
    online = false;
    goOffline();
    renderScreen('/order', OrderList);
    expect(await screen.findByText("You're offline — showing what you saw at 14:05")).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/order/list')).toHaveLength(1));
    late.resolve(user());
    await act(() => onItsWay.then(() => undefined));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect($online.get()).toBe(false);
    expect(api.callsTo('/api/order/list')).toHaveLength(1);
    expect(screen.getByText("You're offline — showing what you saw at 14:05")).toBeTruthy();
    online = true;
    goOnline();
    await waitFor(() => expect(api.callsTo('/api/order/list')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/showing what you saw/)).toBeNull());
  });

  it('a successful request ends the offline state (and the note) without an online event', async () => {
    mockApi({ 'GET /api/order/list': () => ({ list: [order(5)], total: 1 }) });
    $online.set(false);
    keepLastKnown(ORDERS, { list: [order(5)], total: 1 }, SEEN);
    renderScreen('/order', OrderList);
    expect(screen.getByText("You're offline — showing what you saw at 14:05")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/showing what you saw/)).toBeNull());
    expect($online.get()).toBe(true);
  });

  it('the note says the day too when what is shown was seen on another China day', () => {
    keepLastKnown(ORDERS, { list: [order(5)], total: 1 }, chinaTime(2026, 11, 24, 9, 30));
    mockApi({ 'GET /api/order/list': () => new Promise(() => undefined) });
    $online.set(false);
    renderScreen('/order', OrderList);
    expect(screen.getByText("You're offline — showing what you saw at 2026-11-24 09:30")).toBeTruthy();
  });

  it('nothing that spends (gift, unbind, set default) acts on last-known cards: the buttons wait for the fresh answer', async () => {
    keepLastKnown(CARDS, { list: [card(1, { default: false })], total: 1 }, SEEN);
    const fresh = deferred<unknown>();
    mockApi({ 'GET /api/card/list': () => fresh.promise });
    renderScreen('/card', Cards);
    const gift = screen.getByRole('button', { name: 'Gift to friend' }) as HTMLButtonElement;
    expect(gift.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Unbind card' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(gift);
    expect(location.hash).toBe('#/card');
    fresh.resolve({ list: [card(1, { default: false })], total: 1 });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Gift to friend' }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'Unbind card' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an action offline says it needs the network and loses nothing typed', async () => {
    const api = mockApi({ 'POST /api/address/save': () => Promise.reject(new TypeError('Failed to fetch')) });
    goOffline();
    renderScreen('/address/edit', AddressEdit);
    const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
    type('Receiver name', 'Li Lei');
    type('Phone', '13800138000');
    type('Detailed address', '1 Egg Road');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toBe("You're offline — this needs the network. What you typed is kept."));
    expect(api.calls).toHaveLength(1);
    expect((screen.getByLabelText('Detailed address') as HTMLInputElement).value).toBe('1 Egg Road');
    expect((screen.getByLabelText('Receiver name') as HTMLInputElement).value).toBe('Li Lei');
  });
});
