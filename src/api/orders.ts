import { get, post, type RequestOptions } from './client';
import { EARLY_LISTS } from '../lib/boot-contract';
import { firstPage } from './early-page';
import { num, obj } from './decode';
import { attempt, flag } from './decode-more';
import { order, orderPage } from './order-page';
import type { CreateOrderBody, CreateOrderResult, CreateVoucherOrderBody, OrderCostsBody } from './types';

export { ORDER_STATES } from './order-page';

/** An order the list passed on in history state, or null. */
export const readOrder = (value: unknown) => attempt(order, value);

const created = obj<CreateOrderResult>({ orderId: num, pay: flag });

/** POST /api/order/calculateCosts → the express fee in yuan. */
export const calculateOrderCosts = (body: OrderCostsBody) => post('/api/order/calculateCosts', body, num);

/** GET /api/order/shipTime → the earliest ship time (ms). */
export const getShipTime = () => get('/api/order/shipTime', num);

/** POST /api/order/create */
export const createOrder = (body: CreateOrderBody, options?: RequestOptions) => post('/api/order/create', body, created, options);

/** POST /api/order/createVoucher */
export const createVoucherOrder = (body: CreateVoucherOrderBody) => post('/api/order/createVoucher', body, created);

const ORDER_LIST = EARLY_LISTS['/order'];
/** The first page, as stores/last-known.ts keeps it. */
export const ORDER_FIRST_PAGE = { path: ORDER_LIST, decode: orderPage };

/** GET /api/order/list, optionally ?lastId= (cursor paging, newest first); the first page may be the boot script's, asked at the tap. */
export const listOrders = (lastId?: number) => (lastId === undefined ? firstPage(ORDER_LIST, orderPage) : get(ORDER_LIST, orderPage, { lastId }));

/** POST /api/order/cancel {orderId} */
export const cancelOrder = (orderId: number) => post('/api/order/cancel', { orderId });
