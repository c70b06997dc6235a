import { itOffersByState, nav, payment, shownFor } from './detail';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderDetail from '../../src/pages/order/OrderDetail';
import { fail, mockApi, order, renderScreen, settle } from './fixtures';
import { entryState, go } from '../../src/platform/navigation';
import { $confirming } from '../../src/stores/confirm';

describe('/order/detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows state, product, fee with 2 decimals, number, time, remark, receiver, phone, delivery date and address', () => {
    mockApi({});
    renderScreen('/order/detail', OrderDetail, { item: order(5) });
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Free-range eggs')).toBeTruthy();
    expect(screen.getByText('30 pcs a box')).toBeTruthy();
    expect(screen.getByText('Quantity: 2')).toBeTruthy();
    expect((screen.getByRole('img', { name: 'Free-range eggs' }) as HTMLImageElement).getAttribute('src')).toBe('/oss/p/egg-1.jpg');
    expect(shownFor('Express fee')).toBe('¥8.00');
    expect(shownFor('Order number')).toBe('NO-5');
    expect(shownFor('Order time')).toBe('2026-11-20 10:30');
    expect(shownFor('Remark')).toBe('leave at the door');
    expect(shownFor('Receiver')).toBe('Li Lei');
    expect(shownFor('Phone')).toBe('13800138000');
    expect(shownFor('Delivery date')).toBe('2026-12-03'); // from the YYYYMMDD number 20261203
    expect(shownFor('Address')).toBe('1 Egg Road, Hangzhou');
    expect(screen.queryByText('Express company')).toBeNull();
    expect(screen.queryByText('Express number')).toBeNull();
  });

  it('shows a dash, not a blank, for an order without a remark', () => {
    mockApi({});
    renderScreen('/order/detail', OrderDetail, { item: order(7, { remark: '' }) });
    expect(shownFor('Remark')).toBe('—');
    expect(shownFor('Order number')).toBe('NO-7');
  });

  it('shows express company and number when present', () => {
    mockApi({});
    renderScreen('/order/detail', OrderDetail, { item: order(5, { state: 3, expressName: 'SF Express', expressNo: 'SF1234567' }) });
    expect(shownFor('Express company')).toBe('SF Express');
    expect(shownFor('Express number')).toBe('SF1234567');
  });

  it('shows what it can when the product and address JSON is malformed, never crashes', () => {
    mockApi({});
    renderScreen('/order/detail', OrderDetail, {
      item: order(6, { product: '{"name":"Free-range eggs",', address: 'null', shipDate: 20261399, expressMoney: null as never }),
    });
    expect(shownFor('Order number')).toBe('NO-6');
    expect(shownFor('Receiver')).toBe('—');
    expect(shownFor('Delivery date')).toBe('—');
    expect(shownFor('Express fee')).toBe('¥0.00');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('copes with wrong types inside otherwise valid JSON', () => {
    mockApi({});
    renderScreen('/order/detail', OrderDetail, {
      item: order(7, { product: '{"pictures":"p/one.jpg","name":42,"spec":null}', address: '{"name":["x"],"phone":13800138000}' }),
    });
    expect(screen.getByText('42')).toBeTruthy();
    expect(shownFor('Phone')).toBe('13800138000');
    expect(shownFor('Receiver')).toBe('—');
  });

  it('without an item, says so and offers the way back', () => {
    mockApi({});
    renderScreen('/order/detail', OrderDetail);
    expect(screen.getByText('This record could not be opened, please go back and choose it again')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Back' })[1]);
    expect(nav.back).toHaveBeenCalled();
  });

  itOffersByState('Cancel order', (state) => {
    mockApi({});
    renderScreen('/order/detail', OrderDetail, { item: order(8, { state }) });
  });

  it("cancel asks 'confirm to cancel this order' with confirm and close; close does nothing", async () => {
    const api = mockApi({ 'POST /api/order/cancel': () => null });
    renderScreen('/order/detail', OrderDetail, { item: order(9, { state: 1 }) });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Confirm to cancel this order');
    // nothing is under way while the member decides: no spinner on the button behind the question
    expect(screen.getByRole('button', { name: 'Cancel order', hidden: true }).getAttribute('aria-busy')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toHaveLength(0);
    expect(nav.back).not.toHaveBeenCalled();
  });

  it("confirming cancels, says 'order has been cancelled' and goes back to the list", async () => {
    const api = mockApi({ 'POST /api/order/cancel': () => null });
    renderScreen('/order/detail', OrderDetail, { item: order(9, { state: 0 }) });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order has been cancelled')).toBeTruthy();
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/order/cancel', body: { orderId: 9 } })]);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it('a failed cancel keeps the member on the detail with the reason toasted', async () => {
    mockApi({ 'POST /api/order/cancel': () => fail('order already shipped') });
    renderScreen('/order/detail', OrderDetail, { item: order(9, { state: 1 }) });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('order already shipped')).toBeTruthy();
    expect(nav.back).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('pay calls payFor once per tap; on success the shown state becomes in progress and pay goes away', async () => {
    mockApi({});
    let settle!: (ok: boolean) => void;
    payment.payFor.mockImplementation(() => new Promise((r) => (settle = r)));
    renderScreen('/order/detail', OrderDetail, { item: order(10, { state: 0 }) });
    expect(screen.getByText('Pending payment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(payment.payFor).toHaveBeenCalledWith('order', 10));
    await act(() => new Promise((later) => setTimeout(later, 20)));
    expect(payment.payFor).toHaveBeenCalledTimes(1);
    await act(async () => settle(true));
    expect(await screen.findByText('In progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect((entryState() as { item: { state: number } }).item.state).toBe(1); // survives a reload
  });

  it("an order paid in WeChat that the server still reads pending says 'confirming payment' and offers no pay button (issue 32.2)", () => {
    mockApi({});
    $confirming.set({ 'order:12': Date.now() });
    renderScreen('/order/detail', OrderDetail, { item: order(12, { state: 0 }) });
    expect(screen.getByText('Confirming payment…')).toBeTruthy();
    expect(screen.queryByText('Pending payment')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    $confirming.set({});
  });

  it('a mark kept across a reload resumes its confirmation: in progress once the server reads it paid, with no tap (issue 46.2)', async () => {
    let state = 0;
    const api = mockApi({ 'GET /api/order/list': () => ({ list: [order(13, { state: state as 0 | 1 })], total: 1 }) });
    $confirming.set({ 'order:13': Date.now() - 20_000 });
    renderScreen('/order/detail', OrderDetail, { item: order(13, { state: 0 }) });
    expect(screen.getByText('Confirming payment…')).toBeTruthy();
    const reads = () => api.callsTo('/api/order/list').filter((c) => c.query.get('lastId') === '14');
    await waitFor(() => expect(reads()).toHaveLength(1), { timeout: 2000 });
    state = 1;
    expect(await screen.findByText('In progress', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect((entryState() as { item: { state: number } }).item.state).toBe(1);
    expect($confirming.get()).toEqual({});
  });

  it('a mark that ran out: pay is offered again, but the server is asked once more and the member asked before a second payment (issue 46.2)', async () => {
    const api = mockApi({ 'GET /api/order/list': () => ({ list: [order(14, { state: 0 })], total: 1 }) });
    $confirming.set({ 'order:14': Date.now() - 3_600_000 });
    payment.payFor.mockResolvedValue(false);
    renderScreen('/order/detail', OrderDetail, { item: order(14, { state: 0 }) });
    expect(screen.getByText('Pending payment')).toBeTruthy();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your earlier payment for this is not confirmed yet. Pay again?');
    expect(api.callsTo('/api/order/list').filter((c) => c.query.get('lastId') === '15')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle(20);
    expect(payment.payFor).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(payment.payFor).toHaveBeenCalledWith('order', 14));
    $confirming.set({});
  });

  it('a payment confirmed after the member left the detail moves nobody: the route they are on stays (issue 46.3)', async () => {
    mockApi({});
    let confirmed!: (ok: boolean) => void;
    payment.payFor.mockImplementation(() => new Promise((r) => (confirmed = r)));
    renderScreen('/order/detail', OrderDetail, { item: order(15, { state: 0 }) });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(payment.payFor).toHaveBeenCalled());
    act(() => go('/address/edit', { draft: 'kept' }));
    await act(async () => confirmed(true));
    await settle(20);
    expect(location.hash).toBe('#/address/edit');
    expect(entryState()).toEqual({ draft: 'kept' });
  });

  it('a failed payment leaves the order pending', async () => {
    mockApi({});
    payment.payFor.mockResolvedValue(false);
    renderScreen('/order/detail', OrderDetail, { item: order(11, { state: 0 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(payment.payFor).toHaveBeenCalled());
    expect(screen.getByText('Pending payment')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });
});
