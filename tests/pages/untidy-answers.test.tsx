/**
 * Issue 13.3: every data screen against untidy answers. Each screen is rendered by the real app (its
 * router, lazy chunks and error boundary) while one of its API answers is bent in one way, the
 * others well-formed; where a screen leads on to one fed by its data (a row to its detail, a card
 * to its gift form), that one is opened too. A case fails when the error boundary shows, when the
 * screen stays blank or loading, or when it leaves the member without a way on (an error without
 * retry, a screen without back).
 */
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { put, take } from '../../src/lib/boot-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { preloadScreen, screens } from '../../src/app/routes';
import { go } from '../../src/platform/navigation';
import { type Answer, envelope, type Json, json, SCREENS, type ScreenCase, UNTIDY_SCREENS, variants } from './untidy-cases';

/** The `METHOD /path`s the screen has asked for since the case began. */
const asked = new Set<string>();

function stubApi(screen: ScreenCase, bent: string, answer: Answer) {
  const answers = { ...screen.also, ...screen.answers };
  asked.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown, init?: { method?: string }) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
      asked.add(key);
      if (key === bent) return 'raw' in answer ? answer.raw() : json(envelope(answer.data));
      if (key in answers) return json(envelope(answers[key]));
      return new Response('not found', { status: 404 });
    }),
  );
}

type Outcome = 'crash' | 'blank' | 'loading' | 'no way on' | 'not where it leads';

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

/**
 * How long a case waits for the screen to stop loading before judging it: a screen stuck loading
 * fails then. Generous, since a passing case never waits for it: at 2 s, on a busy machine (load
 * ~20 on 2 cores), a first render alone outlasted it and a good screen was judged 'loading'.
 */
const GIVE_UP_MS = 10_000;

const idle = (root: HTMLElement, busy: string) =>
  waitFor(
    () => {
      if (root.querySelector(busy)) throw new Error('busy');
    },
    { timeout: GIVE_UP_MS, interval: 10 },
  ).catch(() => undefined);

/**
 * Until nothing matching `busy` is on screen. The exchange screens ask in steps (their first content
 * renders before their effects ask for the rest): there, first until each of `asks` has been asked
 * for, a positive signal instead of the 30 ms pause this took before. The fee is asked for only after
 * its own wait (300 ms): it is waited for only where its answer is the bent one (`bent`).
 */
async function settled(root: HTMLElement, busy: string, asks: Record<string, Json> = {}, bent = ''): Promise<void> {
  if (location.hash.startsWith('#/swap/')) {
    const expected = Object.keys(asks).filter((key) => !key.includes('calculateCosts') || key === bent);
    await waitFor(
      () => {
        for (const key of expected) if (!asked.has(key)) throw new Error(`not asked yet: ${key}`);
      },
      { timeout: GIVE_UP_MS, interval: 10 },
    ).catch(() => undefined);
  }
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
    const p = response.json().then((body: Json) => ({ ok: response.ok, s: response.status, auth: null, body }));
    p.catch(() => undefined);
    const entry: { p: typeof p; v?: Awaited<typeof p> } = { p };
    await p.then((v) => (entry.v = v)).catch(() => undefined);
    put('/api/user/current', entry);
  }
  // Opened from home with the screen's state, as a member would open it.
  history.replaceState(null, '', '#/');
  go(screen.route, screen.state);
  const view = render(<App />);
  const root = view.container;
  // The fee's own wait (300 ms, then the answer) counts only where its answer is the bent one.
  const busy = bent.includes('calculateCosts') ? '[aria-busy="true"]' : SCREEN_BUSY;
  await settled(root, busy, screen.answers, bent);
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
      await settled(root, SCREEN_BUSY, screen.also);
      outcome = judge(root, false, SCREEN_BUSY);
      if (outcome) failures.push({ screen: `${name} → ${location.hash.slice(1)}`, variant, outcome });
    }
  }
  const followed = !!next && location.hash !== `#${screen.route}`;
  if (followed && location.hash.slice(1).split('?')[0] !== screen.leadsTo)
    failures.push({ screen: `${name} → ${location.hash.slice(1)}`, variant, outcome: 'not where it leads' });
  view.unmount();
  take('/api/user/current');
  return followed;
}

describe('every data screen against untidy answers (issue 13.3)', () => {
  const consoleError = vi.spyOn(console, 'error');
  beforeAll(() => consoleError.mockImplementation(() => undefined));
  afterAll(() => consoleError.mockRestore());
  afterEach(() => vi.unstubAllGlobals());

  it('names its screens as the route table does (UNTIDY_SCREENS, for the test that every route is covered)', () => {
    const paths = screens.map((s) => s.path);
    expect(UNTIDY_SCREENS.filter((route) => !paths.includes(route))).toEqual([]);
  });

  for (const screen of SCREENS) {
    it(`${screen.route}: no crash, no blank screen, always a way on`, { timeout: 120_000 }, async () => {
      // The screens' modules first: on a busy machine their first import alone outlasted idle()'s
      // 2 s, and the first case was judged still loading.
      await preloadScreen(screen.route);
      if (screen.leadsTo) await preloadScreen(screen.leadsTo);
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
