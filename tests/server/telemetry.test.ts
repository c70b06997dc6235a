/**
 * POST /telemetry (issue 32): members' visits send telemetry without a token; the server checks
 * each batch whole, caps and rate-limits it, keeps the engine from the User-Agent and never a member's
 * data; `npm run telemetry` and /dev/telemetry read it back as p75/p95 per engine and top errors.
 */
import { describe, expect, it } from 'vitest';
import type { TelemetryBatch } from '../../src/api/types';
import { TELEMETRY_LIMITS } from '../../server/api/modules/telemetry';
import { TELEMETRY_MESSAGE_MAX } from '../../src/lib/telemetry';
import { engineOf } from '../../server/api/lib/user-agent';
import { createSite } from '../../server/demo/site';
import { telemetryReport, formatReport, percentile } from '../../server/telemetry/report';
import { setup } from './harness';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const ANDROID_XWEB =
  'Mozilla/5.0 (Linux; Android 13; V2219A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

const good: TelemetryBatch = {
  build: 'b1a2c3',
  records: [
    { kind: 'vital', name: 'FCP', value: 812.4 },
    { kind: 'vital', name: 'CLS', value: 0.02 },
    { kind: 'moment', name: 'card', value: 1310 },
    { kind: 'error', name: 'uncaught', message: 'TypeError: x is undefined' },
    { kind: 'api', name: '/api/order/list', status: 200, code: 'token.expire', value: 420 },
  ],
};

