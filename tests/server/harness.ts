/** A fresh seeded in-memory server per test, a settable clock, and typed calls through app.request(). */
import { createApp, type AppOptions } from '../../server/api/app';
import { standInApiRoutes } from '../../server/demo/stand-ins/api';
import { openDb, type Database } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { issueToken } from '../../server/api/lib/auth';
import { chinaDateNumber } from '../../src/lib/china-day';
import { chinaTime } from '../../src/lib/format';
import type { Envelope } from '../../src/api/types';

/**
 * Saturday 21 Nov 2026, 10:00 China time. The server counts China days whatever TZ it runs in, so
 * tests name instants as China wall-clock times (chinaTime), never with local-time Dates.
 */
export const START = chinaTime(2026, 11, 21, 10);
export const DAY = 86_400_000;
export const DEMO_PHONE = '13800138000';
export const FRIEND_PHONE = '13912345678';
export const UNBOUND = ['8866000000000101', '8866000000000102', '8866000000000103'];
export const DEMO_CARDS = { top: { id: 1, cardNo: '8866000000000001' }, small: { id: 2, cardNo: '8866000000000002' } };

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export function setup(options: Partial<Omit<AppOptions, 'db' | 'now'>> & { db?: Database } = {}) {
  const clock = { now: START };
  const db = options.db ?? openDb();
  seed(db, { now: START });
  const logs: string[] = [];
  const app = createApp({ demo: true, extraRoutes: { '/dev': standInApiRoutes }, log: (line) => logs.push(line), ...options, db, now: () => clock.now });

  async function call<T>(method: 'GET' | 'POST', path: string, token?: string | null, body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = token;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await app.request(path, init);
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  }
  const get = <T = unknown>(path: string, token?: string | null) => call<T>('GET', path, token);
  const post = <T = unknown>(path: string, token: string | null | undefined, body: unknown = {}) => call<T>('POST', path, token, body);

  async function login(openId = 'demo-member'): Promise<string> {
    const r = await post<{ token: string }>('/wechat/login', null, { openId });
    if (!r.body.success) throw new Error(r.body.errMessage ?? 'login failed');
    return r.body.data.token;
  }

  /** A token without the debug login (works when demo is off); the member must exist. */
  function tokenFor(openId: string, ttlMs = 7 * DAY): string {
    const { id } = db.prepare('SELECT id FROM members WHERE openId = ?').get(openId) as { id: number };
    return issueToken({ db, demo: false, now: () => clock.now, tokenTtlMs: ttlMs, log: () => {} }, id);
  }

  /** Sends an SMS code to a phone as this member and reads it back from the dev endpoint. */
  async function sms(token: string, phone: string): Promise<{ key: string; code: string }> {
    const sent = await post<string>('/api/sms/send', token, { phone });
    if (!sent.body.success) throw new Error(sent.body.errMessage ?? 'sms failed');
    const last = await get<{ code: string; key: string }>(`/dev/sms/last?phone=${phone}`);
    return { key: sent.body.data, code: last.body.data.code };
  }

  const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
  const eggs = (cardId: number) => (db.prepare('SELECT eggNumber AS n FROM cards WHERE id = ?').get(cardId) as { n: number }).n;

  return { app, db, clock, logs, call, get, post, login, tokenFor, sms, count, eggs };
}

export type Harness = ReturnType<typeof setup>;

/** Tomorrow 00:00 China time and its YYYYMMDD number, as of START (plus extra days). */
export function shipDay(daysAfterTomorrow = 0): { shipTime: number; shipDate: number } {
  const shipTime = chinaTime(2026, 11, 22 + daysAfterTomorrow);
  return { shipTime, shipDate: chinaDateNumber(shipTime) };
}

export function orderBody(over: Record<string, unknown> = {}) {
  return { addressId: 1, productId: 1, cardId: 1, productNumber: 1, remark: '', plan: false, ...shipDay(), ...over };
}

export function expectFail(r: Reply<unknown>, code: string, message?: RegExp | string) {
  if (r.body.success) throw new Error(`expected a failure ${code}, got success ${JSON.stringify(r.body.data)}`);
  if (r.body.errCode !== code) throw new Error(`expected errCode ${code}, got ${r.body.errCode}: ${r.body.errMessage}`);
  if (message !== undefined) {
    const ok = typeof message === 'string' ? r.body.errMessage === message : message.test(r.body.errMessage ?? '');
    if (!ok) throw new Error(`errMessage ${JSON.stringify(r.body.errMessage)} does not match ${message}`);
  }
  if (r.body.data !== null) throw new Error('a failure carries data null');
}
