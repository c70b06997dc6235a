/**
 * Orders and plans in a real browser against the demo server: a pending order is paid through the
 * WeChat Pay stand-in, becomes 'In progress', is cancelled, and the list shows it cancelled; a weekly
 * plan shows its deliveries, is paid and cancelled the same way.
 */
import { afterAll, beforeAll, describe, expect, inject as provided, it } from 'vitest';
import type { Order, Page as ApiPage, Plan } from '../../src/api/types';
import { api, launch, tokenFor, type Journey } from './harness';
import { createPendingOrder, createPendingPlan } from './fulfilment-data';

const inject = () => provided('baseURL');

describe('an order: pay, then cancel from the detail', () => {
  let j: Journey;
  let orderNo = '';
  beforeAll(async () => {
    const token = await tokenFor(inject());
    const { orderId } = await createPendingOrder(inject(), token);
    const orders = await api<ApiPage<Order>>(inject(), '/api/order/list', { token });
    orderNo = orders.list.find((o) => o.id === orderId)!.orderNo;
    j = await launch();
    await j.signIn('demo-member', '/order');
  });
  afterAll(async () => {
    await j?.close();
  });

  const row = () => j.page.getByRole('listitem').filter({ hasText: orderNo });

  it('lists the new order as pending payment', async () => {
    await row().waitFor();
    await expect.poll(() => row().textContent()).toContain('Pending payment');
    await j.screenshot('fulfilment-order-list');
    expect(await j.axe()).toEqual([]);
  });

  it('opens the detail with pay and cancel', async () => {
    await row().getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
    await j.page.getByRole('button', { name: 'Pay' }).waitFor();
    await j.page.getByRole('button', { name: 'Cancel order' }).waitFor();
    expect(await j.page.getByText(orderNo).count()).toBe(1);
    await j.screenshot('fulfilment-order-detail-pending');
    expect(await j.axe()).toEqual([]);
  });

  it('pays through the stand-in: the order is shown in progress and pay goes away', async () => {
    await j.page.getByRole('button', { name: 'Pay' }).click();
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await j.page.getByText('Transaction payment succeeded').waitFor();
    await j.page.getByText('In progress').waitFor();
    await expect.poll(() => j.page.getByRole('button', { name: 'Pay' }).count()).toBe(0);
  });

  it("cancels after 'confirm to cancel this order' and the list shows it cancelled", async () => {
    await j.page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = j.page.getByRole('alertdialog');
    await dialog.getByText('Confirm to cancel this order').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await j.page.getByText('Order has been cancelled').waitFor();
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    await expect.poll(() => row().textContent()).toContain('Cancelled');
    await j.screenshot('fulfilment-order-cancelled');
    expect(j.errors).toEqual([]);
  });
});

describe('a weekly plan: deliveries, pay, cancel', () => {
  let j: Journey;
  let planId = 0;
  let deliveries = 0;
  beforeAll(async () => {
    const token = await tokenFor(inject());
    ({ planId, deliveries } = await createPendingPlan(inject(), token, 'ONE_WEEK', 3));
    j = await launch();
    await j.signIn('demo-member', '/plan');
  });
  afterAll(async () => {
    await j?.close();
  });

  it('opens the plan from the list and shows its deliveries as not executed', async () => {
    const plans = await api<ApiPage<Plan>>(inject(), '/api/orderPlan/list', { token: (await j.storage('token'))! });
    expect(plans.list[0]).toMatchObject({ id: planId, state: 0 });
    // the newest plan is first
    const first = j.page.getByRole('list', { name: 'Order plans' }).getByRole('listitem').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Pending payment');
    expect(await first.textContent()).toContain('Period: Every week');
    await first.getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Plan detail' }).waitFor();
    const section = j.page.getByRole('region', { name: 'Deliveries' });
    await expect.poll(() => section.getByRole('listitem').count()).toBe(deliveries);
    expect(await section.getByText('Not executed').count()).toBe(deliveries);
    await j.screenshot('fulfilment-plan-detail');
    expect(await j.axe()).toEqual([]);
  });

  it('pays, then cancels with the plan wording, and the list shows it cancelled', async () => {
    await j.page.getByRole('button', { name: 'Pay' }).click();
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await j.page.getByText('In progress').waitFor();
    await j.page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = j.page.getByRole('alertdialog');
    await dialog.getByText('Confirm to cancel this plan').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await j.page.getByText('Order plan has been cancelled').waitFor();
    await j.page.getByRole('heading', { name: 'Order plans' }).waitFor();
    const first = j.page.getByRole('list', { name: 'Order plans' }).getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('Cancelled');
    expect(j.errors).toEqual([]);
  });
});
