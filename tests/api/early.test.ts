import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT } from '../../src/api/client';
import { preload, type BootPlan } from '../../src/boot/preload';
import { resetClientPolicyForTests } from '../../src/app/client-policy';
import { currentUserNow, getCurrentUser } from '../../src/api/user';
import { listOrders } from '../../src/api/orders';
import { listPlans } from '../../src/api/plans';
import { EARLY_LIST_TTL, type Early, peek, put, take, tap } from '../../src/lib/boot-contract';
import { $token } from '../../src/stores/session';
import { $toast } from '../../src/ui/toast/toast';
import { envelope, failure, sendJson, testApiServer } from '../helpers/api-server';

const user = { nickname: 'Lily', avatar: '', totalEgg: 150, totalCard: 2, totalVoucher: 2, card: null };
const server = testApiServer();

/** The early GETs a test may leave behind. */
const PATHS = ['/api/user/current', '/api/order/list', '/api/orderPlan/list'];

beforeEach(() => {
  resetClientPolicyForTests();
  for (const path of PATHS) take(path);
});

/**
 * The boot script's window: `own` for what it reads, and for anything else this window (as in a page,
 * where the boot script and the app share it: its hand-over to the app, lib/boot-contract.ts).
 */
const bootWindow = (own: Record<string, unknown>) =>
  new Proxy(own, {
    get: (fake, key) => (key in fake ? fake[key as string] : Reflect.get(globalThis, key)),
    set: (fake, key, value) => (key in fake ? Reflect.set(fake, key, value) : Reflect.set(globalThis, key, value)),
  }) as unknown as Window;

/** What a page has and these fake windows leave out: the boot script then takes its plainest ways. */
const NOTHING_ELSE = { sessionStorage: undefined, MutationObserver: undefined, requestAnimationFrame: undefined, requestIdleCallback: undefined };

/** A boot plan with no chunks to warm: only its API questions matter here. */
const bootPlan = (): BootPlan => ({
  base: '/',
  apiBase: server.url,
  catalogs: { en: [], zh: [], screensEn: [], screensZh: [] },
  flows: { member: [], exchange: [], fulfilment: [] },
  ordersShellCss: 'orders.css',
  segments: {},
  entry: 'app.js',
});

/** index.html's boot script itself (src/boot/preload.ts) on `#/` with `token` stored, asking the test server. */
function bootPrefetch(token: string): Early {
  const plan = bootPlan();
  const boot = bootWindow({ document, navigator, location: { hash: '#/', search: '' }, localStorage: { getItem: () => token }, fetch, ...NOTHING_ELSE });
  preload(plan, boot);
  return peek('/api/user/current')!;
}

