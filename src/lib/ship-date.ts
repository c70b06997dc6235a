/**
 * Delivery days: the ship-date number YYYYMMDD of spec §3 and local day starts. Kept apart from
 * format.ts so the first screen does not download what only the exchange and order screens use.
 */
import type { Timestamp } from '../api/types';
import { toDate, ymd } from './format';

/** The ship-date number YYYYMMDD for a day (local time); 0 when not a date. */
export function toShipDate(value: Timestamp): number {
  const d = toDate(value);
  return d ? d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate() : 0;
}

/** The local start of the day a ship-date number names; null if it is not a real date. */
export function fromShipDate(shipDate: number | string | null | undefined): Date | null {
  const text = String(shipDate ?? '');
  return /^\d{8}$/.test(text) ? toDate(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`) : null;
}

/** 'YYYY-MM-DD' for a ship-date number, or '' when it is not one. */
export function formatShipDate(shipDate: number | string | null | undefined): string {
  const d = fromShipDate(shipDate);
  return d ? ymd(d) : '';
}

/** ms timestamp of the local start of the day containing `value`; 0 when not a date. */
export function startOfDay(value: Timestamp): number {
  const d = toDate(value);
  return d ? new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() : 0;
}
