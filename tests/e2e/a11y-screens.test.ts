/**
 * axe-core on every screen of spec §2 that production has (all but the dev-only /login) and on the
 * 404 page, each in a real state reached the way a member reaches it (details opened from their
 * list with an item, /share from a card, the exchange screens from a product and a voucher, /map
 * with the picker stand-in in its frame): no serious or critical violation, under the
 * Content-Security-Policy. Once in the light colour scheme and once in the dark one (the tokens follow
 * prefers-color-scheme; contrast is checked in both). Writes test-results/e2e/a11y-screens.json
 * (scheme and route → violations).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, RESULTS_DIR, type AxeViolation, type Journey } from './harness';
import { SEEDED_ORDER_NOS } from '../../server/api/db/seed';

/** The routes this journey checks, in its order ('*': the 404 page); tests/architecture/screen-lists.test.ts holds it to the route table. */
// biome-ignore lint/suspicious/noExportsInTest: screen-lists.test.ts imports it with this file's suites inert, so nothing runs twice
export const A11Y_SCREENS = [
  '/',
  '/card',
  '/share',
  '/combo',
  '/voucher',
  '/swap/voucher',
  '/product',
  '/swap/card',
  '/order',
  '/order/detail',
  '/plan',
  '/plan/detail',
  '/address',
  '/address/edit',
  '/map',
  '/bind',
  '*',
];

const results: Record<string, AxeViolation[]> = {};

afterAll(() => {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'a11y-screens.json'), JSON.stringify(results, null, 2));
});

