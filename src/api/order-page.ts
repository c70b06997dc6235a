/**
 * An order as the API sends it (spec §3), and the order list's page: apart from ./orders.ts (which
 * asks through the client) so that index.html's boot script can decode the list's early answer with
 * the app's own rules (src/boot/orders-shell.ts) without the client coming along.
 */
import { isObject, nullable, num, obj, text, time } from './decode';
import { fee, oneOf, page } from './decode-more';
import type { Order, OrderState } from './types';

export const ORDER_STATES: readonly OrderState[] = [0, 1, 2, 3];

/** The JSON text of a snapshot as sent; one sent as an object (as plans are) is turned into text. */
const snapshotText = (v: unknown) => (isObject(v) ? JSON.stringify(v) : text(v));

export const order = obj<Order>({
  id: num,
  orderNo: text,
  state: oneOf(ORDER_STATES),
  createTime: time,
  productNumber: num,
  product: snapshotText,
  address: snapshotText,
  shipDate: num,
  remark: text,
  expressMoney: fee,
  expressName: nullable(text),
  expressNo: nullable(text),
});

/** GET /api/order/list's page. */
export const orderPage = page(order);
