/**
 * Business dates are China calendar days whatever the clock's zone. These cases run with the
 * process TZ switched (Node applies a runtime change of process.env.TZ) to zones on both sides of
 * UTC+8, so a day taken from the machine's or the phone's clock fails a test whatever TZ the run has.
 */
import { afterEach, expect } from 'vitest';

/** Their offsets in January, minutes behind UTC as getTimezoneOffset() says. */
const OFFSET_IN_JANUARY = { UTC: 0, 'America/Los_Angeles': 480, 'Asia/Shanghai': -480, 'Pacific/Kiritimati': -840 } as const;
export const ZONES = Object.keys(OFFSET_IN_JANUARY) as (keyof typeof OFFSET_IN_JANUARY)[];

/** 00:30 on Sunday 22 Nov in China: still Saturday the 21st in UTC and in Los Angeles. */
export const JUST_AFTER_MIDNIGHT = Date.parse('2026-11-21T16:30:00Z');
/** 23:59 on Saturday 21 Nov in China: already Sunday the 22nd in Kiritimati. */
export const JUST_BEFORE_MIDNIGHT = Date.parse('2026-11-21T15:59:00Z');

/** Switches the process to `tz` for the rest of the case, after checking the switch took effect; the file's zone comes back after each case. */
export function useTimeZone(tz: keyof typeof OFFSET_IN_JANUARY | string): void {
  process.env.TZ = tz;
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(tz);
  if (tz in OFFSET_IN_JANUARY) expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(OFFSET_IN_JANUARY[tz as keyof typeof OFFSET_IN_JANUARY]);
}

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});
