import { get } from './client';
import { num, obj, text } from './decode';
import { attempt, extra, list } from './decode-more';
import { pictures } from '../lib/snapshot';
import type { Product } from './types';

export const PRODUCT_PAGE_SIZE = 10;

const product = obj<Product>({ id: num, name: text, spec: text, showMoney: num, pictures, eggs: extra });

/** A product /product passed on in history state, or null. */
export const readProduct = (value: unknown) => attempt(product, value);

/** GET /api/product/list?pageSize=10&current=1 */
export const listProducts = (current = 1, pageSize = PRODUCT_PAGE_SIZE) => get('/api/product/list', list(product), { pageSize, current });
