import { get } from './client';
import type { Voucher } from './types';

/** GET /api/voucher/list */
export const listVouchers = () => get<Voucher[]>('/api/voucher/list');
