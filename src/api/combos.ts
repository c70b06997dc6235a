import { get, post } from './client';
import { num, obj, text } from './decode';
import { extra, list } from './decode-more';
import type { Combo, CreateComboBody } from './types';

const combo = obj<Combo>({ id: num, name: text, description: text, price: extra });

/** GET /api/combo/list */
/** The combos, as stores/last-known.ts keeps them. */
export const COMBOS = { path: '/api/combo/list', decode: list(combo) };

export const listCombos = () => get(COMBOS.path, COMBOS.decode);

/** POST /api/combo/create {comboId, cardNo} → the payment id for /api/pay/combo. */
export const createCombo = (body: CreateComboBody) => post('/api/combo/create', body, num);
