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
      if (open === 'reload') await j.page.reload();
      else await j.page.evaluate((hash) => (location.hash = hash), open);
      await failToast(j.page, EXPIRED).waitFor();
      expect(answeredAt).toBeGreaterThan(0);
      // ~1 s after the answer: still open, still signed in
      await j.page.waitForTimeout(Math.max(0, answeredAt + 1000 - Date.now()));
      expect(await closed(j)).toBe(false);
      expect(await j.storage('token')).not.toBeNull();
      // ~1.6 s after: closed, storage empty
      await j.page.waitForTimeout(Math.max(0, answeredAt + 1600 - Date.now()));
      await expect.poll(() => closed(j), { timeout: 500, interval: 50 }).toBe(true);
      expect(await j.page.evaluate(() => localStorage.length)).toBe(0);
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
