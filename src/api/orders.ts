import { get, post } from './client';
import type {
  CreateOrderBody,
  CreateOrderResult,
  CreateVoucherOrderBody,
  Order,
  OrderCostsBody,
  Page,
} from './types';

/** POST /api/order/calculateCosts → the express fee in yuan. */
export const calculateOrderCosts = (body: OrderCostsBody) => post<number>('/api/order/calculateCosts', body);

/** GET /api/order/shipTime → the earliest ship time (ms). */
export const getShipTime = () => get<number>('/api/order/shipTime');

/** POST /api/order/create */
export const createOrder = (body: CreateOrderBody) => post<CreateOrderResult>('/api/order/create', body);

/** POST /api/order/createVoucher */
export const createVoucherOrder = (body: CreateVoucherOrderBody) =>
  post<CreateOrderResult>('/api/order/createVoucher', body);

/** GET /api/order/list, optionally ?lastId= (cursor paging, newest first). */
export const listOrders = (lastId?: number) =>
  get<Page<Order>>('/api/order/list', lastId === undefined ? undefined : { lastId });

/** POST /api/order/cancel {orderId} */
export const cancelOrder = (orderId: number) => post<unknown>('/api/order/cancel', { orderId });
