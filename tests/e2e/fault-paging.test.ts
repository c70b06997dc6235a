/**
 * The order list's own actions under API faults (/api/order/list answering 500 or `success: false`):
 * - pull to refresh (a real touch drag through CDP): the head says 'Refresh failed', the failure
 *   toast shows, the rows already shown stay, exactly one request per pull; once the API is back a
 *   second pull refreshes ('Refreshed');
 * - load more (the member has more than one page: orders made through the API first): only the
 *   next-page requests (`?lastId=`) fail; the scroller's 'failed to load more, tap to retry' and the
 *   toast, the first page stays; once the API is back the tap loads the next page.
 * The screen stays usable (heading, back to home) after each. First, with the API well: pull to
 * refresh's head waits behind the list's container (opaque), out of sight until a pull moves it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import type { Address, Card, CreateOrderResult, Page as ApiPage, Product } from '../../src/api/types';
import { chinaDateNumber } from '../../src/lib/china-day';
import { touchPull } from './browser';
import { api, launch, tokenFor, type Journey } from './harness';
import { breakApi, countRequests, FAULT_TOAST, failToast, unexpected, type Fault } from './faults';
import { SEEDED_ORDER_NOS } from '../../server/api/db/seed';

/** An order of the seed (server/api/db/seed.ts): on the first page with the seed alone, on the second once 10 newer orders exist. */
const SEEDED_ORDER = SEEDED_ORDER_NOS.inProgress;
/** server/api/lib/context.ts LIST_PAGE_SIZE */
const PAGE_SIZE = 10;
/** Orders made for the load-more journeys: with the seed's two, 12 in all (a full first page and two more). */
const EXTRA_ORDERS = 10;

/** `n` orders of a product without an express fee (salted duck eggs: state 1, nothing to pay), 1 egg each from the richest card. */
async function createFreeOrders(baseURL: string, token: string, n: number): Promise<void> {
  const [products, cards, addresses, shipTime] = await Promise.all([
    api<Product[]>(baseURL, '/api/product/list?pageSize=10&current=1', { token }),
    api<ApiPage<Card>>(baseURL, '/api/card/list', { token }),
    api<Address[]>(baseURL, '/api/address/list', { token }),
    api<number>(baseURL, '/api/order/shipTime', { token }),
  ]);
  const card = [...cards.list].sort((a, b) => b.eggNumber - a.eggNumber)[0];
  const address = addresses.find((a) => a.isDefault === 1) ?? addresses[0];
  let product: Product | undefined;
  for (const p of products) {
    const fee = await api<number>(baseURL, '/api/order/calculateCosts', {
      token,
      body: { addressId: address.id, productId: p.id, orderType: 0, payId: card.id, productNumber: 1 },
    });
    if (fee === 0) {
      product = p;
      break;
    }
  }
  if (!product) throw new Error('the seed has no product without an express fee');
  const body = {
    addressId: address.id,
    productId: product.id,
    cardId: card.id,
    productNumber: 1,
    remark: 'e2e paging',
    shipDate: chinaDateNumber(shipTime),
    shipTime,
    plan: false,
  };
  for (let i = 0; i < n; i++) {
    const result = await api<CreateOrderResult>(baseURL, '/api/order/create', { token, body });
    if (result.pay) throw new Error('expected an order without a fee');
  }
}

/**
 * Records pull-to-refresh's status changes on the list's scroll container (the element with
 * data-status) with the head's text and the row count then, into window.__pull.
 */
const RECORD_PULL = `(() => {
  window.__pullObserver?.disconnect();
  const scroller = document.querySelector('[data-status]');
  // the head waits behind the scroller, in the same frame
  const head = scroller.parentElement.querySelector('[role="status"]');
  const log = (window.__pull = []);
  const note = () => {
    const entry = { status: scroller.getAttribute('data-status'), head: head.textContent, rows: scroller.querySelectorAll('li').length };
    const last = log[log.length - 1];
    if (!last || last.status !== entry.status || last.head !== entry.head) log.push(entry);
  };
  note();
  window.__pullObserver = new MutationObserver(note);
  window.__pullObserver.observe(scroller.parentElement, { attributes: true, attributeFilter: ['data-status'], subtree: true, childList: true, characterData: true });
})()`;

interface PullStep {
  status: string;
  head: string;
  rows: number;
}

