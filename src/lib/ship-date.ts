/**
 * Delivery days: China calendar days (./china-day.ts), each named by the ms of its China midnight,
 * and the ship-date number YYYYMMDD of spec §3. Kept apart from format.ts so the first screen does
 * not download what only the exchange and order screens use.
 */
import type { Timestamp } from '../api/types';
import { chinaClock, chinaDayStart, chinaTime } from './china-day';
import { chinaYmd, toTime } from './format';

/** The ship-date number YYYYMMDD of the China day containing `value`; 0 when not a date. */
export function toShipDate(value: Timestamp): number {
  const ms = toTime(value);
  if (ms === null) return 0;
  const d = chinaClock(ms);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/** The China day (ms of its midnight) that a ship-date number names; null if it is not a real date. */
export function fromShipDate(shipDate: number | string | null | undefined): number | null {
  const text = String(shipDate ?? '');
  return /^\d{8}$/.test(text) ? toTime(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`) : null;
}

/** 'YYYY-MM-DD' for a ship-date number, or '' when it is not one. */
export function formatShipDate(shipDate: number | string | null | undefined): string {
  const day = fromShipDate(shipDate);
  return day === null ? '' : chinaYmd(day);
}

/** ms of the China midnight starting the China day that contains `value`; 0 when not a date. */
export function startOfDay(value: Timestamp): number {
  const ms = toTime(value);
  return ms === null ? 0 : chinaDayStart(ms);
}

/** The China day a date input's 'YYYY-MM-DD' names (ms of its midnight), or null. */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const day = chinaTime(+m[1], +m[2], +m[3]);
  return chinaYmd(day) === text ? day : null;
}
