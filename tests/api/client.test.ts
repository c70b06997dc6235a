import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureClient, get, hooks as clientHooks, post, setApiBase } from '../../src/api/client';
import { resetClientPolicyForTests, wireClientPolicy } from '../../src/app/client-policy';
import { ignore, obj } from '../../src/api/decode';
import { $token, $nickname } from '../../src/stores/session';
import { $toast } from '../../src/ui/toast/toast';
import { envelope, failure, sendJson, testApiServer } from '../helpers/api-server';

const server = testApiServer();

/** Polls on the real event loop (vi.waitFor would advance the fake clock). */
async function until(check: () => boolean, tries = 2000): Promise<void> {
  for (let i = 0; i < tries && !check(); i++) await new Promise((r) => setImmediate(r));
  if (!check()) throw new Error('condition not met');
}

beforeAll(async () => {
  await import('../../src/platform/wechat'); // the client loads the adapter on demand
});

beforeEach(() => {
  resetClientPolicyForTests();
});

afterEach(() => {
  vi.useRealTimers();
  delete window.WeixinJSBridge;
});

describe('the HTTP client', () => {
  it('unwraps the envelope and sends JSON with the stored token in Authorization', async () => {
    $token.set('tok-1');
    server.handle((req, res) => sendJson(res, envelope({ echo: req.body })));
    await expect(post('/api/thing', { a: 1 }, obj({ echo: (v) => v }))).resolves.toEqual({ echo: { a: 1 } });
    const [req] = server.received;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/thing');
    expect(req.headers.authorization).toBe('tok-1');
    expect(req.headers['content-type']).toContain('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    server.handle((_req, res) => sendJson(res, envelope(1)));
    await get('/api/x', ignore);
    expect(server.received[0].headers.authorization).toBeUndefined();
  });

  it('puts query parameters in the URL, encoded', async () => {
    server.handle((_req, res) => sendJson(res, envelope(null)));
    await get('/wechat/jsSign', ignore, { url: 'https://a.b/?x=1&y=2' });
    expect(server.received[0].query).toEqual({ url: 'https://a.b/?x=1&y=2' });
  });

  it('replaces the stored token with an Authorization header from the response', async () => {
    $token.set('old');
    server.handle((_req, res) => sendJson(res, envelope(null), 200, { Authorization: 'renewed' }));
    await get('/api/x', ignore);
    expect($token.get()).toBe('renewed');
    expect(localStorage.getItem('token')).toBe('renewed');
    await get('/api/y', ignore);
    expect(server.received[1].headers.authorization).toBe('renewed');
  });

  it("rejects success:false with the server's errMessage and shows it as a failure toast", async () => {
    server.handle((_req, res) => sendJson(res, failure('card not found', 'card.missing')));
    const error = await get('/api/card/info', ignore).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('card not found');
    expect((error as ApiError).kind).toBe('business');
    expect((error as ApiError).code).toBe('card.missing');
    expect($toast.get()).toMatchObject({ type: 'fail', message: 'card not found' });
  });

  it('does not toast when the caller asks to handle the failure itself', async () => {
    server.handle((_req, res) => sendJson(res, failure('nope')));
    await expect(get('/api/x', ignore, undefined, { toast: false })).rejects.toThrow('nope');
    expect($toast.get()).toBeNull();
  });

  for (const code of ['token.expire', 'token.error']) {
    it(`on ${code}: toasts 'login has expired…', then after 1500 ms clears storage and closes the window`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const invoke = vi.fn();
      window.WeixinJSBridge = { invoke };
      $token.set('tok');
      $nickname.set('Li');
      localStorage.setItem('swap-card', '{"id":1,"cardNo":"1"}');
      server.handle((_req, res) => sendJson(res, failure('expired', code)));
      const error = await get('/api/user/current', ignore).catch((e: unknown) => e);
      expect((error as ApiError).kind).toBe('token');
      expect($toast.get()?.message).toBe('Login has expired, please exit and reopen');
      await vi.advanceTimersByTimeAsync(1499);
      expect(localStorage.getItem('token')).toBe('tok');
      expect(invoke).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(localStorage.length).toBe(0);
      expect($token.get()).toBe('');
      await until(() => invoke.mock.calls.length > 0);
      expect(invoke).toHaveBeenCalledWith('closeWindow', {});
    });
  }

  it('handles several expired answers at once with one toast and one close', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const invoke = vi.fn();
    window.WeixinJSBridge = { invoke };
    server.handle((_req, res) => sendJson(res, failure('expired', 'token.expire')));
    await Promise.allSettled([get('/a', ignore), get('/b', ignore), get('/c', ignore)]);
    await vi.advanceTimersByTimeAsync(1500);
    await until(() => invoke.mock.calls.length > 0);
    await new Promise((r) => setImmediate(r));
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('reads an envelope from an HTTP error status', async () => {
    server.handle((_req, res) => sendJson(res, failure('phone is not valid'), 400));
    await expect(post('/api/sms/send', { phone: 'x' })).rejects.toThrow('phone is not valid');
    expect($toast.get()?.message).toBe('phone is not valid');
  });

  it("keeps a refusal's Retry-After (the SMS resend wait) on the error; none when the server did not say", async () => {
    server.handle((_req, res) => sendJson(res, failure('try again in 42 seconds', 'sms.too.frequent'), 429, { 'Retry-After': '42' }));
    const refused = (await post('/api/sms/send', { phone: '13800138000' }).catch((e: unknown) => e)) as ApiError;
    expect([refused.kind, refused.code, refused.retryAfter]).toEqual(['business', 'sms.too.frequent', '42']);
    server.handle((_req, res) => sendJson(res, failure('phone is not valid'), 400));
    expect(((await post('/api/sms/send', {}).catch((e: unknown) => e)) as ApiError).retryAfter).toBeNull();
  });

  it('turns a 500 with an HTML body into a clear server-error toast', async () => {
    server.handle((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>Internal Server Error</h1>');
    });
    const error = (await get('/api/x', ignore).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect($toast.get()?.message).toBe('Server error (500), please try again later');
  });

  it('rejects a 200 answer that is not an envelope as malformed', async () => {
    server.handle((_req, res) => sendJson(res, { list: [] }));
    const error = (await get('/api/x', ignore).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('malformed');
    expect($toast.get()?.message).toBe('The server sent an unexpected response, please try again later');
  });

  it('rejects a success:false envelope without a message with a clear one', async () => {
    server.handle((_req, res) => sendJson(res, { success: false, data: null, errMessage: null, errCode: null }));
    await expect(get('/api/x', ignore)).rejects.toThrow('The server sent an unexpected response, please try again later');
  });

  it('turns a refused connection into a network-error toast', async () => {
    setApiBase('http://127.0.0.1:9'); // discard port: nothing listens
    const error = (await get('/api/x', ignore).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect($toast.get()?.message).toBe('Network error, please check your connection and try again');
  });

  it('gives up after 10 000 ms with a timeout toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => {
      // never answers
    });
    const pending = get('/api/slow', ignore).catch((e: unknown) => e);
    await until(() => server.received.length === 1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect($toast.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('timeout');
    expect($toast.get()?.message).toBe('The request timed out, please try again');
  });

  it('still reads a timeout as a timeout where abort(reason) is ignored (iOS < 15.4, Chromium < 98)', async () => {
    // Those engines drop the reason: the fetch rejects with a plain AbortError, no "timeout" in it.
    const abort = AbortController.prototype.abort;
    const spy = vi.spyOn(AbortController.prototype, 'abort').mockImplementation(function (this: AbortController) {
      abort.call(this);
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => {
      // never answers
    });
    const pending = get('/api/slow', ignore).catch((e: unknown) => e);
    await until(() => server.received.length === 1);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = (await pending) as ApiError;
    expect(spy).toHaveBeenCalledWith(); // no reason reached the engine
    spy.mockRestore();
    expect(error.kind).toBe('timeout');
    expect($toast.get()?.message).toBe('The request timed out, please try again');
  });

  it("keeps the 10 s limit when the caller passes its own signal, and the caller's abort stays its own", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => {
      // never answers
    });
    const slow = get('/api/slow', ignore, undefined, { signal: new AbortController().signal }).catch((e: unknown) => e);
    await until(() => server.received.length === 1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await slow) as ApiError).kind).toBe('timeout');
    vi.useRealTimers();
    const mine = new AbortController();
    const cancelled = get('/api/slow', ignore, undefined, { signal: mine.signal, toast: false }).catch((e: unknown) => e);
    await until(() => server.received.length === 2);
    mine.abort();
    expect(((await cancelled) as ApiError).kind).toBe('network');
  });

  it('never leaves an unhandled rejection when the caller catches', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    server.handle((_req, res) => sendJson(res, failure('x')));
    await get('/api/x', ignore).catch(() => undefined);
    // Node reports a rejection left unhandled once the microtasks after the task that made it have
    // run: by the next turn of the event loop it would have been reported (no time involved).
    await new Promise((r) => setImmediate(r));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('the client reports through its hooks and knows no store, toast or window', () => {
  afterEach(() => wireClientPolicy()); // back to the app's wiring for the other tests

  it('asks getToken for the header, and hands a renewed token, a failure and an ended session to their hooks', async () => {
    const hooks = { getToken: vi.fn(() => 'hooked'), onRenewedToken: vi.fn(), onFailure: vi.fn(), onSessionExpired: vi.fn() };
    configureClient(hooks);
    server.handle((_req, res) => sendJson(res, envelope(1), 200, { Authorization: 'fresh' }));
    await get('/api/x', ignore);
    expect(server.received[0].headers.authorization).toBe('hooked');
    expect(hooks.onRenewedToken).toHaveBeenCalledWith('fresh');

    server.handle((_req, res) => sendJson(res, failure('no such card', 'not.found')));
    const refused = await get('/api/x', ignore).catch((e: unknown) => e);
    expect(hooks.onFailure).toHaveBeenCalledWith(refused);
    await get('/api/x', ignore, undefined, { toast: false }).catch(() => undefined);
    expect(hooks.onFailure).toHaveBeenCalledTimes(1); // the caller took the message on itself

    server.handle((_req, res) => sendJson(res, failure('expired', 'token.expire')));
    const expired = (await get('/api/x', ignore, undefined, { toast: false }).catch((e: unknown) => e)) as ApiError;
    expect(expired.kind).toBe('token');
    expect(hooks.onSessionExpired).toHaveBeenCalledWith(expired); // whatever the caller asked
    expect($toast.get()).toBeNull();
    expect($token.get()).toBe('');
  });
});

describe('the client reports whether the network is there (issue 29.4)', () => {
  it('any answer is reached (a refusal too); a network failure is not; a caller abort says nothing; each with when it was sent', async () => {
    const onReach = vi.fn();
    configureClient({ onReach });
    const before = performance.now();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, data: null, errMessage: 'no', errCode: 'x' }), { status: 500 })),
    );
    await get('/api/x', ignore, undefined, { toast: false }).catch(() => undefined);
    expect(onReach.mock.calls).toEqual([[true, expect.any(Number)]]);
    const sentAt = onReach.mock.calls[0][1] as number;
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(performance.now());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await get('/api/x', ignore, undefined, { toast: false }).catch(() => undefined);
    expect(onReach.mock.calls.map(([reached]) => reached)).toEqual([true, false]);
    const controller = new AbortController();
    controller.abort();
    await get('/api/x', ignore, undefined, { toast: false, signal: controller.signal }).catch(() => undefined);
    expect(onReach.mock.calls.map(([reached]) => reached)).toEqual([true, false]);
    vi.unstubAllGlobals();
    wireClientPolicy();
  });
});

