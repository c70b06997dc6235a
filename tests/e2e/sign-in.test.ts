/**
 * First journey: a member opens the app from WeChat's OAuth entry, is signed in, and sees their card.
 */
import { describe, expect, it } from 'vitest';
import { IPHONE_WECHAT_UA } from './browser';
import { browserFor, inChromium } from './journeys';

/** The demo member's default card in the seed (server/api/db/seed.ts), as the card shows it. */
const DEMO_CARD_NO = '8866 0000 0000 0001';

describe('sign-in through the OAuth stand-in', () => {
  const j = browserFor(inChromium());

  it('stores a token and strips code and state from the address, keeping the hash route', async () => {
    await j.page.goto(j.oauthUrl('demo-member', '/'));
    await j.page.waitForFunction(() => !!localStorage.getItem('token'), undefined, { timeout: 15_000 });
    await expect.poll(() => new URL(j.page.url()).search).toBe('');
    const url = new URL(j.page.url());
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#/');
    expect(await j.storage('token')).toMatch(/\S{8,}/);
  });

  it("shows the member's default card on home", async () => {
    await expect(j.page.getByText(DEMO_CARD_NO).waitFor({ timeout: 15_000 })).resolves.toBeUndefined();
    await j.screenshot('sign-in-home');
    expect(await j.axe()).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it('a reload keeps the member signed in without going back to OAuth', async () => {
    const token = await j.storage('token');
    await j.page.reload();
    await j.page.waitForLoadState('networkidle');
    expect(new URL(j.page.url()).pathname).toBe('/');
    expect(await j.storage('token')).toBe(token);
  });

  it("has WeChat's bridge on the page before any SDK is loaded, as the WebView injects it", async () => {
    await j.page.waitForFunction('typeof WeixinJSBridge === "object"');
    expect(await j.page.evaluate('typeof window.wx')).toBe('undefined');
  });

  it('log out, once confirmed, clears the storage and closes the window through the bridge', async () => {
    await j.page.getByRole('button', { name: 'Log out' }).click();
    const dialog = j.page.getByRole('alertdialog', { name: 'Log out and close the window?' });
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    expect(await j.storage('token')).not.toBeNull();
    await j.page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await j.page.getByRole('alertdialog', { name: 'Window closed' }).waitFor();
    await j.screenshot('log-out-window-closed');
    expect(await j.page.evaluate('window.__wxClosed')).toBe(true);
    expect(await j.storage('token')).toBeNull();
  });
});

describe('a visitor without a token', () => {
  const j = browserFor(inChromium());

  it('is sent through VITE_OAUTH_URL and comes back signed in on the same route', async () => {
    await j.page.goto('/#/address');
    await j.page.waitForURL(/\/dev\/oauth\?/, { timeout: 15_000 });
    const entry = new URL(j.page.url());
    expect(entry.searchParams.get('redirect_uri')).toBe(`${j.baseURL}/#/address`);
    expect(entry.searchParams.get('state')).toBe('STATE');
    await j.page.getByRole('link', { name: /demo-member/ }).click();
    await j.page.waitForFunction(() => !!localStorage.getItem('token'), undefined, { timeout: 15_000 });
    await expect.poll(() => new URL(j.page.url()).search).toBe('');
    expect(new URL(j.page.url()).hash).toBe('#/address');
  });
});

describe('iPhone: a second landing in the same session keeps the JS-SDK signature valid', () => {
  const j = browserFor(inChromium({ userAgent: IPHONE_WECHAT_UA, timeout: 12_000 }));

  it('lands again with a fresh code (init-token set), then scans to bind from /card: the scan sheet opens', async () => {
    await j.signIn('demo-member', '/card');
    await j.page.getByRole('heading', { name: 'My cards' }).waitFor();
    expect(await j.page.evaluate(() => sessionStorage.getItem('init-token'))).toBe('1');
    // A shared link or a fresh OAuth round: WeChat opens the page again with a new ?code&state.
    await j.page.goto(j.oauthUrl('demo-member', '/card'));
    await j.page.getByRole('heading', { name: 'My cards' }).waitFor();
    await expect.poll(() => new URL(j.page.url()).search).toBe('');
    await j.page.getByRole('button', { name: 'Scan to bind' }).click();
    const sheet = j.page.getByRole('dialog', { name: 'Scan (stand-in)' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    expect(j.errors).toEqual([]);
  });
});
