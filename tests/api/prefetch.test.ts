import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../../src/api/client';
import type { PrefetchEntry } from '../../src/api/prefetch';
import { preload, type BootPlan } from '../../src/boot/preload';
import { resetSessionForTests } from '../../src/app/session';
import { currentUserNow, getCurrentUser } from '../../src/api/user';
import { $token } from '../../src/stores/session';
import { $toast } from '../../src/ui/toast/toast';
import { envelope, failure, sendJson, startServer, type TestServer } from '../helpers/api-server';

const user = { nickname: 'Lily', avatar: '', totalEgg: 150, totalCard: 2, totalVoucher: 2, card: null };
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  setApiBase(server.url);
  server.received.length = 0;
  resetSessionForTests();
  delete window.__eggPrefetch;
});

/** index.html's boot script itself (src/boot/preload.ts) on `#/` with `token` stored, asking the test server. */
function bootPrefetch(token: string): PrefetchEntry {
  const plan: BootPlan = {
    base: '/',
    apiBase: server.url,
    catalogs: { en: [], zh: [], screensEn: [], screensZh: [] },
    flows: { member: [], exchange: [], fulfilment: [] },
  };
  const boot = { document, navigator, location: { hash: '#/', search: '' }, localStorage: { getItem: () => token }, fetch } as unknown as Window;
  preload(plan, boot);
  window.__eggPrefetch = boot.__eggPrefetch;
  return window.__eggPrefetch!['/api/user/current']!;
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
    window.__eggPrefetch = { '/api/user/current': { p } };
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
