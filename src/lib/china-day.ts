/**
 * Business days are China calendar days (Asia/Shanghai: UTC+8 all year, no daylight saving since
 * 1991), whatever zone the member's phone or the server is in. The one home of these rules: the
 * app's screens and stores and the reference server (server/api/) import this file.
 *
 * On dayjs in UTC mode (its utc plugin) holding the China wall clock, the instant moved by +8 h: its
 * fields, startOf, add and format read China time, never the device's zone. Not `utcOffset(480)`:
 * that shifts the device's local clock and slips an hour where the device's zone changes to or from
 * summer time.
 *
 * Home's first paint and the boot script keep their hand-written copies (./format.ts) out of the first
 * visit's bytes; tests/lib/first-paint-dates.test.ts holds them equal to these.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Timestamp } from '../api/types';
import { CHINA_OFFSET_MS, toTime } from './format';

dayjs.extend(utc);

/** The China wall clock at the instant `ms`: a dayjs whose fields read China time. */
export const chinaClock = (ms: number): Dayjs => dayjs.utc(ms + CHINA_OFFSET_MS);

/** The instant a China wall clock (chinaClock's kind of dayjs) reads. */
export const instantOf = (clock: Dayjs): number => clock.valueOf() - CHINA_OFFSET_MS;

/** ms of the China midnight that starts the China day containing `ms`. */
export const chinaDayStart = (ms: number): number => instantOf(chinaClock(ms).startOf('day'));

/** The China day start `days` whole days after (or, negative, before) the China day containing `ms`. */
export const addChinaDays = (ms: number, days: number): number => instantOf(chinaClock(ms).startOf('day').add(days, 'day'));

/** The China date containing `ms` as the number YYYYMMDD (spec §3's shipDate; the server's serial numbers). */
export const chinaDateNumber = (ms: number): number => Number(chinaClock(ms).format('YYYYMMDD'));

/** `value` (any Timestamp a backend sends; ./format.ts's toTime reads it) in China time as `template`, or '' when it is not a date. */
function chinaFormat(value: Timestamp | null | undefined, template: string): string {
  const ms = toTime(value);
  return ms === null ? '' : chinaClock(ms).format(template);
}

/** 'YYYY-MM-DD' (China day), or '' when the value is not a date (spec §9). */
export const formatDate = (value: Timestamp | null | undefined): string => chinaFormat(value, 'YYYY-MM-DD');

/** 'YYYY-MM-DD HH:mm' (China time), or '' (spec §9). */
export const formatDateTime = (value: Timestamp | null | undefined): string => chinaFormat(value, 'YYYY-MM-DD HH:mm');
