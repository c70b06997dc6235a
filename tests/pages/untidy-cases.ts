/**
 * The cases of untidy-answers.test.tsx (issue 13.3): the data screens, the answers each asks for,
 * and the bent variants of an answer. A module of its own so that other tests can read which
 * screens it covers (UNTIDY_SCREENS) without running it.
 */
import { address, card, cardInfo, order, plan, product, trigger, user, voucher } from './fixtures';

export type Json = unknown;
export type Answer = { data: Json } | { raw: () => Response };

export interface ScreenCase {
  route: string;
  /** Navigation state the screen is opened with (what the screen before passed). */
  state?: unknown;
  /** Well-formed data per `METHOD /path`: each is bent in turn. */
  answers: Record<string, Json>;
  /** Well-formed answers for the screen led on to (not bent here: its own case does that). */
  also?: Record<string, Json>;
  /** The control that leads on to a screen fed by this one's data, when there is one. */
  follow?: (root: HTMLElement) => HTMLElement | null;
  /** The route `follow` leads to (the test checks it went there). */
  leadsTo?: string;
}

const firstRow = (root: HTMLElement) => root.querySelector<HTMLElement>('main ul li button');
const byName = (name: string) => (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('main button')].find((b) => b.textContent?.trim() === name) ?? null;

const cards = { list: [card(1, { default: true }), card(2)], total: 2 };
const addresses = [address(1, { isDefault: 1 }), address(2)];

export const SCREENS: ScreenCase[] = [
  { route: '/', answers: { 'GET /api/user/current': user() } },
  { route: '/card', answers: { 'GET /api/card/list': cards }, follow: byName('Gift to friend'), leadsTo: '/share' },
  { route: '/combo', answers: { 'GET /api/card/list': cards, 'GET /api/combo/list': [{ id: 1, name: '30 eggs', description: '30 eggs, +3 months' }] } },
  { route: '/bind', state: { cardNo: '8866000000000101' }, answers: { 'GET /api/card/info': cardInfo() } },
  { route: '/voucher', answers: { 'GET /api/voucher/list': [voucher(1), voucher(2)] }, follow: byName('Exchange'), leadsTo: '/swap/voucher' },
  { route: '/product', answers: { 'GET /api/product/list': [product(1), product(2)] }, follow: byName('Exchange'), leadsTo: '/swap/card' },
  { route: '/order', answers: { 'GET /api/order/list': { list: [order(1), order(2, { state: 0 })], total: 2 } }, follow: firstRow, leadsTo: '/order/detail' },
  {
    route: '/plan',
    answers: {
      'GET /api/orderPlan/list': { list: [plan(1), plan(2)], total: 2 },
      'GET /api/orderPlan/triggers': [trigger(), trigger({ state: 2, finishTime: '2026-11-25 09:00:00', errMessage: 'out of stock' })],
    },
    follow: firstRow,
    leadsTo: '/plan/detail',
  },
  { route: '/address', answers: { 'GET /api/address/list': addresses }, follow: firstRow, leadsTo: '/address/edit' },
  {
    route: '/swap/card',
    state: { product: product(1) },
    answers: {
      'GET /api/order/shipTime': new Date(2026, 10, 25).getTime(),
      'GET /api/address/list': addresses,
      'GET /api/card/list': cards,
      'POST /api/order/calculateCosts': 8,
    },
  },
  {
    route: '/swap/voucher',
    state: { voucher: voucher(1) },
    answers: { 'GET /api/order/shipTime': new Date(2026, 10, 25).getTime(), 'GET /api/address/list': addresses, 'POST /api/order/calculateCosts': 0 },
  },
];
/** The routes (as in src/app/routes.ts) whose screens the test renders against untidy answers: each case's and where it leads. */
export const UNTIDY_SCREENS: string[] = [...new Set(SCREENS.flatMap((s) => (s.leadsTo ? [s.route, s.leadsTo] : [s.route])))];

// /product and /voucher lead to /swap/*, which asks for these (what that screen's own case answers).
for (const from of SCREENS) if (from.leadsTo?.startsWith('/swap/')) from.also = SCREENS.find((s) => s.route === from.leadsTo)!.answers;

