import { get, post, type RequestOptions } from './client';
import { isObject, key, level, num, obj, text, time } from './decode';
import { attempt, flag, page } from './decode-more';
import type { BindCardBody, Card, CardInfo, GiveCardResult, UnbindCardBody } from './types';

export const card = obj<Card>({
  id: num,
  cardNo: key,
  level,
  phone: text,
  bindPhone: text,
  eggNumber: num,
  money: num,
  validTime: time,
  default: flag,
});

/** A card kept in navigation state or storage, or null when it does not read as one. */
export const readCard = (value: unknown) => attempt(card, value);

const bindable = obj<CardInfo>({
  canBind: flag,
  specifiedCard: flag,
  cardPhone: text,
  cardNo: text,
  level,
  money: num,
  eggNumber: num,
  validTime: time,
});

/** A card that cannot be bound may say only that: its amounts are not shown, so they are not required. */
const cardInfo = (v: unknown): CardInfo => bindable(isObject(v) && !flag(v.canBind) ? { ...v, money: 0, eggNumber: 0 } : v);

/** GET /api/card/list */
/** The cards, as stores/last-known.ts keeps them. */
export const CARDS = { path: '/api/card/list', decode: page(card) };

export const listCards = () => get(CARDS.path, CARDS.decode);

/** POST /api/card/defaultCard {cardNo} */
export const setDefaultCard = (cardNo: string) => post('/api/card/defaultCard', { cardNo });

/** POST /api/card/unbind {cardNo, key, code, phone} */
export const unbindCard = (body: UnbindCardBody) => post('/api/card/unbind', body);

/** GET /api/card/info?cardNo= (options: /bind says every failure on the page, so it asks for no toast) */
export const getCardInfo = (cardNo: string, options?: RequestOptions) => get('/api/card/info', cardInfo, { cardNo }, options);

/** POST /api/card/bind {cardNo, key, phone, code} */
export const bindCard = (body: BindCardBody) => post('/api/card/bind', body);

const gift = obj<GiveCardResult>({ url: text, iconUrl: text, title: text, description: text });

/** POST /api/card/giveCard {cardNo, phone} */
export const giveCard = (cardNo: string, phone: string) => post('/api/card/giveCard', { cardNo, phone }, gift);
