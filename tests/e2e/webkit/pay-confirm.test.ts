/**
 * WebKit: WeChat's answer is no proof either way (issue 46; parallel to ../pay-confirm.test.ts). A
 * payment that went through but reached the page as 'cancel' gets the words of a paid exchange; and a
 * payment being confirmed across a reload learns the server's answer by itself.
 */
import { describe, expect, inject, it } from 'vitest';
import { createPendingOrder } from '../fulfilment-data';
import { api, tokenFor } from '../harness';
import { signedIn } from '../journeys';
import { onPhone } from './phone';

const sheet = { css: '[data-wx-standin="sheet"]' };

describe('WebKit: an exchange paid, but WeChat reports cancel (issue 46.1)', () => {
  const p = signedIn('demo-member', '/product', onPhone({ heading: 'Products' }));

  it("asks the server, which read it paid: 'submit successful, transaction payment succeeded', then the order in progress", async () => {
    await p.click({ role: 'button', name: 'Exchange Free-range fresh eggs' });
    await p.find({ role: 'heading', name: 'Exchange product' });
    await p.find({ css: '[data-testid="fee"]', text: '¥8.00' });
    await p.click({ role: 'button', name: 'Pay and submit' });
    await p.click({ role: 'button', name: 'Paid, but WeChat reports cancel', within: sheet });
    await p.find({ text: 'Submit successful. Transaction payment succeeded' });
    await p.find({ role: 'heading', name: 'My orders' });
    await expect.poll(() => p.text({ role: 'listitem', hasText: 'Free-range fresh eggs' }), { timeout: 12_000 }).toContain('In progress');
    expect(await p.count({ text: /Transaction payment failed/ })).toBe(0);
    expect(p.errors()).toEqual([]);
  });
});

describe('WebKit: a reload while the payment is being confirmed (issue 46.2)', () => {
  const p = signedIn('demo-member', '/', onPhone({ heading: 'Member home page' }));

  it("the row reads in progress within 5 s of the server's notification, with no tap", async () => {
    const token = await tokenFor(inject('baseURL'));
    const { orderId, orderNo } = await createPendingOrder(inject('baseURL'), token);
    const row = { role: 'listitem', hasText: orderNo };
    await p.goto('/#/order');
    await p.click({ role: 'button', within: row });
    await p.find({ role: 'heading', name: 'Order detail' });
    await p.click({ role: 'button', name: 'Pay' });
    // WeChat says ok to the page; the server hears of it 9 s later.
    await p.click({ role: 'button', name: 'Succeed, never notify the server', within: sheet });
    // The page has WeChat's ok (the sheet's own word reached the server) before a new prepay id replaces the sheet's.
    await expect.poll(() => p.storage('confirming')).toContain(`order:${orderId}`);
    const { packageStr } = await api<{ packageStr: string }>(p.baseURL, '/api/pay/order', { token, body: { id: orderId } });
    await api(p.baseURL, '/dev/pay/confirm', { body: { prepayId: packageStr.replace('prepay_id=', ''), outcome: 'ok', notify: 'later', notifyAfterMs: 9000 } });
    const notifiedAt = Date.now() + 9000;
    await p.find({ text: 'Confirming payment…' });
    await p.run('history.back();');
    await expect.poll(() => p.text(row)).toContain('Confirming payment…');
    await p.session.send('POST', '/refresh');
    await expect.poll(() => p.text(row)).toContain('Confirming payment…');
    await expect.poll(() => p.text(row), { timeout: 20_000, interval: 100 }).toContain('In progress');
    expect(Date.now() - notifiedAt).toBeLessThan(5000);
    expect(await p.storage('confirming')).toBeNull();
    expect(p.errors()).toEqual([]);
  });
});
