/**
 * Delivery days: China calendar days (./china-day.ts), each named by the ms of its China midnight,
 * and the ship-date number YYYYMMDD of spec §3. The app's exchange and order screens and the
 * reference server (its shipDate checks) run these same rules.
 */
import dayjs from 'dayjs';
import type { Timestamp } from '../api/types';
import { chinaDateNumber, chinaDayStart, formatDate, instantOf } from './china-day';
import { toTime } from './format';

/** The ship-date number YYYYMMDD of the China day containing `value`; 0 when not a date. */
export function toShipDate(value: Timestamp): number {
  const ms = toTime(value);
  return ms === null ? 0 : chinaDateNumber(ms);
}

/** The China day (ms of its midnight) that a ship-date number names; null if it is not a real date. */
export function fromShipDate(shipDate: number | string | null | undefined): number | null {
  const text = String(shipDate ?? '');
  return /^\d{8}$/.test(text) ? parseDay(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`) : null;
}

/** 'YYYY-MM-DD' for a ship-date number, or '' when it is not one. */
export function formatShipDate(shipDate: number | string | null | undefined): string {
  const day = fromShipDate(shipDate);
  return day === null ? '' : formatDate(day);
}

/** ms of the China midnight starting the China day that contains `value`; 0 when not a date. */
export function startOfDay(value: Timestamp): number {
  const ms = toTime(value);
  return ms === null ? 0 : chinaDayStart(ms);
}

/** The China day a date input's 'YYYY-MM-DD' names (ms of its midnight), or null. */
export function parseDay(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  // Read as the wall clock of China midnight; a day that does not exist (Feb 30) rolls over and reads back otherwise.
  const day = dayjs.utc(text);
  return day.isValid() && day.format('YYYY-MM-DD') === text ? instantOf(day) : null;
}
