/**
 * What the screen tests share: a fetch stand-in that answers the API's envelope, a screen rendered as
 * if opened from another in-app page, and builders for the API's records. One module for every
 * screen test; a builder's defaults are the same wherever it is used (override what a test is about).
 */
import type { ComponentType } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { vi } from 'vitest';
import type { Address, Card, CardInfo, CurrentUser, Order, Plan, PlanTrigger, Product, Voucher } from '../../src/api/types';
import { chinaTime } from '../../src/lib/format';
import { go } from '../../src/platform/navigation';
import { DialogHost } from '../../src/ui/dialog/DialogHost';
import { ToastHost } from '../../src/ui/toast/Toast';
import { $toast } from '../../src/ui/toast/toast';

export { deferred } from '../helpers/deferred';

// ---- the API stand-in ----

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = unknown | { fail: string } | Promise<unknown>;
export type Routes = Record<string, (call: Call) => Answer>;

interface FailOptions {
  /** default 'biz' */
  errCode?: string;
  /** default 200 (a backend that reports failures in the envelope only) */
  status?: number;
  headers?: Record<string, string>;
}

/** A fail answer: the envelope with success false and this errMessage (and errCode: 'biz' unless given, alone or in the options). */
export const fail = (errMessage: string, options: FailOptions | string = {}) => ({
  fail: errMessage,
  ...(typeof options === 'string' ? { errCode: options } : options),
});

/** Stubs fetch: each `'GET /api/…'` key answers the envelope's data; unknown paths answer 404. */
export function mockApi(routes: Routes) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: unknown, init?: { method?: string; body?: unknown }) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response('not found', { status: 404 });
    const data = await route(call);
    const failed = typeof data === 'object' && data !== null && 'fail' in data ? (data as FailOptions & { fail: string }) : null;
    const envelope = failed
      ? { success: false, data: null, errMessage: failed.fail, errCode: failed.errCode ?? 'biz' }
      : { success: true, data: data ?? null, errMessage: null, errCode: null };
    const headers = { 'Content-Type': 'application/json', ...failed?.headers };
    return new Response(JSON.stringify(envelope), { status: failed?.status ?? 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return { calls, fetchMock, callsTo, to: callsTo };
}

// ---- rendering ----

/**
 * Renders `Screen` at `path` as if opened from home with `state` (navigation's own `go`, so the entry
 * carries the state and a page to go back to), plus the toast and dialog hosts.
 */
export function renderScreen(path: string, Screen: ComponentType, state?: unknown) {
  history.replaceState(null, '', '#/');
  go(path, state);
  return render(
    <Router hook={useHashLocation}>
      <Route path={path} component={Screen} />
      <ToastHost />
      <DialogHost />
    </Router>,
  );
}

/** The message of the toast on screen now ('' when none). */
export const toastText = () => $toast.get()?.message ?? '';

/**
 * happy-dom answers a history change with a late 'hashchange' (a browser would not), which the dialog
 * host takes as navigation: wait for it before asking a question. Also: let pending timers run.
 */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
export const wait = settle;
export const flush = () => settle(0);

/**
 * Past the next frame and the task after it, where preact runs a new component's passive effects
 * (@nanostores/react's useStore subscribes there): what a member's next tap comes after. Callbacks
 * queued before run before this resolves, so it waits for no fixed time.
 */
export const afterFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));

/** An answer that arrives after `ms`, like a network would (a same-tick answer is not realistic). */
export const later = <T,>(value: T, ms = 15) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

// ---- records ----

/** 2027-06-30 China noon: formats as 2027-06-30 in any time zone the tests run in. */
export const VALID = chinaTime(2027, 6, 30, 12);

/** A China day (its midnight): delivery days are China days whatever the phone's zone. */
export const day = (y: number, m: number, d: number) => chinaTime(y, m, d);

export function card(id: number, over: Partial<Card> = {}): Card {
  return {
    id,
    cardNo: `88660000000001${String(id).padStart(2, '0')}`,
    level: 2,
    phone: `1390000010${id % 10}`,
    bindPhone: `1380000000${id % 10}`,
    eggNumber: 60,
    money: 588,
    validTime: VALID,
    default: false,
    ...over,
  };
}

export function user(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    nickname: 'Li Lei',
    avatar: '',
    totalEgg: 260,
    totalCard: 2,
    totalVoucher: 3,
    card: { cardNo: '8866000000000101', validTime: VALID, level: 2 },
    ...over,
  };
}

export function cardInfo(over: Partial<CardInfo> = {}): CardInfo {
  return {
    canBind: true,
    specifiedCard: false,
    cardPhone: '',
    cardNo: '8866000000000101',
    level: 3,
    money: 1688,
    eggNumber: 200,
    validTime: VALID,
    ...over,
  };
}

