/**
 * Field measurements on the phone (issue 32): off without VITE_TELEMETRY_URL; on, uncaught errors and
 * unhandled rejections are kept scrubbed, and the queue goes out in capped batches with sendBeacon
 * when the page is hidden — or with fetch and keepalive where the beacon is missing or refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldBatch } from '../../src/api/types';
import { FIELD_QUEUE_MAX } from '../../src/lib/field';

async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const field = await import('../../src/platform/field');
  const send = await import('../../src/platform/field-send');
  return { ...field, ...send };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

const beaconBodies = (beacon: ReturnType<typeof vi.fn>) =>
  Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()) as FieldBatch));

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

describe('field measurements', () => {
  it('are off without VITE_TELEMETRY_URL: nothing is kept, nothing is sent', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '' });
    expect(f.fieldOn()).toBe(false);
    f.fieldRecord({ kind: 'vital', name: 'FCP', value: 1 });
    f.fieldMoment('card', 10);
    expect(f.fieldQueue).toEqual([]);
  });

  it('are off for a visit outside the sample', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/field', VITE_TELEMETRY_SAMPLE: '0' });
    expect(f.fieldOn()).toBe(false);
  });

  it('keep uncaught errors and unhandled rejections without the digits or query in their messages', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/field' });
    f.watchField();
    window.dispatchEvent(new ErrorEvent('error', { message: 'card 8866000000000001 of 13800138000 failed' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new TypeError('cannot read /#/order/detail?id=42');
    window.dispatchEvent(rejection);
    expect(f.fieldQueue).toEqual([
      { kind: 'error', name: 'uncaught', message: 'card # of # failed' },
      { kind: 'error', name: 'rejection', message: 'TypeError: cannot read /#/order/detail?…' },
    ]);
  });

  it('take each moment once a page unless told otherwise, rounded', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/field' });
    f.fieldMoment('card', 812.6);
    f.fieldMoment('card', 900);
    f.fieldMoment('first-row', 120.2, false);
    f.fieldMoment('first-row', 130, false);
    expect(f.fieldQueue).toEqual([
      { kind: 'moment', name: 'card', value: 813 },
      { kind: 'moment', name: 'first-row', value: 120 },
      { kind: 'moment', name: 'first-row', value: 130 },
    ]);
  });

  it("take the card on screen at the boot script's mark, or now, and never before the first contentful paint (WebKit paints later)", async () => {
    const at: Record<string, number> = { 'egg:card': 480, 'first-contentful-paint': 760 };
    const byName = vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name in at ? [{ startTime: at[name] } as PerformanceEntry] : []));
    try {
      let f = await load({ VITE_TELEMETRY_URL: '/field' });
      f.fieldMoment('card');
      expect(f.fieldQueue).toEqual([{ kind: 'moment', name: 'card', value: 760 }]);
      at['egg:card'] = 900.4;
      f = await load({ VITE_TELEMETRY_URL: '/field' });
      f.fieldMoment('card');
      expect(f.fieldQueue).toEqual([{ kind: 'moment', name: 'card', value: 900 }]);
      delete at['egg:card'];
      vi.spyOn(performance, 'now').mockReturnValue(700.2);
      f = await load({ VITE_TELEMETRY_URL: '/field' });
      f.fieldMoment('card');
      f.fieldMoment('sign-in');
      expect(f.fieldQueue).toEqual([
        { kind: 'moment', name: 'card', value: 760 },
        { kind: 'moment', name: 'sign-in', value: 700 },
      ]);
      delete at['first-contentful-paint'];
      f = await load({ VITE_TELEMETRY_URL: '/field' });
      f.fieldMoment('card');
      expect(f.fieldQueue).toEqual([{ kind: 'moment', name: 'card', value: 700 }]);
    } finally {
      byName.mockRestore();
      vi.restoreAllMocks();
    }
  });

  it('go out with sendBeacon to VITE_TELEMETRY_URL as text when the page is hidden, with the build id, and the queue empties', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/field' });
    f.startSending();
    f.fieldMoment('card', 700);
    f.fieldRecord({ kind: 'api', name: '/api/order/list', status: 0, value: 10000 });
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toBe('/field');
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
    expect(f.fieldQueue).toEqual([]);
    // pagehide right after: nothing left, nothing sent twice
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('fall back to fetch with keepalive when the beacon refuses', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/field' });
    beacon.mockReturnValue(false);
    const fetched = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    globalThis.fetch = fetched as unknown as typeof fetch;
    f.fieldMoment('sign-in', 300);
    f.flush();
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/field');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string).records).toEqual([{ kind: 'moment', name: 'sign-in', value: 300 }]);
  });

  it('are capped: the queue keeps at most its maximum, and a page sends at most MAX_BATCHES batches', async () => {
    const f = await load({ VITE_TELEMETRY_URL: '/field' });
    for (let i = 0; i < FIELD_QUEUE_MAX + 50; i++) f.fieldRecord({ kind: 'vital', name: 'FCP', value: i });
    expect(f.fieldQueue).toHaveLength(FIELD_QUEUE_MAX);
    f.flush();
    for (let i = 0; i < FIELD_QUEUE_MAX; i++) f.fieldRecord({ kind: 'vital', name: 'FCP', value: i });
    f.flush();
    for (let i = 0; i < FIELD_QUEUE_MAX; i++) f.fieldRecord({ kind: 'vital', name: 'FCP', value: i });
    f.flush();
    expect(beacon).toHaveBeenCalledTimes(f.MAX_BATCHES);
  });
});
