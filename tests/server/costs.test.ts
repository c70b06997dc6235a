/** Issue 15 §1 in the reference backend: the optional fields that let the app show costs up front. */
import { describe, expect, it } from 'vitest';
import type { Combo, PayParams, Product } from '../../src/api/types';
import { QUANTITY_MAX } from '../../src/stores/exchange/quantity';
import { MAX_PRODUCT_NUMBER } from '../../server/api/lib/delivery';
import { DEMO_CARDS, expectFail, setup, shipDay } from './harness';

describe('what an exchange or a top-up costs, before committing', () => {
  it("each combo's price is what the pay sheet then asks for", async () => {
    const h = setup();
    const token = await h.login();
    const combos = (await h.get<Combo[]>('/api/combo/list', token)).body.data;
    for (const combo of combos) {
      const payId = (await h.post<number>('/api/combo/create', token, { comboId: combo.id, cardNo: DEMO_CARDS.top.cardNo })).body.data;
      const params = (await h.post<PayParams>('/api/pay/combo', token, { id: payId })).body.data;
      const info = await h.get<{ amount: number }>(`/dev/pay/info?prepayId=${params.packageStr.replace('prepay_id=', '')}`);
      expect(combo.price, combo.name).toBe(info.body.data.amount);
    }
  });

  it("a product's eggs are what one unit takes from the card on exchange", async () => {
    const h = setup();
    const token = await h.login();
    const [product] = (await h.get<Product[]>('/api/product/list?pageSize=10&current=1', token)).body.data;
    expect(product.eggs).toEqual(expect.any(Number));
    const address = (await h.get<{ id: number }[]>('/api/address/list', token)).body.data[0];
    const before = h.eggs(DEMO_CARDS.top.id);
    const r = await h.post('/api/order/create', token, {
      addressId: address.id,
      productId: product.id,
      cardId: DEMO_CARDS.top.id,
      productNumber: 3,
      remark: '',
      plan: false,
      ...shipDay(),
    });
    expect(r.body.success).toBe(true);
    expect(before - h.eggs(DEMO_CARDS.top.id)).toBe(3 * product.eggs!);
  });

  it("the app's quantity maximum is the server's, so a clamped quantity is never refused by its field name", async () => {
    expect(QUANTITY_MAX).toBe(MAX_PRODUCT_NUMBER);
    const h = setup();
    const token = await h.login();
    const r = await h.post('/api/order/calculateCosts', token, {
      addressId: 1,
      productId: 1,
      orderType: 0,
      payId: DEMO_CARDS.top.id,
      productNumber: QUANTITY_MAX + 1,
    });
    expectFail(r, 'param.invalid'); // the one above the maximum is refused: the app never sends it
  });
});
