/**
 * Issue 13.3: answers are decoded once, at the api/ boundary. The rules of src/api/decode.ts, then
 * what the client and the calls make of an answer they cannot read.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { resetClientPolicyForTests } from '../../src/app/client-policy';
import { getCardInfo, listCards } from '../../src/api/cards';
import { listCombos } from '../../src/api/combos';
import { key, num, obj, text } from '../../src/api/decode';
import { attempt, fee, flag, list, oneOf, page } from '../../src/api/decode-more';
import { listOrders, readOrder } from '../../src/api/orders';
import { readPlan } from '../../src/api/plans';
import { currentUserNow, getCurrentUser } from '../../src/api/user';
import { put, take } from '../../src/lib/boot-contract';
import { $toast } from '../../src/ui/toast/toast';
import { envelope, sendJson, testApiServer } from '../helpers/api-server';

const unreadable = (decode: (v: unknown) => unknown, value: unknown) => expect(() => decode(value)).toThrow(TypeError);

describe('the decoding rules', () => {
  it('reads an identifier sent as a number (a Java Long) as its digits, and requires one', () => {
    expect(key(8866000000000101)).toBe('8866000000000101');
    expect(key('8866')).toBe('8866');
    for (const bad of [undefined, null, '', {}, [], true, NaN]) unreadable(key, bad);
  });

  it('requires numbers, reading numeric text; a fee left out is none', () => {
    expect(num(5)).toBe(5);
    expect(num(' 49.9 ')).toBe(49.9);
    for (const bad of [undefined, null, '', 'abc', {}, true, Infinity]) unreadable(num, bad);
    expect(fee(undefined)).toBe(0);
    expect(fee(null)).toBe(0);
    expect(fee('8')).toBe(8);
    unreadable(fee, 'free');
  });

  it('shows text as it can: a number as its digits, anything else as nothing', () => {
    expect(text(42)).toBe('42');
    for (const other of [undefined, null, {}, [], true]) expect(text(other)).toBe('');
  });

  it('reads flags the ways backends send them', () => {
    for (const yes of [true, 1, 'true', '1']) expect(flag(yes)).toBe(true);
    for (const no of [false, 0, 'false', null, undefined, {}]) expect(flag(no)).toBe(false);
  });

  it('takes a missing list as empty, refuses an object for a list, and refuses the list for one bad item', () => {
    const ids = list(num);
    expect(ids(undefined)).toEqual([]);
    expect(ids(null)).toEqual([]);
    expect(ids(['1', 2])).toEqual([1, 2]);
    unreadable(ids, { 0: 1, 1: 2 });
    unreadable(ids, 'x');
    unreadable(ids, [1, 'x']);
  });

  it('reads a page without a total as an open-ended one', () => {
    expect(page(num)({ list: [1] })).toEqual({ list: [1], total: Infinity });
    // A decoded page read again (the kept one, in memory: stores/last-known.ts) is the same page.
    expect(page(num)(page(num)({ list: [1] }))).toEqual({ list: [1], total: Infinity });
    expect(page(num)({ total: 3 })).toEqual({ list: [], total: 3 });
    unreadable(page(num), null);
    unreadable(page(num), []);
  });

  it('keeps only the named fields, and refuses what is not an object', () => {
    const row = obj<{ id: number }>({ id: num });
    expect(row({ id: 1, extra: 'x' })).toEqual({ id: 1 });
    for (const bad of [null, undefined, [], 'x', 1]) unreadable(row, bad);
  });

  it('refuses a value outside a closed set', () => {
    expect(oneOf([0, 1, 2] as const)('2')).toBe(2);
    unreadable(oneOf([0, 1, 2] as const), 7);
    unreadable(oneOf(['ONE_WEEK'] as const), 'DAILY');
  });

  it('reads history state with the same decoders: an item from an older app is null, not a crash', () => {
    expect(readOrder({ id: 1 })).toBeNull();
    expect(readOrder('x')).toBeNull();
    const plan = readPlan({
      id: 1,
      state: 0,
      createTime: 1,
      startTime: 2,
      type: 'ONE_WEEK',
      productNumber: 1,
      deliveryCount: 4,
      product: '{"name":"eggs"}',
      address: null,
      payNo: null,
      sumLogiCosts: null,
      remark: null,
    });
    expect(plan).toMatchObject({ product: { name: 'eggs', pictures: [], spec: '' }, address: { name: '' }, sumLogiCosts: 0, remark: '' });
    expect(attempt(num, 'x')).toBeNull();
  });
});

describe('an answer the calls cannot read', () => {
  const server = testApiServer();
  let data: unknown;
  beforeAll(() => server.handle((_req, res) => sendJson(res, envelope(data))));
  beforeEach(() => {
    resetClientPolicyForTests();
    $toast.set(null);
    take('/api/user/current');
  });

  const card = {
    id: 1,
    cardNo: 8866000000000101,
    level: '2',
    phone: 13800138000,
    bindPhone: null,
    eggNumber: '60',
    money: 588,
    validTime: 1_800_000_000_000,
    default: 1,
  };

  it('coerces what is safe: a numeric card number and phone become text, numeric text numbers, 1 true', async () => {
    data = { list: [card], total: '1' };
    await expect(listCards()).resolves.toEqual({
      list: [{ ...card, cardNo: '8866000000000101', level: 2, phone: '13800138000', bindPhone: '', eggNumber: 60, default: true }],
      total: 1,
    });
  });

  it('takes a missing list as empty', async () => {
    data = { total: 0 };
    await expect(listCards()).resolves.toEqual({ list: [], total: 0 });
    data = null;
    await expect(listCombos()).resolves.toEqual([]);
  });

  for (const [name, call, bad] of [
    ['data null where a value is required', () => getCardInfo('8866'), null],
    ['a list that is an object', () => listCombos(), { 0: { id: 1, name: 'a', description: '' } }],
    ['an order in a state the app does not know', () => listOrders(), { list: [{ id: 1, state: 9 }], total: 1 }],
    ['home with data null', () => getCurrentUser(), null],
  ] as const) {
    it(`turns ${name} into a 'malformed' ApiError, shown as the server's unexpected response`, async () => {
      data = bad;
      const error = (await call().catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe('malformed');
      expect($toast.get()?.message).toBe('The server sent an unexpected response, please try again later');
    });
  }

  it("does not use the boot script's unreadable answer for the first render, and asks again", async () => {
    data = { nickname: 'Li', avatar: '', totalEgg: 1, totalCard: 1, totalVoucher: 0, card: null };
    const body = envelope(null);
    const v = { ok: true, s: 200, auth: null, body };
    put('/api/user/current', { p: Promise.resolve(v), v });
    expect(currentUserNow()).toBeUndefined();
    await expect(getCurrentUser()).resolves.toEqual(data);
  });
});
