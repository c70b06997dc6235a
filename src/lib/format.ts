/**
 * Reading a backend's dates, and the display formatters of home's first paint (spec §9). Pure;
 * accept what a backend may send, never throw. Dates are China calendar days and China wall-clock
 * times on every phone.
 *
 * The date formatters here are hand-written copies of ./china-day.ts's (on dayjs), for the first
 * paint only: home's card, the offline line and index.html's boot script (src/boot/) use them, and
 * dayjs would add its bytes to the first visit. tests/lib/first-paint-dates.test.ts holds both equal
 * across China midnight in several zones; every other screen formats with ./china-day.ts.
 */
import type { Timestamp } from '../api/types';

/** China's offset from UTC: Asia/Shanghai keeps UTC+8 all year (no daylight saving since 1991). */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date whose UTC fields read the China wall clock at `ms` (never the phone's local-time methods). */
const clock = (ms: number) => new Date(ms + CHINA_OFFSET_MS);

/** The instant of a China wall-clock time (month 1–12); NaN when a field is not a number. */
export const chinaTime = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS;

/**
 * The instant (ms) of a ms timestamp, a numeric string, ISO text with a zone, or a China wall-clock
 * text 'YYYY-MM-DD[ HH:mm[:ss]]' / 'YYYY/MM/DD' / ISO without a zone (read by hand: iOS WebViews
 * reject the space form, and the phone's zone is not the backend's); null when it is not a date.
 */
export function toTime(value: Timestamp | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d{10,}$/.test(value)) {
    const ms = Number(value);
    return Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime()) ? ms : null;
  }
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(value.trim());
  if (m) {
    const ms = chinaTime(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
    const d = clock(ms);
    return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? ms : null; // no Feb 30
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** 'YYYY-MM-DD' of the China day containing the instant `ms`. */
function chinaYmd(ms: number): string {
  const d = clock(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD' (China day), or '' when the value is not a date. */
export function formatDate(value: Timestamp | null | undefined): string {
  const ms = toTime(value);
  return ms === null ? '' : chinaYmd(ms);
}

/** 'YYYY-MM-DD HH:mm' (China time), or ''. */
export function formatDateTime(value: Timestamp | null | undefined): string {
  const ms = toTime(value);
  if (ms === null) return '';
  const d = clock(ms);
  return `${chinaYmd(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** When last-known data was received (issue 29.4): 'HH:mm' China time on the same China day as `now`, else 'YYYY-MM-DD HH:mm'. */
export function formatSeenAt(ms: number, now = Date.now()): string {
  const at = formatDateTime(ms);
  return chinaYmd(ms) === chinaYmd(now) ? at.slice(11) : at;
}

/** Card number in groups of 4 separated by spaces: '1234 5678 90'. */
export function formatCardNo(cardNo: string | null | undefined): string {
  return (cardNo ?? '').replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
