/**
 * Home before the bundle (issue 16, src/boot/home-shell.ts) in a real Chromium, under the page's
 * CSP: with the entry held back, the boot script's answer already puts the member's card and home's
 * menu on screen; once the entry runs, the app renders over it and home works. If the entry never
 * comes, the slow-start message replaces the shell, as it replaces the spinner.
 */
import type { Locator, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SLOW_START_MS, SLOW_START_TEXT } from '../../src/boot/old-engine';
import { BOOT_MARK } from '../../src/lib/boot-contract';
import { launch, type Journey } from './harness';

const ENTRY = /\/assets\/app-[\w-]+\.js$/;

/** A signed-in member whose home has been seen once (its files cached), with the page's requests matching `pattern` handed to `handle`. */
async function memberWith(pattern: RegExp, handle: (route: Route) => void): Promise<Journey> {
  const journey = await launch();
  await journey.signIn('demo-member', '/');
  // The first visit's shell (issue 16): with no member id nothing is kept, whatever sign-in writes (the kept card: offline.test.ts).
  await journey.page.evaluate(() => localStorage.removeItem('member'));
  await journey.page.locator('[data-tier]').waitFor();
  await journey.page.route(pattern, handle);
  return journey;
}

/** Home opened afresh, not waiting for 'load' (which waits for the entry). */
async function reopenHome(journey: Journey): Promise<void> {
  await journey.page.goto('about:blank');
  await journey.page.goto('/#/', { waitUntil: 'commit' });
}

/**
 * The box of what `locator` finds. Playwright finds the element and then measures it, two protocol
 * calls: when the app's first render replaces the shell in between (right after the card's frame),
 * the element it found is gone and the box is null. Then it is found and measured again.
 */
async function boxOf(locator: Locator): Promise<Awaited<ReturnType<Locator['boundingBox']>>> {
  for (let tries = 0; tries < 5; tries++) {
    const box = await locator.boundingBox();
    if (box) return box;
  }
  return null;
}

/** Home works: "My orders" opens the order list. */
async function ordersOpen(journey: Journey): Promise<void> {
  await journey.page.getByRole('button', { name: 'My orders' }).click();
  await journey.page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
}

describe("home's card before the bundle", () => {
  let j: Journey | undefined;
  afterEach(async () => {
    await j?.close();
    j = undefined;
  });

  it('shows the card from the early answer while the entry is held back, then the app takes over and home works', async () => {
    // Hold the entry back until the shell has been looked at.
    const held: Route[] = [];
    j = await memberWith(ENTRY, (route) => void held.push(route));
    const card = (await j.page.locator('[data-tier]').textContent()) ?? '';
    await reopenHome(j);
    const shell = j.page.locator(`[${BOOT_MARK}]`);
    await shell.waitFor();
    expect(await j.page.locator('[data-tier]').textContent()).toBe(card);
    expect(card).toMatch(/\d{4} \d{4} \d{4} \d{4}/);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Member home page');
    expect(await j.page.title()).toBe('Member home page');
    expect(await j.page.locator('.boot').count()).toBe(0);
    // Now the entry: the app renders over the shell, the same card, and home's taps work.
    expect(held.length).toBe(1);
    await held[0].continue();
    await shell.waitFor({ state: 'detached' });
    expect(await j.page.locator('[data-tier]').textContent()).toBe(card);
    await ordersOpen(j);
    expect(j.errors).toEqual([]);
  });

  it('with the answer held back too, shows home with a skeleton card first, then the card in its place (nothing below moves)', async () => {
    const held: Route[] = [];
    j = await memberWith(/\/api\/user\/current$/, (route) => void held.push(route));
    await reopenHome(j);
    await j.page.locator(`[${BOOT_MARK}] [aria-busy="true"]`).waitFor();
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Member home page');
    const orders = j.page.getByRole('button', { name: 'My orders' });
    expect(await orders.count()).toBe(1);
    expect(await j.page.locator('[data-tier]').count()).toBe(0);
    const before = await boxOf(orders);
    expect(before).not.toBeNull();
    expect(held.length).toBe(1);
    await held[0].continue();
    await j.page.locator('[data-tier]').waitFor();
    expect(await boxOf(orders)).toEqual(before);
    await j.page.locator(`[${BOOT_MARK}]`).waitFor({ state: 'detached' }); // the app, once a frame showed the card
    await ordersOpen(j);
    expect(j.errors).toEqual([]);
  });

  it('if the entry never arrives, the slow-start message replaces the shell (no home that does nothing)', async () => {
    j = await memberWith(ENTRY, (route) => void route.abort());
    await j.page.clock.install();
    await reopenHome(j);
    await j.page.locator(`[${BOOT_MARK}]`).waitFor();
    await j.page.clock.runFor(SLOW_START_MS + 1000);
    await j.page.getByRole('alert').filter({ hasText: SLOW_START_TEXT.en }).waitFor();
    expect(await j.page.locator('[data-tier]').count()).toBe(0);
    j.errors.length = 0; // the aborted entry is the point
  });
});
