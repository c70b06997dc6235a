import { itOffersByState, nav, payment, shownFor } from './detail';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlanDetail from '../../src/pages/plan/PlanDetail';
import { fail, mockApi, plan, renderScreen, settle, trigger } from './fixtures';
const triggers = [
  trigger({ state: 1, triggerTime: '2026-11-25 08:00:00', finishTime: '2026-11-25 09:30:00' }),
  trigger({ state: 2, triggerTime: '2026-12-02 08:00:00', finishTime: '2026-12-02 08:05:00', errMessage: 'insufficient eggs on card' }),
  trigger({ state: 0, triggerTime: '2026-12-09 08:00:00' }),
];

describe('/plan/detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows product, period, create time, payment number, total express fee, receiver, address and remark', async () => {
    mockApi({ 'GET /api/orderPlan/triggers': () => [] });
    renderScreen('/plan/detail', PlanDetail, { item: plan(4) });
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Free-range eggs')).toBeTruthy();
    expect(screen.getByText('Quantity: 3')).toBeTruthy();
    expect(shownFor('Period')).toBe('Every week');
    expect(shownFor('Total deliveries')).toBe('4');
    expect(shownFor('Create time')).toBe('2026-11-18 09:15');
    expect(shownFor('Payment number')).toBe('PAY-4');
    expect(shownFor('Total express fee')).toBe('¥12.50');
    expect(shownFor('Receiver')).toBe('Li Lei');
    expect(shownFor('Address')).toBe('1 Egg Road, Hangzhou');
    expect(shownFor('Remark')).toBe('weekday mornings');
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
  });

  it('lists the triggers: state, and finish time and error message for non-zero states', async () => {
    const api = mockApi({ 'GET /api/orderPlan/triggers': () => triggers });
    renderScreen('/plan/detail', PlanDetail, { item: plan(4, { type: 'TWO_WEEK' }) });
    expect(shownFor('Period')).toBe('Every two weeks');
    const section = screen.getByRole('region', { name: 'Deliveries' });
    const items = await within(section).findAllByRole('listitem');
    expect(api.callsTo('/api/orderPlan/triggers')[0].query.get('id')).toBe('4');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('Completed');
    expect(items[0].textContent).toContain('Finish time: 2026-11-25 09:30');
    expect(items[1].textContent).toContain('Execution failed');
    expect(items[1].textContent).toContain('Finish time: 2026-12-02 08:05');
    expect(items[1].textContent).toContain('Error message: insufficient eggs on card');
    expect(items[2].textContent).toContain('Not executed');
    expect(items[2].textContent).not.toContain('Finish time');
  });

  it('triggers failing to load show error and retry inside their section only', async () => {
    let calls = 0;
    mockApi({ 'GET /api/orderPlan/triggers': () => (++calls === 1 ? fail('trigger service down') : triggers) });
    renderScreen('/plan/detail', PlanDetail, { item: plan(4) });
    const section = screen.getByRole('region', { name: 'Deliveries' });
    expect(await within(section).findByText('Failed to load')).toBeTruthy();
    expect(shownFor('Payment number')).toBe('PAY-4'); // the rest of the detail stays
    fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(3);
  });

  itOffersByState('Cancel plan', (state) => {
    mockApi({ 'GET /api/orderPlan/triggers': () => [] });
    renderScreen('/plan/detail', PlanDetail, { item: plan(8, { state }) });
  });

  it("cancel asks 'confirm to cancel this plan', then says 'order plan has been cancelled' and goes back", async () => {
    const api = mockApi({ 'GET /api/orderPlan/triggers': () => [], 'POST /api/orderPlan/cancel': () => null });
    renderScreen('/plan/detail', PlanDetail, { item: plan(9, { state: 0 }) });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Confirm to cancel this plan');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order plan has been cancelled')).toBeTruthy();
    expect(api.callsTo('/api/orderPlan/cancel')).toEqual([expect.objectContaining({ method: 'POST', body: { planId: 9 } })]);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it('pay → payFor("plan", id); on success the state becomes in progress', async () => {
    mockApi({ 'GET /api/orderPlan/triggers': () => [] });
    payment.payFor.mockResolvedValue(true);
    renderScreen('/plan/detail', PlanDetail, { item: plan(10, { state: 0 }) });
    expect(screen.getByText('Pending payment')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    await waitFor(() => expect(payment.payFor).toHaveBeenCalledWith('plan', 10));
    await waitFor(() => expect(screen.getByText('In progress')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('survives a plan whose product and address are missing', () => {
    mockApi({ 'GET /api/orderPlan/triggers': () => [] });
    renderScreen('/plan/detail', PlanDetail, { item: plan(11, { product: null as never, address: 'oops' as never, payNo: null }) });
    expect(shownFor('Payment number')).toBe('—');
    expect(shownFor('Receiver')).toBe('—');
  });

  it('shows a dash, not a blank, for a plan not paid yet and without a remark', () => {
    mockApi({ 'GET /api/orderPlan/triggers': () => [] });
    renderScreen('/plan/detail', PlanDetail, { item: plan(12, { state: 0, payNo: null, remark: '' }) });
    expect(shownFor('Payment number')).toBe('—');
    expect(shownFor('Remark')).toBe('—');
  });

  it("colours the state banner by the state's tone, with its icon", () => {
    mockApi({ 'GET /api/orderPlan/triggers': () => [] });
    renderScreen('/plan/detail', PlanDetail, { item: plan(13, { state: 3 }) });
    const banner = screen.getAllByRole('status').find((el) => el.hasAttribute('data-tone')) as HTMLElement;
    expect(banner.getAttribute('data-tone')).toBe('done');
    expect(banner.textContent).toBe('Completed');
    // Its icon is the tone's ::before glyph (the rules are checked in order-list.test.tsx).
  });
});
