/**
 * "My orders" before the bundle (src/boot/orders-shell.ts, issue 29): the template is what the real
 * app renders for the build's sample page (build/prerender.ts's own steps, here on this test's
 * runtime), and filling it from an answer gives exactly what the app renders for that answer. Then
 * the app renders over it: no mark left, the same markup.
 */
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { preloadScreen } from '../../src/app/routes';
import { showOrders } from '../../src/boot/orders-shell';
import { BOOT_MARK, put, take } from '../../src/lib/boot-contract';
import { CONFIRMING_KEY } from '../../src/lib/confirming';
import { canonical } from '../helpers/markup';
import { ordersTemplate, samplePage } from '../../build/prerender';
import { loadLang } from '../../src/i18n';
import type { Order } from '../../src/api/types';
import { $confirming, confirmPayment } from '../../src/stores/confirm';
import { $token } from '../../src/stores/session';
import { order } from '../pages/fixtures';
import { ORDERS } from '../../src/api/orders';
import { MEMBER_KEY } from '../../src/lib/boot-contract';
import { keepLastKnown } from '../../src/stores/last-known';

const envelope = (data: unknown) => ({ success: true, data, errMessage: null, errCode: null });
type Page = { list: unknown[]; total: number | null };

/** The app's first render (main.tsx's) on `#/order` into `root`, with `data` as the boot script's early answer. */
function renderApp(root: HTMLElement, data: Page): () => void {
  const v = { ok: true, s: 200, auth: null, body: envelope(data) };
  put('/api/order/list', { p: Promise.resolve(v), v });
  const app = createRoot(root);
  act(() => app.render(<App />));
  return () => act(() => app.unmount());
}

/** What the app renders on `#/order` for `data`. */
function appMarkup(data: Page): string {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const unmount = renderApp(root, data);
  const html = root.innerHTML;
  unmount();
  root.remove();
  return html;
}

/** index.html as the build writes it for `lang`: the template (two renders of the app, as build/plugins.ts has them), then #root with the boot spinner. */
function page(lang: 'en' | 'zh'): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = appMarkup(samplePage(false));
  const end = box.querySelector('ul')!.nextElementSibling!.innerHTML;
  const template = ordersTemplate(appMarkup(samplePage(true)), end, lang);
  document.body.innerHTML = `${template}<div id="root"><div class="boot" role="status"><i></i></div></div>`;
  return document.getElementById('root')!;
}

const product = (over: Record<string, unknown>) => JSON.stringify({ name: 'Fresh eggs', spec: '30 eggs a box', pictures: ['eggs/a.png'], ...over });

