/** Setting up orders and plans for the fulfilment journeys straight through the demo API. */
import type { Address, Card, CreateOrderResult, CreatePlanResult, Order, Page, PlanType, Product } from '../../src/api/types';
import { chinaDateNumber } from '../../src/lib/china-day';
import { api } from './harness';

interface Basics {
  card: Card;
  address: Address;
  product: Product;
  shipTime: number;
}

/** The member's default card and address, the earliest ship day, and a product whose express fee is above 0. */
async function basics(baseURL: string, token: string): Promise<Basics> {
  const [products, cards, addresses, earliest] = await Promise.all([
    api<Product[]>(baseURL, '/api/product/list?pageSize=10&current=1', { token }),
    api<Page<Card>>(baseURL, '/api/card/list', { token }),
    api<Address[]>(baseURL, '/api/address/list', { token }),
    api<number>(baseURL, '/api/order/shipTime', { token }),
  ]);
  const card = [...cards.list].sort((a, b) => b.eggNumber - a.eggNumber)[0];
  const address = addresses.find((a) => a.isDefault === 1) ?? addresses[0];
  for (const product of products) {
    const fee = await api<number>(baseURL, '/api/order/calculateCosts', {
      token,
      body: { addressId: address.id, productId: product.id, orderType: 0, payId: card.id, productNumber: 1 },
    });
    if (fee > 0) return { card, address, product, shipTime: earliest };
  }
  throw new Error('the seed has no product with an express fee');
}

function body(b: Basics) {
  return {
    addressId: b.address.id,
    productId: b.product.id,
    cardId: b.card.id,
    productNumber: 1,
    remark: 'e2e fulfilment',
    shipDate: chinaDateNumber(b.shipTime),
    shipTime: b.shipTime,
  };
}

/** A single order with a fee: it starts pending payment. `orderNo` is the number the order list shows. */
export async function createPendingOrder(baseURL: string, token: string): Promise<{ orderId: number; orderNo: string; product: Product }> {
  const b = await basics(baseURL, token);
  const result = await api<CreateOrderResult>(baseURL, '/api/order/create', { token, body: { ...body(b), plan: false } });
  if (!result.pay) throw new Error('expected an order to pay for');
  const listed = (await api<Page<Order>>(baseURL, '/api/order/list', { token })).list.find((o) => o.id === result.orderId);
  if (!listed) throw new Error(`order ${result.orderId} is not in the first page of the list`);
  return { orderId: result.orderId, orderNo: listed.orderNo, product: b.product };
}

/** A plan with a fee over `weeks` weeks of deliveries: it starts pending payment. */
export async function createPendingPlan(baseURL: string, token: string, type: PlanType = 'ONE_WEEK', weeks = 3) {
  const b = await basics(baseURL, token);
  const finishTime = b.shipTime + weeks * 7 * 24 * 3600 * 1000;
  const result = await api<CreatePlanResult>(baseURL, '/api/orderPlan/create', { token, body: { ...body(b), plan: true, finishTime, type } });
  if (!result.pay) throw new Error('expected a plan to pay for');
  return { planId: result.planId, product: b.product, deliveries: weeks + 1 };
}
