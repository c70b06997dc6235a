import { describe, expect, it } from 'vitest';
import { chinaTime } from '../../src/lib/format';
import { formatCardNo, formatDate, formatDateTime, toTime } from '../../src/lib/format';
import { formatMoney } from '../../src/lib/money';
import { formatShipDate, fromShipDate, startOfDay, toShipDate } from '../../src/lib/ship-date';

/** A China wall-clock time (the phone running the tests is not on China time: tests/setup.ts). */
const local = (y: number, m: number, d: number, h = 0, min = 0) => chinaTime(y, m, d, h, min);

describe('formatCardNo (spec §9: groups of 4 separated by spaces)', () => {
  it('groups a card number in fours, the last group shorter', () => {
    expect(formatCardNo('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(formatCardNo('123456789')).toBe('1234 5678 9');
    expect(formatCardNo('1234')).toBe('1234');
    expect(formatCardNo('12')).toBe('12');
  });

  it('regroups a number that already has spaces, and keeps letters', () => {
    expect(formatCardNo('1234 56 78 9012')).toBe('1234 5678 9012');
    expect(formatCardNo('EGG0012345')).toBe('EGG0 0123 45');
  });

  it('gives an empty string for nothing, never a throw', () => {
    expect(formatCardNo('')).toBe('');
    expect(formatCardNo(null)).toBe('');
    expect(formatCardNo(undefined)).toBe('');
  });
});

describe('formatDate (spec §9: YYYY-MM-DD)', () => {
  it('formats a ms timestamp', () => {
    expect(formatDate(local(2027, 3, 1, 15, 30))).toBe('2027-03-01');
  });

  it("formats 'YYYY-MM-DD HH:mm:ss' and 'YYYY-MM-DD' strings (no iOS Invalid Date)", () => {
    expect(formatDate('2026-12-31 23:59:59')).toBe('2026-12-31');
    expect(formatDate('2026-01-05')).toBe('2026-01-05');
  });

  it('formats a numeric string as a ms timestamp', () => {
    expect(formatDate(String(local(2026, 7, 9, 8)))).toBe('2026-07-09');
  });

  it('reads a day with toTime (zone-less text is China time), null when it is not one', () => {
    expect(toTime('2026-11-21 10:00:00')).toBe(local(2026, 11, 21, 10));
    expect(toTime('2026/11/21')).toBe(local(2026, 11, 21));
    expect(toTime('2026-02-30')).toBeNull(); // no such day
    expect(toTime('junk')).toBeNull();
    expect(toTime(null)).toBeNull();
    expect(toTime({} as never)).toBeNull(); // an oddly typed answer
  });

  it("gives '' for an invalid or missing date", () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('formats date and time as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2026-11-21 08:05:09')).toBe('2026-11-21 08:05');
    expect(formatDateTime(local(2026, 11, 21, 22, 40))).toBe('2026-11-21 22:40');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatMoney (spec §9: fees with 2 decimals)', () => {
  it('shows 2 decimals', () => {
    expect(formatMoney(8)).toBe('8.00');
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(3.456)).toBe('3.46');
    expect(formatMoney('7.1')).toBe('7.10');
  });

  it("gives '0.00' for anything that is not a number", () => {
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
});

describe('ship-date numbers YYYYMMDD (spec §3 Order.shipDate)', () => {
  it('turns a day into its number, from ms or a date string', () => {
    expect(toShipDate(local(2026, 11, 21, 22, 40))).toBe(20261121);
    expect(toShipDate('2027-01-02 00:00:00')).toBe(20270102);
    expect(toShipDate('2027-01-02')).toBe(20270102);
  });

  it('gives 0 for an invalid day, never a throw', () => {
    expect(toShipDate('not a date')).toBe(0);
    expect(toShipDate('')).toBe(0);
  });

  it('turns a number (or numeric string) back into the start of that day', () => {
    expect(fromShipDate(20261121)).toBe(local(2026, 11, 21));
    expect(fromShipDate('20270102')).toBe(local(2027, 1, 2));
    expect(formatShipDate(20261121)).toBe('2026-11-21');
  });

  it("gives null / '' for invalid ship dates: wrong length, impossible days, junk", () => {
    for (const bad of [2026112, 202611211, 20261131, 20260229, 20261300, 'abcdefgh', '', null, undefined, -20261121, 2026.1121]) {
      expect(fromShipDate(bad as never)).toBeNull();
      expect(formatShipDate(bad as never)).toBe('');
    }
    expect(fromShipDate(20240229)).toBe(local(2024, 2, 29)); // a leap day is real
  });

  it('round-trips: number → day → number', () => {
    for (const n of [20260101, 20261231, 20240229, 20270615]) {
      expect(toShipDate(fromShipDate(n)!)).toBe(n);
    }
  });
});

describe('startOfDay', () => {
  it('gives the China midnight of the China day containing a time', () => {
    expect(startOfDay(local(2026, 11, 21, 22, 40))).toBe(local(2026, 11, 21));
    expect(startOfDay('2026-11-21 10:00:00')).toBe(local(2026, 11, 21));
    expect(startOfDay('junk')).toBe(0);
  });
});
