import { get } from './client';
import { num, obj, text, time } from './decode';
import { attempt, list } from './decode-more';
import { pictures } from '../lib/snapshot';
import type { Voucher } from './types';

const voucher = obj<Voucher>({ id: num, voucherNo: text, name: text, spec: text, showMoney: num, validTime: time, pictures });

/** A voucher /voucher passed on in history state, or null. */
export const readVoucher = (value: unknown) => attempt(voucher, value);

/** GET /api/voucher/list */
/** The vouchers, as stores/last-known.ts keeps them. */
export const VOUCHERS = { path: '/api/voucher/list', decode: list(voucher) };

export const listVouchers = () => get(VOUCHERS.path, VOUCHERS.decode);
