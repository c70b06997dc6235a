/**
 * What journeys of both lanes share, so that each test reads as its behaviour: a browser signed in
 * for a describe block (Chromium's launch() or WebKit's phone()), the demo member's default address
 * given back after a block that changes it, and the steps of an exchange in Chromium.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Address } from '../../src/api/types';
import { api, launch, tokenFor, type Journey, type LaunchOptions } from './harness';

/** How a lane opens, waits for the landing, and closes a browser that can sign in. */
export interface Lane<B> {
  open(): Promise<B>;
  landed?(browser: B): Promise<unknown>;
  close(browser: B): Promise<void>;
}

/**
 * For the describe block it is called in: a browser opened before its tests (and `ready`, when
 * given, run on it), closed after them. The value returned stands for that browser from beforeAll on
 * (it is read through, so a test uses it as the browser itself).
 */
export function browserFor<B extends object>(lane: Lane<B>, ready?: (browser: B) => Promise<unknown>): B {
  let browser: B | undefined;
  beforeAll(async () => {
    browser = await lane.open();
    await ready?.(browser);
  });
  afterAll(async () => {
    if (browser) await lane.close(browser);
  });
  return new Proxy({} as B, {
    get(_, key) {
      if (!browser) throw new Error('the browser of a describe block is opened in its beforeAll');
      const value = Reflect.get(browser, key);
      return typeof value === 'function' ? value.bind(browser) : value;
    },
  });
}

/** browserFor, signed in as `openId` through the OAuth stand-in and landed on `route` (and the lane's landing). */
export const signedIn = <B extends { signIn(openId?: string, route?: string): Promise<void> }>(openId: string, route: string, lane: Lane<B>): B =>
  browserFor(lane, async (browser) => {
    await browser.signIn(openId, route);
    await lane.landed?.(browser);
  });

/** Chromium as the lane: `timeout` each locator waits by default, `heading` the landing's. */
export const inChromium = ({ timeout, heading, ...options }: LaunchOptions & { timeout?: number; heading?: string } = {}): Lane<Journey> => ({
  async open() {
    const j = await launch(options);
    if (timeout) j.page.setDefaultTimeout(timeout);
    return j;
  },
  landed: heading ? (j) => j.page.getByRole('heading', { name: heading }).waitFor() : undefined,
  close: (j) => j.close(),
});

/**
 * Other journeys share the demo member: for the describe block it is called in (before it opens a
 * browser), the default address it had is noted and given back after the block.
 */
export function keepDefaultAddress() {
  let token = '';
  let formerDefault: Address | undefined;
  beforeAll(async () => {
    token = await tokenFor(inject('baseURL'));
    formerDefault = (await api<Address[]>(inject('baseURL'), '/api/address/list', { token })).find((a) => a.isDefault === 1);
  });
  afterAll(async () => {
    if (formerDefault) await api(inject('baseURL'), '/api/address/save', { token, body: { ...formerDefault, isDefault: 1 } });
  });
}

/** From a product or voucher list: taps 'Exchange <name>' and waits for the exchange screen. */
export async function openExchange(page: Page, name: string, heading: 'Exchange product' | 'Exchange voucher' = 'Exchange product') {
  await page.getByRole('button', { name: `Exchange ${name}` }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

/** On the exchange screen: submits and answers the pay stand-in with `answer`. */
export async function submitAndPay(page: Page, answer: 'Pay' | 'Cancel' = 'Pay') {
  await page.getByRole('button', { name: 'Pay and submit', exact: true }).click();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

/** From the order list: opens the first order of `product`. */
export async function openFirstOrder(page: Page, product: string) {
  await page.getByRole('listitem').filter({ hasText: product }).first().getByRole('button').click();
  await page.getByRole('heading', { name: 'Order detail' }).waitFor();
}

/** On an order's or a plan's detail: cancels it through the dialog's question, and waits for the words that say so. */
export async function cancelFromDetail(page: Page, what: 'order' | 'plan' = 'order') {
  await page.getByRole('button', { name: what === 'order' ? 'Cancel order' : 'Cancel plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(what === 'order' ? 'Order has been cancelled' : 'Order plan has been cancelled').waitFor();
}
