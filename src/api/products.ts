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
/** The first page, as stores/last-known.ts keeps it. */
export const PRODUCTS_FIRST_PAGE = { path: '/api/product/list', decode: list(product) };

export const listProducts = (current = 1, pageSize = PRODUCT_PAGE_SIZE) => get(PRODUCTS_FIRST_PAGE.path, PRODUCTS_FIRST_PAGE.decode, { pageSize, current });
