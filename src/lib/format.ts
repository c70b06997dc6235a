/**
 * Display formatters (spec §9). Pure; accept what a backend may send, never throw.
 *
 * Written without dayjs on purpose: the member card on the first screen needs only these, and
 * dayjs would add ~3 kB brotli to the first visit (budget 25 kB). Date arithmetic (pickers, plan
 * dates) uses dayjs where it happens.
 */
import type { Timestamp } from '../api/types';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A Date for a ms timestamp, a numeric string, ISO text, or 'YYYY-MM-DD[ HH:mm[:ss]]' /
 * 'YYYY/MM/DD' (read by hand: iOS WebViews reject the space form); null when it is not a date.
 */
export function toDate(value: Timestamp | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d{10,}$/.test(value)) {
    const d = new Date(Number(value));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (m) {
    const d = new Date(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
    return d.getMonth() === +m[2] - 1 && d.getDate() === +m[3] ? d : null; // no Feb 30
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 'YYYY-MM-DD', or '' when the value is not a date. */
export function formatDate(value: Timestamp | null | undefined): string {
  const d = toDate(value);
  return d ? ymd(d) : '';
}

/** 'YYYY-MM-DD HH:mm', or ''. */
export function formatDateTime(value: Timestamp | null | undefined): string {
  const d = toDate(value);
  return d ? `${ymd(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** Card number in groups of 4 separated by spaces: '1234 5678 90'. */
export function formatCardNo(cardNo: string | null | undefined): string {
  return (cardNo ?? '').replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A fee or price with 2 decimals: 8 → '8.00'; not a number → '0.00'. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : '0.00';
}

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
