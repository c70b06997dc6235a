/** Field records leave the phone with nothing that names a member, and in batches the server takes (issue 32). */
import { describe, expect, it } from 'vitest';
import type { FieldBatch, FieldRecord } from '../../src/api/types';
import { FIELD_BATCH_BYTES, FIELD_BATCH_RECORDS, packBatches, routeTemplate, scrubMessage } from '../../src/lib/field';

describe('scrubMessage', () => {
  it('takes out phones, card and order numbers, query strings and e-mail addresses, and caps the length', () => {
    const out = scrubMessage('no card 8866 0000 0000 0001 for 13800138000 (order E202611250001) at https://x.cn/#/order?id=42&token=abc, mail a.b@c.cn');
    expect(out).not.toMatch(/\d{3}|token|abc|a\.b@c/);
    expect(out).toContain('no card # for #');
    expect(scrubMessage('x'.repeat(1000)).length).toBeLessThanOrEqual(160);
    expect(scrubMessage('TypeError: a is undefined')).toBe('TypeError: a is undefined');
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
  const record: FieldRecord = { kind: 'vital', name: 'FCP', value: 812 };
  it('cuts the records into batches within the record and byte caps, in order, each with the build', () => {
    const records = Array.from({ length: 130 }, (_, i) => ({ ...record, value: i }));
    const bodies = packBatches('b1', records);
    const batches = bodies.map((b) => JSON.parse(b) as FieldBatch);
    expect(batches.map((b) => b.records.length)).toEqual([FIELD_BATCH_RECORDS, FIELD_BATCH_RECORDS, 10]);
    expect(batches.flatMap((b) => b.records.map((r) => (r as { value: number }).value))).toEqual(records.map((r) => r.value));
    expect(batches.every((b) => b.build === 'b1')).toBe(true);
    const long: FieldRecord[] = Array.from({ length: 50 }, () => ({ kind: 'error', name: 'uncaught', message: 'm'.repeat(400) }));
    const cut = packBatches('b1', long);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.every((b) => b.length <= FIELD_BATCH_BYTES)).toBe(true);
    expect(packBatches('b1', [])).toEqual([]);
  });
});
