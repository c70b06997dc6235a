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

export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

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

