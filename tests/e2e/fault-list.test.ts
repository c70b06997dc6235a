/**
 * A list load that fails (/order → /api/order/list answering 500, `success: false`, a dropped
 * connection, HTML instead of JSON, or nothing until the 10 s timeout): the failure toast, the list's own error with a retry, the screen still usable
 * (heading, back), and the retry lists the orders once the API is back. The timeout runs on the
 * page's fake clock (fault-submit.test.ts waits the real 10 s once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Journey } from './harness';
import { breakApi, countRequests, FAULT_TOAST, failToast, unexpected, type Fault } from './faults';
import { SEEDED_ORDER_NOS } from '../../server/api/db/seed';

/** An order of the seed (server/api/db/seed.ts), on the list's first page. */
const SEEDED_ORDER = SEEDED_ORDER_NOS.inProgress;

describe('order list under API faults: toast, error + retry, retry works', () => {
  let j: Journey;
  let lists: ReturnType<typeof countRequests>;
  beforeAll(async () => {
    j = await launch();
    j.page.setDefaultTimeout(12_000);
    await j.page.clock.install();
    lists = countRequests(j.page, '/api/order/list');
    await j.signIn('demo-member', '/');
    // Cold visits: with no member id nothing is kept (issue 29.4), so each fault meets an empty screen (offline.test.ts has the kept ones).
    await j.page.evaluate(() => localStorage.removeItem('member'));
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
  });
  afterAll(async () => {
    await j?.close();
  });

  const row = () => j.page.getByRole('list', { name: 'My orders' }).getByRole('listitem').filter({ hasText: SEEDED_ORDER });
  const failure = () => j.page.locator('[role="alert"]').filter({ has: j.page.getByRole('button', { name: 'Retry' }) });

  async function failThenRetry(fault: Fault) {
    const broken = await breakApi(j.page, '/api/order/list', fault);
    try {
      await failAndRecover(fault, broken);
    } finally {
      await broken.restore();
    }
  }

  async function failAndRecover(fault: Fault, broken: Awaited<ReturnType<typeof breakApi>>) {
    const before = lists.count();
    await j.page.evaluate(() => (location.hash = '#/order'));
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    if (fault === 'silence') {
      await expect.poll(() => broken.seen()).toBe(1);
      await j.page.clock.fastForward(9_000);
      expect(await failToast(j.page, FAULT_TOAST.silence).count()).toBe(0);
      expect(await j.page.getByRole('list', { name: 'My orders' }).count()).toBe(0);
      await j.page.clock.fastForward(1_100);
    }
    await failToast(j.page, FAULT_TOAST[fault]).waitFor();
    await failure().getByText(FAULT_TOAST[fault]).waitFor();
    expect(broken.seen()).toBe(1);
    await j.screenshot(`fault-list-${fault}`);
    expect(await j.axe()).toEqual([]);
    // still usable: the retry without the API fails again, politely
    await failure().getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => broken.seen()).toBe(2);
    if (fault === 'silence') await j.page.clock.fastForward(10_100);
    await failure().waitFor();
    await broken.restore();
    await failure().getByRole('button', { name: 'Retry' }).click();
    await row().waitFor();
    expect(await failure().count()).toBe(0);
    expect(lists.count()).toBe(before + 3);
    // and back home with the header's back button
    await j.page.getByRole('button', { name: 'Back' }).click();
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
  }

  it('HTTP 500', async () => {
    await failThenRetry('500');
  });

  it("`success: false` with an errMessage: the server's message", async () => {
    await failThenRetry('business');
  });

  it('the connection drops: the network error', async () => {
    await failThenRetry('network');
  });

  it('an HTML page instead of JSON: the unexpected-response message', async () => {
    await failThenRetry('malformed');
  });

  it("home reopened with the API failing: the boot script's request and the app's own fail, one error + retry; the retry works", async () => {
    // home as the last test left it, loaded: its own request is not one of those counted below
    await j.page.getByText('8866 0000 0000 0001').waitFor();
    await j.page.waitForLoadState('networkidle');
    const current = countRequests(j.page, '/api/user/current');
    const broken = await breakApi(j.page, '/api/user/current', '500');
    try {
      await j.page.reload();
      await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
      await failToast(j.page, FAULT_TOAST['500']).waitFor();
      await failure().getByText(FAULT_TOAST['500']).waitFor();
      expect(current.count()).toBe(2); // index.html's boot request, then the client's own
      // the menu does not depend on the summary: the way to orders (and out) stays
      await j.page.getByRole('link', { name: 'My orders' }).waitFor();
      await j.page.getByRole('button', { name: 'Log out' }).waitFor();
      await j.screenshot('fault-home-500');
      expect(await j.axe()).toEqual([]);
    } finally {
      await broken.restore();
    }
    await failure().getByRole('button', { name: 'Retry' }).click();
    await j.page.getByText('8866 0000 0000 0001').waitFor();
    expect(current.count()).toBe(3);
  });

  it('no answer: nothing before 10 s, then the timeout toast', async () => {
    await failThenRetry('silence');
    expect(unexpected(j.errors)).toEqual([]);
  });
});
