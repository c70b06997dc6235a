/** Fixtures and helpers for the fulfilment screen tests (orders, plans, addresses, map). */
import type { ComponentType } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { vi } from 'vitest';
import type { Address, Order, Plan, PlanTrigger } from '../../src/api/types';
import { ConfirmHost } from '../../src/ui/confirm/Confirm';
import { ToastHost } from '../../src/ui/toast/Toast';

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

/** A fail answer: the envelope with success false and this errMessage. */
export const fail = (errMessage: string, options: FailOptions = {}) => ({ fail: errMessage, ...options });

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
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/** Renders `Screen` at `path` as if opened from another in-app page with `state`, plus the toast and confirm hosts. */
export function renderScreen(path: string, Screen: ComponentType, state?: unknown) {
  history.replaceState({ s: state ?? null, d: 1 }, '', `#${path}`);
  return render(
    <Router hook={useHashLocation}>
      <Route path={path} component={Screen} />
      <ToastHost />
      <ConfirmHost />
    </Router>,
  );
}

/**
 * happy-dom answers the replaceState in renderScreen with a late 'hashchange' (a browser would not),
 * which the confirm host takes as navigation: wait for it before opening a confirm.
 */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer that arrives after `ms`, like a network would (a same-tick answer is not realistic). */
export const later = <T,>(value: T, ms = 15) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

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

export function address(id: number, over: Partial<Address> = {}): Address {
  return { id, name: `Receiver ${id}`, phone: `1380013800${id % 10}`, address: `${id} Egg Road`, isDefault: 0, ...over };
}

export const trigger = (over: Partial<PlanTrigger> = {}): PlanTrigger => ({
  state: 0,
  triggerTime: '2026-11-25 08:00:00',
  finishTime: null,
  errMessage: null,
  ...over,
});

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

/** Pulls the PullToRefresh container (`[data-status]`) down past its threshold and lets go. */
export function pullDown(container: HTMLElement) {
  const scroller = container.querySelector('[data-status]') as HTMLElement;
  fireEvent.touchStart(scroller, at(100));
  fireEvent.touchMove(scroller, at(160));
  fireEvent.touchMove(scroller, at(300));
  fireEvent.touchEnd(scroller, { touches: [], changedTouches: [{ clientX: 100, clientY: 300 }] });
}
