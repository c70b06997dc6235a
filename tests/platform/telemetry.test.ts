/**
 * Telemetry on the phone (issue 32): off without VITE_TELEMETRY_URL; on, uncaught errors and
 * unhandled rejections are kept scrubbed, and the queue goes out in capped batches with sendBeacon
 * when the page is hidden — or with fetch and keepalive where the beacon is missing or refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryBatch } from '../../src/api/types';
import { TELEMETRY_QUEUE_MAX } from '../../src/lib/telemetry';

async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const telemetry = await import('../../src/platform/telemetry');
  const send = await import('../../src/platform/telemetry-send');
  return { ...telemetry, ...send };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

const beaconBodies = (beacon: ReturnType<typeof vi.fn>) =>
  Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()) as TelemetryBatch));

let beacon: ReturnType<typeof vi.fn>;
const savedBeacon = navigator.sendBeacon;
const savedFetch = globalThis.fetch;
beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  Object.defineProperty(navigator, 'sendBeacon', { value: savedBeacon, configurable: true, writable: true });
  globalThis.fetch = savedFetch;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('telemetry', () => {
  it('are off without VITE_TELEMETRY_URL: nothing is kept, nothing is sent', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '' });
    expect(f.telemetryOn()).toBe(false);
    f.telemetryRecord({ kind: 'vital', name: 'FCP', value: 1 });
    f.telemetryMoment('card', 10);
    expect(f.telemetryQueue).toEqual([]);
  });

  it('are off for a visit outside the sample', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/telemetry', VITE_TELEMETRY_SAMPLE: '0' });
    expect(f.telemetryOn()).toBe(false);
  });

  it('keep uncaught errors and unhandled rejections without the digits or query in their messages', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
    f.watchTelemetry();
    window.dispatchEvent(new ErrorEvent('error', { message: 'card 8866000000000001 of 13800138000 failed' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new TypeError('cannot read /#/order/detail?id=42');
    window.dispatchEvent(rejection);
    expect(f.telemetryQueue).toEqual([
      { kind: 'error', name: 'uncaught', message: 'card # of # failed' },
      { kind: 'error', name: 'rejection', message: 'TypeError: cannot read /#/order/detail?…' },
    ]);
  });

  it('take each moment once a page unless told otherwise, rounded', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
    f.telemetryMoment('card', 812.6);
    f.telemetryMoment('card', 900);
    f.telemetryMoment('first-row', 120.2, false);
    f.telemetryMoment('first-row', 130, false);
    expect(f.telemetryQueue).toEqual([
      { kind: 'moment', name: 'card', value: 813 },
      { kind: 'moment', name: 'first-row', value: 120 },
      { kind: 'moment', name: 'first-row', value: 130 },
    ]);
  });

  it("take the card on screen at the boot script's mark, or now, and never before the first contentful paint (WebKit paints later)", async () => {
    const at: Record<string, number> = { 'egg:card': 480, 'first-contentful-paint': 760 };
    const byName = vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name in at ? [{ startTime: at[name] } as PerformanceEntry] : []));
    try {
      let f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
      f.telemetryMoment('card');
      expect(f.telemetryQueue).toEqual([{ kind: 'moment', name: 'card', value: 760 }]);
      at['egg:card'] = 900.4;
      f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
      f.telemetryMoment('card');
      expect(f.telemetryQueue).toEqual([{ kind: 'moment', name: 'card', value: 900 }]);
      delete at['egg:card'];
      vi.spyOn(performance, 'now').mockReturnValue(700.2);
      f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
      f.telemetryMoment('card');
      f.telemetryMoment('sign-in');
      expect(f.telemetryQueue).toEqual([
        { kind: 'moment', name: 'card', value: 760 },
        { kind: 'moment', name: 'sign-in', value: 700 },
      ]);
      delete at['first-contentful-paint'];
      f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
      f.telemetryMoment('card');
      expect(f.telemetryQueue).toEqual([{ kind: 'moment', name: 'card', value: 700 }]);
    } finally {
      byName.mockRestore();
      vi.restoreAllMocks();
    }
  });

  it('go out with sendBeacon to VITE_TELEMETRY_URL as text when the page is hidden, with the build id, and the queue empties', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
    f.startSending();
    f.telemetryMoment('card', 700);
    f.telemetryRecord({ kind: 'api', name: '/api/order/list', status: 0, value: 10000 });
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toBe('/telemetry');
    expect((beacon.mock.calls[0][1] as Blob).type).toMatch(/^text\/plain/);
    const [batch] = await beaconBodies(beacon);
    expect(batch.build).toBe(__EGG_BUILD_ID__);
    expect(batch.build).toMatch(/^[\w.-]+$/);
    expect(batch.records).toEqual(
      expect.arrayContaining([
        { kind: 'moment', name: 'card', value: 700 },
        { kind: 'api', name: '/api/order/list', status: 0, value: 10000 },
      ]),
    );
    expect(f.telemetryQueue).toEqual([]);
    // pagehide right after: nothing left, nothing sent twice
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('fall back to fetch with keepalive when the beacon refuses', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
    beacon.mockReturnValue(false);
    const fetched = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    globalThis.fetch = fetched as unknown as typeof fetch;
    f.telemetryMoment('sign-in', 300);
    f.flush();
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/telemetry');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string).records).toEqual([{ kind: 'moment', name: 'sign-in', value: 300 }]);
  });

  it('are capped: the queue keeps at most its maximum, and a page sends at most MAX_BATCHES batches', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/telemetry' });
    for (let i = 0; i < TELEMETRY_QUEUE_MAX + 50; i++) f.telemetryRecord({ kind: 'vital', name: 'FCP', value: i });
    expect(f.telemetryQueue).toHaveLength(TELEMETRY_QUEUE_MAX);
    f.flush();
    for (let i = 0; i < TELEMETRY_QUEUE_MAX; i++) f.telemetryRecord({ kind: 'vital', name: 'FCP', value: i });
    f.flush();
    for (let i = 0; i < TELEMETRY_QUEUE_MAX; i++) f.telemetryRecord({ kind: 'vital', name: 'FCP', value: i });
    f.flush();
    expect(beacon).toHaveBeenCalledTimes(f.MAX_BATCHES);
  });
});
