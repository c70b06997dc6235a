/**
 * Issue 13.3, the other side of decoding: the app reads every answer through a decoder, so an answer
 * of the reference server that a decoder refused would fail a screen for every member. Each call of
 * src/api here runs against the seeded server (fetch routed to app.request) and must come back read.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CARDS, DEMO_PHONE, setup, shipDay, UNBOUND } from './harness';

const h = setup();
let api: typeof import('./answers-decode.api');

beforeAll(async () => {
  const token = await h.login();
  // ofetch takes the global fetch when it loads: route it to the in-process server first.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return h.app.request(url.pathname + url.search, init);
  });
  api = await import('./answers-decode.api');
  api.client.setApiBase('http://127.0.0.1');
  api.client.configureClient({ getToken: () => token }); // the app's session wiring is not loaded here
});
afterAll(() => vi.unstubAllGlobals());

describe("the reference server's answers, read by the app's decoders", () => {
  it('home, cards, the bind preview, combos', async () => {
    const user = await api.user.getCurrentUser();
    expect(user.card?.cardNo).toMatch(/^\d+$/);
    const cards = await api.cards.listCards();
    expect(cards.list.map((c) => c.cardNo)).toContain(DEMO_CARDS.top.cardNo);
    expect((await api.cards.getCardInfo(UNBOUND[0])).canBind).toBe(true);
    expect((await api.combos.listCombos()).length).toBeGreaterThan(0);
    expect(await api.wechat.getJsSign('http://127.0.0.1/')).toMatchObject({ signature: expect.any(String) });
  });

  it('products, vouchers, addresses, the ship time and an order fee', async () => {
    expect((await api.products.listProducts()).length).toBeGreaterThan(0);
    expect((await api.vouchers.listVouchers()).length).toBeGreaterThan(0);
    const [address] = await api.addresses.listAddresses();
    expect(address.phone).toBe(DEMO_PHONE);
    expect(await api.orders.getShipTime()).toBeGreaterThan(0);
    const [product] = await api.products.listProducts();
    const fee = await api.orders.calculateOrderCosts({
      addressId: address.id,
      productId: product.id,
      orderType: 0,
      payId: DEMO_CARDS.top.id,
      productNumber: 1,
    });
    expect(fee).toBeGreaterThanOrEqual(0);
  });

  it('orders, plans and their triggers, and an order placed now', async () => {
    const [address] = await api.addresses.listAddresses();
    const [product] = await api.products.listProducts();
    const created = await api.orders.createOrder({
      addressId: address.id,
      productId: product.id,
      cardId: DEMO_CARDS.top.id,
      productNumber: 1,
      remark: '',
      plan: false,
      ...shipDay(1),
    });
    expect(created.orderId).toBeGreaterThan(0);
    const orders = await api.orders.listOrders();
    expect(orders.list.map((o) => o.id)).toContain(created.orderId);
    const plans = await api.plans.listPlans();
    expect(plans.list.length).toBeGreaterThan(0);
    expect(plans.list[0].product.name).not.toBe('');
    expect((await api.plans.listPlanTriggers(plans.list[0].id)).map((t) => t.state)).toEqual(expect.arrayContaining([0, 1, 2]));
  });
});
