/**
 * Issue 49.4 in a real Chromium, under the page's CSP: no tap on home's shell is lost. With the app's
 * entry held back, home's shell (src/boot/home-shell.ts) is all there is: a tap on an entry that
 * navigates is followed (it is a link), a tap on log out or scan to bind shows it was taken and is
 * kept for the app (src/boot/preload.ts, lib/boot-contract.ts putTap/takeTap); once the entry is
 * released, the screen or the question opens with no second tap, once.
 */
import type { Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_MARK, LAST_KNOWN_KEY } from '../../src/lib/boot-contract';
import { launch, type Journey } from './harness';

const ENTRY = /\/assets\/app-[\w-]+\.js$/;

/**
 * `openId` signed in and home seen once, then home opened afresh with the app's entry held back: its shell, and a way
 * to release the entry. Without `keptCard` the kept answer is removed first, so the shell shows the card from the
 * fresh answer only; `beforeOpen` runs just before home is opened (to hold another request).
 */
async function shellOf(
  openId: string,
  { keptCard = false, beforeOpen }: { keptCard?: boolean; beforeOpen?: (j: Journey) => Promise<unknown> } = {},
): Promise<{ j: Journey; release: () => Promise<void> }> {
  const j = await launch();
  await j.signIn(openId, '/');
  await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
  await j.page.locator('[data-tier], [data-tap="scan"]').first().waitFor();
  if (!keptCard) await j.page.evaluate((key) => localStorage.removeItem(key), LAST_KNOWN_KEY);
  const held: Route[] = [];
  await j.page.route(ENTRY, (route) => void held.push(route));
  await beforeOpen?.(j);
  await j.page.goto('about:blank');
  await j.page.goto('/#/', { waitUntil: 'commit' });
  // The shell with the member's answer (or the kept one) in: the card, or "scan to bind".
  await j.page.locator(`[${BOOT_MARK}] :is([data-tier], [data-tap="scan"])`).waitFor();
  return {
    j,
    async release() {
      await expect.poll(() => held.length).toBe(1);
      await held[0]!.continue();
    },
  };
}

const hash = (j: Journey) => new URL(j.page.url()).hash;