export function product(id: number, over: Partial<Product> = {}): Product {
  return {
    id,
    name: `Free-range eggs ${id}`,
    spec: '30 pcs a box',
    showMoney: 49.9,
    pictures: [`products/egg-${id}-a.jpg`, `products/egg-${id}-b.jpg`],
    ...over,
  };
}

export function voucher(id: number, over: Partial<Voucher> = {}): Voucher {
  return {
    id,
    voucherNo: `V-${id}`,
    name: `Egg voucher ${id}`,
    spec: '30 pcs a box',
    showMoney: 59.9,
    validTime: VALID,
    pictures: [`p/voucher-${id}.jpg`],
    ...over,
  };
}

export function address(id: number, over: Partial<Address> = {}): Address {
  return { id, name: `Receiver ${id}`, phone: `1380013800${id % 10}`, address: `${id} Egg Road`, isDefault: 0, ...over };
}

export const eggs = { pictures: ['p/egg-1.jpg', 'p/egg-2.jpg'], name: 'Free-range eggs', spec: '30 pcs a box' };
export const home = { name: 'Li Lei', phone: '13800138000', address: '1 Egg Road, Hangzhou' };

export function order(id: number, over: Partial<Order> = {}): Order {
  return {
    id,
    orderNo: `NO-${id}`,
    state: 1,
    createTime: '2026-11-20 10:30:00',
    productNumber: 2,
    product: JSON.stringify(eggs),
    address: JSON.stringify(home),
    shipDate: 20261203,
    remark: 'leave at the door',
    expressMoney: 8,
    expressName: null,
    expressNo: null,
    ...over,
  };
}

export function plan(id: number, over: Partial<Plan> = {}): Plan {
  return {
    id,
    state: 1,
    createTime: '2026-11-18 09:15:00',
    startTime: '2026-11-25 00:00:00',
    type: 'ONE_WEEK',
    productNumber: 3,
    deliveryCount: 4,
    product: eggs,
    address: home,
    payNo: `PAY-${id}`,
    sumLogiCosts: 12.5,
    remark: 'weekday mornings',
    ...over,
  };
}

export const trigger = (over: Partial<PlanTrigger> = {}): PlanTrigger => ({
  state: 0,
  triggerTime: '2026-11-25 08:00:00',
  finishTime: null,
  errMessage: null,
  ...over,
});

// ---- the WeChat bridge ----

export const payParams = {
  appId: 'wx-app',
  timestamp: '1764000000',
  nonceStr: 'nonce',
  packageStr: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 'sign',
};

/** A WeixinJSBridge whose payment answers `result` ('ok', 'cancel' or 'fail'). */
export function stubPayBridge(result: 'ok' | 'cancel' | 'fail' = 'ok') {
  const invoke = vi.fn((_name: string, _params: unknown, cb?: (res: { err_msg: string }) => void) => cb?.({ err_msg: `get_brand_wcpay_request:${result}` }));
  (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke, on: vi.fn() };
  return invoke;
}

export function removePayBridge() {
  delete (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge;
}

/** The platform adapter's PlatformError shape (the page only reads `reason` and `message`). */
export const platformError = (message: string, reason: 'unavailable' | 'cancelled' | 'failed') =>
  Object.assign(new Error(message), { name: 'PlatformError', reason });

// ---- gestures ----

/**
 * A stand-in IntersectionObserver for InfiniteScroll: with `near` true the list end is always in
 * view, so every observe reports it (asynchronously, like a real one) and the next page loads.
 */
export class NearObserver {
  static near = true;
  targets = new Set<Element>();
  constructor(public callback: IntersectionObserverCallback) {}
  observe(el: Element) {
    this.targets.add(el);
    queueMicrotask(() => {
      if (this.targets.has(el) && NearObserver.near) {
        this.callback([{ isIntersecting: true, target: el } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
    });
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
}

const at = (y: number) => ({ touches: [{ clientX: 100, clientY: y }], changedTouches: [{ clientX: 100, clientY: y }] });

/** An order or plan row's grey lines under the product name (ListRow writes them as one text, a line each). */
export const rowLines = (row: HTMLElement) => (row.querySelector('button')?.lastElementChild?.textContent ?? '').split('\n');

/** Pulls the PullToRefresh container (`[data-status]`) down past its threshold and lets go. */
export function pullDown(container: HTMLElement) {
  const scroller = container.querySelector('[data-status]') as HTMLElement;
  fireEvent.touchStart(scroller, at(100));
  fireEvent.touchMove(scroller, at(160));
  fireEvent.touchMove(scroller, at(300));
  fireEvent.touchEnd(scroller, { touches: [], changedTouches: [{ clientX: 100, clientY: 300 }] });
}
