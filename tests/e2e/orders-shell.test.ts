/**
 * "My orders" before the bundle (issue 29, src/boot/orders-shell.ts) in a real Chromium, under the
 * page's CSP: a landing on `#/order` with the entry held back shows the member's rows from the boot
 * script's answer, styled, in the place the app puts them; once the entry runs, the app renders the
 * same rows over them and they open their orders. An answer the shell does not show is the app's
 * to word. A return visit shows the rows kept on the phone the same way, before any answer.
 */
import type { Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_MARK } from '../../src/lib/boot-contract';
import { launch, type Journey } from './harness';

const ENTRY = /\/assets\/app-[\w-]+\.js$/;
const ROWS = 'ul[aria-label="My orders"] > li';

/** A signed-in member, with the page's requests matching `pattern` handed to `handle`, landing afresh on "my orders". */
async function landOnOrders(pattern: RegExp, handle: (route: Route) => void): Promise<Journey> {
  const journey = await launch();
  await journey.signIn('demo-member', '/');
  await journey.page.locator('[data-tier]').waitFor();
  await journey.page.route(pattern, handle);
  await journey.page.goto('about:blank');
  await journey.page.goto('/#/order', { waitUntil: 'commit' });
  return journey;
}

/** Each row's text and box. */
const rowsOf = (j: Journey) =>
  j.page.locator(ROWS).evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.getBoundingClientRect();
      return { text: row.textContent, top: Math.round(box.top), height: Math.round(box.height) };
    }),
  );

describe('"my orders" before the bundle', () => {
  let j: Journey | undefined;
  afterEach(async () => {
    await j?.close();
    j = undefined;
  });

  it('shows the rows, styled, from the early answer while the entry is held back; then the app renders the same rows in the same place, and they work', async () => {
    const held: Route[] = [];
    j = await landOnOrders(ENTRY, (route) => void held.push(route));
    await j.page.locator(`[${BOOT_MARK}] ${ROWS}`).first().waitFor();
    const shell = await rowsOf(j);
    expect(shell.length).toBeGreaterThan(0);
    expect(shell[0].text).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(shell[0].text).toContain('Order number: ');
    // Styled: a row is a picture beside its lines, not a page of bare text.
    const picture = await j.page.locator(`${ROWS} button > :nth-child(2)`).first().boundingBox();
    expect(picture?.width).toBe(72);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('My orders');
    expect(await j.page.title()).toBe('My orders');
    expect(await j.page.locator('.boot').count()).toBe(0);
    await j.screenshot('orders-shell-before-the-bundle');
    // The entry is asked for only once the rows are on screen; now the app.
    await expect.poll(() => held.length).toBe(1);
    await held[0].continue();
    await j.page.locator(`[${BOOT_MARK}]`).waitFor({ state: 'detached' });
    expect(await rowsOf(j)).toEqual(shell);
    await j.page.locator(`${ROWS} button`).first().click();
    await j.page.getByRole('heading', { level: 1, name: 'Order detail' }).waitFor();
    expect(j.errors).toEqual([]);
  });

  it('on a return visit shows the rows kept on the phone with the entry and the answer both held (issue 49.2); then the app, the same rows', async () => {
    j = await launch();
    await j.signIn('demo-member', '/');
    await j.page.locator('[data-tier]').waitFor();
    await j.page.goto('/#/order');
    await j.page.locator(ROWS).first().waitFor();
    const seen = await j.page.locator(ROWS).allTextContents();
    // The orders shell's stylesheet, kept at the page's load (src/boot/preload.ts keepCss).
    const keptCss = () => j!.page.evaluate(() => localStorage.getItem('orders-shell-css') ?? '');
    await expect.poll(keptCss).toMatch(/^\/\*assets\/orders-shell-[\w-]{6}\.css\*\/:root\{/);
    const held: Route[] = [];
    await j.page.route(ENTRY, (route) => void held.push(route));
    await j.page.route(/\/api\/order\/list$/, () => undefined); // never answered
    await j.page.goto('about:blank');
    await j.page.goto('/#/order', { waitUntil: 'commit' });
    await j.page.locator(`[${BOOT_MARK}] ${ROWS}`).first().waitFor();
    const shell = await rowsOf(j);
    expect(shell.map((row) => row.text)).toEqual(seen);
    // Styled by that stylesheet, put in at once and allowed by the page's CSP (a violation is a journey error), before the flow's sheet is.
    expect(
      await j.page.evaluate(() =>
        [...document.querySelectorAll('head > style')].some((style) => style.textContent === localStorage.getItem('orders-shell-css')),
      ),
    ).toBe(true);
    expect(await j.page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect((await j.page.locator(`${ROWS} button > :nth-child(2)`).first().boundingBox())?.width).toBe(72);
    expect(j.errors).toEqual([]);
    await expect.poll(() => held.length).toBe(1);
    await held[0].continue();
    await j.page.locator(`[${BOOT_MARK}]`).waitFor({ state: 'detached' });
    expect(await rowsOf(j)).toEqual(shell);
    await j.page.getByRole('status').filter({ hasText: 'Updating…' }).waitFor();
    j.errors.length = 0; // the held answer times out by design
  });

  it('leaves an answer it does not show (a server error) to the app, which says so with a retry', async () => {
    j = await landOnOrders(/\/api\/order\/list$/, (route) => void route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await j.page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await j.page.locator(ROWS).count()).toBe(0);
    expect(await j.page.locator(`[${BOOT_MARK}]`).count()).toBe(0);
    j.errors.length = 0; // the failed request is the point
  });
});
