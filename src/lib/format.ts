/** Display formatters (spec §9). Pure; accept what a backend may send, never throw. */
import dayjs from 'dayjs';
import type { Timestamp } from '../api/types';

/** A dayjs for a ms timestamp, a numeric string, or a 'YYYY-MM-DD[ HH:mm:ss]' string; null if invalid. */
export function toDay(value: Timestamp | null | undefined): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'number' || /^\d{10,}$/.test(value) ? dayjs(Number(value)) : dayjs(value);
  return d.isValid() ? d : null;
}

/** 'YYYY-MM-DD', or '' when the value is not a date. */
export const formatDate = (value: Timestamp | null | undefined): string => toDay(value)?.format('YYYY-MM-DD') ?? '';

/** 'YYYY-MM-DD HH:mm', or ''. */
export const formatDateTime = (value: Timestamp | null | undefined): string =>
  toDay(value)?.format('YYYY-MM-DD HH:mm') ?? '';

/** Card number in groups of 4 separated by spaces: '1234 5678 90'. */
export function formatCardNo(cardNo: string | null | undefined): string {
  return (cardNo ?? '').replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A fee or price with 2 decimals: 8 → '8.00'; not a number → '0.00'. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : '0.00';
}

/** The ship-date number YYYYMMDD for a day (local time). */
export function toShipDate(value: Timestamp): number {
  const d = toDay(value);
  return d ? Number(d.format('YYYYMMDD')) : 0;
}

/** The start of the day a ship-date number names, as dayjs; null if it is not a real date. */
export function fromShipDate(shipDate: number | string | null | undefined): dayjs.Dayjs | null {
  const text = String(shipDate ?? '');
  if (!/^\d{8}$/.test(text)) return null;
  const d = dayjs(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T00:00:00`);
  return d.isValid() && d.format('YYYYMMDD') === text ? d : null;
}

/** 'YYYY-MM-DD' for a ship-date number, or '' when it is not one. */
export const formatShipDate = (shipDate: number | string | null | undefined): string =>
  fromShipDate(shipDate)?.format('YYYY-MM-DD') ?? '';

/** ms timestamp of the start of the day containing `value`. */
export function startOfDay(value: Timestamp): number {
  return toDay(value)?.startOf('day').valueOf() ?? 0;
}