describe.each(['light', 'dark'] as const)('axe on every screen, in a real state (%s)', (colorScheme) => {
  let j: Journey;
  beforeAll(async () => {
    j = await launch({ colorScheme });
    j.page.setDefaultTimeout(12_000);
    await j.signIn('demo-member', '/');
  });
  afterAll(async () => {
    await j?.close();
  });

  const heading = (name: string) => j.page.getByRole('heading', { name, exact: true }).waitFor();
  const to = (route: string) => j.page.evaluate((hash) => (location.hash = hash), `#${route}`);
  /** axe on the screen now shown; the route is checked so a wrong turn cannot pass for the screen. */
  const checked: string[] = [];
  async function check(route: string, options?: Parameters<Journey['axe']>[0], as = route) {
    checked.push(as);
    await expect.poll(() => new URL(j.page.url()).hash.replace(/^#/, '').split('?')[0]).toBe(route);
    // nothing still loading
    await expect.poll(() => j.page.locator('[aria-busy="true"]').count()).toBe(0);
    const violations = await j.axe(options);
    results[`${colorScheme} ${route}`] = violations;
    await j.screenshot(`a11y${route === '/' ? '-home' : route.replace(/\//g, '-')}${colorScheme === 'dark' ? '-dark' : ''}`);
    expect(violations).toEqual([]);
  }

  it('/ (home with the default card; no dev-only entries)', async () => {
    await heading('Member home page');
    await j.page.getByText('8866 0000 0000 0001').waitFor();
    await j.page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await j.page.getByText('Debug login').count()).toBe(0); // neither link nor button
    await check('/');
  });

  it('/card (two cards)', async () => {
    await to('/card');
    await heading('My cards');
    await j.page.locator('[data-card="8866000000000002"]').waitFor();
    await check('/card');
  });

  it('/share (a card to gift)', async () => {
    await j.page.locator('[data-card="8866000000000002"]').getByRole('button', { name: 'Gift to friend' }).click();
    await heading('Gift a card');
    await check('/share');
  });

  it('/combo (the cards carousel and the offers)', async () => {
    await to('/combo');
    await heading('Top-up');
    await j.page
      .getByRole('button', { name: /^Top up / })
      .first()
      .waitFor();
    await check('/combo');
  });

  it('/voucher (two vouchers)', async () => {
    await to('/voucher');
    await heading('Gift vouchers');
    await j.page.getByRole('button', { name: 'Exchange Festival egg gift box' }).waitFor();
    await check('/voucher');
  });

  it('/swap/voucher (a voucher)', async () => {
    await j.page.getByRole('button', { name: 'Exchange Festival egg gift box' }).click();
    await heading('Exchange voucher');
    await j.page.getByText('¥6.00').waitFor();
    await check('/swap/voucher');
  });

  it('/product (the product list)', async () => {
    await to('/product');
    await heading('Products');
    await j.page.getByText('¥59.90').waitFor();
    await check('/product');
  });

  it('/swap/card (a product, with a weekly plan and its dates)', async () => {
    await j.page.getByRole('button', { name: 'Exchange Free-range fresh eggs' }).click();
    await heading('Exchange product');
    await expect.poll(() => j.page.getByTestId('fee').textContent()).toMatch(/^¥\d+\.\d\d$/);
    await j.page.getByLabel('Periodic delivery').selectOption({ label: 'Every week' });
    const first = await j.page.getByLabel('Delivery date').inputValue();
    await j.page.getByLabel('End date').fill(new Date(Date.parse(`${first}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10));
    await j.page.getByText(/^3 deliveries, first on /).waitFor();
    await check('/swap/card');
  });

  it('/order (the seeded orders)', async () => {
    await to('/order');
    await heading('My orders');
    await j.page.getByRole('listitem').filter({ hasText: SEEDED_ORDER_NOS.completed }).waitFor();
    await check('/order');
  });

  it('/order/detail (a delivered order with its courier)', async () => {
    await j.page.getByRole('listitem').filter({ hasText: SEEDED_ORDER_NOS.completed }).getByRole('button').click();
    await heading('Order detail');
    await j.page.getByText('SF1234567890123').waitFor();
    await check('/order/detail');
  });

  it('/plan (the seeded plan)', async () => {
    await to('/plan');
    await heading('Order plans');
    await j.page.getByRole('list', { name: 'Order plans' }).getByRole('listitem').first().waitFor();
    await check('/plan');
  });

  it('/plan/detail (a running plan with delivered, failed and pending deliveries)', async () => {
    await j.page.getByRole('list', { name: 'Order plans' }).getByRole('listitem').first().getByRole('button').click();
    await heading('Plan detail');
    await expect.poll(() => j.page.getByRole('region', { name: 'Deliveries' }).getByRole('listitem').count()).toBe(5);
    await check('/plan/detail');
  });

  it('/address (the default address)', async () => {
    await to('/address');
    await heading('Delivery addresses');
    await j.page.getByRole('list', { name: 'Delivery addresses' }).getByRole('listitem').first().waitFor();
    await check('/address');
  });

  it('/address/edit (an address to edit)', async () => {
    await j.page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await heading('Edit address');
    await expect.poll(() => j.page.getByLabel('Receiver name').inputValue()).not.toBe('');
    await check('/address/edit');
  });

  it('/map (the picker stand-in in its frame, a place picked)', async () => {
    await j.page.getByRole('button', { name: 'Choose on map' }).click();
    await heading('Choose location');
    const frame = j.page.frameLocator('iframe[title="Map location picker"]');
    await frame.getByRole('button', { name: /People's Square/ }).click();
    await j.page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    // The frame is the picker's page (Tencent's in production): axe checks the app around it.
    await check('/map', { disableRules: ['frame-tested'] });
  });

  it('/bind (a card to bind, loaded)', async () => {
    await j.page.goto(`/dev/oauth?redirect_uri=${encodeURIComponent('/#/bind')}&state=8866000000000101&openId=demo-member`);
    await heading('Bind card');
    await j.page.getByText('8866 0000 0000 0101').waitFor();
    await expect.poll(() => j.page.getByRole('button', { name: 'Bind', exact: true }).isEnabled()).toBe(true);
    await check('/bind');
  });

  it('* (the 404 page, for the dev-only /login: production has no such screen)', async () => {
    await to('/login');
    await heading('The page does not exist');
    await check('/login', undefined, '*');
    expect(j.errors).toEqual([]);
  });

  it('checked every screen A11Y_SCREENS names', () => {
    expect(checked).toEqual(A11Y_SCREENS);
  });
});
