/**
 * Issue 13.3: every data screen against untidy answers. Each screen is rendered by the real app (its
 * router, lazy chunks and error boundary) while one of its API answers is bent in one way, the
 * others well-formed; where a screen leads on to one fed by its data (a row to its detail, a card
 * to its gift form), that one is opened too. A case fails when the error boundary shows, when the
 * screen stays blank or loading, or when it leaves the member without a way on (an error without
 * retry, a screen without back).
 */
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { go } from '../../src/platform/navigation';
import { address, card, cardInfo, order, plan, product, trigger, user, voucher } from './fixtures';

type Json = unknown;
type Answer = { data: Json } | { raw: () => Response };

interface ScreenCase {
  route: string;
  /** Navigation state the screen is opened with (what the screen before passed). */
  state?: unknown;
  /** Well-formed data per `METHOD /path`: each is bent in turn. */
  answers: Record<string, Json>;
  /** Well-formed answers for the screen led on to (not bent here: its own case does that). */
  also?: Record<string, Json>;
  /** The control that leads on to a screen fed by this one's data, when there is one. */
  follow?: (root: HTMLElement) => HTMLElement | null;
}

const firstRow = (root: HTMLElement) => root.querySelector<HTMLElement>('main ul li button');
const byName = (name: string) => (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('main button')].find((b) => b.textContent?.trim() === name) ?? null;

const cards = { list: [card(1, { default: true }), card(2)], total: 2 };
const addresses = [address(1, { isDefault: 1 }), address(2)];

