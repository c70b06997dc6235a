/**
 * The rules of ./decode.ts that only screens after the first use (lists, pages, closed sets, flags,
 * fees): kept apart so they load with those screens, not on the first visit's budget.
 */
import { malformed, num, obj, type Decoder } from './decode';
import type { Page } from './types';

/** A fee: missing or null is none (0); anything else as `num`. */
export const fee: Decoder<number> = (v) => (v == null ? 0 : num(v));

/**
 * A field beyond spec §3 that a backend may leave out: undefined when missing or unreadable (the
 * screen then shows less), never a reason to refuse the whole answer.
 */
export const extra: Decoder<number | undefined> = (v) => {
  const n = typeof v === 'string' && v.trim() ? +v : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** A flag: true, 1, 'true', '1'; anything else is false. */
export const flag: Decoder<boolean> = (v) => v === true || v === 1 || v === 'true' || v === '1';

/** One of `values` (numeric text read as a number where the values are numbers). */
export const oneOf =
  <T extends string | number>(values: readonly T[]): Decoder<T> =>
  (v) => {
    const x = typeof values[0] === 'number' ? num(v) : v;
    return values.includes(x as T) ? (x as T) : malformed();
  };

/** A list of `decode`'s values: [] when missing or null; any item malformed makes the list malformed. */
export const list =
  <T>(decode: Decoder<T>): Decoder<T[]> =>
  (v) =>
    v == null ? [] : Array.isArray(v) ? v.map((item) => decode(item)) : malformed();

/**
 * A page of `item`s (spec §7 "list, total"). A total left out is Infinity: a cursor-paged list then
 * asks for more until a page comes back empty. A decoded page read again (a kept one, still in
 * memory) keeps its Infinity.
 */
export const page = <T>(item: Decoder<T>): Decoder<Page<T>> =>
  obj<Page<T>>({ list: list(item), total: (v) => (v == null || v === Infinity ? Infinity : num(v)) });

/**
 * `decode(value)`, or null when it cannot be read. For an answer a screen passed on in history
 * state: it was decoded then, but the entry may outlive the app version that wrote it.
 */
export const attempt = <T>(decode: Decoder<T>, value: unknown): T | null => {
  try {
    return decode(value);
  } catch {
    return null;
  }
};
