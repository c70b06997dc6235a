import { get, post, type RequestOptions } from './client';
import { EARLY_LISTS, ORDERS_ROUTE } from '../lib/boot-contract';
import { listResource } from './list-resource';
import { num, obj } from './decode';
import { attempt, flag } from './decode-more';
import { order, orderPage } from './order-page';
import type { CreateOrderBody, CreateOrderResult, CreateVoucherOrderBody, OrderCostsBody } from './types';

export { ORDER_STATES } from './order-page';

/** An order the list passed on in history state, or null. */
export const readOrder = (value: unknown) => attempt(order, value);

const created = obj<CreateOrderResult>({ orderId: num, pay: flag });

/** POST /api/order/calculateCosts → the express fee in yuan: a lookup, an action only when a tap asks it (`options.action`). */
export const calculateOrderCosts = (body: OrderCostsBody, options?: RequestOptions) =>
  post('/api/order/calculateCosts', body, num, { action: false, ...options });

/** GET /api/order/shipTime → the earliest ship time (ms). */
export const getShipTime = () => get('/api/order/shipTime', num);

/** POST /api/order/create */
export const createOrder = (body: CreateOrderBody, options?: RequestOptions) => post('/api/order/create', body, created, options);

/** POST /api/order/createVoucher */
export const createVoucherOrder = (body: CreateVoucherOrderBody) => post('/api/order/createVoucher', body, created);

/** "My orders": GET /api/order/list, optionally ?lastId= (cursor paging, newest first); its first page early (the boot script's, asked at the tap), kept or fresh. */
export const ORDERS = listResource(EARLY_LISTS[ORDERS_ROUTE], orderPage);

/** A page of my orders: the first, or the one after `lastId`. */
export const listOrders = ORDERS.load;

/** POST /api/order/cancel {orderId} */
export const cancelOrder = (orderId: number) => post('/api/order/cancel', { orderId });
