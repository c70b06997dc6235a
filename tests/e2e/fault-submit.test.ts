/**
 * A submit that fails (/swap/card → /api/order/create answering 500, `success: false`, a dropped
 * connection, or nothing until the 10 s timeout): the right toast, the screen still usable,
 * everything the member entered and chose (quantity, remark, delivery date, a non-default address
 * and card) still there, and a second submit once the API is back creates the order with exactly that.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Address, Card, Page as ApiPage } from '../../src/api/types';
import { api, launch, tokenFor, type Journey } from './harness';
import { breakApi, countRequests, FAULT_TOAST, failToast, unexpected, type Fault } from './faults';

const REMARK = 'e2e fault: leave at the gate';
const ADDRESS = { name: 'Fault Tester', phone: '13800000777', address: '7 Timeout Road, Shanghai' };
const CARD = '8866000000000002';
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('exchange submit under API faults: toast, input kept, retry works', () => {
  let j: Journey;
  let addressId = 0;
  let cardId = 0;
  let shipDay = '';
  let creates: ReturnType<typeof countRequests>;

  beforeAll(async () => {
    const baseURL = inject('baseURL');
    const token = await tokenFor(baseURL);
    addressId = (await api<Address>(baseURL, '/api/address/save', { token, body: { ...ADDRESS, isDefault: 0 } })).id;
    cardId = (await api<ApiPage<Card>>(baseURL, '/api/card/list', { token })).list.find((c) => c.cardNo === CARD)!.id;
    j = await launch();
    j.page.setDefaultTimeout(12_000);
    creates = countRequests(j.page, '/api/order/create');
    await j.signIn('demo-member', '/product');
  });
  afterAll(async () => {
    await j?.close();
  });

  const submit = () => j.page.getByRole('button', { name: /^(Pay and submit|Submit)$/ });
  const addressBlock = () => j.page.getByRole('button', { name: /Change delivery address/ });
  const cardBlock = () => j.page.getByRole('button', { name: /Change card/ });

  async function expectKept() {
    await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
    expect(await j.page.getByLabel('Remark').inputValue()).toBe(REMARK);
    expect(await j.page.getByRole('group', { name: 'Quantity' }).getByRole('textbox').inputValue()).toBe('2');
    expect(await j.page.getByLabel('Delivery date').inputValue()).toBe(shipDay);
    expect(await addressBlock().textContent()).toContain(ADDRESS.address);
    expect(await cardBlock().textContent()).toContain('8866 0000 0000 0002');
    // usable: the button takes a tap again (not left busy)
    await expect.poll(() => submit().getAttribute('aria-busy')).toBeNull();
  }

  it('fills the form: quantity 2, a remark, the day after the earliest, another address and card', async () => {
    await j.page.getByRole('button', { name: 'Exchange Free-range fresh eggs' }).click();
    await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
    await j.page.getByLabel('Remark').fill(REMARK);
    await j.page.getByRole('button', { name: 'Increase' }).click();
    shipDay = addDays(await j.page.getByLabel('Delivery date').inputValue(), 1);
    await j.page.getByLabel('Delivery date').fill(shipDay);
    await addressBlock().click();
    await j.page.getByRole('heading', { name: 'Delivery addresses' }).waitFor();
    await j.page
      .getByRole('list', { name: 'Delivery addresses' })
      .getByRole('listitem')
      .filter({ hasText: ADDRESS.address })
      .getByRole('button')
      .first()
      .click();
    await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
    await cardBlock().click();
    await j.page.getByRole('heading', { name: 'My cards' }).waitFor();
    await j.page.locator(`[data-card="${CARD}"]`).getByRole('button').first().click();
    await expectKept();
    await expect.poll(() => j.page.getByTestId('fee').textContent()).toMatch(/^¥\d+\.\d\d$/);
  });

  const faults: [Fault, string][] = [
    ['500', 'HTTP 500'],
    ['business', '`success: false` with an errMessage'],
    ['network', 'a dropped connection'],
  ];
  for (const [fault, what] of faults) {
    it(`${what}: the toast, and everything entered is still there`, async () => {
      const before = creates.count();
      const broken = await breakApi(j.page, '/api/order/create', fault);
      await submit().click();
      await failToast(j.page, FAULT_TOAST[fault]).waitFor();
      expect(broken.seen()).toBe(1);
      expect(creates.count()).toBe(before + 1);
      await expectKept();
      await broken.restore();
    });
  }

  it('no answer: busy meanwhile, the timeout toast after 10 s (real time), everything still there', async () => {
    const broken = await breakApi(j.page, '/api/order/create', 'silence');
    const started = Date.now();
    await submit().click();
    await expect.poll(() => submit().getAttribute('aria-busy')).toBe('true');
    await failToast(j.page, FAULT_TOAST.silence).waitFor({ timeout: 15_000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(9_500);
    expect(waited).toBeLessThan(13_000);
    expect(broken.seen()).toBe(1);
    await expectKept();
    await broken.restore();
  }, 30_000);

  it('the API back: the second submit creates the order with the same input, paid through the stand-in', async () => {
    const before = creates.count();
    await submit().click();
    await j.page.locator('[data-wx-standin="sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await j.page.getByText('Submit successful').waitFor();
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    expect(creates.count()).toBe(before + 1);
    const bodies = creates.bodies() as Record<string, unknown>[];
    // every attempt sent the same order
    for (const body of bodies) {
      expect(body).toMatchObject({ addressId, cardId, productNumber: 2, remark: REMARK, shipDate: Number(shipDay.replace(/-/g, '')), plan: false });
    }
    expect(bodies).toHaveLength(5);
    expect(await j.storage('swap-draft')).toBeNull();
    expect(unexpected(j.errors)).toEqual([]);
  });
});
