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
const ANSWER = /\/api\/user\/current$/;

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
  await journey.page.getByRole('link', { name: 'My orders' }).click();
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

  // Both held, so each state stays until the test moves on: with the entry free, the boot script's
  // skeleton lasted only until the entry had loaded and waited ENTRY_WAIT_MS, and under load (about
  // 11 on 2 cores) the first look came after the app had replaced it. Both orders of arrival.
  it.each([
    ['the answer', 'the boot script fills the card in, then the app renders over it'],
    ['the entry', 'the app renders its own skeleton over the shell, then the card'],
  ])('with the answer and the entry held back, shows home with a skeleton card first; %s coming first, %s (nothing below moves)', async (first) => {
    const answers: Route[] = [];
    const entries: Route[] = [];
    let arrived = () => {};
    const both = new Promise<void>((resolve) => (arrived = resolve));
    const hold = (route: Route) => {
      (ENTRY.test(route.request().url()) ? entries : answers).push(route);
      if (answers.length && entries.length) arrived();
    };
    j = await memberWith(new RegExp(`${ANSWER.source}|${ENTRY.source}`), hold);
    await reopenHome(j);
    await both;
    const shell = j.page.locator(`[${BOOT_MARK}]`);
    await j.page.locator(`[${BOOT_MARK}] [aria-busy="true"]`).waitFor();
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Member home page');
    const orders = j.page.getByRole('link', { name: 'My orders' });
    expect(await orders.count()).toBe(1);
    expect(await j.page.locator('[data-tier]').count()).toBe(0);
    const before = await boxOf(orders);
    expect(before).not.toBeNull();
    if (first === 'the answer') {
      await answers[0].continue();
      await j.page.locator(`[${BOOT_MARK}] [data-tier]`).waitFor();
      expect(await boxOf(orders)).toEqual(before);
      await entries[0].continue();
      await shell.waitFor({ state: 'detached' }); // the app, once a frame showed the card
    } else {
      await entries[0].continue();
      await shell.waitFor({ state: 'detached' }); // the app, ENTRY_WAIT_MS after its entry came
      expect(await j.page.locator('[aria-busy="true"]').count()).toBe(1);
      expect(await boxOf(orders)).toEqual(before);
      await answers[0].continue();
    }
    await j.page.locator('[data-tier]').waitFor();
    expect(await boxOf(orders)).toEqual(before);
    expect([answers.length, entries.length]).toEqual([1, 1]);
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
