/** Issue 15 §1: fields beyond spec §3 that a backend may leave out (Product.eggs, Combo.price). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listCombos } from '../../src/api/combos';
import { extra } from '../../src/api/decode-more';
import { listProducts, readProduct } from '../../src/api/products';
import { mockApi } from '../pages/fixtures';

const product = { id: 1, name: 'Eggs', spec: '30 a box', showMoney: 59.9, pictures: [] };

afterEach(() => vi.unstubAllGlobals());

describe('optional fields', () => {
  it('reads a number, or numeric text; anything else is left out rather than refusing the answer', () => {
    expect(extra(3)).toBe(3);
    expect(extra('39.00')).toBe(39);
    for (const v of [undefined, null, '', 'n/a', {}, [], Number.NaN, -1, true]) expect(extra(v), String(v)).toBeUndefined();
  });

  it("a product without eggs and a combo without a price are read as they are; with them, they're kept", async () => {
    mockApi({
      'GET /api/product/list': () => [product, { ...product, id: 2, eggs: '2' }, { ...product, id: 3, eggs: 'lots' }],
      'GET /api/combo/list': () => [
        { id: 1, name: 'Small', description: '30 eggs' },
        { id: 2, name: 'Big', description: '100 eggs', price: 119 },
      ],
    });
    const products = await listProducts();
    expect(products.map((p) => p.eggs)).toEqual([undefined, 2, undefined]);
    expect(products[0]).toMatchObject(product);
    expect((await listCombos()).map((c) => c.price)).toEqual([undefined, 119]);
    // What a screen passed on in history state keeps the field.
    expect(readProduct({ ...product, eggs: 4 })?.eggs).toBe(4);
  });
});
