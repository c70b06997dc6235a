/**
 * Issue 46.5 in Chromium: every action, tapped with no network, says it needs the network where the
 * member is (the same screen, the toast "You're offline — this needs the network. What you typed is
 * kept.") and keeps what was typed. One table: tests/e2e/offline-actions.ts names each action by
 * its tap and the endpoint it sends; here each has its way there (online) and its tap (offline), and
 * the journey checks the endpoint was asked for and nothing was lost. Before the fix the exchange's
 * "Pay and submit" flashed "Loading..." and said nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { tokenFor, type Journey } from './harness';
import { failToast } from './faults';
import { createPendingOrder, createPendingPlan } from './fulfilment-data';
import { inChromium, keepDefaultAddress, signedIn } from './journeys';
import { OFFLINE_ACTIONS, type OfflineAction } from './offline-actions';

const OFFLINE = "You're offline — this needs the network. What you typed is kept.";
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Journeyed {
  /** Online: the way to the screen, and what the member types there. */
  ready(j: Journey): Promise<void>;
  /** The tap, with no network. */
  tap(j: Journey): Promise<void>;
  /** What was typed (or chosen), still there after the words. */
  kept?(j: Journey): Promise<void>;
  /** The row takes the network away itself, mid-action (the tap's first call answered, its next one not). */
  offlineMidway?: true;
}

let orderNo = '';
/** Opens `hash` afresh (from home when it is the one shown: a sheet left open goes with it) and waits for its heading. */
async function open(j: Journey, hash: string, heading: string) {
  if ((await j.page.evaluate(() => location.hash)) === hash) await j.page.evaluate(() => (location.hash = '#/'));
  await j.page.evaluate((h) => (location.hash = h), hash);
  await j.page.getByRole('heading', { name: heading, exact: true }).waitFor();
}
const tapButton = (j: Journey, name: string, scope?: Locator) => (scope ?? j.page.locator('body')).getByRole('button', { name, exact: true }).click();
const fieldValue = (j: Journey, label: string, scope?: Locator) => (scope ?? j.page.locator('body')).getByLabel(label, { exact: true }).inputValue();
const cardTile = (j: Journey, cardNo: string) => j.page.locator(`[data-card="${cardNo}"]`);
const unbindSheet = (j: Journey) => j.page.getByRole('dialog', { name: 'Unbind card' });

async function exchange(j: Journey, list: '#/product' | '#/voucher', name: string, heading: 'Exchange product' | 'Exchange voucher') {
  await open(j, list, list === '#/product' ? 'Products' : 'Gift vouchers');
  await j.page.getByRole('button', { name: `Exchange ${name}` }).click();
  await j.page.getByRole('heading', { name: heading }).waitFor();
  await expect.poll(() => j.page.getByTestId('fee').textContent()).toMatch(/^¥[1-9]\d*\.\d\d$/);
  await j.page.getByLabel('Remark').fill('ring twice');
}
const remarkKept = async (j: Journey) => expect(await j.page.getByLabel('Remark').inputValue()).toBe('ring twice');
const paySubmit = (j: Journey) => tapButton(j, 'Pay and submit');

async function orderDetail(j: Journey) {
  await open(j, '#/order', 'My orders');
  await j.page.getByRole('listitem').filter({ hasText: orderNo }).getByRole('button').click();
  await j.page.getByRole('heading', { name: 'Order detail' }).waitFor();
}
async function planDetail(j: Journey) {
  await open(j, '#/plan', 'Order plans');
  // The plan made for this journey is the newest: first in the list.
  await j.page.getByRole('list', { name: 'Order plans' }).getByRole('listitem').first().getByRole('button').click();
  await j.page.getByRole('heading', { name: 'Plan detail' }).waitFor();
  await j.page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
}
async function bindScreen(j: Journey, phone: string) {
  await j.page.goto(`/dev/oauth?redirect_uri=${encodeURIComponent('/#/bind')}&state=8866000000000101&openId=demo-member`);
  await j.page.getByRole('heading', { name: 'Bind card' }).waitFor();
  await expect.poll(() => j.page.getByRole('button', { name: 'Bind', exact: true }).isEnabled()).toBe(true);
  await j.page.getByLabel('Phone').fill(phone);
}
async function cards(j: Journey) {
  await open(j, '#/card', 'My cards');
  // Buttons that spend wait for the fresh answer (issue 29.4).
  await expect.poll(() => cardTile(j, '8866000000000002').getByRole('button', { name: 'Gift to friend' }).isEnabled()).toBe(true);
}
async function topUp(j: Journey) {
  await open(j, '#/combo', 'Top-up');
  await expect
    .poll(() =>
      j.page
        .getByRole('button', { name: /^Top up / })
        .first()
        .isEnabled(),
    )
    .toBe(true);
}
const tapTopUp = (j: Journey) =>
  j.page
    .getByRole('button', { name: /^Top up / })
    .first()
    .click();