describe('actions and lookups (issue 46.5): the client is told which a call is, the session hook says the words', () => {
  const offline = () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
    $toast.set(null);
    wireClientPolicy();
  });

  it('a POST is an action unless it says it is not; a GET is not; the failure carries it to whoever reports it, even later', async () => {
    const onFailure = vi.fn();
    configureClient({ onFailure });
    offline();
    const action = (await post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    const lookup = (await post('/api/x', {}, ignore, { action: false }).catch((e: unknown) => e)) as ApiError;
    const read = (await get('/api/x', ignore).catch((e: unknown) => e)) as ApiError;
    // A lookup a tap needs first (the fee before a submit) is asked as part of that action.
    const tapped = (await post('/api/x', {}, ignore, { action: true }).catch((e: unknown) => e)) as ApiError;
    expect([action, lookup, read, tapped].map((e) => [e.kind, !!e.action])).toEqual([
      ['network', true],
      ['network', false],
      ['network', false],
      ['network', true],
    ]);
    expect(onFailure.mock.calls.map(([e]) => e)).toEqual([action, lookup, read, tapped]);
    // A caller that says it itself later (the exchange's create) reports the same error: still an action.
    const quiet = (await post('/api/x', {}, ignore, { toast: false }).catch((e: unknown) => e)) as ApiError;
    expect(quiet.action).toBe(true);
  });

  it('offline, an action is told it needs the network and keeps what was typed; a lookup says nothing (its screen says it in place)', async () => {
    offline();
    await get('/api/x', ignore).catch(() => undefined);
    await post('/api/x', {}, ignore, { action: false }).catch(() => undefined);
    expect($toast.get()).toBeNull();
    const failed = (await post('/api/x', {}, ignore, { toast: false }).catch((e: unknown) => e)) as ApiError;
    expect($toast.get()).toBeNull();
    // What the exchange store does with a create whose failure it reports itself.
    clientHooks.onFailure(failed);
    expect($toast.get()?.message).toBe("You're offline — this needs the network. What you typed is kept.");
    $toast.set(null);
    await post('/api/x', {}).catch(() => undefined);
    expect($toast.get()?.message).toBe("You're offline — this needs the network. What you typed is kept.");
  });
});
