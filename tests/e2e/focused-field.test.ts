/**
 * A field the member types in is never under the screen's sticky bars, in Chromium (Android WeChat's
 * XWeb resizes the page when the keyboard opens; the viewport's height here stands for what the
 * keyboard leaves). Each field of the address form and the product exchange is focused as the browser
 * focuses it (it scrolls it into view), from the top of the page:
 * - the keyboard up on a taller phone (375×560), at 100 % and 200 % text: the bars stick, and the
 *   field lies between them (ui/screen/keep-clear.ts keeps the root's scroll padding at their heights);
 * - the keyboard up on a small phone (375×330) at 200 % text, where the bars would leave the field a
 *   sliver: they do not stick (styles/base.css), and the field is on screen.
 * A textarea scrolls its caret's line into view, not its box: at least a line of it must show.
 */
import { describe, expect, it } from 'vitest';
import type { Journey } from './harness';
import { inChromium, signedIn } from './journeys';
import { scaleRootText } from './layout-checks';

/** Where each focused field lies against the bars; '' when it is clear of them. */
async function focusEach(j: Journey): Promise<string[]> {
  const problems: string[] = [];
  for (const field of await j.page.locator('main :is(input:not([type=hidden]), textarea, select)').all()) {
    await j.page.evaluate(() => window.scrollTo(0, 0));
    await field.focus();
    // The scroll into view is done by the time focus() returns; a frame for its layout.
    await j.page.evaluate(() => new Promise(requestAnimationFrame));
    const problem = await field.evaluate((el) => {
      const main = el.closest('main') as HTMLElement;
      const bar = main.previousElementSibling as HTMLElement;
      const footer = main.nextElementSibling as HTMLElement | null;
      const sticks = getComputedStyle(bar).position === 'sticky';
      const top = sticks ? bar.getBoundingClientRect().bottom : 0;
      const bottom = sticks && footer ? footer.getBoundingClientRect().top : innerHeight;
      const box = el.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(el).lineHeight);
      const clear =
        el.tagName === 'TEXTAREA' ? Math.min(box.bottom, bottom) - Math.max(box.top, top) >= line : box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
      const name = el.getAttribute('name') || el.id;
      return clear
        ? ''
        : `${name}: ${Math.round(box.top)}–${Math.round(box.bottom)} against ${Math.round(top)}–${Math.round(bottom)} (bars ${sticks ? 'sticky' : 'static'})`;
    });
    if (problem) problems.push(problem);
  }
  return problems;
}

describe('a focused field is clear of the sticky bars', () => {
  const j = signedIn('demo-member', '/', inChromium({ timeout: 15_000 }));

  const screens = {
    async address() {
      await j.page.evaluate(() => (location.hash = '#/address'));
      await j.page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await j.page.getByRole('heading', { name: 'Edit address' }).waitFor();
      await expect.poll(() => j.page.getByLabel('Receiver name').inputValue()).not.toBe('');
    },
    async exchange() {
      await j.page.evaluate(() => (location.hash = '#/product'));
      await j.page.getByRole('button', { name: 'Exchange Free-range fresh eggs' }).click();
      await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
      await expect.poll(() => j.page.getByTestId('fee').textContent()).toMatch(/^¥\d+\.\d\d$/);
    },
  };

  it.each([
    ['address', 100, 560, 'sticky'],
    ['address', 200, 560, 'sticky'],
    ['exchange', 200, 560, 'sticky'],
    ['address', 200, 330, 'static'],
    ['exchange', 100, 330, 'static'],
    ['exchange', 200, 330, 'static'],
  ] as const)('%s, %s percent text, 375×%s: every field clear of the bars (%s)', async (screen, text, height, bars) => {
    await j.page.evaluate(scaleRootText(text));
    await j.page.setViewportSize({ width: 375, height: 667 });
    await screens[screen]();
    await j.page.setViewportSize({ width: 375, height });
    await expect.poll(() => j.page.locator('header').evaluate((el) => getComputedStyle(el).position)).toBe(bars);
    const fields = await j.page.locator('main :is(input:not([type=hidden]), textarea, select)').count();
    expect(fields).toBeGreaterThanOrEqual(4);
    expect(await focusEach(j)).toEqual([]);
  });
});
