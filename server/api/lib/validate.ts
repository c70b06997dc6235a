/**
 * Payload checks shared by every module. Each reads one field, throws a 400 ApiFail naming the field
 * (`param.invalid`: for developers; an app says it in its own words), or returns the value typed.
 * Only phone() speaks to the member (`input.invalid`, spec §5's words).
 */
import type { Context } from 'hono';
import { PHONE_PATTERN } from '../../../src/lib/validate';
import { fromShipDate } from '../../../src/lib/ship-date';
import { fail } from './envelope';
import type { Words } from './words';

export type Body = Record<string, unknown>;

const MAX_BODY = 64 * 1024;

/** The JSON object body; a malformed or non-object body is a clear 400. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.length > MAX_BODY) fail({ en: 'request body is too large', zh: '请求内容过大' });
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail({ en: 'request body is not valid JSON', zh: '请求内容不是有效的 JSON' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail({ en: 'request body must be a JSON object', zh: '请求内容必须是 JSON 对象' });
  return value as Body;
}

const missing = (v: unknown) => v === undefined || v === null || v === '';

const requiredWords = (key: string): Words => ({ en: `${key} is required`, zh: `缺少 ${key}` });
const positive = (key: string): Words => ({ en: `${key} must be a positive integer`, zh: `${key} 必须是正整数` });
const tooLong = (key: string, max: number): Words => ({ en: `${key} must be at most ${max} characters`, zh: `${key} 不能超过 ${max} 个字符` });

export const PHONE_REQUIRED: Words = { en: 'please enter phone number', zh: '请输入手机号' };

/** A positive integer id or count. */
export function posInt(o: Body, key: string, opts: { max?: number } = {}): number {
  const v = o[key];
  if (missing(v)) fail(requiredWords(key));
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) fail(positive(key));
  if (opts.max !== undefined && v > opts.max) fail({ en: `${key} must be at most ${opts.max}`, zh: `${key} 不能大于 ${opts.max}` });
  return v;
}

/** A millisecond timestamp (non-negative integer). */
export function timestamp(o: Body, key: string): number {
  const v = o[key];
  if (missing(v)) fail(requiredWords(key));
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) fail({ en: `${key} must be a timestamp in milliseconds`, zh: `${key} 必须是毫秒时间戳` });
  return v;
}

/** Text; `whenEmpty` is the member's words for a required field left empty (an `input.invalid`). */
export function str(o: Body, key: string, opts: { max?: number; required?: boolean; label?: string; whenEmpty?: Words } = {}): string {
  const { max = 200, required = true, label = key, whenEmpty } = opts;
  const v = o[key];
  const empty = (): never => (whenEmpty ? fail(whenEmpty, 'input.invalid') : fail(requiredWords(label)));
  if (v === undefined || v === null) {
    if (required) empty();
    return '';
  }
  if (typeof v !== 'string') fail({ en: `${label} must be a string`, zh: `${label} 必须是字符串` });
  const s = v.trim();
  if (required && !s) empty();
  if ([...s].length > max) fail(tooLong(label, max));
  return s;
}

/** Spec §5 messages: 'please enter phone number', 'please enter a correct mobile number'. */
export function phone(o: Body, key = 'phone'): string {
  const v = o[key];
  if (missing(v)) fail(PHONE_REQUIRED, 'input.invalid');
  if (typeof v !== 'string' || !PHONE_PATTERN.test(v.trim())) fail({ en: 'please enter a correct mobile number', zh: '请输入正确的手机号' }, 'input.invalid');
  return v.trim();
}

export function oneOf<T extends string | number>(o: Body, key: string, values: readonly T[]): T {
  const v = o[key];
  if (missing(v)) fail(requiredWords(key));
  if (!values.includes(v as T)) fail({ en: `${key} must be one of ${values.join(', ')}`, zh: `${key} 必须是 ${values.join('、')} 之一` });
  return v as T;
}

export function optionalBool(o: Body, key: string): boolean {
  const v = o[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') fail({ en: `${key} must be true or false`, zh: `${key} 必须是 true 或 false` });
  return v;
}

/** A delivery date as the number YYYYMMDD naming a real day (read as a China date). */
export function shipDate(o: Body, key = 'shipDate'): number {
  const v = o[key];
  if (missing(v)) fail(requiredWords(key));
  if (typeof v !== 'number' || fromShipDate(v) === null)
    fail({ en: `${key} must be a date number like 20260131`, zh: `${key} 必须是形如 20260131 的日期数字` });
  return v;
}

/** An optional positive-integer query parameter. */
export function queryPosInt(c: Context, key: string): number | undefined {
  const v = c.req.query(key);
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,15}$/.test(v) || Number(v) < 1) fail(positive(key));
  return Number(v);
}

export function queryString(c: Context, key: string, max = 2000): string {
  const v = c.req.query(key)?.trim();
  if (!v) fail(requiredWords(key));
  if (v.length > max) fail(tooLong(key, max));
  return v;
}
