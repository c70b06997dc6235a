/**
 * Spec §8 in a real browser: an API answer with errCode token.expire (and token.error) → the toast
 * 'Login has expired, please exit and reopen', the window closed through WeChat's bridge 1.5 s later
 * (the stand-in sets window.__wxClosed) and local storage cleared; an unknown route → the 404 page →
 * back.
 */
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import type { Journey } from './harness';
import { inChromium, signedIn } from './journeys';
import { failToast } from './faults';

const EXPIRED = 'Login has expired, please exit and reopen';
const closed = (j: Journey) => j.page.evaluate(() => (window as unknown as { __wxClosed?: boolean }).__wxClosed === true);

/**
 * In the page: notes when the window was closed through the bridge (the stand-in sets
 * window.__wxClosed) and when the token left local storage, so that a test can wait for the close and
 * then check when each happened, instead of looking after fixed sleeps.
 */
function noteWhenClosed() {
  const w = window as unknown as { __wxClosedAt?: number; __tokenGoneAt?: number | null };
  if (Object.getOwnPropertyDescriptor(window, '__wxClosed')?.set) return; // noted already
  Object.defineProperty(window, '__wxClosed', {
    configurable: true,
    get: () => w.__wxClosedAt !== undefined,
    set(value) {
      if (value && w.__wxClosedAt === undefined) w.__wxClosedAt = Date.now();
    },
  });
  const check = () => {
    if (localStorage.getItem('token') !== null) w.__tokenGoneAt = null;
    else w.__tokenGoneAt ??= Date.now();
  };
  for (const verb of ['setItem', 'removeItem', 'clear'] as const) {
    const original = Storage.prototype[verb] as (...args: unknown[]) => void;
    Storage.prototype[verb] = function (this: Storage, ...args: unknown[]) {
      original.apply(this, args);
      if (this === localStorage) check();
    } as never;
  }
  check();
}
const whenClosed = (j: Journey) =>
  j.page.evaluate(() => {
    const w = window as unknown as { __wxClosedAt?: number; __tokenGoneAt?: number | null };
    return { closedAt: w.__wxClosedAt ?? 0, tokenGoneAt: w.__tokenGoneAt ?? 0 };
  });

const cases = [
  { errCode: 'token.expire', path: '/api/voucher/list', open: '#/voucher', how: 'on a screen change' },
  { errCode: 'token.error', path: '/api/voucher/list', open: '#/voucher', how: 'on a screen change' },
  // the home data index.html's boot script asks for before the app runs (src/boot/preload.ts)
  { errCode: 'token.expire', path: '/api/user/current', open: 'reload', how: "on reopening home (the boot script's request)" },
];

for (const { errCode, path, open, how } of cases) {
  describe(`an API answer with ${errCode}, ${how}`, () => {
    const j = signedIn('demo-member', '/', inChromium({ heading: 'Member home page' }));

    it('toasts, keeps the window open for 1.5 s, then closes it and clears local storage', async () => {
      let answeredAt = 0;
      await j.page.route(
        (url) => url.pathname === path,
        (route: Route) => {
          answeredAt = Date.now();
          return route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ success: false, data: null, errCode, errMessage: 'token expired' }),
          });
        },
      );
      expect(await j.storage('token')).not.toBeNull();
      await j.context.addInitScript(noteWhenClosed); // for the reload
      await j.page.evaluate(noteWhenClosed); // for the screen change
      if (open === 'reload') await j.page.reload();
      else await j.page.evaluate((hash) => (location.hash = hash), open);
      await failToast(j.page, EXPIRED).waitFor();
      expect(answeredAt).toBeGreaterThan(0);
      // Closed, storage empty; then when: at 1 s after the answer still open and signed in, closed by 2.1 s.
      await expect.poll(() => closed(j), { timeout: 5000, interval: 50 }).toBe(true);
      expect(await j.page.evaluate(() => localStorage.length)).toBe(0);
      const { closedAt, tokenGoneAt } = await whenClosed(j);
      expect(closedAt - answeredAt).toBeGreaterThanOrEqual(1000);
      expect(closedAt - answeredAt).toBeLessThanOrEqual(2100);
      expect(tokenGoneAt - answeredAt).toBeGreaterThanOrEqual(1000);
      await j.page.getByRole('alertdialog', { name: 'Window closed' }).waitFor();
      expect(j.errors).toEqual([]);
    });
  });
}

describe('an unknown route', () => {
  const j = signedIn('demo-member', '/', inChromium({ heading: 'Member home page' }));

  it("shows 'the page does not exist'; back returns to where the member was", async () => {
    await j.page.evaluate(() => (location.hash = '#/no-such-page'));
    await j.page.getByRole('heading', { name: 'The page does not exist' }).waitFor();
    await j.screenshot('fault-not-found');
    expect(await j.axe()).toEqual([]);
    await j.page.getByRole('button', { name: 'Back' }).click();
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
    expect(new URL(j.page.url()).hash).toBe('#/');
  });

  it('opened directly (nothing to go back to): back goes home', async () => {
    await j.page.goto('/#/order/nope');
    await j.page.getByRole('heading', { name: 'The page does not exist' }).waitFor();
    await j.page.getByRole('button', { name: 'Back' }).click();
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
    expect(new URL(j.page.url()).hash).toBe('#/');
    expect(j.errors).toEqual([]);
  });
});
