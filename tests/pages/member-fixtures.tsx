/** Fixtures for the member screen tests (home, cards, bind, gift, top-up, vouchers, login). */

import type { Card, CardInfo, CurrentUser, Voucher } from '../../src/api/types';
import { $toast } from '../../src/ui/toast/toast';
import { chinaTime } from '../../src/lib/china-day';
export { deferred } from '../helpers/deferred';

export { fail, mockApi, renderScreen, settle } from './fulfilment-fixtures';

/** The message of the toast on screen now ('' when none). */
export const toastText = () => $toast.get()?.message ?? '';

/** 2027-06-30 local noon: formats as 2027-06-30 in any time zone the tests run in. */
export const VALID = chinaTime(2027, 6, 30, 12);

export function card(id: number, over: Partial<Card> = {}): Card {
  return {
    id,
    cardNo: `886600000000010${id}`,
    level: 2,
    phone: `1390000010${id}`,
    bindPhone: `1380000000${id}`,
    eggNumber: 60,
    money: 588,
    validTime: VALID,
    default: false,
    ...over,
  };
}

export function user(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    nickname: 'Li Lei',
    avatar: '',
    totalEgg: 260,
    totalCard: 2,
    totalVoucher: 3,
    card: { cardNo: '8866000000000101', validTime: VALID, level: 2 },
    ...over,
  };
}

export function cardInfo(over: Partial<CardInfo> = {}): CardInfo {
  return {
    canBind: true,
    specifiedCard: false,
    cardPhone: '',
    cardNo: '8866000000000101',
    level: 3,
    money: 1688,
    eggNumber: 200,
    validTime: VALID,
    ...over,
  };
}

export function voucher(id: number, over: Partial<Voucher> = {}): Voucher {
  return {
    id,
    voucherNo: `V-${id}`,
    name: `Egg voucher ${id}`,
    spec: '30 pcs a box',
    showMoney: 59.9,
    validTime: VALID,
    pictures: [`p/voucher-${id}.jpg`],
    ...over,
  };
}

/** A promise the test settles by hand (to hold a request open). */
/** The platform adapter's PlatformError shape (the page only reads `reason` and `message`). */
export const platformError = (message: string, reason: 'unavailable' | 'cancelled' | 'failed') =>
  Object.assign(new Error(message), { name: 'PlatformError', reason });

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
