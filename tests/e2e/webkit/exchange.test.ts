/**
 * WebKit: a product exchanged with a fee → pay through the stand-in → the order list with the order
 * in progress → cancel from its detail; a phone on Los Angeles time whose delivery day is still the
 * China day the server counts; and a pending order paid and cancelled from the order list (parallel
 * to ../exchange-product.test.ts and ../fulfilment-orders.test.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPendingOrder } from '../fulfilment-data';
import { api, tokenFor } from '../harness';
import { signedIn } from '../journeys';
import { phone, onPhone, type Phone } from './phone';

describe('WebKit: a product exchanged once, with a fee: pay, then cancel', () => {
  const p = signedIn('demo-member', '/product', onPhone());

  it('lists products and opens the exchange with the default card and the fee', async () => {
    await p.find({ role: 'heading', name: 'Products' });
    await p.find({ text: 'Retail value ¥59.90' });
    await p.click({ role: 'button', name: 'Exchange Free-range fresh eggs' });
    await p.find({ role: 'heading', name: 'Exchange product' });
    await p.find({ text: '8866 0000 0000 0001' });
    await p.find({ css: '[data-testid="fee"]', text: '¥8.00' });
  });

  it('types a remark and a second unit', async () => {
    await p.fill({ label: 'Remark' }, 'e2e: webkit');
    await p.click({ role: 'button', name: 'Increase' });
    await expect.poll(() => p.value({ role: 'textbox', within: { role: 'group', name: 'Quantity' } })).toBe('2');
    expect(await p.value({ label: 'Remark' })).toBe('e2e: webkit');
  });

  it("pays through the stand-in: 'submit successful', then the order list with the order in progress", async () => {
    await p.click({ role: 'button', name: 'Pay and submit' });
    await p.click({ role: 'button', name: 'Pay', within: { css: '[data-wx-standin="sheet"]' } });
    await p.find({ text: 'Submit successful. Transaction payment succeeded' });
    await p.find({ role: 'heading', name: 'My orders' });
    const row = { role: 'listitem', hasText: 'Free-range fresh eggs' };
    await expect.poll(() => p.text(row), { timeout: 12_000 }).toContain('In progress');
    expect(await p.text(row)).toContain('Quantity: 2');
    expect(await p.storage('swap-draft')).toBeNull();
  });

  it('cancels the order from its detail', async () => {
    await p.click({ role: 'button', within: { role: 'listitem', hasText: 'Free-range fresh eggs' } });
    await p.find({ role: 'heading', name: 'Order detail' });
    await p.find({ text: 'e2e: webkit' });
    await p.click({ role: 'button', name: 'Cancel order' });
    await p.click({ role: 'button', name: 'Confirm', within: { role: 'alertdialog' } });
    await p.find({ text: 'Order has been cancelled' });
    expect(p.errors()).toEqual([]);
  });
});

describe('WebKit: a phone on Los Angeles time: the delivery date is the China day the server counts', () => {
  const p = signedIn('demo-member', '/product', onPhone({ timezoneId: 'America/Los_Angeles' }));

  it("shows and sends the server's earliest China day; the order detail shows that day", async () => {
    expect(await p.run('return Intl.DateTimeFormat().resolvedOptions().timeZone;')).toBe('America/Los_Angeles');
    const earliest = await api<number>(p.baseURL, '/api/order/shipTime', { token: await tokenFor(p.baseURL) });
    const chinaDay = new Date(earliest + 8 * 3_600_000).toISOString().slice(0, 10);
    await p.click({ role: 'button', name: 'Exchange Free-range fresh eggs' });
    await p.find({ role: 'heading', name: 'Exchange product' });
    await expect.poll(() => p.value({ label: 'Delivery date' })).toBe(chinaDay);
    expect(await p.run('return arguments[0].min;', await p.find({ label: 'Delivery date' }))).toBe(chinaDay);
    await p.fill({ label: 'Remark' }, 'e2e: webkit Los Angeles');
    await p.click({ role: 'button', name: 'Pay and submit' });
    await p.click({ role: 'button', name: 'Pay', within: { css: '[data-wx-standin="sheet"]' } });
    await p.find({ text: 'Submit successful. Transaction payment succeeded' });
    await p.find({ role: 'heading', name: 'My orders' });
    await p.click({ role: 'button', within: { role: 'listitem', hasText: 'Free-range fresh eggs' } });
    await p.find({ role: 'heading', name: 'Order detail' });
    await p.find({ text: 'e2e: webkit Los Angeles' });
    await p.find({ text: new RegExp(chinaDay) });
    await p.click({ role: 'button', name: 'Cancel order' });
    await p.click({ role: 'button', name: 'Confirm', within: { role: 'alertdialog' } });
    await p.find({ text: 'Order has been cancelled' });
    expect(p.errors()).toEqual([]);
  });
});

describe('WebKit: a pending order in the list: pay, then cancel', () => {
  let p: Phone;
  let orderNo = '';
  beforeAll(async () => {
    const baseURL = inject('baseURL');
    const token = await tokenFor(baseURL);
    ({ orderNo } = await createPendingOrder(baseURL, token));
    p = await phone();
    await p.signIn('demo-member', '/order');
  });
  afterAll(async () => {
    await p?.close();
  });

  it('lists the order as pending payment and opens its detail with pay and cancel', async () => {
    expect(await p.text({ role: 'listitem', hasText: orderNo })).toContain('Pending payment');
    await p.click({ role: 'button', within: { role: 'listitem', hasText: orderNo } });
    await p.find({ role: 'heading', name: 'Order detail' });
    await p.find({ role: 'button', name: 'Pay' });
    await p.find({ role: 'button', name: 'Cancel order' });
  });

  it('pays through the stand-in, then cancels; the list shows it cancelled', async () => {
    await p.click({ role: 'button', name: 'Pay' });
    await p.click({ role: 'button', name: 'Pay', within: { css: '[data-wx-standin="sheet"]' } }); // the stand-in's, over the detail's own 'Pay'
    await p.find({ text: 'Transaction payment succeeded' });
    await p.find({ text: 'In progress' });
    await p.click({ role: 'button', name: 'Cancel order' });
    await p.find({ text: 'Confirm to cancel this order', within: { role: 'alertdialog' } });
    await p.click({ role: 'button', name: 'Confirm', within: { role: 'alertdialog' } });
    await p.find({ text: 'Order has been cancelled' });
    await p.find({ role: 'heading', name: 'My orders' });
    await expect.poll(() => p.text({ role: 'listitem', hasText: orderNo }), { timeout: 12_000 }).toContain('Cancelled');
    expect(p.errors()).toEqual([]);
  });
});
