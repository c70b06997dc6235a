/**
 * Calendar days of the programme. It runs in China, so every day the server counts (earliest ship
 * time, delivery days, the date in serial numbers, seeded history) is an Asia/Shanghai day, whatever
 * TZ the server process has. China keeps UTC+8 all year (no daylight saving since 1991), so a fixed
 * offset is exact and every day is 24 hours long.
 */
import { DAY_MS } from './context';

export const CHINA_UTC_OFFSET_MS = 8 * 3_600_000;

/** ms of 00:00 China time on the China day containing `ms`. */
export const chinaDayStart = (ms: number): number => Math.floor((ms + CHINA_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_UTC_OFFSET_MS;

/** The China day start `days` whole days after (or, negative, before) the day containing `ms`. */
export const addChinaDays = (ms: number, days: number): number => chinaDayStart(ms) + days * DAY_MS;

/** The China date containing `ms` as the number YYYYMMDD (spec §3 shipDate; serial numbers). */
export function chinaDateNumber(ms: number): number {
  const d = new Date(ms + CHINA_UTC_OFFSET_MS); // read with the UTC getters: the China wall clock
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/** ms of 00:00 China time on the day a YYYYMMDD number names; null when it names no real day. */
export function fromChinaDateNumber(value: number): number | null {
  if (!Number.isSafeInteger(value) || value < 10000101 || value > 99991231) return null;
  const y = Math.floor(value / 10000);
  const m = Math.floor(value / 100) % 100;
  const d = value % 100;
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null; // no Feb 30
  return utc - CHINA_UTC_OFFSET_MS;
}