const SCREENS: ScreenCase[] = [
  { route: '/', answers: { 'GET /api/user/current': user() } },
  { route: '/card', answers: { 'GET /api/card/list': cards }, follow: byName('Gift to friend') },
  { route: '/combo', answers: { 'GET /api/card/list': cards, 'GET /api/combo/list': [{ id: 1, name: '30 eggs', description: '30 eggs, +3 months' }] } },
  { route: '/bind', state: { cardNo: '8866000000000101' }, answers: { 'GET /api/card/info': cardInfo() } },
  { route: '/voucher', answers: { 'GET /api/voucher/list': [voucher(1), voucher(2)] }, follow: byName('Exchange') },
  { route: '/product', answers: { 'GET /api/product/list': [product(1), product(2)] }, follow: byName('Exchange') },
  { route: '/order', answers: { 'GET /api/order/list': { list: [order(1), order(2, { state: 0 })], total: 2 } }, follow: firstRow },
  {
    route: '/plan',
    answers: {
      'GET /api/orderPlan/list': { list: [plan(1), plan(2)], total: 2 },
      'GET /api/orderPlan/triggers': [trigger(), trigger({ state: 2, finishTime: '2026-11-25 09:00:00', errMessage: 'out of stock' })],
    },
    follow: firstRow,
  },
  { route: '/address', answers: { 'GET /api/address/list': addresses }, follow: firstRow },
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
// /product and /voucher lead to /swap/*, which asks for these.
for (const route of ['/voucher', '/product']) SCREENS.find((s) => s.route === route)!.also = SCREENS.find((s) => s.route === '/swap/card')!.answers;

const json = (body: Json, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (data: Json) => ({ success: true, data, errMessage: null, errCode: null });
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
function variants(good: Json): [string, Answer][] {
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
      [
        `${name} as the other of number and string`,
        { data: bend(good, path, (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) },
      ],
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

function stubApi(screen: ScreenCase, bent: string, answer: Answer) {
  const answers = { ...screen.also, ...screen.answers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown, init?: { method?: string }) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
      if (key === bent) return 'raw' in answer ? answer.raw() : json(envelope(answer.data));
      if (key in answers) return json(envelope(answers[key]));
      return new Response('not found', { status: 404 });
    }),
  );
}

type Outcome = 'crash' | 'blank' | 'loading' | 'no way on';

/** A screen still loading: LoadState's skeleton, or the app's 'Loading...' while a chunk comes. */
const SCREEN_BUSY = '[aria-busy="true"][aria-label], [role="status"][aria-busy]';

/** What is wrong with the screen now, or null. */
function judge(root: HTMLElement, home: boolean, busy: string): Outcome | null {
  if (root.textContent?.includes('Unexpected Application Error!')) return 'crash';
  if (root.querySelector(busy)) return 'loading';
  const main = root.querySelector('main');
  if (!main || (!main.textContent?.trim() && !main.querySelector('button, input, img'))) return 'blank';
  const buttons = [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim());
  const failed = main.querySelector('[role="alert"]')?.textContent?.includes('Failed to load');
  if (failed && !buttons.includes('Retry')) return 'no way on';
  if (!home && !buttons.includes('Back')) return 'no way on';
  return null;
}

const idle = (root: HTMLElement, busy: string) =>
  waitFor(
    () => {
      if (root.querySelector(busy)) throw new Error('busy');
    },
    { timeout: 2000, interval: 10 },
  ).catch(() => undefined);

/**
 * Until nothing matching `busy` is on screen; on the exchange screens twice, 30 ms apart: their
 * first content renders a moment before their effects start the next wait (the fee).
 */
async function settled(root: HTMLElement, busy: string): Promise<void> {
  await idle(root, busy);
  if (!location.hash.startsWith('#/swap/')) return;
  await new Promise((resolve) => setTimeout(resolve, 30));
  await idle(root, busy);
}

interface Failure {
  screen: string;
  variant: string;
  outcome: Outcome;
}

/** Whether the case led on to the next screen (so a `follow` that finds nothing cannot pass unseen). */
async function run(screen: ScreenCase, bent: string, variant: string, answer: Answer, failures: Failure[], prefetch = false): Promise<boolean> {
  stubApi(screen, bent, answer);
  if (prefetch) {
    // What index.html's boot script keeps: the parsed body, or a rejection when it was not JSON.
    const response = 'raw' in answer ? answer.raw() : json(envelope(answer.data));
    const p = response.json().then((body: Json) => ({ ok: response.ok, auth: null, body }));
    p.catch(() => undefined);
    const entry: { p: typeof p; v?: Awaited<typeof p> } = { p };
    await p.then((v) => (entry.v = v)).catch(() => undefined);
    window.__eggPrefetch = { '/api/user/current': entry };
  }
  // Opened from home with the screen's state, as a member would open it.
  history.replaceState(null, '', '#/');
  go(screen.route, screen.state);
  const view = render(<App />);
  const root = view.container;
  // The fee's own wait (300 ms, then the answer) counts only where its answer is the bent one.
  const busy = bent.includes('calculateCosts') ? '[aria-busy="true"]' : SCREEN_BUSY;
  await settled(root, busy);
  const name = prefetch ? `${screen.route} (boot script's answer)` : screen.route;
  let outcome = judge(root, screen.route === '/', busy);
  if (outcome)
    failures.push({
      screen: name,
      variant,
      outcome,
      ...(process.env.FUZZ_DUMP && outcome === 'loading' ? { busy: root.querySelector('[aria-busy]')?.outerHTML.slice(0, 300) } : {}),
    });
  const next = !outcome && screen.follow?.(root);
  if (next) {
    const from = location.hash;
    act(() => fireEvent.click(next));
    if (location.hash !== from) {
      await settled(root, SCREEN_BUSY);
      outcome = judge(root, false, SCREEN_BUSY);
      if (outcome) failures.push({ screen: `${name} → ${location.hash.slice(1)}`, variant, outcome });
    }
  }
  const followed = !!next && location.hash !== `#${screen.route}`;
  view.unmount();
  delete window.__eggPrefetch;
  return followed;
}

describe('every data screen against untidy answers (issue 13.3)', () => {
  const consoleError = vi.spyOn(console, 'error');
  beforeAll(() => consoleError.mockImplementation(() => undefined));
  afterAll(() => consoleError.mockRestore());
  afterEach(() => vi.unstubAllGlobals());

  for (const screen of SCREENS) {
    it(`${screen.route}: no crash, no blank screen, always a way on`, { timeout: 120_000 }, async () => {
      const failures: Failure[] = [];
      let cases = 0;
      let followed = 0;
      for (const [bent, good] of Object.entries(screen.answers)) {
        for (const [variant, answer] of variants(good)) {
          cases++;
          if (await run(screen, bent, `${bent}: ${variant}`, answer, failures)) followed++;
          if (screen.route === '/') await run(screen, bent, `${bent}: ${variant}`, answer, failures, true);
        }
      }
      if (process.env.FUZZ_DUMP)
        (await import('node:fs')).appendFileSync(process.env.FUZZ_DUMP, `${JSON.stringify({ route: screen.route, cases, followed, failures })}\n`);
      expect(cases).toBeGreaterThan(20);
      if (screen.follow) expect(followed).toBeGreaterThan(cases / 2);
      expect(failures).toEqual([]);
    });
  }
});