describe("home's data asked for by index.html's boot script", () => {
  it('is taken over by the first getCurrentUser(): no second request', async () => {
    server.handle((_req, res) => sendJson(res, envelope(user)));
    bootPrefetch('tok');
    await expect(getCurrentUser()).resolves.toEqual(user);
    expect(server.received).toHaveLength(1);
    expect(server.received[0].headers.authorization).toBe('tok');
  });

  it('is used once: the next call asks the server again', async () => {
    server.handle((_req, res) => sendJson(res, envelope(user)));
    bootPrefetch('tok');
    await getCurrentUser();
    await getCurrentUser();
    expect(server.received).toHaveLength(2);
  });

  it('keeps a renewed token from its Authorization header', async () => {
    $token.set('old');
    server.handle((_req, res) => sendJson(res, envelope(user), 200, { Authorization: 'renewed' }));
    bootPrefetch('old');
    await getCurrentUser();
    expect($token.get()).toBe('renewed');
  });

  it('on a failure answer asks again through the client, which shows the failure as usual', async () => {
    server.handle((_req, res) => sendJson(res, failure('service busy')));
    bootPrefetch('tok');
    await expect(getCurrentUser()).rejects.toThrow('service busy');
    expect(server.received).toHaveLength(2);
    expect($toast.get()?.message).toBe('service busy');
  });

  it('when the early request never got through, asks again and succeeds', async () => {
    server.handle((_req, res) => sendJson(res, envelope(user)));
    const p = Promise.reject(new TypeError('Failed to fetch'));
    p.catch(() => undefined);
    put('/api/user/current', { p });
    await expect(getCurrentUser()).resolves.toEqual(user);
    expect(server.received).toHaveLength(1);
  });

  it('without a boot request, simply asks', async () => {
    server.handle((_req, res) => sendJson(res, envelope(user)));
    await expect(getCurrentUser()).resolves.toEqual(user);
    expect(server.received).toHaveLength(1);
  });

  it('once in, is there for the first render synchronously, once, with a renewed token kept; no second request', async () => {
    $token.set('old');
    server.handle((_req, res) => sendJson(res, envelope(user), 200, { Authorization: 'renewed' }));
    await bootPrefetch('old').p;
    expect(currentUserNow()).toEqual(user);
    expect($token.get()).toBe('renewed');
    expect(currentUserNow()).toBeUndefined(); // taken
    expect(server.received).toHaveLength(1);
  });

  it('not yet in: nothing synchronously, and getCurrentUser() still takes it over', async () => {
    let answer!: () => void;
    server.handle((_req, res) => {
      answer = () => sendJson(res, envelope(user));
    });
    bootPrefetch('tok');
    expect(currentUserNow()).toBeUndefined();
    const pending = getCurrentUser();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer();
    await expect(pending).resolves.toEqual(user);
    expect(server.received).toHaveLength(1);
  });

  it('a failure answer is not used synchronously; getCurrentUser() asks again and the client reports it', async () => {
    server.handle((_req, res) => sendJson(res, failure('service busy')));
    await bootPrefetch('tok').p;
    expect(currentUserNow()).toBeUndefined();
    await expect(getCurrentUser()).rejects.toThrow('service busy');
    expect(server.received).toHaveLength(2);
    expect($toast.get()?.message).toBe('service busy');
  });
});

