/**
 * WebKit (iPhone WeChat's engine): a first landing on "my orders" goes the boot script's way there too
 * (src/boot/orders-shell.ts; the rows before the bundle are held and looked at on Chromium,
 * tests/e2e/orders-shell.test.ts): the order flow's styles are put in by the boot script as the one
 * stylesheet the app then finds, the flow's scripts are asked for only once the list's answer is in,
 * and the app takes the rows over and they work, with no error and no CSP violation.
 */
import { describe, expect, it } from 'vitest';
import { signedIn } from '../journeys';
import { onPhone } from './phone';

describe('WebKit: a first landing on "my orders"', () => {
  const p = signedIn('demo-member', '/', onPhone({ heading: 'Member home page' }));

  it("shows the rows, styles and scripts in the boot script's order, and the rows open their orders", async () => {
    // A first landing: nothing kept of the list (a return visit shows the kept rows, the app at once).
    await p.run('localStorage.removeItem("last-known");');
    // A new document (a link from a chat), not a hash change in the one open.
    await p.goto('/?from=chat#/order');
    await p.find({ css: 'ul[aria-label="My orders"] > li button' });
    const order = await p.run<{ sheets: number; answered: number; scripts: number[] }>(`
      var entries = performance.getEntriesByType('resource');
      var answer = entries.filter(function (e) { return /\\/api\\/order\\/list$/.test(e.name); })[0];
      return {
        sheets: document.querySelectorAll('link[rel="stylesheet"][href*="/assets/kit-"]').length,
        answered: answer ? answer.responseEnd : -1,
        scripts: entries.filter(function (e) { return /\\/assets\\/(app|fulfilment|kit)-[\\w-]+\\.js$/.test(e.name); }).map(function (e) { return e.startTime; }),
      };`);
    expect(order.sheets).toBe(1);
    expect(order.answered).toBeGreaterThan(0);
    expect(order.scripts.length).toBe(3);
    for (const start of order.scripts) expect(start).toBeGreaterThanOrEqual(order.answered);
    await p.click({ css: 'ul[aria-label="My orders"] > li button' });
    await p.find({ role: 'heading', name: 'Order detail' });
    expect(p.errors()).toEqual([]);
  });
});
