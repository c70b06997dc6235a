/**
 * Issue 30.3: the words after an exchange's payment. The member ends knowing both facts, in order —
 * the order is placed, and it is paid, or not paid yet with the order one tap away — and no word of
 * the payment is replaced at once by another. Every toast the page shows is recorded as it appears.
 * Each journey cancels its order, which gives the shared demo member's eggs back.
 */
import { describe, expect, it } from 'vitest';
import type { Journey } from './harness';
import { cancelFromDetail, inChromium, openExchange, openFirstOrder, signedIn, submitAndPay } from './journeys';

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
  await openExchange(j.page, 'Free-range fresh eggs');
  await j.page.getByRole('button', { name: 'Pay and submit', exact: true }).waitFor();
  const toasts = await recordToasts(j);
  await submitAndPay(j.page, standIn);
  await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
  return toasts;
}

async function cancelFirstOrder(j: Journey) {
  await openFirstOrder(j.page, 'Free-range fresh eggs');
  await cancelFromDetail(j.page);
}

describe('after an exchange, the payment is said with the order, once', () => {
  const j = signedIn('demo-member', '/product', inChromium({ timeout: 12_000 }));

  it('a cancelled payment: placed, payment failed, waiting for payment; the order is first in the list, its pay button one tap away', async () => {
    const toasts = await exchangeAndPay(j, 'Cancel');
    const said = 'Submit successful. Transaction payment failed: the order is waiting for payment, tap it in the list to pay';
    await j.page.getByText(said).waitFor();
    // WeChat's cancel is no proof either (issue 46.1): the server is asked before the one last word.
    expect(await toasts()).toEqual(['Confirming payment…', said]);
    const first = j.page.getByRole('listitem').filter({ hasText: 'Free-range fresh eggs' }).first();
    await expect.poll(() => first.textContent()).toContain('Pending payment');
    await first.getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
    await j.page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    await cancelFromDetail(j.page);
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
    // WeChat's ok is no proof (issue 32.2): 'confirming payment…' until the server reads it paid, then the one last word.
    expect(await toasts()).toEqual(['Confirming payment…', said]);
    await cancelFirstOrder(j);
    expect(j.errors).toEqual([]);
  });
});

describe('the words before the member acts', () => {
  const j = signedIn('demo-member', '/', inChromium({ timeout: 12_000 }));

  it("home's counts are quiet counts beside their labels, not orange alert badges", async () => {
    const tile = j.page.getByRole('link', { name: /^Member cards \d+$/ });
    await tile.waitFor();
    const look = await tile.evaluate((link) => {
      const count = link.lastElementChild as HTMLElement; // the count line
      const style = getComputedStyle(count);
      return { text: count.textContent, position: style.position, background: style.backgroundColor };
    });
    expect(look.text).toMatch(/^\d+$/);
    expect(look.position).toBe('static');
    expect(look.background).toBe('rgba(0, 0, 0, 0)');
  });

  it('top-up names the card that receives it before paying', async () => {
    await j.page.goto(`${j.baseURL}/#/combo`);
    await j.page.getByRole('heading', { name: 'Top-up' }).waitFor();
    await j.page.getByText(/^Topping up card 8866 \d{4} \d{4} \d{4}$/).waitFor();
  });

  it('an end date before the delivery date is said, not made a one-delivery plan', async () => {
    await j.page.goto(`${j.baseURL}/#/product`);
    await openExchange(j.page, 'Organic brown eggs');
    await j.page.getByLabel('Periodic delivery').selectOption({ label: 'Every week' });
    const ship = await j.page.getByLabel('Delivery date').inputValue();
    const later = new Date(Date.parse(`${ship}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await j.page.getByLabel('Delivery date').fill(later);
    await j.page.getByLabel('End date').fill(ship);
    await j.page.getByLabel('End date').blur();
    await j.page.getByText('The end date cannot be earlier than the delivery date').waitFor();
    expect(await j.page.getByLabel('End date').inputValue()).toBe(ship);
    expect(j.errors).toEqual([]);
  });
});

describe('an exchange by a member with no address says so up front', () => {
  const j = signedIn('demo-friend', '/product', inChromium({ timeout: 12_000 }));

  it("shows 'before you submit' with the way to add an address, and no empty block with 'change'", async () => {
    await j.page.getByRole('button', { name: 'Exchange Free-range fresh eggs' }).click();
    const notice = j.page.getByRole('region', { name: 'Before you submit' });
    await notice.getByText('This exchange needs a delivery address: add one, or choose one you saved').waitFor();
    expect(await j.page.getByRole('button', { name: /Change delivery address/ }).count()).toBe(0);
    expect(await j.axe()).toEqual([]);
    await notice.getByRole('button', { name: 'Add or choose an address' }).click();
    // With no address saved there is none to choose: the form, not an empty list (issue 47.3).
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    expect(j.errors).toEqual([]);
  });
});