describe('order list: pull to refresh and load more under API faults', () => {
  let j: Journey;
  let cdp: CDPSession;
  let lists: ReturnType<typeof countRequests>;
  beforeAll(async () => {
    j = await launch();
    j.page.setDefaultTimeout(10_000);
    cdp = await j.context.newCDPSession(j.page);
    lists = countRequests(j.page, '/api/order/list');
    await j.signIn('demo-member', '/');
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
  });
  afterAll(async () => {
    await j?.close();
  });

  const list = () => j.page.getByRole('list', { name: 'My orders' });
  const rows = () => list().getByRole('listitem');
  const seededRow = () => rows().filter({ hasText: SEEDED_ORDER });
  const pullSteps = () => j.page.evaluate('window.__pull') as Promise<PullStep[]>;

  async function openOrders() {
    await j.page.evaluate(() => (location.hash = '#/order'));
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    await list().waitFor();
  }

  async function backHome() {
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    await j.page.getByRole('button', { name: 'Back' }).click();
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
  }

  /**
   * A finger pull (touchPull, shared with the benchmark); resolves once pull-to-refresh says how
   * the refresh went.
   */
  async function pull(): Promise<void> {
    await j.page.evaluate(RECORD_PULL);
    await touchPull(cdp);
    await expect.poll(async () => (await pullSteps()).map((s) => s.status), { timeout: 5_000 }).toEqual(['pulling', 'canRelease', 'refreshing', 'complete']);
  }

  /** Pull-to-refresh's steps once it has sprung back after the pull. */
  async function settled(): Promise<PullStep[]> {
    await expect
      .poll(async () => (await pullSteps()).map((s) => s.status), { timeout: 5_000 })
      .toEqual(['pulling', 'canRelease', 'refreshing', 'complete', 'pulling']);
    return pullSteps();
  }

  it('the head waits behind the list: covered at rest, in sight while pulled, covered again once it springs back', async () => {
    await openOrders();
    await seededRow().waitFor();
    // Whether the head's middle is what a finger there would touch (the list's container covers it at rest).
    const headInSight = () =>
      j.page.evaluate(() => {
        const head = document.querySelector('[data-status]')!.parentElement!.querySelector('[role="status"]')!;
        const box = head.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && head.contains(hit);
      });
    expect(await headInSight()).toBe(false);
    // covered for the eye too: the container has the page's own opaque background
    const background = await j.page.evaluate(() => getComputedStyle(document.querySelector('[data-status]')!).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
    await j.page.evaluate(RECORD_PULL);
    // A finger down and held past the threshold.
    await touchPull(cdp, { release: false });
    await expect.poll(async () => (await pullSteps()).at(-1)?.head).toBe('Release to refresh');
    expect(await headInSight()).toBe(true);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await pullSteps()).map((s) => s.status)).toContain('refreshing');
    await settled();
    await expect.poll(headInSight).toBe(false);
    await backHome();
  });

  describe('pull to refresh fails: head and toast say so, the rows stay, a pull after works', () => {
    async function pullFailsThenWorks(fault: Fault) {
      await openOrders();
      await seededRow().waitFor();
      const shown = await rows().count();
      expect(shown).toBeGreaterThan(0);
      const before = lists.count();
      const broken = await breakApi(j.page, '/api/order/list', fault);
      try {
        await pull();
        await j.screenshot(`fault-paging-pull-${fault}`); // the head says 'Refresh failed' for 1 s
        await failToast(j.page, FAULT_TOAST[fault]).waitFor();
        const steps = await settled();
        expect(steps.map((s) => s.head)).toEqual(['Pull down to refresh', 'Release to refresh', 'Refreshing...', 'Refresh failed', 'Pull down to refresh']);
        // the rows already shown stayed all along
        expect(steps.map((s) => s.rows)).toEqual([shown, shown, shown, shown, shown]);
        expect(broken.seen()).toBe(1);
        expect(lists.count()).toBe(before + 1);
        await seededRow().waitFor();
        expect(await rows().count()).toBe(shown);
        // no list-wide error replacing the rows
        expect(
          await j.page
            .locator('[role="alert"]')
            .filter({ has: j.page.getByRole('button', { name: 'Retry' }) })
            .count(),
        ).toBe(0);
        expect(await j.axe()).toEqual([]);
      } finally {
        await broken.restore();
      }
      await pull();
      const steps = await settled();
      expect(steps.map((s) => s.head)).toEqual(['Pull down to refresh', 'Release to refresh', 'Refreshing...', 'Refreshed', 'Pull down to refresh']);
      expect(steps.at(-1)?.rows).toBe(shown);
      expect(lists.count()).toBe(before + 2);
      await seededRow().waitFor();
      await backHome();
    }

    it('HTTP 500', async () => {
      await pullFailsThenWorks('500');
    });

    it("`success: false` with an errMessage: the server's message", async () => {
      await pullFailsThenWorks('business');
    });
  });

  describe('load more fails: tap to retry, the first page stays, the retry loads the next page', () => {
    beforeAll(async () => {
      await createFreeOrders(inject('baseURL'), await tokenFor(inject('baseURL')), EXTRA_ORDERS);
    });

    const retryMore = () => j.page.getByRole('button', { name: 'Failed to load more, tap to retry', exact: true });

    async function loadMoreFailsThenRetry(fault: Fault) {
      const before = lists.count();
      // only the next pages fail: the first page loads
      const broken = await breakApi(j.page, '/api/order/list', fault, (url) => url.searchParams.has('lastId'));
      try {
        await openOrders();
        await expect.poll(() => rows().count()).toBe(PAGE_SIZE);
        expect(await seededRow().count()).toBe(0); // on the second page now
        await j.page.evaluate(() => {
          const scroller = document.querySelector('[data-status]')!;
          scroller.scrollTop = scroller.scrollHeight;
        });
        await retryMore().waitFor();
        await failToast(j.page, FAULT_TOAST[fault]).waitFor();
        expect(broken.seen()).toBe(1);
        expect(lists.count()).toBe(before + 2);
        expect(await rows().count()).toBe(PAGE_SIZE);
        await j.screenshot(`fault-paging-more-${fault}`);
        expect(await j.axe()).toEqual([]);
      } finally {
        await broken.restore();
      }
      await retryMore().click();
      await seededRow().waitFor();
      expect(await rows().count()).toBe(PAGE_SIZE + 2);
      await j.page.getByText('No more', { exact: true }).waitFor();
      expect(await retryMore().count()).toBe(0);
      expect(lists.count()).toBe(before + 3);
      await backHome();
    }

    it('HTTP 500', async () => {
      await loadMoreFailsThenRetry('500');
    });

    it("`success: false` with an errMessage: the server's message", async () => {
      await loadMoreFailsThenRetry('business');
      expect(unexpected(j.errors)).toEqual([]);
    });
  });
});
