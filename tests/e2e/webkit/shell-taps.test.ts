/**
 * WebKit (iPhone WeChat's engine): no tap on home's shell is lost (issue 49.4; held and looked at more
 * closely on Chromium, ../shell-taps.test.ts). The demo server holds the app's entry back
 * (HOLD_ENTRY_PATH: WebDriver cannot hold a request), so home's shell is all there is; a tap on a link
 * is followed, a tap on log out or scan to bind is shown as taken, and once the entry is sent the
 * screen or the question opens with no second tap. Each case in a fresh browser, whose cache has never
 * held the entry (a cached entry would not ask the server). With a card kept on the phone, the server
 * holds home's answer too (HOLD_HOME_PATH), then sends it with another name: the tap must outlive
 * that redraw.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_MARK, CURRENT_USER_PATH, LAST_KNOWN_KEY, MEMBER_KEY } from '../../../src/lib/boot-contract';
import { memberId } from '../../../src/lib/member-id';
import { HOLD_ENTRY_PATH, HOLD_HOME_PATH } from '../global-setup';
import { api, tokenFor } from '../harness';
import { type Phone, phone } from './phone';

const hold = (p: Phone, release = false) => fetch(`${p.baseURL}${HOLD_ENTRY_PATH}${release ? '?release' : ''}`, { method: 'POST' });
/** Holds home's answer, or sends the held ones (with `nickname` as the member's name). */
const holdHome = (p: Phone, release?: { nickname?: string }) => {
  const url = new URL(HOLD_HOME_PATH, p.baseURL);
  if (release) url.searchParams.set('release', '');
  if (release?.nickname) url.searchParams.set('nickname', release.nickname);
  return fetch(url, { method: 'POST' });
};

/**
 * A fresh browser signed in as `openId` (its token stored from a page of the demo's origin that is not the app), on home's
 * shell with the entry held back. With `keptCard`, the member's card is kept on the phone as the app keeps it
 * (stores/last-known.ts: this browser has never run the app) and home's answer is held too: the shell shows the kept card.
 */
async function shellOf(openId: string, { keptCard = false } = {}): Promise<Phone> {
  // 'none': the held entry holds back the page's load event, which every command would otherwise wait for; the test waits itself.
  const p = await phone({ pageLoadStrategy: 'none' });
  await p.goto('/dev/map-picker.html');
  await p.until('return location.pathname === "/dev/map-picker.html" && document.readyState === "complete";', 'a page of the origin');
  const token = await tokenFor(p.baseURL, openId);
  await p.run('localStorage.setItem("token", arguments[0]);', token);
  if (keptCard) {
    const kept = { m: memberId(openId), e: { [CURRENT_USER_PATH]: { t: Date.now(), d: await api(p.baseURL, CURRENT_USER_PATH, { token }) } } };
    await p.run(
      'localStorage.setItem(arguments[0], arguments[1]); localStorage.setItem(arguments[2], arguments[3]);',
      MEMBER_KEY,
      kept.m,
      LAST_KNOWN_KEY,
      JSON.stringify(kept),
    );
    await holdHome(p);
  }
  await hold(p);
  await p.goto('/#/');
  await p.find({ css: `[${BOOT_MARK}] [data-tier], [${BOOT_MARK}] [data-tap="scan"]` });
  return p;
}

describe("WebKit: a tap on home's shell before the app has taken over (issue 49.4)", () => {
  let p: Phone | undefined;
  afterEach(async () => {
    if (p) await Promise.all([hold(p, true), holdHome(p, {})]);
    await p?.close();
    p = undefined;
  });

  it('"My orders", a link: followed at once; the list opens when the app comes, and Back returns from it', async () => {
    p = await shellOf('demo-member');
    await p.click({ role: 'link', name: 'My orders' });
    await p.until('return location.hash === "#/order";', 'the hash of "my orders"');
    expect(await p.count({ css: `[${BOOT_MARK}] a[aria-busy="true"]` })).toBe(1);
    // The entry has not come (the server holds it): what the member sees is the shell alone.
    expect(await p.run('return performance.getEntriesByType("resource").some(function (e) { return /\\/assets\\/app-[\\w-]+\\.js$/.test(e.name); });')).toBe(
      false,
    );
    await hold(p, true);
    await p.find({ role: 'heading', name: 'My orders' });
    await p.find({ role: 'listitem', css: 'ul[aria-label="My orders"] > li' });
    // The app's Back goes back to home's entry (not a home put in place of the list's): forward is the list again.
    await p.click({ role: 'button', name: 'Back' });
    await p.find({ role: 'heading', name: 'Member home page' });
    await p.run('history.forward();');
    await p.until('return location.hash === "#/order";', 'the list again, forward');
    await p.find({ role: 'heading', name: 'My orders' });
    expect(p.errors()).toEqual([]);
  });

  it('log out: shown as taken; once the app has come, the question is asked', async () => {
    p = await shellOf('demo-member');
    await p.click({ role: 'button', name: 'Log out' });
    expect(await p.count({ css: `[${BOOT_MARK}] button[aria-busy="true"]` })).toBe(1);
    await hold(p, true);
    await p.find({ role: 'alertdialog', name: 'Log out and close the window?' });
    expect(await p.count({ role: 'alertdialog' })).toBe(1);
    await p.click({ role: 'button', name: 'Stay signed in' });
    await p.until('return !document.querySelector("[role=alertdialog]");', 'the question closed');
    expect(await p.storage('token')).not.toBeNull();
    expect(p.errors()).toEqual([]);
  });

  it('log out tapped on the kept card, then the fresh answer redraws home: still shown as taken, and the app asks once', async () => {
    p = await shellOf('demo-member', { keptCard: true });
    await p.find({ css: `[${BOOT_MARK}] [data-tier]` });
    await p.click({ role: 'button', name: 'Log out' });
    expect(await p.count({ css: `[${BOOT_MARK}] button[aria-busy="true"]` })).toBe(1);
    await holdHome(p, { nickname: 'Fresh Name' });
    await p.until(`return document.querySelector('[${BOOT_MARK}]')?.textContent.includes('Fresh Name');`, 'the fresh answer drawn');
    expect(await p.count({ css: `[${BOOT_MARK}] button[aria-busy="true"]` })).toBe(1);
    await hold(p, true);
    await p.find({ role: 'alertdialog', name: 'Log out and close the window?' });
    await p.click({ role: 'button', name: 'Stay signed in' });
    await p.until('return !document.querySelector("[role=alertdialog]");', 'the question closed');
    // Served once: nothing asks again.
    await new Promise((done) => setTimeout(done, 500));
    expect(await p.count({ role: 'alertdialog' })).toBe(0);
    expect(await p.storage('token')).not.toBeNull();
    expect(p.errors()).toEqual([]);
  });

  it('scan to bind, for a member without a card: shown as taken; once the app has come, the scan opens', async () => {
    p = await shellOf('demo-friend');
    expect(await p.count({ css: '[data-tier]' })).toBe(0);
    await p.click({ role: 'button', name: 'Scan to bind' });
    expect(await p.count({ css: `[${BOOT_MARK}] button[aria-busy="true"]` })).toBe(1);
    await hold(p, true);
    await p.find({ role: 'dialog', name: 'Scan (stand-in)' });
    await p.click({ role: 'button', name: 'Cancel', within: { role: 'dialog', name: 'Scan (stand-in)' } });
    expect(p.errors()).toEqual([]);
  });
});
