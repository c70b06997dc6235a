import { get, post, type RequestOptions } from './client';
import type { BindCardBody, Card, CardInfo, GiveCardResult, Page, UnbindCardBody } from './types';

/** GET /api/card/list */
export const listCards = () => get<Page<Card>>('/api/card/list');

/** POST /api/card/defaultCard {cardNo} */
export const setDefaultCard = (cardNo: string) => post<unknown>('/api/card/defaultCard', { cardNo });

/** POST /api/card/unbind {cardNo, key, code, phone} */
export const unbindCard = (body: UnbindCardBody) => post<unknown>('/api/card/unbind', body);

/** GET /api/card/info?cardNo= (options: /bind says every failure on the page, so it asks for no toast) */
export const getCardInfo = (cardNo: string, options?: RequestOptions) => get<CardInfo>('/api/card/info', { cardNo }, options);

/** POST /api/card/bind {cardNo, key, phone, code} */
export const bindCard = (body: BindCardBody) => post<unknown>('/api/card/bind', body);

/** POST /api/card/giveCard {cardNo, phone} */
export const giveCard = (cardNo: string, phone: string) => post<GiveCardResult>('/api/card/giveCard', { cardNo, phone });
