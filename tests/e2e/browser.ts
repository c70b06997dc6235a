/**
 * Which Chromium the browser tests drive (Debian's, never a download):
 * 1. CHROMIUM_PATH, when set (it must exist);
 * 2. /usr/bin/chromium;
 * 3. when missing and running as root (CI on a fresh machine): `apt-get update && apt-get install -y chromium`;
 * 4. otherwise stop with a message saying how to get one.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** How every browser test and the benchmark launch Chromium (no vitest here: the bench runs under tsx). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Android WeChat (XWeb): what the app sees on most members' phones. */
export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2238A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240404 MMWEBID/1234 ' +
  'MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** iPhone WeChat (WKWebView): the JS-SDK signature is checked against the landing URL. */
export const IPHONE_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/en';

/** A 375×667 touch phone at DPR 2, as the members' low-end Android phones. */
export const PHONE = {
  viewport: { width: 375, height: 667 },
  screen: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/**
 * A finger pulling the list down: a touch from near the top (x 187, y 160), 250 px down in 25 moves
 * a frame apart, then release, through CDP so the page gets real touch events (used by the
 * benchmark's pull phase and the pull-to-refresh fault journeys). `{ release: false }` keeps the
 * finger down; the caller lets go with a `touchEnd`.
 */
export async function touchPull(cdp: CDPSession, { release = true }: { release?: boolean } = {}): Promise<void> {
  const x = 187;
  let y = 160;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 0; i < 25; i++) {
    y += 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await new Promise((done) => setTimeout(done, 16));
  }
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const INSTALL = 'apt-get update && apt-get install -y chromium';

export function findChromium(log: (line: string) => void = console.log): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log(`[e2e] ${DEBIAN_CHROMIUM} is missing; installing Debian's chromium package (about 2 minutes)…`);
    try {
      execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 15 * 60_000 });
    } catch (error) {
      log(`[e2e] installing chromium failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    [
      'The browser tests need Chromium and none was found.',
      `- On Debian/Ubuntu: sudo ${INSTALL.replace('&& apt-get', '&& sudo apt-get')}`,
      '- Or point CHROMIUM_PATH at a Chromium or Chrome executable: CHROMIUM_PATH=/path/to/chrome npm run test:e2e',
    ].join('\n'),
  );
}
