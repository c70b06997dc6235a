import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER } from '../../src/api/user';
import { ORDERS } from '../../src/api/orders';
import { clearLastKnown, keepLastKnown, LAST_KNOWN_CAP, readLastKnown } from '../../src/stores/last-known';
import { signOut } from '../../src/stores/session';
import { LAST_KNOWN_KEY, MEMBER_KEY } from '../../src/lib/boot-contract';
import { order, user } from '../pages/fixtures';

const stored = () => JSON.parse(localStorage.getItem(LAST_KNOWN_KEY) ?? 'null');

describe('the last-known answers (issue 29.4)', () => {
  beforeEach(() => {
    localStorage.setItem(MEMBER_KEY, 'member-a');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearLastKnown();
  });

  it('keeps an answer per member with the time it came, and reads it back decoded', () => {
    keepLastKnown(CURRENT_USER, user(), 1_000);
    expect(stored()).toEqual({ m: 'member-a', e: { '/api/user/current': { t: 1_000, d: user() } } });
    expect(readLastKnown(CURRENT_USER)).toEqual({ t: 1_000, d: user() });
  });

  it("never reads another member's answers, nor any when no member is signed in", () => {
    keepLastKnown(CURRENT_USER, user(), 1_000);
    localStorage.setItem(MEMBER_KEY, 'member-b');
    expect(readLastKnown(CURRENT_USER)).toBeUndefined();
    localStorage.removeItem(MEMBER_KEY);
    expect(readLastKnown(CURRENT_USER)).toBeUndefined();
    keepLastKnown(CURRENT_USER, user(), 2_000);
    localStorage.setItem(MEMBER_KEY, 'member-a');
    expect(readLastKnown(CURRENT_USER)?.t).toBe(1_000);
  });

  it('a new member writing replaces the other member’s record whole', () => {
    keepLastKnown(CURRENT_USER, user(), 1_000);
    localStorage.setItem(MEMBER_KEY, 'member-b');
    keepLastKnown(ORDERS, { list: [order(1)], total: 1 }, 2_000);
    expect(Object.keys(stored().e)).toEqual(['/api/order/list']);
    expect(stored().m).toBe('member-b');
  });

  it('reads a stored record written by an earlier page load (a return visit)', () => {
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify({ m: 'member-a', e: { '/api/user/current': { t: 5, d: user({ nickname: 'Han Meimei' }) } } }));
    clearLastKnown(); // a new page: nothing in memory
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify({ m: 'member-a', e: { '/api/user/current': { t: 5, d: user({ nickname: 'Han Meimei' }) } } }));
    expect(readLastKnown(CURRENT_USER)?.d.nickname).toBe('Han Meimei');
  });

  it('a corrupt record, or an entry an older app wrote that does not decode, is a cold visit', () => {
    localStorage.setItem(LAST_KNOWN_KEY, '{"m": "member-a", "e": ');
    expect(readLastKnown(CURRENT_USER)).toBeUndefined();
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify({ m: 'member-a', e: { '/api/user/current': { t: 5, d: { nickname: 'x', card: { cardNo: null } } } } }));
    expect(readLastKnown(CURRENT_USER)).toBeUndefined();
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify({ m: 'member-a', e: { '/api/order/list': { t: 5, d: { list: [{ id: 1, state: 9 }] } } } }));
    expect(readLastKnown(ORDERS)).toBeUndefined();
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify({ m: 'member-a', e: { '/api/user/current': 'nonsense' } }));
    expect(readLastKnown(CURRENT_USER)).toBeUndefined();
  });

  it('a page total left out (Infinity, null in JSON) reads back as Infinity', () => {
    keepLastKnown(ORDERS, { list: [order(3)], total: Infinity }, 1);
    clearLastKnown();
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify({ m: 'member-a', e: { '/api/order/list': { t: 1, d: { list: [order(3)], total: null } } } }));
    expect(readLastKnown(ORDERS)?.d.total).toBe(Infinity);
  });

  it('stays under its size cap by dropping the oldest entries first', () => {
    const rows = (n: number) => ({ list: Array.from({ length: n }, (_, i) => order(i + 1, { remark: 'x'.repeat(900) })), total: n });
    keepLastKnown(CURRENT_USER, user(), 1);
    keepLastKnown({ ...ORDERS, path: '/old' }, rows(100), 2);
    keepLastKnown(ORDERS, rows(100), 3);
    const json = localStorage.getItem(LAST_KNOWN_KEY)!;
    expect(json.length).toBeLessThanOrEqual(LAST_KNOWN_CAP);
    expect(Object.keys(JSON.parse(json).e)).toEqual(['/api/order/list']);
  });

  it('a full storage (QuotaExceededError) drops the stored copy and never throws; this page keeps its own', () => {
    keepLastKnown(CURRENT_USER, user(), 1);
    const real = window.localStorage;
    const full = {
      getItem: (key: string) => real.getItem(key),
      removeItem: (key: string) => real.removeItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full as unknown as Storage);
    expect(() => keepLastKnown(ORDERS, { list: [order(1)], total: 1 }, 2)).not.toThrow();
    expect(full.getItem(LAST_KNOWN_KEY)).toBeNull();
    expect(readLastKnown(ORDERS)?.t).toBe(2);
  });

  it('a blocked storage (SecurityError on access) keeps nothing and never throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => keepLastKnown(CURRENT_USER, user(), 1)).not.toThrow();
    expect(readLastKnown(CURRENT_USER)).toBeUndefined();
    expect(() => clearLastKnown()).not.toThrow();
  });

  it('sign-out forgets the kept answers, in storage and in memory', () => {
    keepLastKnown(CURRENT_USER, user(), 1);
    signOut();
    localStorage.setItem(MEMBER_KEY, 'member-a');
    expect(readLastKnown(CURRENT_USER)).toBeUndefined();
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
  });
});
