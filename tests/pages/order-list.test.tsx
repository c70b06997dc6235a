import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { put, take } from '../../src/lib/boot-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderList from '../../src/pages/order/OrderList';
import { afterFrame, fail, later, mockApi, NearObserver, order, pullDown, renderScreen, rowLines, settle } from './fixtures';
import { entryState } from '../../src/platform/navigation';
import { $confirming } from '../../src/stores/confirm';

describe('/order', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pages with the lastId cursor until the loaded count reaches total', async () => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    const pages: Record<string, number[]> = { first: [8, 7, 6], '6': [5, 4, 3], '3': [2, 1] };
    const api = mockApi({
      'GET /api/order/list': ({ query }) => later({ list: pages[query.get('lastId') ?? 'first'].map((id) => order(id)), total: 8 }),
    });
    renderScreen('/order', OrderList);
    await waitFor(() => expect(api.callsTo('/api/order/list').map((c) => c.query.get('lastId'))).toEqual([null, '6', '3']));
    await waitFor(() => expect(screen.getByText('No more')).toBeTruthy());
    const rows = within(screen.getByRole('list', { name: 'My orders' })).getAllByRole('listitem');
    expect(rows.map((r) => rowLines(r)[0])).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((id) => `Order number: NO-${id}`));
  });

  it("a row paid in WeChat that the server still reads pending says 'confirming payment'; others keep their state (issue 32.2)", async () => {
    mockApi({ 'GET /api/order/list': () => ({ list: [order(9, { state: 0 }), order(8, { state: 0 })], total: 2 }) });
    $confirming.set({ 'order:9': Date.now(), 'plan:8': Date.now() });
    renderScreen('/order', OrderList);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('[data-tone]')?.textContent)).toEqual(['Confirming payment…', 'Pending payment']);
    $confirming.set({});
  });

  it('a row kept confirming (a reload, or back from a detail) resumes its confirmation: in progress once the server reads it paid, with no tap (issue 46.2)', async () => {
    let paid = false;
    const api = mockApi({
      'GET /api/order/list': ({ query }) =>
        query.get('lastId') === '10'
          ? { list: [order(9, { state: paid ? 1 : 0 })], total: 1 }
          : { list: [order(9, { state: 0 }), order(8, { state: 0 })], total: 2 },
    });
    $confirming.set({ 'order:9': Date.now() - 30_000 });
    renderScreen('/order', OrderList);
    const tags = async () => (await screen.findAllByRole('listitem')).map((r) => r.querySelector('[data-tone]')?.textContent);
    expect(await tags()).toEqual(['Confirming payment…', 'Pending payment']);
    await waitFor(() => expect(api.callsTo('/api/order/list').filter((c) => c.query.get('lastId') === '10')).toHaveLength(1), { timeout: 2000 });
    paid = true;
    await waitFor(async () => expect(await tags()).toEqual(['In progress', 'Pending payment']), { timeout: 3000 });
    expect($confirming.get()).toEqual({});
    // Opened now, the detail has the row as shown.
    fireEvent.click(within(screen.getAllByRole('listitem')[0]).getByRole('button'));
    expect((entryState() as { item: { state: number } }).item.state).toBe(1);
  });

  it('follows the marks while on screen with one subscription for the whole list, not one a row (200 rows page in on a low-end phone)', async () => {
    mockApi({ 'GET /api/order/list': () => ({ list: Array.from({ length: 10 }, (_, i) => order(20 - i, { state: 0 })), total: 10 }) });
    $confirming.set({});
    const { unmount } = renderScreen('/order', OrderList);
    const tags = async () => (await screen.findAllByRole('listitem')).map((r) => r.querySelector('[data-tone]')?.textContent);
    expect(await tags()).toEqual(Array(10).fill('Pending payment'));
    await afterFrame();
    // WeChat said ok for one row: that row says so at once; the server read it paid: its state again
    act(() => $confirming.set({ 'order:15': Date.now() }));
    expect((await tags())[5]).toBe('Confirming payment…');
    expect((await tags()).filter((tag) => tag === 'Pending payment')).toHaveLength(9);
    act(() => $confirming.set({}));
    expect(await tags()).toEqual(Array(10).fill('Pending payment'));
    // what the screen listens with goes when it does: one listener, not ten
    const listening = $confirming.lc;
    unmount();
    await afterFrame(); // Preact lets go after the unmount, not within it
    expect(listening - $confirming.lc).toBe(1);
  });

  it('stops when a page comes back empty', async () => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    const api = mockApi({
      'GET /api/order/list': ({ query }) => later(query.has('lastId') ? { list: [], total: 50 } : { list: [order(9), order(8)], total: 50 }),
    });
    renderScreen('/order', OrderList);
    await waitFor(() => expect(screen.getByText('No more')).toBeTruthy());
    expect(api.callsTo('/api/order/list').map((c) => c.query.get('lastId'))).toEqual([null, '8']);
  });

  it('a failed next page offers a retry that asks for the same cursor again', async () => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    let failNext = true;
    const api = mockApi({
      'GET /api/order/list': ({ query }) => {
        if (!query.has('lastId')) return { list: [order(9), order(8)], total: 3 };
        if (failNext) {
          failNext = false;
          return fail('network is slow');
        }
        return later({ list: [order(7)], total: 3 });
      },
    });
    renderScreen('/order', OrderList);
    fireEvent.click(await screen.findByRole('button', { name: 'Failed to load more, tap to retry' }));
    await waitFor(() => expect(screen.getByText(/^Order number: NO-7\b/)).toBeTruthy());
    expect(api.callsTo('/api/order/list').map((c) => c.query.get('lastId'))).toEqual([null, '8', '8']);
  });

  it('pull-to-refresh reloads from the start and shows the new state', async () => {
    let state: 0 | 2 = 0;
    const api = mockApi({ 'GET /api/order/list': () => ({ list: [order(4, { state })], total: 1 }) });
    const { container } = renderScreen('/order', OrderList);
    expect(await screen.findByText('Pending payment')).toBeTruthy();
    await settle(50); // the puller's touch listeners attach in an effect
    state = 2;
    pullDown(container);
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    const calls = api.callsTo('/api/order/list');
    expect(calls).toHaveLength(2);
    expect(calls[1].query.has('lastId')).toBe(false);
  });

  it('shows a skeleton while the first page loads', async () => {
    mockApi({ 'GET /api/order/list': () => new Promise(() => undefined) });
    const { container } = renderScreen('/order', OrderList);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByText('No orders')).toBeNull();
  });

  it('a landing whose early first page is already in shows its rows in the first render, with no request and no skeleton; a failed one is reported', async () => {
    const api = mockApi({ 'GET /api/order/list': () => ({ list: [order(3)], total: 3 }) });
    const answer = { ok: true, s: 200, auth: null, body: { success: true, data: { list: [order(9), order(8)], total: 2 } } };
    put('/api/order/list', { p: Promise.resolve(answer), v: answer });
    const { container } = renderScreen('/order', OrderList);
    // synchronously: the first render has the rows
    const rows = within(screen.getByRole('list', { name: 'My orders' })).getAllByRole('listitem');
    expect(rows.map((r) => rowLines(r)[0])).toEqual(['Order number: NO-9', 'Order number: NO-8']);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    await settle();
    expect(api.callsTo('/api/order/list')).toEqual([]);
    expect(take('/api/order/list')).toBeUndefined();
    // a failure, or an answer that does not read, is left to the list's own load, which reports it
    const failed = { ok: false, s: 502, auth: null, body: null };
    put('/api/order/list', { p: Promise.resolve(failed), v: failed });
    const again = renderScreen('/order', OrderList);
    expect(again.container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.getAllByText('Server error (502), please try again later').length).toBeGreaterThan(0);
    expect(api.callsTo('/api/order/list')).toEqual([]);
    expect(take('/api/order/list')).toBeUndefined();
  });

  it('each row shows time, state, first picture, name, order number, spec and quantity', async () => {
    const api = mockApi({
      'GET /api/order/list': () => ({
        list: [order(12, { state: 0 }), order(11, { state: 1 }), order(10, { state: 2 }), order(9, { state: 3, productNumber: 5 })],
        total: 4,
      }),
    });
    renderScreen('/order', OrderList);
    const list = await screen.findByRole('list', { name: 'My orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(api.callsTo('/api/order/list')[0].query.has('lastId')).toBe(false);
    const first = within(rows[0]);
    expect(first.getByText('2026-11-20 10:30')).toBeTruthy();
    expect(first.getByText('Pending payment')).toBeTruthy();
    expect(first.getByText('Free-range eggs')).toBeTruthy();
    expect(rowLines(rows[0])).toEqual(['Order number: NO-12', '30 pcs a box', 'Quantity: 2']);
    const img = rows[0].querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/oss/p/egg-1.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('72');
    expect(img.getAttribute('height')).toBe('72');
    expect(within(rows[1]).getByText('In progress')).toBeTruthy();
    expect(within(rows[2]).getByText('Cancelled')).toBeTruthy();
    expect(within(rows[3]).getByText('Completed')).toBeTruthy();
    expect(rowLines(rows[3])).toEqual(['Order number: NO-9', '30 pcs a box', 'Quantity: 5']);
    // each state in its own tone, with an icon (colour is never the only cue: the words stay)
    const tones = rows.map((r) =>
      within(r)
        .getByText(/^(Pending payment|In progress|Cancelled|Completed)$/)
        .getAttribute('data-tone'),
    );
    expect(tones).toEqual(['pending', 'active', 'cancelled', 'done']);
    // The icons are the tones' ::before glyphs, with an empty alternative text (happy-dom computes no pseudo-elements: read the rules).
    const css = readFileSync(join(import.meta.dirname, '../../src/pages/fulfilment/fulfilment.module.css'), 'utf8');
    for (const tone of tones)
      expect(css, `${tone}`).toMatch(
        new RegExp(`\\.state\\[data-tone="${tone}"\\]::before \\{\\s*content: "\\\\[0-9A-F]{4}";\\s*content: "\\\\[0-9A-F]{4}" / "";`),
      );
  });

  it('a row with malformed snapshot JSON still renders its number, state and time', async () => {
    mockApi({ 'GET /api/order/list': () => ({ list: [order(3, { product: '{oops', address: '' })], total: 1 }) });
    renderScreen('/order', OrderList);
    expect(await screen.findByText(/^Order number: NO-3\b/)).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    // no spec to show: its line is left out, not an empty one
    expect(rowLines(screen.getByRole('listitem'))).toEqual(['Order number: NO-3', 'Quantity: 2']);
  });

  it('tapping a row opens the detail with the order in navigation state', async () => {
    const item = order(7);
    mockApi({ 'GET /api/order/list': () => ({ list: [item], total: 1 }) });
    renderScreen('/order', OrderList);
    fireEvent.click(await screen.findByText(/^Order number: NO-7\b/));
    expect(location.hash).toBe('#/order/detail');
    expect(entryState()).toEqual({ item });
  });

  it("shows 'no orders' when there are none", async () => {
    mockApi({ 'GET /api/order/list': () => ({ list: [], total: 0 }) });
    renderScreen('/order', OrderList);
    expect(await screen.findByText('No orders')).toBeTruthy();
  });

  it('a failed first load shows the error and a retry, never a blank screen', async () => {
    let calls = 0;
    mockApi({ 'GET /api/order/list': () => (++calls === 1 ? fail('orders unavailable') : { list: [order(1)], total: 1 }) });
    renderScreen('/order', OrderList);
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.getAllByText('orders unavailable').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(/^Order number: NO-1\b/)).toBeTruthy());
  });
});
