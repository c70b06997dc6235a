/**
 * Decoders for the answers' data (issue 13.3): each call's answer is decoded once, here at the api/
 * boundary, so screens can trust src/api/types.ts. What is safe is coerced; what is not throws, and
 * the client turns that into a 'malformed' ApiError: the screen's error state with retry, never the
 * error boundary.
 *
 * The rules, the same for every call:
 * - identifiers (ids, card numbers, keys and tokens) are required; a card number sent as a number
 *   is read as its digits (Java backends send a Long either way);
 * - numbers are required; numeric text is read as a number; a fee left out or null is none (0);
 * - text only shown is never required: missing, null or of another type it is '' (a number, its digits);
 * - a missing or null list is empty; anything else that is not a list is malformed;
 * - a missing flag is false; 1 and 'true' are true;
 * - a value of a closed set (order state, plan period) outside the set is malformed; a card level
 *   that is not a number is the ordinary tier (spec §4).
 * Hand-written: docs/architecture.md, "Answers", has the bytes measured against a schema library.
 * What the first screen (home, sign-in) needs is here, in the first visit's chunk; the rest of the
 * rules are in ./decode-more.ts, which loads with the other screens.
 */
import type { CurrentUser, UserCard } from './types';

export type Decoder<T> = (value: unknown) => T;

/** A screen's GET and the decoder of its data: what stores/last-known.ts keeps an answer under and reads it back with. */
export interface Answer<T> {
  path: string;
  decode: Decoder<T>;
}

export const malformed = (): never => {
  throw new TypeError('malformed answer');
};

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text to show: '' when missing or not text; a number as its digits. */
export const text: Decoder<string> = (v) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? `${v}` : '');

/** A required identifier as text: a non-empty string, or a number as its digits. */
export const key: Decoder<string> = (v) => text(v) || malformed();

/** A required number: a number, or numeric text. */
export const num: Decoder<number> = (v) => {
  const n = typeof v === 'string' && v.trim() ? +v : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : malformed();
};

/** A time (ms timestamp or date text; the formatters read both); '' when missing or neither. */
export const time: Decoder<number | string> = (v) => (typeof v === 'number' ? v : text(v));

/** `decode`, or null when the value is missing or null. */
export const nullable =
  <T>(decode: Decoder<T>): Decoder<T | null> =>
  (v) =>
    v == null ? null : decode(v);

/** A card level: a number, else 0 (spec §4: any value but 3 and 2 is the ordinary tier). */
export const level: Decoder<number> = (v) => +text(v) || 0;

/** An object with these fields, each decoded (fields not named are dropped). */
export const obj =
  <T>(fields: { [K in keyof T]: Decoder<T[K]> }): Decoder<T> =>
  (v) => {
    if (!isObject(v)) malformed();
    const out = {} as T;
    for (const k in fields) out[k] = fields[k]((v as Json)[k]);
    return out;
  };

/** The data of a call whose answer is not used (spec §7 "not shown"). */
export const ignore: Decoder<unknown> = () => undefined;

/** GET /api/user/current's data (home). Here, import-free, because index.html's boot script reads it too (src/boot/home-shell.ts). */
export const currentUser = obj<CurrentUser>({
  nickname: text,
  avatar: text,
  totalEgg: num,
  totalCard: num,
  totalVoucher: num,
  card: nullable(obj<UserCard>({ cardNo: key, validTime: time, level })),
});
