/**
 * Payload checks shared by every module. Each reads one field, throws a 400 ApiFail with an English
 * message naming the field, or returns the value typed.
 */
import type { Context } from 'hono';
import { PHONE_PATTERN } from '../../../src/lib/validate';
import { fromChinaDateNumber } from './china-day';
import { fail } from './envelope';

export type Body = Record<string, unknown>;

const MAX_BODY = 64 * 1024;

/** The JSON object body; a malformed or non-object body is a clear 400. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.length > MAX_BODY) fail('request body is too large');
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail('request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('request body must be a JSON object');
  return value as Body;
}

const missing = (v: unknown) => v === undefined || v === null || v === '';

/** A positive integer id or count. */
export function posInt(o: Body, key: string, opts: { max?: number } = {}): number {
  const v = o[key];
  if (missing(v)) fail(`${key} is required`);
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) fail(`${key} must be a positive integer`);
  if (opts.max !== undefined && v > opts.max) fail(`${key} must be at most ${opts.max}`);
  return v;
}

/** A millisecond timestamp (non-negative integer). */
export function timestamp(o: Body, key: string): number {
  const v = o[key];
  if (missing(v)) fail(`${key} is required`);
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) fail(`${key} must be a timestamp in milliseconds`);
  return v;
}

export function str(o: Body, key: string, opts: { max?: number; required?: boolean; label?: string } = {}): string {
  const { max = 200, required = true, label = key } = opts;
  const v = o[key];
  if (v === undefined || v === null) {
    if (required) fail(`${label} is required`);
    return '';
  }
  if (typeof v !== 'string') fail(`${label} must be a string`);
  const s = v.trim();
  if (required && !s) fail(`${label} is required`);
  if ([...s].length > max) fail(`${label} must be at most ${max} characters`);
  return s;
}

/** Spec §5 messages: 'please enter phone number', 'please enter a correct mobile number'. */
export function phone(o: Body, key = 'phone'): string {
  const v = o[key];
  if (missing(v)) fail('please enter phone number');
  if (typeof v !== 'string' || !PHONE_PATTERN.test(v.trim())) fail('please enter a correct mobile number');
  return v.trim();
}

export function oneOf<T extends string | number>(o: Body, key: string, values: readonly T[]): T {
  const v = o[key];
  if (missing(v)) fail(`${key} is required`);
  if (!values.includes(v as T)) fail(`${key} must be one of ${values.join(', ')}`);
  return v as T;
}

export function optionalBool(o: Body, key: string): boolean {
  const v = o[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') fail(`${key} must be true or false`);
  return v;
}

/** A delivery date as the number YYYYMMDD naming a real day (read as a China date). */
export function shipDate(o: Body, key = 'shipDate'): number {
  const v = o[key];
  if (missing(v)) fail(`${key} is required`);
  if (typeof v !== 'number' || fromChinaDateNumber(v) === null) fail(`${key} must be a date number like 20260131`);
  return v;
}

/** An optional positive-integer query parameter. */
export function queryPosInt(c: Context, key: string): number | undefined {
  const v = c.req.query(key);
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,15}$/.test(v) || Number(v) < 1) fail(`${key} must be a positive integer`);
  return Number(v);
}

export function queryString(c: Context, key: string, max = 2000): string {
  const v = c.req.query(key)?.trim();
  if (!v) fail(`${key} is required`);
  if (v.length > max) fail(`${key} must be at most ${max} characters`);
  return v;
}
