/**
 * Exchanging a product in a real browser against the demo server: once with a fee (the input
 * survives choosing an address and a reload) → pay through the stand-in → the order in progress →
 * cancel; and a weekly plan with an end date → its delivery dates → pay → plan detail with its
 * deliveries → cancel; and an exchange from a phone on Los Angeles time, whose delivery day is still
 * the China day the server counts. The journeys end cancelled, which gives the shared demo member's
 * eggs back.
 */
import { describe, expect, it } from 'vitest';
import { api, tokenFor } from './harness';
import { cancelFromDetail, inChromium, openExchange, openFirstOrder, signedIn, submitAndPay } from './journeys';

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, whatever the test process's time zone). */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('a product exchanged once, with a fee: pay, then cancel', () => {
  const j = signedIn('demo-member', '/product', inChromium({ timeout: 12_000 }));

  const fee = () => j.page.getByTestId('fee');

  it('lists products and opens the exchange with the default address and card', async () => {
    await j.page.getByRole('heading', { name: 'Products' }).waitFor();
    await j.page.getByText('¥59.90').waitFor();
    await j.screenshot('exchange-products');
    expect(await j.axe()).toEqual([]);
    await openExchange(j.page, 'Free-range fresh eggs');
    await j.page.getByText('8866 0000 0000 0001').waitFor();
    await expect.poll(() => fee().textContent()).toBe('¥8.00');
    await j.page.getByRole('button', { name: 'Pay and submit', exact: true }).waitFor();
    await j.screenshot('exchange-product-once');
    expect(await j.axe()).toEqual([]);
  });

  it('keeps what was entered across choosing an address and a reload', async () => {
    await j.page.getByLabel('Remark').fill('e2e: ring twice');
    await j.page.getByRole('button', { name: 'Increase' }).click();
    await j.page.getByRole('button', { name: /Change delivery address/ }).click();
    await j.page.getByRole('heading', { name: 'Delivery addresses' }).waitFor();
    await j.page.getByRole('list', { name: 'Delivery addresses' }).getByRole('listitem').first().getByRole('button').first().click();
    await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
    expect(await j.page.getByLabel('Remark').inputValue()).toBe('e2e: ring twice');
    expect(await j.storage('swap-address')).not.toBeNull();
    await j.page.reload();
    await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
    expect(await j.page.getByLabel('Remark').inputValue()).toBe('e2e: ring twice');
    expect(await j.page.getByRole('group', { name: 'Quantity' }).getByRole('textbox').inputValue()).toBe('2');
    await expect.poll(() => fee().textContent()).toBe('¥8.00');
  });

  it("pays through the stand-in: 'submit successful', then the order list with the order in progress", async () => {
    await submitAndPay(j.page);
    await j.page.getByText('Submit successful').waitFor();
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    const first = j.page.getByRole('listitem').filter({ hasText: 'Free-range fresh eggs' }).first();
    await expect.poll(() => first.textContent()).toContain('In progress');
    expect(await first.textContent()).toContain('Quantity: 2');
    expect(await j.storage('swap-draft')).toBeNull();
  });

  it('cancels the order from its detail', async () => {
    await openFirstOrder(j.page, 'Free-range fresh eggs');
    await j.page.getByText('e2e: ring twice').waitFor();
    await cancelFromDetail(j.page);
    expect(j.errors).toEqual([]);
  });
});

describe('a weekly plan with an end date: dates, pay, detail with deliveries, cancel', () => {
  const j = signedIn('demo-member', '/product', inChromium({ timeout: 12_000 }));

  it('asks for the plan only with an end date, then lists the delivery dates and the total fee', async () => {
    await openExchange(j.page, 'Organic brown eggs');
    await j.page.getByLabel('Periodic delivery').selectOption({ label: 'Every week' });
    await j.page.getByText('Choose an end date to see the delivery dates and the fee').waitFor();
    const first = await j.page.getByLabel('Delivery date').inputValue();
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await j.page.getByLabel('End date').fill(addDays(first, 14));
    const dates = [first, addDays(first, 7), addDays(first, 14)];
    await j.page.getByText(`3 deliveries, first on ${dates[0]}, last on ${dates[2]}`).waitFor();
    await j.page.getByText('All delivery dates').click();
    expect(
      await j.page
        .getByRole('listitem')
        .filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ })
        .allTextContents(),
    ).toEqual(dates);
    await j.page.getByText('¥24.00').waitFor();
    await j.page.getByRole('button', { name: 'Pay and submit', exact: true }).waitFor();
    await j.screenshot('exchange-product-weekly-plan');
    expect(await j.axe()).toEqual([]);
  });

  it("pays: 'submit successful', the plan list, then the detail with its 3 deliveries; cancel", async () => {
    await submitAndPay(j.page);
    await j.page.getByText('Submit successful').waitFor();
    await j.page.getByRole('heading', { name: 'Order plans' }).waitFor();
    const row = j.page.getByRole('list', { name: 'Order plans' }).getByRole('listitem').first();
    await expect.poll(() => row.textContent()).toContain('In progress');
    expect(await row.textContent()).toContain('Organic brown eggs');
    await row.getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Plan detail' }).waitFor();
    const deliveries = j.page.getByRole('region', { name: 'Deliveries' });
    await expect.poll(() => deliveries.getByRole('listitem').count()).toBe(3);
    await cancelFromDetail(j.page, 'plan');
    expect(j.errors).toEqual([]);
  });
});

describe('a phone on Los Angeles time: the delivery date is the China day the server counts', () => {
  const j = signedIn('demo-member', '/product', inChromium({ timeout: 12_000, timezoneId: 'America/Los_Angeles' }));

  it("shows and sends the server's earliest China day; the order is created and its detail shows that day", async () => {
    expect(await j.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    const earliest = await api<number>(j.baseURL, '/api/order/shipTime', { token: await tokenFor(j.baseURL) });
    const chinaDay = new Date(earliest + 8 * 3_600_000).toISOString().slice(0, 10);
    await openExchange(j.page, 'Free-range fresh eggs');
    await expect.poll(() => j.page.getByLabel('Delivery date').inputValue()).toBe(chinaDay);
    expect(await j.page.getByLabel('Delivery date').getAttribute('min')).toBe(chinaDay);
    await j.page.getByLabel('Remark').fill('e2e: Los Angeles');
    await submitAndPay(j.page);
    await j.page.getByText('Submit successful').waitFor();
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    await openFirstOrder(j.page, 'Free-range fresh eggs');
    await j.page.getByText('e2e: Los Angeles').waitFor();
    await j.page.getByText(chinaDay).waitFor();
    await cancelFromDetail(j.page);
    expect(j.errors).toEqual([]);
  });
});
