import { get, post } from './client';
import { num, obj, text } from './decode';
import { attempt, flag, list } from './decode-more';
import type { Address, SaveAddressBody } from './types';

const address = obj<Address>({ id: num, name: text, phone: text, address: text, isDefault: (v) => (flag(v) ? 1 : 0) });

/** An address kept in navigation state, or null when it does not read as one. */
export const readAddress = (value: unknown) => attempt(address, value);

/** GET /api/address/list */
/** The addresses, as stores/last-known.ts keeps them. */
export const ADDRESSES = { path: '/api/address/list', decode: list(address) };

export const listAddresses = () => get(ADDRESSES.path, ADDRESSES.decode);

/** POST /api/address/save {id, name, phone, address, isDefault}: the address saved, when the server sends it back. */
export const saveAddress = (body: SaveAddressBody) => post('/api/address/save', body, (data) => attempt(address, data));
