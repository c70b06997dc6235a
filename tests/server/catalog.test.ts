import { describe, expect, it } from 'vitest';
import type { Combo, CurrentUser, Product, Voucher } from '../../src/api/types';
import { DAY, expectFail, setup } from './harness';

describe('GET /api/user/current', () => {
  it('sums the eggs of the cards and names the default card', async () => {
    const h = setup();
    const r = await h.get<CurrentUser>('/api/user/current', await h.login());
    expect(r.body.data).toEqual({
      nickname: 'Lily Chen',
      avatar: '/oss/avatars/demo.svg',
      totalEgg: 150,
      totalCard: 2,
      totalVoucher: 2,
      card: { cardNo: '8866000000000001', validTime: expect.any(Number), level: 3 },
    });
  });

  it('a member without cards has card null', async () => {
    const h = setup();
    const r = await h.get<CurrentUser>('/api/user/current', await h.login('demo-friend'));
    expect(r.body.data).toEqual({ nickname: 'Tom Wang', avatar: '/oss/avatars/friend.svg', totalEgg: 0, totalCard: 0, totalVoucher: 0, card: null });
  });
});

describe('GET /api/product/list', () => {
  it('answers the seeded products as an array with /oss/ picture keys', async () => {
    const h = setup();
    const r = await h.get<Product[]>('/api/product/list?pageSize=10&current=1', await h.login());
    expect(r.body.data).toHaveLength(3);
    expect(r.body.data[0]).toEqual({
      id: 1,
      name: 'Free-range fresh eggs',
      spec: '30 eggs per box',
      showMoney: 59.9,
      pictures: ['products/fresh-eggs-1.svg', 'products/fresh-eggs-2.svg'],
      eggs: 1,
    });
    for (const p of r.body.data)
      for (const key of p.pictures) {
        const res = await h.app.request(`/oss/${key}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
        expect(await res.text()).toMatch(/^<svg /);
      }
  });

  it('pages with pageSize and current, defaulting to 10 and 1', async () => {
    const h = setup();
    const token = await h.login();
    expect((await h.get<Product[]>('/api/product/list?pageSize=2&current=2', token)).body.data.map((p) => p.id)).toEqual([3]);
    expect((await h.get<Product[]>('/api/product/list?pageSize=2&current=3', token)).body.data).toEqual([]);
    expect((await h.get<Product[]>('/api/product/list', token)).body.data).toHaveLength(3);
  });

  it('validates the paging parameters', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.get('/api/product/list?pageSize=0', token), 'param.invalid', 'pageSize must be a positive integer');
    expectFail(await h.get('/api/product/list?current=abc', token), 'param.invalid', 'current must be a positive integer');
    expectFail(await h.get('/api/product/list?pageSize=1000', token), 'param.invalid', 'pageSize must be at most 50');
  });
});

describe('GET /oss/*', () => {
  it('serves the demo pictures and nothing outside the folder', async () => {
    const h = setup();
    expect((await h.app.request('/oss/avatars/demo.svg')).status).toBe(200);
    expect((await h.app.request('/oss/icons/gift-card.svg')).status).toBe(200);
    expect((await h.app.request('/oss/products/none.svg')).status).toBe(404);
    expect((await h.app.request('/oss/index.ts')).status).toBe(404);
    expect((await h.app.request('/oss/..%2Fapp.ts')).status).toBe(404);
    expect((await h.app.request('/oss/%2e%2e/db/seed.ts')).status).toBe(404);
    expect((await h.app.request('/oss/%E0%A4%A.svg')).status).toBe(404);
  });
});

describe('GET /api/voucher/list', () => {
  it("lists the member's unused vouchers that are still valid", async () => {
    const h = setup({ tokenTtlMs: 100 * DAY });
    const token = await h.login();
    const r = await h.get<Voucher[]>('/api/voucher/list', token);
    expect(r.body.data).toHaveLength(2);
    expect(r.body.data.find((v) => v.voucherNo === 'V20260001')).toEqual({
      id: 1,
      voucherNo: 'V20260001',
      name: 'Festival egg gift box',
      spec: '48 eggs in a gift box',
      showMoney: 128,
      validTime: expect.any(Number),
      pictures: ['products/gift-box-1.svg'],
    });
    h.db.prepare('UPDATE vouchers SET used = 1 WHERE id = 1').run();
    expect((await h.get<Voucher[]>('/api/voucher/list', token)).body.data.map((v) => v.id)).toEqual([2]);
    h.clock.now += 61 * DAY; // voucher 2 is valid 60 days
    expect((await h.get<Voucher[]>('/api/voucher/list', token)).body.data).toEqual([]);
    expect((await h.get<Voucher[]>('/api/voucher/list', await h.login('demo-friend'))).body.data).toEqual([]);
  });
});

describe('GET /api/combo/list', () => {
  it('answers id, name, description and price in yuan of the three combos', async () => {
    const h = setup();
    const r = await h.get<Combo[]>('/api/combo/list', await h.login());
    expect(r.body.data).toEqual([
      { id: 1, name: 'Small basket', description: '30 eggs, card valid 90 more days', price: 39 },
      { id: 2, name: 'Family basket', description: '100 eggs, card valid 180 more days', price: 119 },
      { id: 3, name: 'Annual basket', description: '400 eggs, card valid 365 more days', price: 399 },
    ]);
  });
});