const JOURNEYS: Record<OfflineAction, Journeyed> = {
  'exchange a product: Pay and submit': {
    ready: (j) => exchange(j, '#/product', 'Free-range fresh eggs', 'Exchange product'),
    tap: paySubmit,
    kept: remarkKept,
  },
  'exchange on a weekly plan: Pay and submit': {
    async ready(j) {
      await exchange(j, '#/product', 'Free-range fresh eggs', 'Exchange product');
      await j.page.getByLabel('Periodic delivery').selectOption({ label: 'Every week' });
      await j.page.getByLabel('End date').fill(addDays(await j.page.getByLabel('Delivery date').inputValue(), 14));
      await j.page.getByText(/^3 deliveries, first on /).waitFor();
    },
    tap: paySubmit,
    async kept(j) {
      await remarkKept(j);
      await j.page.getByText(/^3 deliveries, first on /).waitFor();
    },
  },
  'exchange a voucher: Pay and submit': {
    ready: (j) => exchange(j, '#/voucher', 'Festival egg gift box', 'Exchange voucher'),
    tap: paySubmit,
    kept: remarkKept,
  },
  "an order's detail: Pay": { ready: orderDetail, tap: (j) => tapButton(j, 'Pay') },
  "an order's detail: Cancel order": {
    ready: orderDetail,
    async tap(j) {
      await tapButton(j, 'Cancel order');
      await tapButton(j, 'Confirm', j.page.getByRole('alertdialog'));
    },
  },
  "a plan's detail: Pay": { ready: planDetail, tap: (j) => tapButton(j, 'Pay') },
  "a plan's detail: Cancel plan": {
    ready: planDetail,
    async tap(j) {
      await tapButton(j, 'Cancel plan');
      await tapButton(j, 'Confirm', j.page.getByRole('alertdialog'));
    },
  },
  'bind: Send verification code': {
    ready: (j) => bindScreen(j, '13912345670'),
    tap: (j) => tapButton(j, 'Send verification code'),
    async kept(j) {
      expect(await fieldValue(j, 'Phone')).toBe('13912345670');
      // No countdown: nothing was sent.
      expect(await j.page.getByRole('button', { name: 'Send verification code' }).isEnabled()).toBe(true);
    },
  },
  'bind: Bind': {
    async ready(j) {
      await bindScreen(j, '13912345671');
      await tapButton(j, 'Send verification code');
      await j.page.getByRole('button', { name: '60 seconds to resend' }).waitFor();
      await j.page.getByLabel('Verification code').fill((await j.smsCode('13912345671')).code);
    },
    tap: (j) => tapButton(j, 'Bind'),
    async kept(j) {
      expect(await fieldValue(j, 'Phone')).toBe('13912345671');
      expect(await fieldValue(j, 'Verification code')).toBe((await j.smsCode('13912345671')).code);
    },
  },
  'the unbind sheet: Unbind': {
    async ready(j) {
      await cards(j);
      await cardTile(j, '8866000000000002').getByRole('button', { name: 'Unbind card' }).click();
      await tapButton(j, 'Send verification code', unbindSheet(j));
      await unbindSheet(j).getByRole('button', { name: '60 seconds to resend' }).waitFor();
      await unbindSheet(j)
        .getByLabel('Verification code')
        .fill((await j.smsCode('13800138000')).code);
    },
    tap: (j) => tapButton(j, 'Unbind', unbindSheet(j)),
    async kept(j) {
      expect(await fieldValue(j, 'Verification code', unbindSheet(j))).toBe((await j.smsCode('13800138000')).code);
    },
  },
  'member cards: Set as default': {
    ready: cards,
    tap: (j) => cardTile(j, '8866000000000002').getByRole('button', { name: 'Set as default' }).click(),
    async kept(j) {
      await cardTile(j, '8866000000000002').getByRole('button', { name: 'Set as default' }).waitFor();
    },
  },
  'add address: Save': {
    async ready(j) {
      await open(j, '#/address', 'Delivery addresses');
      await tapButton(j, 'Add address');
      await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
      await j.page.getByLabel('Receiver name').fill('Wang Fang');
      await j.page.getByLabel('Phone', { exact: true }).fill('13700000008');
      await j.page.getByLabel('Detailed address').fill('8 Century Avenue');
    },
    tap: (j) => tapButton(j, 'Save'),
    async kept(j) {
      expect([await fieldValue(j, 'Receiver name'), await fieldValue(j, 'Phone'), await fieldValue(j, 'Detailed address')]).toEqual([
        'Wang Fang',
        '13700000008',
        '8 Century Avenue',
      ]);
    },
  },
  'gift a card: Share': {
    async ready(j) {
      await cards(j);
      await cardTile(j, '8866000000000002').getByRole('button', { name: 'Gift to friend' }).click();
      await j.page.getByRole('heading', { name: 'Gift a card' }).waitFor();
      await j.page.getByLabel("Friend's phone").fill('13700000009');
    },
    tap: (j) => tapButton(j, 'Share'),
    kept: async (j) => expect(await fieldValue(j, "Friend's phone")).toBe('13700000009'),
  },
  'top-up: Top up': { ready: topUp, tap: tapTopUp },
  'top-up: its payment, the network gone once the top-up was made': {
    async ready(j) {
      await topUp(j);
      // The top-up is made; as its answer comes, the network goes: the payment's call is the one that fails.
      await j.page.route('**/api/combo/create', async (route) => {
        const response = await route.fetch();
        await j.context.setOffline(true);
        await route.fulfill({ response });
      });
    },
    tap: tapTopUp,
    offlineMidway: true,
  },
};