describe("a tap on home's shell before the app has taken over (issue 49.4)", () => {
  let j: Journey | undefined;
  afterEach(async () => {
    await j?.close();
    j = undefined;
  });

  it('"My orders", a link: followed at once, and the list opens when the app comes, with no second tap and one history entry that Back returns from', async () => {
    const shell = await shellOf('demo-member');
    j = shell.j;
    const entries = await j.page.evaluate(() => history.length);
    const orders = j.page.getByRole('link', { name: 'My orders' });
    expect(await orders.getAttribute('href')).toBe('#/order');
    await orders.click();
    await expect.poll(() => hash(j!)).toBe('#/order');
    // Still the shell (the app is held back), the tap shown as taken.
    expect(await j.page.locator(`[${BOOT_MARK}] a[aria-busy="true"]`).textContent()).toBe('My orders');
    await shell.release();
    await j.page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await j.page.getByRole('list', { name: 'My orders' }).getByRole('listitem').first().waitFor();
    expect(hash(j)).toBe('#/order');
    expect(await j.page.evaluate(() => history.length)).toBe(entries + 1);
    // The app's Back goes back to home's entry (not a home put in place of the list's): forward is the list again.
    await j.page.getByRole('button', { name: 'Back' }).click();
    await j.page.getByRole('heading', { level: 1, name: 'Member home page' }).waitFor();
    expect(hash(j)).toBe('#/');
    await j.page.goForward();
    await j.page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    expect(await j.page.evaluate(() => history.length)).toBe(entries + 1);
    expect(j.errors).toEqual([]);
  });

  it('every navigating entry of the shell is a link to its screen, with its target at least 44 × 44', async () => {
    const shell = await shellOf('demo-member');
    j = shell.j;
    const links = await j.page.locator(`[${BOOT_MARK}] a[href]`).evaluateAll((all) =>
      all.map((a) => {
        const box = a.getBoundingClientRect();
        return [a.textContent?.replace(/\d+$/, ''), a.getAttribute('href'), box.width >= 44 && box.height >= 44] as const;
      }),
    );
    expect(links).toEqual([
      ['Ship eggs', '#/product', true],
      ['Member cards', '#/card', true],
      ['Egg top-up offers', '#/combo', true],
      ['Gift vouchers', '#/voucher', true],
      ['My orders', '#/order', true],
      ['Order plans', '#/plan', true],
      ['Delivery addresses', '#/address', true],
    ]);
    await shell.release();
    await j.page.locator(`[${BOOT_MARK}]`).waitFor({ state: 'detached' });
    expect(j.errors).toEqual([]);
  });

  it('log out: shown as taken; once the app has come, the question is asked, once', async () => {
    const shell = await shellOf('demo-member');
    j = shell.j;
    const logOut = j.page.getByRole('button', { name: 'Log out' });
    await logOut.click();
    expect(await logOut.getAttribute('aria-busy')).toBe('true');
    expect(hash(j)).toBe('#/');
    await shell.release();
    const dialog = j.page.getByRole('alertdialog', { name: 'Log out and close the window?' });
    await dialog.waitFor();
    expect(await j.page.getByRole('alertdialog').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Served once: nothing asks again.
    await j.page.waitForTimeout(500);
    expect(await j.page.getByRole('alertdialog').count()).toBe(0);
    expect(await j.storage('token')).not.toBeNull();
    expect(j.errors).toEqual([]);
  });

  it('log out tapped on the kept card, then the fresh answer redraws home: still shown as taken, and the app asks once', async () => {
    // Home's answer held too, then answered with a new name: the redraw the tap must survive.
    const answers: Route[] = [];
    const shell = await shellOf('demo-member', {
      keptCard: true,
      beforeOpen: (journey) => journey.page.route('**/api/user/current', (route) => void answers.push(route)),
    });
    j = shell.j;
    await j.page.locator(`[${BOOT_MARK}] [data-tier]`).waitFor();
    const logOut = j.page.getByRole('button', { name: 'Log out' });
    await logOut.click();
    expect(await logOut.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => answers.length).toBe(1);
    const fresh = await answers[0]!.fetch();
    const body = await fresh.json();
    await answers[0]!.fulfill({ response: fresh, json: { ...body, data: { ...body.data, nickname: 'Fresh Name' } } });
    await j.page.locator(`[${BOOT_MARK}]`).getByText('Fresh Name').waitFor();
    expect(await logOut.getAttribute('aria-busy')).toBe('true');
    await j.page.unroute('**/api/user/current');
    await shell.release();
    const dialog = j.page.getByRole('alertdialog', { name: 'Log out and close the window?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await j.page.waitForTimeout(500);
    expect(await j.page.getByRole('alertdialog').count()).toBe(0);
    expect(j.errors).toEqual([]);
  });

  it('log out, then "My orders" before the app has come: the member went elsewhere, so the list opens and nothing asks', async () => {
    const shell = await shellOf('demo-member');
    j = shell.j;
    await j.page.getByRole('button', { name: 'Log out' }).click();
    await j.page.getByRole('link', { name: 'My orders' }).click();
    await shell.release();
    await j.page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await j.page.waitForTimeout(500);
    expect(await j.page.getByRole('alertdialog').count()).toBe(0);
    expect(j.errors).toEqual([]);
  });

  it('scan to bind, for a member without a card: on the shell, shown as taken; once the app has come, the scan opens', async () => {
    const shell = await shellOf('demo-friend');
    j = shell.j;
    expect(await j.page.locator('[data-tier]').count()).toBe(0);
    const scan = j.page.locator(`[${BOOT_MARK}]`).getByRole('button', { name: 'Scan to bind' });
    await scan.click();
    expect(await scan.getAttribute('aria-busy')).toBe('true');
    await shell.release();
    const sheet = j.page.getByRole('dialog', { name: 'Scan (stand-in)' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'detached' });
    await j.page.waitForTimeout(500);
    expect(await j.page.getByRole('dialog', { name: 'Scan (stand-in)' }).count()).toBe(0);
    expect(j.errors).toEqual([]);
  });
});
