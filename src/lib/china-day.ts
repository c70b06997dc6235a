/**
 * Business days are China calendar days (Asia/Shanghai: UTC+8 all year, no daylight saving since
 * 1991), whatever zone the member's phone is in. Computed from the timestamp with a fixed +8 h and
 * the Date's UTC fields, never with the phone's local-time methods (getDate, getHours, new Date(y, m, d)).
 */

/** China's offset from UTC. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** A Date whose UTC fields read the China wall clock at `ms`. */
export const chinaClock = (ms: number) => new Date(ms + CHINA_OFFSET_MS);

/** The instant of a China wall-clock time (month 1–12); NaN when a field is not a number. */
export const chinaTime = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS;

/** ms of the China midnight that starts the China day containing `ms`. */
export const chinaDayStart = (ms: number) => ms - ((((ms + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
