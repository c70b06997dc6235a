import { get, post } from './client';
import type { Address, SaveAddressBody } from './types';

/** GET /api/address/list */
export const listAddresses = () => get<Address[]>('/api/address/list');

/** POST /api/address/save {id, name, phone, address, isDefault} */
export const saveAddress = (body: SaveAddressBody) => post<unknown>('/api/address/save', body);
