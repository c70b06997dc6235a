/**
 * A double tap is one request: submit (/swap/card), pay (an order's detail in state 0), top up
 * (/combo), bind (/bind) and unbind (the /card sheet), each tapped twice in the same task (before any re-render), each
 * sending exactly one request and finishing as a single tap does.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, tokenFor, type Journey } from './harness';
import { countRequests, doubleTap } from './faults';
import { createPendingOrder } from './fulfilment-data';

describe('double taps as the demo member: submit, pay, top up, unbind', () => {
  let j: Journey;
  let orderNo = '';
  beforeAll(async () => {
    const baseURL = inject('baseURL');
    const token = await tokenFor(baseURL);
    ({ orderNo } = await createPendingOrder(baseURL, token));
    j = await launch();
    j.page.setDefaultTimeout(12_000);
    await j.signIn('demo-member', '/product');
  });
  afterAll(async () => {
    await j?.close();
  });

  it('submit on /swap/card: one create, one pay request, one order', async () => {
    const creates = countRequests(j.page, '/api/order/create');
    const pays = countRequests(j.page, '/api/pay/order');
    await j.page.getByRole('button', { name: 'Exchange Free-range fresh eggs' }).click();
    await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
    await expect.poll(() => j.page.getByTestId('fee').textContent()).toMatch(/^¥\d+\.\d\d$/);
    await doubleTap(j.page.getByRole('button', { name: 'Pay and submit', exact: true }));
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await j.page.getByText('Submit successful').waitFor();
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    expect(creates.count()).toBe(1);
    expect(pays.count()).toBe(1);
    expect(await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
  });

  it('pay on a pending order: one pay request, one pay sheet', async () => {
    const pays = countRequests(j.page, '/api/pay/order');
    await j.page.getByRole('listitem').filter({ hasText: orderNo }).getByRole('button').click();
    await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
    await doubleTap(j.page.getByRole('button', { name: 'Pay', exact: true }));
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await j.page.getByText('Transaction payment succeeded').waitFor();
    await j.page.getByText('In progress').waitFor();
    expect(pays.count()).toBe(1);
    expect(await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
  });

  it('top up on /combo: one create, one pay request, one pay sheet', async () => {
    const creates = countRequests(j.page, '/api/combo/create');
    const pays = countRequests(j.page, '/api/pay/combo');
    await j.page.goto('/#/combo');
    await j.page.getByRole('heading', { name: 'Top-up' }).waitFor();
    const topUp = j.page.getByRole('button', { name: /^Top up / }).first();
    await expect.poll(() => topUp.isEnabled()).toBe(true);
    await doubleTap(topUp);
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await j.page.getByText('Confirming payment…').first().waitFor(); // not the last test's toast
    await j.page.getByText('Transaction payment succeeded').waitFor();
    expect(creates.count()).toBe(1);
    expect(pays.count()).toBe(1);
    expect(await j.page.locator('[data-wx-standin="sheet"]').count()).toBe(0);
  });

  it('unbind in the /card sheet: one unbind request', async () => {
    const unbinds = countRequests(j.page, '/api/card/unbind');
    await j.page.goto('/#/card');
    const tile = j.page.locator('[data-card="8866000000000002"]');
    await tile.getByRole('button', { name: 'Unbind card' }).click();
    const sheet = j.page.getByRole('dialog', { name: 'Unbind card' });
    const phone = await sheet.getByLabel('Phone').inputValue();
    await sheet.getByRole('button', { name: 'Send verification code' }).click();
    await sheet.getByRole('button', { name: '60 seconds to resend' }).waitFor();
    await sheet.getByLabel('Verification code').fill((await j.smsCode(phone)).code);
    await doubleTap(sheet.getByRole('button', { name: 'Unbind', exact: true }));
    await j.page.getByText('Unbind successful').waitFor();
    await expect.poll(() => tile.count()).toBe(0);
    expect(unbinds.count()).toBe(1);
    expect(j.errors).toEqual([]);
  });
});

describe('double tap on bind, as the friend member', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await launch();
    j.page.setDefaultTimeout(12_000);
  });
  afterAll(async () => {
    await j?.close();
  });

  it('bind: one bind request, then home with the card', async () => {
    const binds = countRequests(j.page, '/api/card/bind');
    await j.page.goto(`/dev/oauth?redirect_uri=${encodeURIComponent('/#/bind')}&state=8866000000000103&openId=demo-friend`);
    await j.page.getByRole('heading', { name: 'Bind card' }).waitFor();
    const bind = j.page.getByRole('button', { name: 'Bind', exact: true });
    await expect.poll(() => bind.isEnabled(), { timeout: 15_000 }).toBe(true);
    await j.page.getByLabel('Phone').fill('13700000031');
    await j.page.getByRole('button', { name: 'Send verification code' }).click();
    await j.page.getByRole('button', { name: '60 seconds to resend' }).waitFor();
    await j.page.getByLabel('Verification code').fill((await j.smsCode('13700000031')).code);
    await doubleTap(bind);
    await j.page.getByText('Bind successful').waitFor();
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
    await j.page.getByText('8866 0000 0000 0103').waitFor();
    expect(binds.count()).toBe(1);
    expect(j.errors).toEqual([]);
  });
});
