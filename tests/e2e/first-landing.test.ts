/**
 * The first landing on a slow network (issue 29.6), in a real Chromium: a new member's OAuth landing
 * throttled as the issue measured it (600 ms RTT, 50 kB/s down, 20 kB/s up, 6× CPU) paints home's
 * shell (title, card skeleton, menu) first, not a lone spinner; and a landing where the JS-SDK never
 * becomes ready (the genuine one outside WeChat) still signs in, and a scan then says WeChat is unavailable.
 */
import type { Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_MARK } from '../../src/lib/boot-contract';
import { SDK_WAIT_MS } from '../../src/platform/wechat';
import { en } from '../../src/i18n/en';
import { launch, type Journey } from './harness';

/** What #root showed, recorded at each change with its time, so the state at first contentful paint can be read back. */
const RECORD_PAINTS = `(() => {
  const states = [];
  const read = () => {
    const root = document.getElementById('root');
    if (!root) return;
    states.push({
      t: performance.now(),
      spinner: !!root.querySelector('.boot'),
      shell: !!root.querySelector('[${BOOT_MARK}]'),
      title: root.querySelector('h1')?.textContent ?? null,
      skeleton: !!root.querySelector('[aria-busy="true"]'),
      menu: [...root.querySelectorAll('a[href], button')].map((b) => b.textContent.trim()).filter(Boolean),
    });
  };
  new MutationObserver(read).observe(document, { childList: true, subtree: true });
  window.__fcp = new Promise((resolve) =>
    new PerformanceObserver((list) => {
      const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
      if (!fcp) return;
      read();
      resolve({ at: fcp.startTime, state: states.filter((s) => s.t <= fcp.startTime).pop() ?? null });
    }).observe({ type: 'paint', buffered: true }),
  );
})();`;

interface Painted {
  at: number;
  state: { spinner: boolean; shell: boolean; title: string | null; skeleton: boolean; menu: string[] } | null;
}

/** The genuine JS-SDK outside WeChat: `wx` exists, and config, ready and error wait forever for a bridge that never comes. */
const SILENT_SDK = `window.wx = window.jWeixin = {
  config: function () {}, ready: function () {}, error: function () {},
  scanQRCode: function () {}, getLocation: function () {}, closeWindow: function () {}, updateAppMessageShareData: function () {}
};`;

describe('the first landing', () => {
  let j: Journey | undefined;
  afterEach(async () => {
    await j?.close();
    j = undefined;
  });

  it("on a slow network, a new member's OAuth landing paints home's shell first (title, card skeleton, menu), then their home", async () => {
    j = await launch();
    const cdp = await j.context.newCDPSession(j.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 600,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 20 * 1024,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await j.page.addInitScript(RECORD_PAINTS);
    // The code exchange held until the first paint has been looked at (and photographed).
    const held: Route[] = [];
    await j.page.route(/\/wechat\/authorize\?/, (route) => void held.push(route));
    // The OAuth stand-in answers with a redirect to /?code&state#/: the landing is that page.
    await j.page.goto(j.oauthUrl('demo-friend'), { waitUntil: 'commit', timeout: 60_000 });
    const painted = (await j.page.evaluate('window.__fcp', undefined)) as Painted;
    expect(painted.state).toMatchObject({ spinner: false, shell: true, title: en['home.title'], skeleton: true });
    expect(painted.state?.menu).toContain(en['home.orders']);
    await j.screenshot('first-landing-oauth-first-paint');
    await expect.poll(() => held.length).toBe(1);
    await held[0].continue();
    // Then the member's own home (a new member: no card yet), signed in, the address cleaned.
    await j.page.getByText(en['home.noCard']).waitFor({ timeout: 60_000 });
    expect(await j.storage('token')).toBeTruthy();
    await expect.poll(() => new URL(j!.page.url()).search, { timeout: 30_000 }).toBe('');
    expect(j.errors).toEqual([]);
  }, 120_000);

  it('with a JS-SDK that never becomes ready (outside WeChat), still signs in; a scan says WeChat is unavailable', async () => {
    j = await launch();
    // No bridge and a silent SDK, as in an ordinary browser with the genuine jweixin.
    await j.page.route(/\/dev\/jweixin\.js/, (route) => route.fulfill({ contentType: 'text/javascript', body: SILENT_SDK }));
    await j.page.goto(j.oauthUrl('demo-friend'));
    await j.page.getByText(en['home.noCard']).waitFor({ timeout: 15_000 });
    expect(await j.storage('token')).toBeTruthy();
    // The address is cleaned once the SDK's time limit has passed.
    await expect.poll(() => new URL(j!.page.url()).search, { timeout: SDK_WAIT_MS + 10_000 }).toBe('');
    await j.page.getByRole('button', { name: en['home.scanToBind'] }).click();
    await j.page.getByText(en['platform.unavailable']).waitFor();
    expect(j.errors).toEqual([]);
  }, 60_000);
});