describe('"my orders" before the bundle (issue 29: a cold landing on it)', () => {
  beforeAll(async () => {
    await preloadScreen('/order');
  });
  beforeEach(() => {
    $token.set('t');
    history.replaceState(null, '', '#/order');
    // Nothing here asks the network: a request would be a bug in the test.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test')));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    take('/api/order/list');
    $confirming.set({});
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
    await loadLang('en');
  });

  const pages: [string, Page][] = [
    ['rows in every state, more to come', { list: [0, 1, 2, 3].map((state) => order(10 - state, { state: state as Order['state'] })), total: 40 }],
    ['all there is (no more)', { list: [order(2), order(1, { state: 3 })], total: 2 }],
    ['no total (cursor paging until an empty page)', { list: [order(1)], total: null }],
    [
      'rows with and without a picture, a comma-separated picture list, an object snapshot, no spec',
      {
        list: [
          order(5, { product: product({ pictures: [] }) }),
          order(4, { product: product({ pictures: 'eggs/b.png, eggs/c.png' }) }),
          order(3, { product: { name: 'Salted eggs', pictures: ['https://cdn.test/s.png'] } as never }),
          order(2, { product: product({ spec: '' }) }),
        ],
        total: 9,
      },
    ],
    [
      'markup and newlines in the name, a snapshot that is no JSON',
      { list: [order(2, { product: product({ name: '<b>Tom & "Jerry"</b>\nx' }) }), order(1, { product: '{oops' })], total: 2 },
    ],
    [
      'times as text and as ms, numbers as text',
      { list: [order(2, { createTime: 1767225600000 }), order(1, { createTime: '2026-01-01 00:00:00', productNumber: '3' as never })], total: 2 },
    ],
  ];

  it.each(pages)('filled from the answer, it is what the app renders: %s', (_, data) => {
    const root = page('en');
    expect(showOrders(window, data, false)).toBe(true);
    expect(root.firstElementChild!.hasAttribute(BOOT_MARK)).toBe(true);
    expect(root.querySelectorAll('ul > li').length).toBe(data.list.length);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(data)));
    expect(document.title).toBe('My orders');
  });

  it('fills the Chinese template in Chinese, and marks the page zh-CN', async () => {
    await loadLang('zh');
    const data = { list: [order(2, { state: 0 }), order(1, { state: 2 })], total: 5 };
    const root = page('zh');
    expect(showOrders(window, data, true)).toBe(true);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(data)));
    expect(root.textContent).toContain('订单号：NO-2');
    expect(root.textContent).toContain('待支付');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it.each([
    ['an empty list (the app says there are no orders)', { list: [], total: 0 }],
    ['data that does not decode', { list: [{ ...order(1), state: 9 }], total: 1 }],
    ['no list', { total: 3, list: 'none' }],
    ['no data (a failure: the boot script shows only a success, src/boot/preload.ts)', undefined],
  ])('leaves the spinner for the app on %s', (_, data) => {
    const root = page('en');
    expect(showOrders(window, data, false)).toBe(false);
    expect(root.querySelector('.boot')).not.toBeNull();
  });

  it("leaves a page with a row pending payment to the app while this phone is confirming that row's payment (only the app words 'confirming')", () => {
    localStorage.setItem(CONFIRMING_KEY, JSON.stringify({ 'order:2': Date.now() }));
    const root = page('en');
    expect(showOrders(window, { list: [order(2, { state: 0 })], total: 1 }, false)).toBe(false);
    expect(root.querySelector('.boot')).not.toBeNull();
    // No row pending payment: nothing to confirm on this page.
    expect(showOrders(window, { list: [order(1, { state: 1 })], total: 1 }, false)).toBe(true);
  });

  // A member who once paid keeps the fast landing (issue 49.3): a confirmation that ended leaves no key at all
  // (tests/stores/confirm.test.ts), and what is left is an empty record an earlier app wrote, or other things' marks.
  it.each([
    ['no marks at all (a confirmation that ended)', null],
    ['an empty record (an earlier app left it once its marks were cleared)', {}],
    ['an order not on this page', { 'order:9': Date.now() }],
    ['a plan with the same id', { 'plan:2': Date.now() }],
    ["a top-up (a card's mark)", { 'card:8866000000000001:1893427200000:30': Date.now() }],
  ])("fills a page with a row pending payment when no mark is that row's (issues 46.4, 49.3): %s", (_, marks) => {
    if (marks) localStorage.setItem(CONFIRMING_KEY, JSON.stringify(marks));
    const root = page('en');
    const data = { list: [order(2, { state: 0 }), order(1)], total: 2 };
    expect(showOrders(window, data, false)).toBe(true);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(data)));
  });

  it('the key it reads is the one the app keeps its confirmations under', () => {
    $confirming.set({ 'order:2': 1 });
    expect(localStorage.getItem(CONFIRMING_KEY)).toBe(JSON.stringify({ 'order:2': 1 }));
  });

  it('and the mark it looks for is the one the app writes after WeChat says ok for that order', () => {
    void confirmPayment('order', 2); // its reads fail here (no network): it stays marked
    page('en');
    expect(showOrders(window, { list: [order(2, { state: 0 })], total: 1 }, false)).toBe(false);
    expect(showOrders(window, { list: [order(3, { state: 0 })], total: 1 }, false)).toBe(true);
  });

  it.each(pages)(
    "filled from the page kept on the phone (a return visit, issue 49.2), it is what the app first renders from it, less the 'Updating…' mark over the top: %s",
    (_, data) => {
      const root = page('en');
      expect(showOrders(window, data, false, true)).toBe(true);
      root.firstElementChild!.removeAttribute(BOOT_MARK);
      const shell = canonical(root.innerHTML);
      // The app with no early answer and the network held: its first render is the kept page, updating.
      localStorage.setItem(MEMBER_KEY, 'member-a');
      keepLastKnown(ORDERS, ORDERS.decode(data));
      vi.stubGlobal('fetch', () => new Promise(() => undefined));
      const box = document.createElement('div');
      document.body.appendChild(box);
      const app = createRoot(box);
      act(() => app.render(<App />));
      const updating = Array.from(box.querySelectorAll('[role="status"]')).find((mark) => mark.textContent === 'Updating…');
      expect(updating, box.innerHTML.slice(0, 600)).toBeDefined();
      updating!.remove();
      expect(canonical(box.innerHTML)).toBe(shell);
      act(() => app.unmount());
    },
  );

  it('never touches #root once the app has rendered (the spinner is gone)', () => {
    const root = page('en');
    root.innerHTML = '<div>the app</div>';
    expect(showOrders(window, { list: [order(1)], total: 1 }, false)).toBe(false);
    expect(root.innerHTML).toBe('<div>the app</div>');
  });

  it('the app renders over it in one go: the same markup, the mark gone', () => {
    const root = page('en');
    const data = { list: [order(3, { state: 0 }), order(2, { product: product({ pictures: [] }) }), order(1)], total: 30 };
    expect(showOrders(window, data, false)).toBe(true);
    const unmount = renderApp(root, data);
    expect(root.querySelector(`[${BOOT_MARK}]`)).toBeNull();
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(data)));
    unmount();
  });
});