describe("a list's first page asked for by the boot script as its route opens (issue 16, taps)", () => {
  const emptyPage = { list: [], total: 0 };
  /** The list requests the server had (home's own request left out), sorted. */
  const lists = () =>
    server.received
      .map((r) => r.path)
      .filter((p) => p !== '/api/user/current')
      .sort();
  /** The boot script on `hash` with `token`: its hashchange listener and timers kept for the test to run. */
  function bootAt(hash: string, token: string | null = 'tok') {
    const plan = bootPlan();
    const location = { hash, search: '' };
    const listeners: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const boot = bootWindow({
      document,
      navigator,
      location,
      localStorage: { getItem: () => token },
      fetch,
      addEventListener: (type: string, fn: () => void) => type === 'hashchange' && listeners.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      ...NOTHING_ELSE,
    });
    preload(plan, boot);
    const go = (next: string) => {
      location.hash = next;
      for (const fn of listeners) fn();
    };
    return { go, timers };
  }

  it('landing on #/order: the first listOrders() takes it, one request with the stored token', async () => {
    server.handle((_req, res) => sendJson(res, envelope(emptyPage)));
    bootAt('#/order');
    expect(peek('/api/order/list')).toBeDefined();
    await expect(listOrders()).resolves.toEqual({ list: [], total: 0 });
    expect(server.received).toHaveLength(1);
    expect(server.received[0].path).toBe('/api/order/list');
    expect(server.received[0].headers.authorization).toBe('tok');
  });

  it('a tap from home to #/order asks at its hashchange, before the screen exists; the plan list likewise; not on a detail route', async () => {
    server.handle((_req, res) => sendJson(res, envelope(emptyPage)));
    const boot = bootAt('#/');
    expect(peek('/api/order/list')).toBeUndefined();
    boot.go('#/order/detail');
    expect(peek('/api/order/list')).toBeUndefined();
    boot.go('#/order');
    expect(peek('/api/order/list')).toBeDefined();
    boot.go('#/plan');
    expect(peek('/api/orderPlan/list')).toBeDefined();
    await listOrders();
    await listPlans();
    expect(lists()).toEqual(['/api/order/list', '/api/orderPlan/list']);
    await listOrders(); // used once: the next first page is asked afresh
    expect(lists()).toHaveLength(3);
  });

  it('a tap that goes after its paint asks as it is recognised (lib/boot-contract.ts tap), and its hashchange asks nothing more; the next visit to the list asks again', async () => {
    server.handle((_req, res) => sendJson(res, envelope(emptyPage)));
    const boot = bootAt('#/');
    tap('/order');
    const asked = peek('/api/order/list');
    expect(asked).toBeDefined();
    boot.go('#/order');
    expect(peek('/api/order/list')).toBe(asked);
    await listOrders();
    expect(lists()).toEqual(['/api/order/list']);
    boot.go('#/');
    boot.go('#/order'); // back again (back/forward, or a tap that goes at once)
    expect(peek('/api/order/list')).toBeDefined();
    await listOrders();
    expect(lists()).toEqual(['/api/order/list', '/api/order/list']);
    tap('/card'); // not a list: nothing asked, and its hashchange is as any other
    boot.go('#/card');
    expect(PATHS.filter((path) => path !== '/api/user/current' && peek(path))).toEqual([]);
  });

  it('an answer no screen took within EARLY_LIST_TTL is dropped: a later first page asks afresh', async () => {
    server.handle((_req, res) => sendJson(res, envelope(emptyPage)));
    const boot = bootAt('#/');
    boot.go('#/order');
    const drop = boot.timers.find((t) => t.ms === EARLY_LIST_TTL);
    expect(drop).toBeDefined();
    drop!.fn();
    expect(peek('/api/order/list')).toBeUndefined();
    await listOrders();
    expect(lists()).toEqual(['/api/order/list', '/api/order/list']);
  });

  it('a failed early answer is reported as the client reports its own, and not asked again (one request, one toast); pages after the first never take one', async () => {
    const faults: [string, (res: import('node:http').ServerResponse) => void][] = [
      ['500 with a failure envelope', (res) => sendJson(res, failure('service busy'), 500)],
      ['success: false', (res) => sendJson(res, failure('no such member'))],
      ['an HTML error page', (res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html>bad gateway</html>')],
      ['HTML with 200', (res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>portal</html>')],
      ['data it cannot read', (res) => sendJson(res, envelope({ list: 'nope', total: 1 }))],
      ['the connection drops', (res) => res.destroy()],
    ];
    for (const [name, answer] of faults) {
      server.received.length = 0;
      server.handle((_req, res) => answer(res));
      bootAt('#/order');
      const early = await listOrders().catch((e: ApiError) => e);
      expect(early, name).toBeInstanceOf(ApiError);
      expect(lists(), name).toEqual(['/api/order/list']);
      expect($toast.get()?.message, name).toBe((early as ApiError).message);
      // the same answer to the client itself: the same words and kind
      const own = await listOrders().catch((e: ApiError) => e);
      expect(lists(), name).toHaveLength(2);
      expect([(early as ApiError).kind, (early as ApiError).message], name).toEqual([(own as ApiError).kind, (own as ApiError).message]);
    }
    server.handle((_req, res) => sendJson(res, envelope(emptyPage)));
    bootAt('#/order');
    await listOrders(5);
    expect(server.received.at(-1)).toMatchObject({ path: '/api/order/list', query: { lastId: '5' } });
  });

  it('an early answer that never comes times out REQUEST_TIMEOUT after the screen asked, without a second request', async () => {
    server.handle(() => {}); // silence
    bootAt('#/order');
    await vi.waitFor(() => expect(lists()).toHaveLength(1));
    vi.useFakeTimers();
    try {
      const pending = listOrders().catch((e: ApiError) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT - 100);
      expect($toast.get()).toBeFalsy();
      await vi.advanceTimersByTimeAsync(200);
      expect(await pending).toMatchObject({ kind: 'timeout' });
      expect(lists()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a token nothing is asked', () => {
    const boot = bootAt('#/order', null);
    boot.go('#/order');
    expect(peek('/api/order/list')).toBeUndefined();
  });
});
