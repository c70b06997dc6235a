/** Telemetry records leave the phone with nothing that names a member, and in batches the server takes (issue 32). */
import { describe, expect, it } from 'vitest';
import type { TelemetryBatch, TelemetryRecord } from '../../src/api/types';
import { TELEMETRY_BATCH_BYTES, TELEMETRY_BATCH_RECORDS, TELEMETRY_MESSAGE_MAX, packBatches, routeTemplate, scrubMessage } from '../../src/lib/telemetry';

describe('scrubMessage', () => {
  it('takes out phones, card and order numbers, query strings and e-mail addresses, and caps the length', () => {
    const out = scrubMessage('no card 8866 0000 0000 0001 for 13800138000 (order E202611250001) at https://x.cn/#/order?id=42&token=abc, mail a.b@c.cn');
    expect(out).not.toMatch(/\d{3}|token|abc|a\.b@c/);
    expect(out).toContain('no card # for #');
    expect(scrubMessage('the cart is empty '.repeat(60)).length).toBe(TELEMETRY_MESSAGE_MAX);
  });

  it("keeps an error's type and shape as it is", () => {
    for (const message of [
      "TypeError: Cannot read properties of undefined (reading 'x')",
      "Uncaught TypeError: Cannot read properties of null (reading 'getBoundingClientRect')",
      'TypeError: a is undefined',
      'TypeError: Failed to fetch',
      'Script error.',
      'img failed to load',
    ])
      expect(scrubMessage(message), message).toBe(message);
  });

  it.each([
    [
      'Chinese text: an address with its number, a name',
      'Error: cannot save 上海市浦东新区世纪大道88号 张三 now',
      'Error: cannot save … now',
      /[\u3400-\u9fff]|88/,
    ],
    ['a token', 'TypeError: eyJhbGciOi.abc.def is not valid', 'TypeError: … is not valid', /eyJ|abc/],
    ['an opaque id with digits', 'Error: no member oLk3Xf_abcDEF12zz here', 'Error: no member … here', /oLk3/],
    ['what follows a further ":"', 'Error: invalid phone: Lily Chen', 'Error: invalid phone: …', /Lily/],
    ['the same with no type', 'address refused: Lily Chen, 8 Century Avenue', 'address refused: …', /Lily|Century/],
    [
      'double-quoted input',
      'SyntaxError: Unexpected token \'L\', "Lily Chen" is not valid JSON',
      'SyntaxError: Unexpected token \'L\', "…" is not valid JSON',
      /Lily/,
    ],
    ['all of it at once', 'Uncaught Error: 张三 eyJhbGciOi.abc.def 13800138000: 上海市', 'Uncaught Error: … #: …', /[\u3400-\u9fff]|eyJ|138/],
  ])('takes out %s', (_, message, scrubbed, personal) => {
    expect(scrubMessage(message)).toBe(scrubbed);
    expect(scrubMessage(message)).not.toMatch(personal);
  });
});

describe('routeTemplate', () => {
  it('keeps a route template and refuses a path with an id or a query', () => {
    expect(routeTemplate('/api/order/list')).toBe('/api/order/list');
    expect(routeTemplate('/wechat/authorize')).toBe('/wechat/authorize');
    expect(routeTemplate('/api/order/42')).toBeNull();
    expect(routeTemplate('/api/order/detail?id=42')).toBeNull();
    expect(routeTemplate('https://api.example.cn/api/order/list')).toBeNull();
  });
});

describe('packBatches', () => {
  const record: TelemetryRecord = { kind: 'vital', name: 'FCP', value: 812 };
  it('cuts the records into batches within the record and byte caps, in order, each with the build', () => {
    const records = Array.from({ length: 130 }, (_, i) => ({ ...record, value: i }));
    const bodies = packBatches('b1', records);
    const batches = bodies.map((b) => JSON.parse(b) as TelemetryBatch);
    expect(batches.map((b) => b.records.length)).toEqual([TELEMETRY_BATCH_RECORDS, TELEMETRY_BATCH_RECORDS, 10]);
    expect(batches.flatMap((b) => b.records.map((r) => (r as { value: number }).value))).toEqual(records.map((r) => r.value));
    expect(batches.every((b) => b.build === 'b1')).toBe(true);
    const long: TelemetryRecord[] = Array.from({ length: 50 }, () => ({ kind: 'error', name: 'uncaught', message: 'm'.repeat(400) }));
    const cut = packBatches('b1', long);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.every((b) => b.length <= TELEMETRY_BATCH_BYTES)).toBe(true);
    expect(packBatches('b1', [])).toEqual([]);
  });
});
