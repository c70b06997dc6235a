/**
 * Exchanging a voucher in a real browser against the demo server: from the voucher list, the
 * exchange screen with the default address and the voucher's fee → pay → the order in progress;
 * cancelled at the end, which gives the shared demo member the voucher back.
 */
import { describe, expect, it } from 'vitest';
import { cancelFromDetail, inChromium, openExchange, signedIn } from './journeys';

describe('a voucher exchanged: fee, pay, order, cancel', () => {
  const j = signedIn('demo-member', '/voucher', inChromium({ timeout: 12_000 }));

  it('opens the exchange from the voucher list with the voucher, the default address and its fee', async () => {
    await openExchange(j.page, 'Festival egg gift box', 'Exchange voucher');
    await j.page.getByRole('heading', { name: 'Festival egg gift box' }).waitFor();
    await j.page.getByText('48 eggs in a gift box').waitFor();
    await j.page.getByText('¥6.00').waitFor();
    await j.page.getByLabel('Remark').fill('e2e voucher');
    await j.screenshot('exchange-voucher');
    expect(await j.axe()).toEqual([]);
  });

  it("pays through the stand-in: 'submit successful', then the order in progress; cancel gives the voucher back", async () => {
    await j.page.getByRole('button', { name: 'Pay and submit', exact: true }).click();
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await j.page.getByText('Submit successful').waitFor();
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    const row = j.page.getByRole('listitem').filter({ hasText: 'Festival egg gift box' }).first();
    await expect.poll(() => row.textContent()).toContain('In progress');
    await row.getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
    await j.page.getByText('e2e voucher').waitFor();
    await cancelFromDetail(j.page);
    expect(j.errors).toEqual([]);
  });
});