describe('every action tapped offline says it needs the network where the member is, and keeps what was typed (issue 46.5)', () => {
  keepDefaultAddress();
  const j = signedIn('demo-member', '/', inChromium({ timeout: 15_000 }));
  const failed: string[] = [];
  beforeAll(async () => {
    const token = await tokenFor(inject('baseURL'));
    orderNo = (await createPendingOrder(inject('baseURL'), token)).orderNo;
    await createPendingPlan(inject('baseURL'), token);
    j.page.on('requestfailed', (request) => void failed.push(new URL(request.url()).pathname));
  });
  afterEach(async () => {
    await j.context.setOffline(false);
    await j.page.unrouteAll({ behavior: 'ignoreErrors' });
    // The next action's words must be its own.
    await failToast(j.page, OFFLINE).waitFor({ state: 'detached' });
  });
  afterAll(() => {
    expect(Object.keys(JOURNEYS).sort()).toEqual(Object.keys(OFFLINE_ACTIONS).sort());
  });

  it.each(Object.entries(OFFLINE_ACTIONS) as [OfflineAction, string][])('%s (%s)', async (action, endpoint) => {
    const row = JOURNEYS[action];
    await row.ready(j);
    const where = { hash: await j.page.evaluate(() => location.hash), heading: await j.page.getByRole('heading', { level: 1 }).first().textContent() };
    failed.length = 0;
    if (!row.offlineMidway) await j.context.setOffline(true);
    await row.tap(j);
    await failToast(j.page, OFFLINE).waitFor();
    expect(failed).toContain(endpoint);
    expect({ hash: await j.page.evaluate(() => location.hash), heading: await j.page.getByRole('heading', { level: 1 }).first().textContent() }).toEqual(where);
    await row.kept?.(j);
  });
});