function field() {
  const h = setup();
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    h.app.request('/telemetry', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': IOS_WECHAT, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const stored = () => h.count('SELECT COUNT(*) AS n FROM telemetry_records');
  return { ...h, send, stored };
}

describe('POST /telemetry takes a batch', () => {
  it('with no token, answers 204 and stores every record with the build and the engine read from the User-Agent', async () => {
    const { send, db } = field();
    const res = await send(good);
    expect(res.status).toBe(204);
    const rows = db.prepare('SELECT * FROM telemetry_records ORDER BY id').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      build: 'b1a2c3',
      engine: 'iOS 17',
      os: 'iOS',
      osVersion: '17.4',
      wechat: '8.0.47',
      browser: 'WebKit',
      kind: 'vital',
      name: 'FCP',
      value: 812.4,
    });
    expect(rows[4]).toMatchObject({ kind: 'api', name: '/api/order/list', status: 200, code: 'token.expire', value: 420 });
    expect(rows[3]).toMatchObject({ kind: 'error', message: 'TypeError: x is undefined', value: null });
  });

  it('keeps no digits, query strings or e-mail addresses in an error message, even when the sender did not scrub', async () => {
    const { send, db } = field();
    const message = 'failed for 13800138000 card 8866 0000 0000 0001 at /#/orders?id=42&token=abc mail a.b@c.cn';
    expect((await send({ build: 'b', records: [{ kind: 'error', name: 'rejection', message }] })).status).toBe(204);
    const { message: kept } = db.prepare('SELECT message FROM telemetry_records').get() as { message: string };
    expect(kept).not.toMatch(/\d{3}|token|abc|a\.b@c/);
    expect(kept).toContain('failed for #');
  });

  it('keeps nothing that names a member (Chinese text, tokens, what a message echoes after a ":"), and the error\'s type and shape', async () => {
    const { send, db } = field();
    const sent = [
      'Error: cannot save 上海市浦东新区世纪大道88号 张三 with eyJhbGciOi.abc.def',
      'Error: invalid receiver: Lily Chen',
      'SyntaxError: Unexpected token \'L\', "Lily Chen, 13800138000" is not valid JSON',
      "TypeError: Cannot read properties of undefined (reading 'x')",
      'the cart is empty '.repeat(17),
    ];
    const res = await send({ build: 'b', records: sent.map((message) => ({ kind: 'error', name: 'uncaught', message })) });
    expect(res.status).toBe(204);
    const kept = (db.prepare('SELECT message FROM telemetry_records ORDER BY id').all() as { message: string }[]).map((r) => r.message);
    expect(kept.slice(0, 4)).toEqual([
      'Error: cannot save … with …',
      'Error: invalid receiver: …',
      'SyntaxError: Unexpected token \'L\', "…" is not valid JSON',
      "TypeError: Cannot read properties of undefined (reading 'x')",
    ]);
    expect(kept.join('\n')).not.toMatch(/[\u3400-\u9fff]|88|eyJ|abc|Lily|138/);
    expect(kept[4]).toHaveLength(TELEMETRY_MESSAGE_MAX);
  });

  it.each([
    ['malformed JSON', '{"build": "b", "records": ['],
    ['an array', '[]'],
    ['no records', { build: 'b', records: [] }],
    ['too many records', { build: 'b', records: Array.from({ length: TELEMETRY_LIMITS.records + 1 }, () => good.records[0]) }],
    ['a build with spaces', { ...good, build: 'b 1' }],
    ['a value as text', { build: 'b', records: [{ kind: 'vital', name: 'FCP', value: '812' }] }],
    ['a negative value', { build: 'b', records: [{ kind: 'moment', name: 'card', value: -1 }] }],
    ['an unknown measure', { build: 'b', records: [{ kind: 'vital', name: 'FID', value: 3 }] }],
    ['an unknown kind', { build: 'b', records: [{ kind: 'click', name: 'card', value: 3 }] }],
    ['a URL, not a route template', { build: 'b', records: [{ kind: 'api', name: '/api/order/detail?id=42', status: 200, value: 3 }] }],
    ['an id in the route', { build: 'b', records: [{ kind: 'api', name: '/api/order/42', status: 200, value: 3 }] }],
    ['a status out of range', { build: 'b', records: [{ kind: 'api', name: '/api/order/list', status: 700, value: 3 }] }],
    ['a message as a number', { build: 'b', records: [{ kind: 'error', name: 'uncaught', message: 42 }] }],
  ])('refuses %s with a 400 and stores nothing of the batch', async (_, body) => {
    const { send, stored } = field();
    // A good record first: the batch is all or nothing.
    const withGood =
      typeof body === 'object' && !Array.isArray(body) && Array.isArray(body.records) && body.records.length >= 1 && body.records.length <= 2
        ? { ...body, records: [good.records[0], ...body.records] }
        : body;
    const res = await send(withGood);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^invalid /);
    expect(stored()).toBe(0);
  });

  it('refuses a body over the cap with a 413, by its Content-Length or by what arrives', async () => {
    const { send, stored } = field();
    const big = { build: 'b', records: [{ kind: 'error', name: 'uncaught', message: 'x'.repeat(TELEMETRY_LIMITS.body) }] };
    expect((await send(big)).status).toBe(413);
    expect((await send(good, { 'Content-Length': String(TELEMETRY_LIMITS.body + 1) })).status).toBe(413);
    expect(stored()).toBe(0);
  });

  it('lets one client send a few batches a minute: beyond, 429 with Retry-After and nothing stored; other clients and the next minute go on', async () => {
    const { send, stored, clock } = field();
    const one = { 'X-Forwarded-For': '203.0.113.7' };
    for (let i = 0; i < TELEMETRY_LIMITS.batches; i++) expect((await send(good, one)).status).toBe(204);
    const before = stored();
    const flood = await send(good, one);
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(stored()).toBe(before);
    expect((await send(good, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(204);
    clock.now += TELEMETRY_LIMITS.windowMs;
    expect((await send(good, one)).status).toBe(204);
  });

  it('deletes records older than the retention when new ones arrive', async () => {
    const { send, stored, clock } = field();
    await send(good);
    clock.now += TELEMETRY_LIMITS.keepMs + 3_600_001;
    await send({ build: 'b', records: [good.records[0]] });
    expect(stored()).toBe(1);
  });
});

describe('the engine from the User-Agent', () => {
  it('names iOS WeChat by iOS version, Android WeChat by XWeb and its Chromium, and keeps no device model', () => {
    expect(engineOf(IOS_WECHAT)).toEqual({ os: 'iOS', osVersion: '17.4', wechat: '8.0.47', browser: 'WebKit', browserVersion: '17.4', label: 'iOS 17' });
    expect(engineOf(ANDROID_XWEB)).toEqual({
      os: 'Android',
      osVersion: '13',
      wechat: '8.0.47',
      browser: 'XWeb',
      browserVersion: '116.0',
      label: 'Android XWeb 116',
    });
    expect(JSON.stringify(engineOf(ANDROID_XWEB))).not.toContain('V2219A');
    expect(engineOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/147.0.0.0 Safari/537.36').label).toBe('Chrome 147');
    expect(engineOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15').label).toBe('WebKit 18');
    expect(engineOf(undefined).label).toBe('other');
  });
});

describe('the report', () => {
  it('gives p75 and p95 per measure per engine, the top errors and the API failures with counts', async () => {
    const { send, db } = field();
    const cards = Array.from({ length: 20 }, (_, i) => ({ kind: 'moment' as const, name: 'card' as const, value: (i + 1) * 100 }));
    await send({ build: 'b', records: cards });
    await send({ build: 'b', records: [{ kind: 'moment', name: 'card', value: 5000 }] }, { 'User-Agent': ANDROID_XWEB });
    await send({
      build: 'b',
      records: [
        { kind: 'error', name: 'uncaught', message: 'boom' },
        { kind: 'error', name: 'uncaught', message: 'boom' },
        { kind: 'api', name: '/api/order/list', status: 0, value: 15000 },
        { kind: 'api', name: '/api/order/list', status: 500, value: 80 },
        { kind: 'api', name: '/api/card/list', status: 200, value: 50 },
      ],
    });
    const report = telemetryReport(db, { from: 0, to: 4_102_444_800_000 });
    expect(report.measures.find((m) => m.engine === 'iOS 17' && m.measure === 'card')).toEqual({
      engine: 'iOS 17',
      measure: 'card',
      n: 20,
      p75: 1500,
      p95: 1900,
    });
    expect(report.measures.find((m) => m.engine === 'Android XWeb 116' && m.measure === 'card')).toMatchObject({ n: 1, p75: 5000, p95: 5000 });
    expect(report.errors).toEqual([{ name: 'uncaught', what: 'boom', count: 2 }]);
    expect(report.apiFailures).toEqual(
      expect.arrayContaining([
        { name: '/api/order/list', what: 'no answer', count: 1 },
        { name: '/api/order/list', what: 'HTTP 500', count: 1 },
      ]),
    );
    expect(report.apiFailures).toHaveLength(2);
    const text = formatReport(report);
    expect(text).toMatch(/iOS 17\s+card\s+20\s+1500 ms\s+1900 ms/);
    expect(text).toMatch(/2 {2}uncaught {2}boom/);
  });

  it('percentiles are nearest-rank', () => {
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 75)).toBeNaN();
  });

  it('is a page in the demo only, drawn from what visits sent', async () => {
    const { db } = field();
    const demo = createSite({ db, demo: true, log: () => {} });
    const empty = await demo.request('/dev/telemetry');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('0 records');
    await demo.request('/telemetry', { method: 'POST', body: JSON.stringify(good), headers: { 'User-Agent': IOS_WECHAT } });
    const page = await (await demo.request('/dev/telemetry')).text();
    expect(page).toContain('<svg');
    expect(page).toMatch(/FCP p75/);
    expect(page).toContain('iOS 17');
    expect(page).not.toContain('<script');
    const prod = createSite({ db, demo: false, log: () => {} });
    expect((await prod.request('/dev/telemetry')).status).toBe(404);
  });
});
