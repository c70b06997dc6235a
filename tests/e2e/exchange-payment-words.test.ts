/**
 * Issue 30.3: the words after an exchange's payment. The member ends knowing both facts, in order —
 * the order is placed, and it is paid, or not paid yet with the order one tap away — and no word of
 * the payment is replaced at once by another. Every toast the page shows is recorded as it appears.
 * Each journey cancels its order, which gives the shared demo member's eggs back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Journey } from './harness';

/** Records the text of every toast as it appears (both live regions), in order. */
async function recordToasts(j: Journey) {
  await j.page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"][aria-live], [role="alert"][aria-live]')) {
        const text = region.textContent?.replace(/^[✓!]/, '').trim(); // the icon is decoration
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => j.page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

async function exchangeAndPay(j: Journey, standIn: 'Pay' | 'Cancel') {
  await j.page.getByRole('button', { name: 'Exchange Free-range fresh eggs' }).click();
  await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
  await j.page.getByRole('button', { name: 'Pay and submit', exact: true }).waitFor();
  const toasts = await recordToasts(j);
  await j.page.getByRole('button', { name: 'Pay and submit', exact: true }).click();
  await j.page.getByRole('button', { name: standIn, exact: true }).click();
  await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
  return toasts;
}

async function cancelFirstOrder(j: Journey) {
  await j.page.getByRole('listitem').filter({ hasText: 'Free-range fresh eggs' }).first().getByRole('button').click();
  await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
  await j.page.getByRole('button', { name: 'Cancel order' }).click();
  await j.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await j.page.getByText('Order has been cancelled').waitFor();
}

describe('after an exchange, the payment is said with the order, once', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await launch();
    j.page.setDefaultTimeout(12_000);
    await j.signIn('demo-member', '/product');
  });
  afterAll(async () => {
    await j?.close();
  });

  it('a cancelled payment: placed, payment failed, waiting for payment; the order is first in the list, its pay button one tap away', async () => {
    const toasts = await exchangeAndPay(j, 'Cancel');
    const said = 'Submit successful. Transaction payment failed: the order is waiting for payment, tap it in the list to pay';
    await j.page.getByText(said).waitFor();
    expect(await toasts()).toEqual([said]);
    const first = j.page.getByRole('listitem').filter({ hasText: 'Free-range fresh eggs' }).first();
    await expect.poll(() => first.textContent()).toContain('Pending payment');
    await first.getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
    await j.page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    await j.page.getByRole('button', { name: 'Cancel order' }).click();
    await j.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await j.page.getByText('Order has been cancelled').waitFor();
  });

  it("a payment that succeeded stays said: one toast, 'submit successful' then paid, never replaced", async () => {
    await j.page.goto(`${j.baseURL}/#/product`);
    await j.page.reload(); // a fresh page: the last journey's toast is gone
    await j.page.getByRole('heading', { name: 'Products' }).waitFor();
    const toasts = await exchangeAndPay(j, 'Pay');
    const said = 'Submit successful. Transaction payment succeeded';
    await j.page.getByText(said).waitFor();
    const first = j.page.getByRole('listitem').filter({ hasText: 'Free-range fresh eggs' }).first();
    await expect.poll(() => first.textContent()).toContain('In progress');
    expect(await toasts()).toEqual([said]);
    await cancelFirstOrder(j);
    expect(j.errors).toEqual([]);
  });
});
