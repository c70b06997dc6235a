/**
 * Home's first paint and index.html's boot script format dates by hand (src/lib/format.ts), every
 * other screen and the server with dayjs (src/lib/china-day.ts): the first visit does not carry
 * dayjs. These cases hold the two equal across China midnight, with the process in zones on both
 * sides of UTC+8 (tests/helpers/time-zone.ts), on days where the month, the year, a leap day or
 * Los Angeles's summer time turns.
 */
import { describe, expect, it } from 'vitest';
import * as dayjsFormat from '../../src/lib/china-day';
import { chinaClock, chinaDayStart } from '../../src/lib/china-day';
import * as firstPaint from '../../src/lib/format';
import { chinaTime } from '../../src/lib/format';
import { useTimeZone, ZONES } from '../helpers/time-zone';

const MINUTE = 60_000;

/** China days [year, month, day] whose midnight the cases straddle. */
const DAYS: [number, number, number][] = [
  [2026, 11, 22], // the day tests/helpers/time-zone.ts names
  [2027, 1, 1], // a new year
  [2028, 2, 29], // a leap day
  [2028, 3, 1], // the day after it
  [2026, 3, 8], // Los Angeles moves to summer time (10:00Z)
  [2026, 11, 1], // and back (09:00Z)
];

/** Instants around the China midnight that starts each day: 23:59, the last ms, 00:00, 00:01; and noon (summer time turns by day). */
const INSTANTS = DAYS.flatMap(([y, m, d]) => {
  const midnight = chinaTime(y, m, d);
  return [midnight - MINUTE, midnight - 1, midnight, midnight + MINUTE, midnight - 12 * 60 * MINUTE];
});

/** What a backend may send for an instant: the ms, its digits, China wall-clock text, ISO text with a zone. */
const forms = (ms: number) => {
  const china = chinaClock(ms);
  return [ms, String(ms), china.format('YYYY-MM-DD HH:mm:ss'), china.format('YYYY/MM/DD'), new Date(ms).toISOString()];
};

describe.each(ZONES)('the first paint formats dates as dayjs does, with the phone in %s', (tz) => {
  it('YYYY-MM-DD and YYYY-MM-DD HH:mm of China time, at 23:59 and 00:00 China time', () => {
    useTimeZone(tz);
    for (const ms of INSTANTS)
      for (const value of forms(ms)) {
        expect(firstPaint.formatDate(value), `formatDate(${value})`).toBe(dayjsFormat.formatDate(value));
        expect(firstPaint.formatDateTime(value), `formatDateTime(${value})`).toBe(dayjsFormat.formatDateTime(value));
      }
    // The boundary itself, spelled out: 23:59 is still the 21st, 00:00 the 22nd.
    const midnight = chinaTime(2026, 11, 22);
    expect(firstPaint.formatDateTime(midnight - MINUTE)).toBe('2026-11-21 23:59');
    expect(dayjsFormat.formatDateTime(midnight)).toBe('2026-11-22 00:00');
  });

  it("the offline line's time: HH:mm on the same China day as now, else the date too", () => {
    useTimeZone(tz);
    for (const seen of INSTANTS)
      for (const now of [seen, seen + MINUTE, seen + 2 * MINUTE, seen + 60 * MINUTE]) {
        const sameDay = chinaDayStart(seen) === chinaDayStart(now);
        expect(firstPaint.formatSeenAt(seen, now), `formatSeenAt(${seen}, ${now})`).toBe(chinaClock(seen).format(sameDay ? 'HH:mm' : 'YYYY-MM-DD HH:mm'));
      }
  });

  it("nothing, or what is not a date, is '' for both", () => {
    useTimeZone(tz);
    for (const value of [null, undefined, '', 'junk', '2026-02-30', '2026-13-01', {} as never]) {
      expect(firstPaint.formatDate(value)).toBe('');
      expect(dayjsFormat.formatDate(value)).toBe('');
      expect(firstPaint.formatDateTime(value)).toBe('');
      expect(dayjsFormat.formatDateTime(value)).toBe('');
    }
  });
});
