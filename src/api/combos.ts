import { get, post } from './client';
import type { Combo, CreateComboBody } from './types';

/** GET /api/combo/list */
export const listCombos = () => get<Combo[]>('/api/combo/list');

/** POST /api/combo/create {comboId, cardNo} → the payment id for /api/pay/combo. */
export const createCombo = (body: CreateComboBody) => post<number>('/api/combo/create', body);