export const json = (body: Json, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const envelope = (data: Json) => ({ success: true, data, errMessage: null, errCode: null });
const HTML = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
const LONG = 'W'.repeat(5000);

const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths to every value in `value` (arrays: their first item only), e.g. ['Card', 'cardNo'], ['list', 0, 'id']. */
function leaves(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? leaves(value[0], [...at, 0]) : [];
  if (!isRecord(value)) return [at];
  return Object.entries(value).flatMap(([k, v]) => [[...at, k], ...(isRecord(v) || Array.isArray(v) ? leaves(v, [...at, k]) : [])]);
}

/** A deep copy of `value` with `fn` applied at `path` (fn returning undefined deletes the key). */
function bend(value: Json, path: (string | number)[], fn: (old: Json) => Json): Json {
  if (!path.length) return fn(value);
  const copy: Json = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path;
  const next = bend((copy as Record<string | number, Json>)[head], rest, fn);
  if (next === undefined && isRecord(copy)) delete copy[head];
  else (copy as Record<string | number, Json>)[head] = next;
  return copy;
}

/** Every string inside `value` replaced by `fn(string)`. */
function mapStrings(value: Json, fn: (s: string) => Json): Json {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

/** 500 rows with distinct ids out of a list's first row. */
const many = (list: Json[]) => Array.from({ length: 500 }, (_, i) => ({ ...(list[0] as object), id: i + 1 }));

/** The bent answers of one endpoint, named. */
export function variants(good: Json): [string, Answer][] {
  const out: [string, Answer][] = [
    ['data null', { data: null }],
    ['data missing', { raw: () => json({ success: true, errMessage: null, errCode: null }) }],
    ['data an empty object', { data: {} }],
    ['data an empty array', { data: [] }],
    ['data a string', { data: 'ok' }],
    ['data a number', { data: 7 }],
    ['HTML instead of JSON', { raw: () => new Response(HTML, { status: 200, headers: { 'Content-Type': 'text/html' } }) }],
    ['HTTP 500 with an HTML page', { raw: () => new Response(HTML, { status: 500, headers: { 'Content-Type': 'text/html' } }) }],
    ['HTTP 500 with an envelope', { raw: () => json({ success: false, data: null, errMessage: 'internal error', errCode: null }, 500) }],
    ['no envelope', { raw: () => json(good) }],
    ['truncated JSON', { raw: () => json(JSON.stringify(envelope(good)).slice(0, 40)) }],
    ['very long strings', { data: mapStrings(good, () => LONG) }],
  ];
  if (Array.isArray(good)) {
    out.push(['list an object', { data: Object.fromEntries(good.map((v, i) => [i, v])) }], ['500 items', { data: many(good) }]);
  }
  if (isRecord(good) && Array.isArray(good.list)) {
    out.push(
      ['list an object', { data: { ...good, list: Object.fromEntries(good.list.map((v, i) => [i, v])) } }],
      ['list missing', { data: { total: 3 } }],
      ['500 items', { data: { list: many(good.list), total: 500 } }],
    );
  }
  const text = JSON.stringify(good);
  if (text.includes('"product":"')) {
    out.push(['invalid JSON in product and address', { data: mapStrings(good, (s) => (s.startsWith('{') ? '{"name":"Free-range' : s)) }]);
    out.push(['product and address JSON of another shape', { data: mapStrings(good, (s) => (s.startsWith('{') ? '[1,"x",null]' : s)) }]);
  }
  for (const path of leaves(good)) {
    const name = path.join('.');
    out.push(
      [`${name} missing`, { data: bend(good, path, () => undefined) }],
      [`${name} null`, { data: bend(good, path, () => null) }],
      [`${name} an object`, { data: bend(good, path, () => ({ value: 1 })) }],
      [`${name} a boolean`, { data: bend(good, path, () => true) }],
      // A number as its digits. (A string of digits as a number is a number where a string is
      // expected, which 'a number' below already is.)
      [`${name} a number as its digits`, { data: bend(good, path, (v) => (typeof v === 'number' ? String(v) : v)) }],
      [`${name} a number`, { data: bend(good, path, () => 88660000) }],
      [`${name} text`, { data: bend(good, path, () => 'abc') }],
    );
  }
  // A bend that changes nothing (text as number where it is not digits) or repeats another is run once.
  const seen = new Set<string>([JSON.stringify(good)]);
  return out.filter(([, answer]) => {
    if ('raw' in answer) return true;
    const id = JSON.stringify(answer.data) ?? 'undefined';
    return !seen.has(id) && !!seen.add(id);
  });
}
