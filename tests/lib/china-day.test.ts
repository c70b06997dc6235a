/**
 * Business dates are China calendar days on every phone. Each case runs with the process TZ
 * switched to zones on both sides of UTC+8 (Node applies a runtime change of process.env.TZ), as the
 * server's china-day tests do, so a day taken from the phone's clock fails here.
 */
import { describe, expect, it } from 'vitest';
import { JUST_AFTER_MIDNIGHT, JUST_BEFORE_MIDNIGHT, useTimeZone, ZONES } from '../helpers/time-zone';
import { chinaDayStart, formatDate, formatDateTime } from '../../src/lib/china-day';
import { chinaTime, toTime } from '../../src/lib/format';
import { formatShipDate, fromShipDate, parseDay, startOfDay, toShipDate } from '../../src/lib/ship-date';
import { effectiveShipDay, toShipTime } from '../../src/stores/exchange';

const CHINA_22_NOV = Date.parse('2026-11-22T00:00:00+08:00');

describe.each(ZONES)('China days with the phone in %s', (tz) => {
  it('shows dates and times as China sees them', () => {
    useTimeZone(tz);
    expect(formatDate(JUST_AFTER_MIDNIGHT)).toBe('2026-11-22');
    expect(formatDate(JUST_BEFORE_MIDNIGHT)).toBe('2026-11-21');
    expect(formatDateTime(JUST_AFTER_MIDNIGHT)).toBe('2026-11-22 00:30');
    expect(formatDateTime(JUST_BEFORE_MIDNIGHT)).toBe('2026-11-21 23:59');
    // A backend's zone-less text is China wall-clock time.
    expect(toTime('2026-11-22 00:30:00')).toBe(JUST_AFTER_MIDNIGHT);
    expect(toTime('2026-11-22T00:30')).toBe(JUST_AFTER_MIDNIGHT);
    expect(formatDateTime('2026-11-21 23:59')).toBe('2026-11-21 23:59');
    // Text with a zone is that instant.
    expect(formatDateTime('2026-11-21T16:30:00Z')).toBe('2026-11-22 00:30');
  });

  it('names delivery days by their China date: the ship-date number and the day start', () => {
    useTimeZone(tz);
    expect(toShipDate(JUST_AFTER_MIDNIGHT)).toBe(20261122);
    expect(toShipDate(JUST_BEFORE_MIDNIGHT)).toBe(20261121);
    expect(startOfDay(JUST_AFTER_MIDNIGHT)).toBe(CHINA_22_NOV);
    expect(startOfDay(JUST_BEFORE_MIDNIGHT)).toBe(CHINA_22_NOV - 86_400_000);
    expect(fromShipDate(20261122)).toBe(CHINA_22_NOV);
    expect(formatShipDate(20261122)).toBe('2026-11-22');
    expect(toShipDate(fromShipDate(20240229)!)).toBe(20240229);
  });

  it("reads a date input's YYYY-MM-DD as that China day", () => {
    useTimeZone(tz);
    expect(parseDay('2026-11-22')).toBe(CHINA_22_NOV);
    expect(formatDate(parseDay('2026-11-22'))).toBe('2026-11-22');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-11-2')).toBeNull();
  });

  it('sends a chosen day as the server’s earliest ship time moved by whole China days', () => {
    useTimeZone(tz);
    // The reference server's earliest ship time: China midnight of the day after tomorrow.
    const earliest = Date.parse('2026-11-23T00:00:00+08:00');
    const minDay = startOfDay(earliest);
    expect(formatDate(minDay)).toBe('2026-11-23');
    const chosen = parseDay('2026-11-30')!;
    expect(toShipTime(earliest, chosen)).toBe(Date.parse('2026-11-30T00:00:00+08:00'));
    expect(toShipDate(toShipTime(earliest, chosen))).toBe(20261130);
    // A backend whose earliest time is mid-afternoon keeps that time of day.
    const afternoon = Date.parse('2026-11-23T15:30:00+08:00');
    expect(toShipTime(afternoon, chosen)).toBe(Date.parse('2026-11-30T15:30:00+08:00'));
    // Nothing chosen, or a day that has passed: the earliest day.
    expect(effectiveShipDay(null, minDay)).toBe(minDay);
    expect(effectiveShipDay(parseDay('2026-11-20'), minDay)).toBe(minDay);
    expect(effectiveShipDay(chosen, minDay)).toBe(chosen);
  });

  it('builds China days from wall-clock fields', () => {
    useTimeZone(tz);
    expect(chinaTime(2026, 11, 22, 0, 30)).toBe(JUST_AFTER_MIDNIGHT);
    expect(chinaDayStart(JUST_AFTER_MIDNIGHT)).toBe(CHINA_22_NOV);
    expect(chinaDayStart(CHINA_22_NOV)).toBe(CHINA_22_NOV);
  });
});

describe("China time where the phone's own zone changes to or from summer time", () => {
  it("reads China midnight in Santiago on the nights its clocks turn (dayjs in UTC mode, not the phone's clock shifted by utcOffset)", () => {
    useTimeZone('America/Santiago');
    for (const [y, m, d, before] of [
      [2026, 4, 5, '2026-04-04'],
      [2026, 9, 6, '2026-09-05'],
    ] as const) {
      const midnight = chinaTime(y, m, d);
      const day = `${y}-0${m}-0${d}`;
      expect(formatDateTime(midnight)).toBe(`${day} 00:00`);
      expect(formatDateTime(midnight - 60_000)).toBe(`${before} 23:59`);
      expect(formatDate(midnight + 30 * 60_000)).toBe(day);
      expect(chinaDayStart(midnight + 30 * 60_000)).toBe(midnight);
      expect(toShipDate(midnight - 1)).toBe(Number(before.replaceAll('-', '')));
    }
  });
});
