/**
 * Delivery rules shared by orders and plans.
 * - Days are China (Asia/Shanghai) calendar days, whatever TZ the server runs in (src/lib/china-day.ts, the app's own rules).
 * - Earliest ship time: tomorrow 00:00 China time.
 * - shipTime on or after it is taken as the start of its China day; shipDate must name the same day.
 * - Plans deliver every 7 / 14 / 28 days from shipTime up to and including finishTime.
 * - Express fee: the product's fee per delivery (quantity does not change it); a voucher's own fee.
 */
import type { PlanType } from '../../../src/api/types';
import { addChinaDays, chinaDayStart } from '../../../src/lib/china-day';
import { toShipDate } from '../../../src/lib/ship-date';
import { fail } from './envelope';
import { shipDate, str, timestamp, type Body } from './validate';

export const PLAN_TYPES: readonly PlanType[] = ['ONE_WEEK', 'TWO_WEEK', 'FOUR_WEEK'];
export const PLAN_PERIOD_DAYS: Record<PlanType, number> = { ONE_WEEK: 7, TWO_WEEK: 14, FOUR_WEEK: 28 };
export const MAX_DELIVERIES = 60;
export const MAX_REMARK = 200;
export const MAX_PRODUCT_NUMBER = 999;

/** Tomorrow 00:00 China time, as of `now`. */
export const earliestShipTime = (now: number): number => addChinaDays(now, 1);

export interface Shipping {
  shipTime: number;
  shipDate: number;
  remark: string;
}

/** shipTime, shipDate and remark of a create body, checked against the earliest ship time. */
export function readShipping(body: Body, now: number): Shipping {
  const shipTime = readShipTime(body, now);
  const date = shipDate(body);
  const remark = str(body, 'remark', { required: false, max: MAX_REMARK });
  if (toShipDate(shipTime) !== date) fail({ en: 'shipDate and shipTime must name the same day', zh: 'shipDate 与 shipTime 必须是同一天' });
  return { shipTime, shipDate: date, remark };
}

/** shipTime as the start of its China day, not before the earliest ship time. */
export function readShipTime(body: Body, now: number): number {
  const shipTime = timestamp(body, 'shipTime');
  if (shipTime < earliestShipTime(now)) fail({ en: 'the delivery date cannot be earlier than tomorrow', zh: '配送日期不能早于明天' }, 'input.invalid');
  return chinaDayStart(shipTime);
}

/** Delivery days (ms, China day starts) from shipTime to finishTime inclusive. */
export function planDates(shipTime: number, finishTime: number, type: PlanType): number[] {
  const dates: number[] = [];
  for (let d = chinaDayStart(shipTime); d <= finishTime; d = addChinaDays(d, PLAN_PERIOD_DAYS[type])) {
    dates.push(d);
    if (dates.length > MAX_DELIVERIES)
      fail(
        {
          en: `a plan can have at most ${MAX_DELIVERIES} deliveries, choose an earlier end date`,
          zh: `一个计划最多配送${MAX_DELIVERIES}次，请选择更早的结束日期`,
        },
        'input.invalid',
      );
  }
  return dates;
}

/** finishTime of a plan body: on or after shipTime. */
export function readFinishTime(body: Body, shipTime: number): number {
  const finishTime = timestamp(body, 'finishTime');
  if (finishTime < shipTime) fail({ en: 'the end date cannot be earlier than the delivery date', zh: '结束日期不能早于配送日期' }, 'input.invalid');
  return finishTime;
}
