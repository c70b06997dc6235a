/**
 * Paid means the server says paid (issue 32.2), in a real browser against the demo server: WeChat's
 * pay sheet answers ok to the page while the server is notified at once, a few seconds later, or never
 * (the stand-in's notify modes). The app says 'Transaction payment succeeded' only once the server
 * reads the order paid; until then 'Confirming payment…'; past the bound, that it is being confirmed,
 * and the list and detail show it so with no pay button.
 */
import { afterAll, beforeAll, describe, expect, inject as provided, it } from 'vitest';
import type { Order, Page as ApiPage, Plan } from '../../src/api/types';
import { api, launch, tokenFor, type Journey } from './harness';
import { createPendingOrder, createPendingPlan } from './fulfilment-data';

const inject = () => provided('baseURL');

describe('an order paid in WeChat, confirmed by the server at once, late, or not in time', () => {
  let j: Journey;
  let token = '';
  beforeAll(async () => {
    token = await tokenFor(inject());
    j = await launch();
    await j.signIn('demo-member', '/order');
  });
  afterAll(async () => {
    await j?.close();
  });

  /** A new pending order's detail, opened from the list; its order number. */
  async function openNewOrder(): Promise<string> {
    const { orderId } = await createPendingOrder(inject(), token);
    const orders = await api<ApiPage<Order>>(inject(), '/api/order/list', { token });
    const orderNo = orders.list.find((o) => o.id === orderId)!.orderNo;
    await j.page.evaluate(() => {
      location.hash = '#/';
    });
    await j.page.evaluate(() => {
      location.hash = '#/order';
    });
    await j.page.getByRole('listitem').filter({ hasText: orderNo }).getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
    return orderNo;
  }

  const banner = () => j.page.locator('[role="status"]').filter({ hasText: /Pending payment|In progress|Confirming payment/ });
  const sheetButton = (name: string) => j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name, exact: true });

  it('confirmed at once: succeeded, in progress, no pay button', async () => {
    await openNewOrder();
    await j.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await sheetButton('Pay').click();
    await j.page.getByText('Transaction payment succeeded').waitFor();
    await expect.poll(() => banner().textContent()).toContain('In progress');
    expect(await j.page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
  });

  it("confirmed late: 'Confirming payment…' until the server is notified, then succeeded", async () => {
    await openNewOrder();
    await j.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await sheetButton('Succeed, notify the server late').click();
    await j.page.getByText('Confirming payment…').first().waitFor();
    await j.page.getByText('Transaction payment succeeded').waitFor({ timeout: 15_000 });
    await expect.poll(() => banner().textContent()).toContain('In progress');
    expect(await j.page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
  });

  it('never confirmed: told it is being confirmed; the detail and the list say so, with no pay button', async () => {
    const orderNo = await openNewOrder();
    await j.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await sheetButton('Succeed, never notify the server').click();
    await j.page.getByText('Confirming payment…').first().waitFor();
    await j.page.getByText('Payment is being confirmed; it will show in my orders').waitFor({ timeout: 20_000 });
    expect(await j.page.getByText('Transaction payment succeeded').count()).toBe(0);
    await expect.poll(() => banner().textContent()).toContain('Confirming payment…');
    expect(await j.page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
    await j.page.evaluate(() => {
      location.hash = '#/order';
    });
    const row = j.page.getByRole('listitem').filter({ hasText: orderNo });
    await expect.poll(() => row.textContent()).toContain('Confirming payment…');
    // The server still reads it pending payment: only this phone knows WeChat said ok.
    const orders = await api<ApiPage<Order>>(inject(), '/api/order/list', { token });
    expect(orders.list.find((o) => o.orderNo === orderNo)?.state).toBe(0);
  });
});

describe('a plan paid in WeChat, never confirmed by the server', () => {
  let j: Journey | undefined;
  afterAll(async () => {
    await j?.close();
  });

  it("its detail and the plan list say 'Confirming payment…', with no pay button, while the server still reads it pending", async () => {
    const token = await tokenFor(inject());
    const { planId } = await createPendingPlan(inject(), token);
    j = await launch();
    await j.signIn('demo-member', '/plan');
    const page = j.page;
    // The newest plan is first.
    const row = page.getByRole('list', { name: 'Order plans' }).getByRole('listitem').first();
    await expect.poll(() => row.textContent()).toContain('Pending payment');
    await row.getByRole('button').click();
    await page.getByRole('heading', { name: 'Plan detail' }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Succeed, never notify the server', exact: true }).click();
    await page.getByText('Confirming payment…').first().waitFor();
    await page.getByText('Payment is being confirmed; it will show in order plans').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Transaction payment succeeded').count()).toBe(0);
    await expect
      .poll(() =>
        page
          .locator('[role="status"]')
          .filter({ hasText: /Pending payment|In progress|Confirming payment/ })
          .textContent(),
      )
      .toContain('Confirming payment…');
    expect(await page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
    await page.evaluate(() => {
      location.hash = '#/plan';
    });
    await expect.poll(() => row.textContent()).toContain('Confirming payment…');
    expect(await row.getByText('Pending payment').count()).toBe(0);
    const plans = await api<ApiPage<Plan>>(inject(), '/api/orderPlan/list', { token });
    expect(plans.list.find((p) => p.id === planId)?.state).toBe(0);
    expect(j.errors).toEqual([]);
  });
});

describe('a top-up paid in WeChat: the card shows the new eggs and validity only once the server confirms it', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await launch();
    await j.signIn('demo-member', '/combo');
  });
  afterAll(async () => {
    await j?.close();
  });

  const shown = () => j.page.locator('[aria-current="true"]');
  /** The shown card's eggs and validity line, as the member reads them. */
  async function cardNow() {
    const card = shown();
    await card.getByText(/eggs available to redeem/).waitFor();
    return {
      eggs: (await card.getByText(/eggs available to redeem/).textContent())!,
      valid: (await card.getByText(/^Valid until/).textContent()) ?? '',
    };
  }
  async function topUpWith(choice: string) {
    await j.page.goto(`${j.baseURL}/#/combo`);
    await j.page.getByRole('heading', { name: 'Top-up' }).waitFor();
    const before = await cardNow();
    await j.page
      .getByRole('button', { name: /^Top up / })
      .first()
      .click();
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: choice, exact: true }).click();
    await j.page.getByText('Confirming payment…').first().waitFor();
    // Confirming: the card still shows what the server reads, the eggs and validity before.
    expect(await cardNow()).toEqual(before);
    return before;
  }

  it('confirmed late: the card keeps its eggs until the server is notified, then shows the new ones', async () => {
    const before = await topUpWith('Succeed, notify the server late');
    await j.page.getByText('Transaction payment succeeded').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await cardNow()).eggs, { timeout: 10_000 }).not.toBe(before.eggs);
    expect(j.errors).toEqual([]);
  });

  it('never confirmed: told the card will show it once it is; the eggs and validity stay as the server reads them', async () => {
    const before = await topUpWith('Succeed, never notify the server');
    await j.page.getByText("Payment is being confirmed; the card's eggs and validity will show it once it is").waitFor({ timeout: 20_000 });
    expect(await j.page.getByText('Transaction payment succeeded').count()).toBe(0);
    expect(await cardNow()).toEqual(before);
    expect(j.errors).toEqual([]);
  });
});
