import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/api/types';
import { expectFail, FRIEND_PHONE, setup, type Harness } from './harness';

const list = async (h: Harness, token: string) => (await h.get<Address[]>('/api/address/list', token)).body.data;
const valid = { name: 'Tom Wang', phone: FRIEND_PHONE, address: '1 Nanjing Road, Shanghai', isDefault: 0 as const };

describe('GET /api/address/list', () => {
  it("lists the member's addresses, default first", async () => {
    const h = setup();
    expect(await list(h, await h.login())).toEqual([
      { id: 1, name: 'Lily Chen', phone: '13800138000', address: '88 Century Avenue, Pudong, Shanghai', isDefault: 1 },
    ]);
    expect(await list(h, await h.login('demo-friend'))).toEqual([]);
  });
});

describe('POST /api/address/save', () => {
  it('creates an address without an id; the first one becomes the default', async () => {
    const h = setup();
    const token = await h.login('demo-friend');
    const r = await h.post<Address>('/api/address/save', token, valid);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ ...valid, isDefault: 1 });
    const second = await h.post<Address>('/api/address/save', token, { ...valid, name: 'Office', id: 0 });
    expect(second.body.data.isDefault).toBe(0);
    expect((await list(h, token)).map((a) => [a.name, a.isDefault])).toEqual([
      ['Tom Wang', 1],
      ['Office', 0],
    ]);
  });

  it('saving one with isDefault 1 clears the other default', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<Address>('/api/address/save', token, { ...valid, isDefault: 1 });
    const all = await list(h, token);
    expect(all.filter((a) => a.isDefault === 1).map((a) => a.id)).toEqual([r.body.data.id]);
  });

  it('updates an own address by id', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<Address>('/api/address/save', token, { id: 1, name: 'Lily', phone: '13900000000', address: 'New place', isDefault: 1 });
    expect(r.body.data).toEqual({ id: 1, name: 'Lily', phone: '13900000000', address: 'New place', isDefault: 1 });
    expect(await list(h, token)).toHaveLength(1);
  });

  it('switching the default off moves it to another address; an only address stays default', async () => {
    const h = setup();
    const token = await h.login();
    expect(
      (await h.post<Address>('/api/address/save', token, { id: 1, name: 'Lily', phone: FRIEND_PHONE, address: 'A', isDefault: 0 })).body.data.isDefault,
    ).toBe(1);
    const other = await h.post<Address>('/api/address/save', token, { ...valid });
    await h.post('/api/address/save', token, { id: 1, name: 'Lily', phone: FRIEND_PHONE, address: 'A', isDefault: 0 });
    const all = await list(h, token);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([other.body.data.id]);
  });

  it('isDefault may be left out (0)', async () => {
    const h = setup();
    const token = await h.login();
    const { isDefault: _, ...rest } = valid;
    expect((await h.post<Address>('/api/address/save', token, rest)).body.data.isDefault).toBe(0);
  });

  it('validates with the spec messages', async () => {
    const h = setup();
    const token = await h.login();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: '' }, 'input.invalid', 'please enter receiver name'],
      [{ ...valid, name: '   ' }, 'input.invalid', 'please enter receiver name'],
      [{ ...valid, name: 'x'.repeat(31) }, 'param.invalid', 'name must be at most 30 characters'],
      [{ ...valid, phone: '' }, 'input.invalid', 'please enter phone number'],
      [{ ...valid, phone: undefined }, 'input.invalid', 'please enter phone number'],
      [{ ...valid, phone: '12800000000' }, 'input.invalid', 'please enter a correct mobile number'],
      [{ ...valid, address: '' }, 'input.invalid', 'please enter detailed address'],
      [{ ...valid, address: 5 }, 'param.invalid', 'address must be a string'],
      [{ ...valid, isDefault: 2 }, 'param.invalid', 'isDefault must be 0 or 1'],
      [{ ...valid, isDefault: true }, 'param.invalid', 'isDefault must be 0 or 1'],
      [{ ...valid, id: -3 }, 'param.invalid', 'id must be a positive integer'],
      [{ ...valid, id: '1' }, 'param.invalid', 'id must be a positive integer'],
    ];
    for (const [body, code, message] of cases) expectFail(await h.post('/api/address/save', token, body), code, message);
    expectFail(await h.post('/api/address/save', token, { ...valid, id: 999 }), 'not.found', 'address not found');
    expect(await list(h, token)).toHaveLength(1);
  });
});
