/** Fixtures for the exchange screen tests (/product, /swap/card, /swap/voucher). */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { vi } from 'vitest';
import type { Address, Card, Product, Voucher } from '../../src/api/types';
import { ToastHost } from '../../src/ui/toast/Toast';
import { chinaTime } from '../../src/lib/china-day';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Routes = Record<string, (call: Call) => unknown>;

/** An answer with success false and this errMessage (and errCode, 'biz' unless given). */
export const fail = (errMessage: string, errCode = 'biz') => ({ fail: errMessage, errCode });

/** Stubs fetch with the envelope around each route's data; unknown paths answer 404. */
export function mockApi(routes: Routes) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown, init?: { method?: string; body?: unknown }) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const call = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      if (!route) return new Response('not found', { status: 404 });
      const data = await route(call);
      const envelope =
        typeof data === 'object' && data !== null && 'fail' in data
          ? { success: false, data: null, errMessage: (data as { fail: string }).fail, errCode: (data as { errCode?: string }).errCode ?? 'biz' }
          : { success: true, data: data ?? null, errMessage: null, errCode: null };
      return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

/** Renders `Screen` at `path` as if opened from another in-app page with `state`, with the toast host. */
export function renderScreen(path: string, Screen: ComponentType, state?: unknown) {
  history.replaceState({ s: state ?? null, d: 1 }, '', `#${path}`);
  return render(
    <Router hook={useHashLocation}>
      <Route path={path} component={Screen} />
      <ToastHost />
    </Router>,
  );
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const product = (id: number, over: Partial<Product> = {}): Product => ({
  id,
  name: `Free-range eggs ${id}`,
  spec: '30 pcs a box',
  showMoney: 49.9,
  pictures: [`products/egg-${id}-a.jpg`, `products/egg-${id}-b.jpg`],
  ...over,
});

export const address = (id: number, over: Partial<Address> = {}): Address => ({
  id,
  name: `Receiver ${id}`,
  phone: `1380013800${id % 10}`,
  address: `${id} Egg Road, Hangzhou`,
  isDefault: 0,
  ...over,
});

export const card = (id: number, over: Partial<Card> = {}): Card => ({
  id,
  cardNo: `88880000${String(id).padStart(4, '0')}`,
  level: 1,
  phone: '13800138000',
  bindPhone: '13800138000',
  eggNumber: 120,
  money: 0,
  validTime: chinaTime(2027, 12, 31),
  default: false,
  ...over,
});

export const voucher = (id: number, over: Partial<Voucher> = {}): Voucher => ({
  id,
  voucherNo: `V${id}`,
  name: `Egg gift voucher ${id}`,
  spec: '2 boxes',
  showMoney: 99,
  validTime: chinaTime(2027, 6, 30),
  pictures: [`vouchers/v-${id}.jpg`],
  ...over,
});

/** Local day starts, as the date pickers produce them. */
/** A China day (its midnight): delivery days are China days whatever the phone's zone. */
export const day = (y: number, m: number, d: number) => chinaTime(y, m, d);

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
