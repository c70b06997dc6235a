/**
 * The response envelope `{success, data, errMessage, errCode}` (spec §7). Handlers return `ok(c, data)`
 * or throw an ApiFail; app.onError turns an ApiFail into a failure envelope with its HTTP status.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../../src/api/types';

export type ErrCode =
  | 'token.error'
  | 'token.expire'
  | 'param.invalid'
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
  'not.found': 404,
  'state.conflict': 409,
  'eggs.insufficient': 409,
  'sms.invalid': 400,
  'sms.too.frequent': 429,
  'oauth.code.invalid': 400,
  forbidden: 403,
  'server.error': 500,
};

export class ApiFail extends Error {
  constructor(
    message: string,
    readonly code: ErrCode = 'param.invalid',
    /** Seconds until the same request may succeed: sent as the HTTP Retry-After header, the envelope untouched. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiFail';
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

/** Throws a failure; typed `never` so `value ?? fail(...)` narrows. */
export function fail(message: string, code: ErrCode = 'param.invalid', retryAfter?: number): never {
  throw new ApiFail(message, code, retryAfter);
}

export function notFound(what: string): never {
  return fail(`${what} not found`, 'not.found');
}

export function ok<T>(c: Context, data: T) {
  const body: Envelope<T> = { success: true, data, errMessage: null, errCode: null };
  return c.json(body, 200);
}

export function failure(c: Context, error: ApiFail) {
  const body: Envelope<null> = { success: false, data: null, errMessage: error.message, errCode: error.code };
  if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
  return c.json(body, error.status);
}
