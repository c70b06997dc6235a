/**
 * A field the member types in is never under the screen's sticky bars, in Chromium (Android WeChat's
 * XWeb resizes the page when the keyboard opens; the viewport's height here stands for what the
 * keyboard leaves). Each field of the address form and the product exchange is focused from the top
 * of the page (./focus-checks.ts, the check the WebKit lane runs too):
 * - the keyboard up on a taller phone (375×560), at 100 % and 200 % text: the bars stick, and the
 *   field lies between them (ui/screen/keep-clear.ts keeps the root's scroll padding at their heights);
 * - the keyboard up on a small phone (375×330) at 200 % text, where the bars would leave the field a
 *   sliver: they do not stick (styles/base.css), and the field is on screen.
 */
import { describe, expect, it } from 'vitest';
import { FOCUS_CHECKS_JS, focusEachField } from './focus-checks';
import { inChromium, signedIn } from './journeys';
import { scaleRootText } from './layout-checks';

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
    const { fields, problems } = await focusEachField(
      (expression) => j.page.evaluate(`(function () { ${FOCUS_CHECKS_JS}; return ${expression}; })()`),
      () => j.page.evaluate(() => new Promise(requestAnimationFrame)),
    );
    expect(fields).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });
});
