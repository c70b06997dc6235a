/**
 * The phones members really have (issue 29.1–3): storage that is full or blocked, storage WeChat
 * wiped between visits, and one phone shared by two members, in a real Chromium.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { launch, type Journey } from './harness';

const DEMO_CARD_NO = '8866 0000 0000 0001';
const NO_CARD = 'You have not bound a membership card yet';

let j: Journey | undefined;
afterEach(async () => {
  await j?.close();
  j = undefined;
});

/**
 * Goes to the orders and back, moves the page's clock past the moment nanostores unmounts the stores
 * (1 s after their last listener left) on Playwright's clock, installed before the page opens,
 * then uses the token again.
 */
async function ordersStillLoad(page: Journey['page']) {
  await page.getByRole('link', { name: 'My orders' }).click();
  await page.getByRole('heading', { name: 'My orders' }).waitFor();
  await page
    .getByText(/Order number/)
    .first()
    .waitFor({ timeout: 15_000 });
  await page.goBack();
  await page.getByText(DEMO_CARD_NO).waitFor();
  await page.clock.fastForward(1500);
  await page.getByRole('link', { name: 'My orders' }).click();
  await page
    .getByText(/Order number/)
    .first()
    .waitFor({ timeout: 15_000 });
}

describe('storage that throws (issue 29.1)', () => {
  it('a full storage (every setItem throws QuotaExceededError): the member stays signed in as they move around', async () => {
    j = await launch();
    await j.page.clock.install(); // time flows as usual; ordersStillLoad moves it on at once
    await j.context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await j.page.goto(j.oauthUrl('demo-member', '/'));
    await j.page.getByText(DEMO_CARD_NO).waitFor({ timeout: 15_000 });
    expect(await j.storage('token')).toBeNull();
    await ordersStillLoad(j.page);
    expect(await j.page.getByText('Login has expired', { exact: false }).count()).toBe(0);
    expect(await j.page.evaluate('window.__wxClosed === true')).toBe(false);
    expect(j.errors).toEqual([]);
  });

  it('storage that cannot be opened (window.localStorage throws SecurityError): signed in for the life of the page', async () => {
    j = await launch();
    await j.page.clock.install(); // time flows as usual; ordersStillLoad moves it on at once
    await j.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await j.page.goto(j.oauthUrl('demo-member', '/'));
    await j.page.getByText(DEMO_CARD_NO).waitFor({ timeout: 15_000 });
    await ordersStillLoad(j.page);
    expect(await j.page.evaluate('window.__wxClosed === true')).toBe(false);
    expect(j.errors).toEqual([]);
  });
});

describe('storage wiped between visits (issue 29.2)', () => {
  it('the OAuth entry brings a fresh code, which is exchanged: the member picks a place on the map and goes on', async () => {
    j = await launch();
    const { page } = j;
    await j.signIn('demo-member', '/address/edit');
    await page.getByLabel('Receiver name').fill('Wang Fang');
    await page.getByRole('button', { name: 'Choose on map' }).click();
    await page.getByRole('heading', { name: 'Choose location' }).waitFor();
    expect(await j.storage('address')).toContain('Wang Fang');
    // WeChat wipes the WebView's localStorage; sessionStorage (init-token) stays.
    await page.evaluate(() => localStorage.clear());
    expect(await page.evaluate(() => sessionStorage.getItem('init-token'))).toBe('1');
    await page.reload();
    // No token: the OAuth stand-in asks who is there, and comes back with a fresh code.
    await page.waitForURL(/\/dev\/oauth\?/, { timeout: 15_000 });
    await page.getByRole('link', { name: /demo-member/ }).click();
    await page.waitForFunction(() => !!localStorage.getItem('token'), undefined, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Choose location' }).waitFor();
    const frame = page.frameLocator('iframe[title="Map location picker"]');
    await frame.getByRole('button', { name: /People's Square/ }).click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('heading', { name: 'Add address' }).waitFor();
    expect(await page.getByLabel('Detailed address').inputValue()).toContain('人民广场');
    // The session is good: the list loads with the new token.
    await page.goto('/#/address');
    await page.getByText('Lily Chen').first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate('window.__wxClosed === true')).toBe(false);
    expect(j.errors).toEqual([]);
  });
});

describe('two members on one phone (issue 29.3)', () => {
  /** Signs `openId` in through OAuth in the same tab, landing on the address form, and types a draft there. */
  async function landAndTypeDraft(journey: Journey, openId: string, name: string) {
    await journey.signIn(openId, '/address/edit');
    await journey.page.getByRole('heading', { name: 'Add address' }).waitFor();
    await expect.poll(() => journey.page.getByLabel('Receiver name').inputValue()).toBe('');
    await journey.page.getByLabel('Receiver name').fill(name);
    await journey.page.getByLabel('Detailed address').fill(`street of ${name}`);
    await journey.page.getByRole('button', { name: 'Choose on map' }).click();
    await journey.page.getByRole('heading', { name: 'Choose location' }).waitFor();
    expect(await journey.storage('address')).toContain(name);
  }

  for (const [first, second] of [
    ['demo-member', 'demo-friend'],
    ['demo-friend', 'demo-member'],
  ]) {
    it(`${first} then ${second} in one tab: the second sees only their own home and an empty form`, async () => {
      j = await launch();
      await landAndTypeDraft(j, first, `draft of ${first}`);
      const firstToken = await j.storage('token');
      // The second member lands through OAuth in the same tab (init-token is set in the session).
      await landAndTypeDraft(j, second, `draft of ${second}`);
      expect(await j.storage('token')).not.toBe(firstToken);
      expect(await j.storage('address')).not.toContain(`draft of ${first}`);
      await j.page.goto('/#/');
      if (second === 'demo-member') await j.page.getByText(DEMO_CARD_NO).waitFor({ timeout: 15_000 });
      else {
        await j.page.getByText(NO_CARD).waitFor({ timeout: 15_000 });
        expect(await j.page.getByText(DEMO_CARD_NO).count()).toBe(0);
      }
      expect(await j.page.content()).not.toContain(`draft of ${first}`);
      expect(j.errors).toEqual([]);
    });
  }
});
