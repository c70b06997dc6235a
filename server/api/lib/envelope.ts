/**
 * The response envelope `{success, data, errMessage, errCode}` (spec §7). Handlers return `ok(c, data)`
 * or throw an ApiFail; app.onError turns an ApiFail into a failure envelope with its HTTP status and
 * its message in the request's language (lib/words.ts).
 *
 * The codes say what kind of refusal it is, so an app can put it in its own words:
 * - `param.invalid`: the request itself is wrong (a field missing, of the wrong type or out of
 *   range); the message names the field, for developers, and an app shows its own words instead;
 * - `input.invalid`: what the member entered is refused, and the message says why in their words
 *   (a phone number, a delivery date, a plan too long);
 * - the others name their case (an SMS code, too few eggs, a state that no longer allows it, …).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../../src/api/types';
import { langOfRequest, type Words } from './words';

export type ErrCode =
  | 'token.error'
  | 'token.expire'
  | 'param.invalid'
  | 'input.invalid'
  | 'not.found'
  | 'state.conflict'
  | 'eggs.insufficient'
  | 'sms.invalid'
  | 'sms.too.frequent'
  | 'oauth.code.invalid'
  | 'forbidden'
  | 'server.error';

const STATUS: Record<ErrCode, ContentfulStatusCode> = {
  'token.error': 401,
  'token.expire': 401,
  'param.invalid': 400,
  'input.invalid': 400,
  'not.found': 404,
  'state.conflict': 409,
  'eggs.insufficient': 409,
  'sms.invalid': 400,
  'sms.too.frequent': 429,
  'oauth.code.invalid': 400,
  forbidden: 403,
  'server.error': 500,
};

/** Every code the server sends (apps map them to their own words: src/lib/refusal.ts). */
export const ERR_CODES = Object.keys(STATUS) as ErrCode[];

export class ApiFail extends Error {
  constructor(
    /** The message in both languages; `message` is the English one (logs). */
    readonly words: Words,
    readonly code: ErrCode = 'param.invalid',
    /** Seconds until the same request may succeed: sent as the HTTP Retry-After header, the envelope untouched. */
    readonly retryAfter?: number,
  ) {
    super(words.en);
    this.name = 'ApiFail';
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

/** Throws a failure; typed `never` so `value ?? fail(...)` narrows. */
export function fail(words: Words, code: ErrCode = 'param.invalid', retryAfter?: number): never {
  throw new ApiFail(words, code, retryAfter);
}

/** What a `not.found` can be about, in both languages. */
const THINGS = {
  card: { en: 'card', zh: '会员卡' },
  product: { en: 'product', zh: '商品' },
  combo: { en: 'combo', zh: '充值套餐' },
  voucher: { en: 'voucher', zh: '礼品券' },
  address: { en: 'address', zh: '地址' },
  order: { en: 'order', zh: '订单' },
  plan: { en: 'plan', zh: '订单计划' },
  payment: { en: 'payment', zh: '支付单' },
  'top-up payment': { en: 'top-up payment', zh: '充值支付单' },
} satisfies Record<string, Words>;

export function notFound(what: keyof typeof THINGS): never {
  const thing = THINGS[what];
  return fail({ en: `${thing.en} not found`, zh: `${thing.zh}不存在` }, 'not.found');
}

export function ok<T>(c: Context, data: T) {
  const body: Envelope<T> = { success: true, data, errMessage: null, errCode: null };
  return c.json(body, 200);
}

export function failure(c: Context, error: ApiFail) {
  const body: Envelope<null> = { success: false, data: null, errMessage: error.words[langOfRequest(c)], errCode: error.code };
  if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
  return c.json(body, error.status);
}
