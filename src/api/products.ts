import { get } from './client';
import type { Product } from './types';

export const PRODUCT_PAGE_SIZE = 10;

/** GET /api/product/list?pageSize=10&current=1 */
export const listProducts = (current = 1, pageSize = PRODUCT_PAGE_SIZE) =>
  get<Product[]>('/api/product/list', { pageSize, current });
