import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlanList from '../../src/pages/plan/PlanList';
import { fail, later, mockApi, NearObserver, plan, pullDown, renderScreen, rowLines, settle } from './fixtures';
import { entryState } from '../../src/platform/navigation';

describe('/plan', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pages with the lastId cursor until total, then says no more', async () => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    const api = mockApi({
      'GET /api/orderPlan/list': ({ query }) => later(query.has('lastId') ? { list: [plan(3)], total: 3 } : { list: [plan(5), plan(4)], total: 3 }),
    });
    renderScreen('/plan', PlanList);
    await waitFor(() => expect(screen.getByText('No more')).toBeTruthy());
    expect(api.callsTo('/api/orderPlan/list').map((c) => c.query.get('lastId'))).toEqual([null, '4']);
    expect(within(screen.getByRole('list', { name: 'Order plans' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('pull-to-refresh reloads from the start', async () => {
    let count = 1;
    const api = mockApi({ 'GET /api/orderPlan/list': () => ({ list: [plan(1, { deliveryCount: count })], total: 1 }) });
    const { container } = renderScreen('/plan', PlanList);
    expect(await screen.findByText(/\bTotal deliveries: 1$/)).toBeTruthy();
    await settle(50);
    count = 2;
    pullDown(container);
    expect(await screen.findByText(/\bTotal deliveries: 2$/)).toBeTruthy();
    expect(api.callsTo('/api/orderPlan/list').map((c) => c.query.has('lastId'))).toEqual([false, false]);
  });

  it('each row shows period, quantity, total deliveries and state', async () => {
    mockApi({
      'GET /api/orderPlan/list': () => ({
        list: [
          plan(3, { type: 'ONE_WEEK', state: 0 }),
          plan(2, { type: 'TWO_WEEK', productNumber: 1, deliveryCount: 6 }),
          plan(1, { type: 'FOUR_WEEK', state: 2 }),
        ],
        total: 3,
      }),
    });
    renderScreen('/plan', PlanList);
    const rows = within(await screen.findByRole('list', { name: 'Order plans' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rowLines(rows[0])).toEqual(['Period: Every week', 'Quantity: 3', 'Total deliveries: 4']);
    expect(within(rows[0]).getByText('Pending payment')).toBeTruthy();
    expect(within(rows[0]).getByText('Free-range eggs')).toBeTruthy();
    expect(rowLines(rows[1])).toEqual(['Period: Every two weeks', 'Quantity: 1', 'Total deliveries: 6']);
    expect(rowLines(rows[2])[0]).toBe('Period: Every four weeks');
    expect(within(rows[2]).getByText('Cancelled')).toBeTruthy();
  });

  it('tapping a row opens the detail with the plan in navigation state', async () => {
    const item = plan(5);
    mockApi({ 'GET /api/orderPlan/list': () => ({ list: [item], total: 1 }) });
    renderScreen('/plan', PlanList);
    fireEvent.click(await screen.findByText(/^Period: Every week\b/));
    expect(location.hash).toBe('#/plan/detail');
    expect(entryState()).toEqual({ item });
  });

  it("shows 'no plans' when there are none", async () => {
    mockApi({ 'GET /api/orderPlan/list': () => ({ list: [], total: 0 }) });
    renderScreen('/plan', PlanList);
    expect(await screen.findByText('No plans')).toBeTruthy();
  });

  it('a failed first load shows the error and a retry', async () => {
    let calls = 0;
    mockApi({ 'GET /api/orderPlan/list': () => (++calls === 1 ? fail('plans unavailable') : { list: [plan(1)], total: 1 }) });
    renderScreen('/plan', PlanList);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(/^Period: Every week\b/)).toBeTruthy());
  });
});
