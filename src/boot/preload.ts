/**
 * The first-screen boot script. Without help, everything after the entry waits until the entry has
 * downloaded and run; this script is inlined into index.html (build/plugins.ts compiles it) and
 * starts at once, in parallel with the entry:
 * - home's data first (below), then the entry itself, which this script also runs: index.html has no
 *   tag for it. Off home, once the document is parsed; on home, once a frame has painted the card
 *   filled from the early answer (without a card to show, at once; the answer taking long, at most
 *   `ENTRY_WAIT_MS` after the entry has arrived), because the entry's evaluation and first render
 *   are a long task on a slow phone and would hold back that frame (docs/performance.md);
 * - the member's language catalog;
 * - on a flow route, that flow's chunks, the kit and the screen strings;
 * - on `#/` with a stored token (and no OAuth code to exchange first), home's
 *   `GET /api/user/current`, which the API client takes over (api/prefetch.ts); as it lands, home's
 *   prerendered markup filled with it, if the app has not rendered yet (./home-shell.ts);
 * - on an OAuth landing (`?code&state`, code not yet spent), the code exchange, and on `#/` home's
 *   loading markup at once and its data as soon as the exchange answers with a token;
 * - on a list screen's route, landed on or tapped to (`EARLY_LISTS`), its first page, in parallel
 *   with the screen's chunk instead of after it (api/early-page.ts takes it over); landed on "my
 *   orders", its styles and, as the page lands, its rows before the bundle (./orders-shell.ts), then
 *   the entry, as on home;
 * - once the page has loaded and the main thread is idle, every other flow and the screen strings
 *   into the HTTP cache (`prefetchFlows`), so a tap waits for no download.
 *
 * Preloads use the credentials mode of the request that will use them (crossorigin, anonymous: what
 * module scripts and Vite's CSS loader ask with), or the browser downloads twice. Where
 * <link rel=modulepreload> is unknown (iOS < 17) chunks are preloaded as scripts instead, which those
 * engines' module loader takes from the preload cache.
 *
 * Everything it imports is copied into every page's HTML: only import-free modules, and only what the
 * first screen needs before the bundle.
 */
import {
  AUTHORIZE_PATH,
  CURRENT_USER_PATH,
  EARLY_LIST_TTL,
  EARLY_LISTS,
  JSON_HEADERS,
  ORDERS_ROUTE,
  LAST_KNOWN_KEY,
  MEMBER_KEY,
  SPENT_CODE_KEY,
  TOKEN_KEY,
  isZh,
  oauthCode,
} from '../lib/boot-contract';
import type { PrefetchEntry } from '../api/prefetch';
import type { FlowName } from '../app/route-table';
import { showHome, showLoadingHome } from './home-shell';
import { showOrders } from './orders-shell';

/** What only the build knows: where files are served from and which files each piece needs. */
export interface BootPlan {
  /** Vite's base, e.g. '/' */
  base: string;
  /** VITE_API_BASE ('' for the page's origin) */
  apiBase: string;
  /** Files (relative to base) of each language's shell and screen catalogs. */
  catalogs: { en: string[]; zh: string[]; screensEn: string[]; screensZh: string[] };
  /** Files of each flow chunk with its CSS and static imports, less what index.html loads. */
  flows: Record<FlowName, string[]>;
  /** Each flow route's first segment → its flow (the route table's, src/app/route-table.ts). */
  segments: Record<string, FlowName>;
  /** The app's entry chunk (relative to base): this script runs it (see `preload`), index.html has no tag for it. */
  entry: string;
}

/** How long the entry, once downloaded, waits for home's answer to show the card first (ms). */
export const ENTRY_WAIT_MS = 400;
/** How long a landing on "my orders" holds its scripts back for its first page (ms). */
export const LIST_FIRST_MS = 1000;

/**
 * The last-known answer of `path` (stores/last-known.ts) when it is the signed-in member's, else
 * undefined: a return visit paints home's card from it at once instead of waiting for the API (issue
 * 29.4), and "my orders" its rows (the app does, in its first render).
 */
export function kept(w: Window, path = CURRENT_USER_PATH): unknown {
  try {
    const m = w.localStorage.getItem(MEMBER_KEY);
    const kept = m && JSON.parse(w.localStorage.getItem(LAST_KNOWN_KEY)!);
    return kept && kept.m === m ? kept.e[path]?.d : undefined;
  } catch {
    // none, corrupt or no storage: a cold visit
  }
}

/** The route: the hash's path, without its query. */
const routeOf = (hash: string) => hash.replace(/^#/, '').split('?')[0];
/** The route's first segment: '' on home. */
const segmentOf = (hash: string) => hash.replace(/^#?\/?/, '').split(/[/?]/)[0];

export function preload(plan: BootPlan, w: Window = window): void {
  const d = w.document;
  let started = false;
  /** Runs the app: its entry as a module script, added once. */
  const start = () => {
    if (started) return;
    started = true;
    const script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = plan.base + plan.entry;
    d.head.appendChild(script);
  };
  /** `fn` once the document is parsed (without a module script in the page, DOMContentLoaded comes right after parsing). */
  const whenParsed = (fn: () => void) => (d.readyState === 'loading' ? d.addEventListener('DOMContentLoaded', fn) : fn());
  // An added script runs as soon as it has arrived, maybe before #root is parsed: not before the document is.
  const startParsed = () => whenParsed(start);
  /**
   * `fn` once #root holds the boot spinner (or what replaced it): while the page is still being parsed (a MutationObserver's
   * records are read before the next parser-inserted script runs, the one after #root), so what `fn`
   * puts there is in the first frame that shows #root; else, without one, once the page is parsed.
   */
  const whenRoot = (fn: () => void) => {
    const ready = () => d.getElementById('root')?.firstElementChild;
    if (ready()) return fn();
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      fn();
    };
    const Observer = (w as Window & { MutationObserver?: typeof MutationObserver }).MutationObserver;
    const observer = Observer ? new Observer(() => ready() && once()) : null;
    observer?.observe(d, { childList: true, subtree: true });
    whenParsed(once);
  };
  try {
    boot(plan, w, start, whenParsed, whenRoot);
  } catch {
    // Whatever failed here, the app still runs.
    startParsed();
  }
}

function boot(plan: BootPlan, w: Window, start: () => void, whenParsed: (fn: () => void) => void, whenRoot: (fn: () => void) => void): void {
  const d = w.document;
  const startParsed = () => whenParsed(start);
  const zh = isZh(w.navigator.language);
  const segment = segmentOf(w.location.hash);
  // The API first: on a slow link its answer is what home's card waits for (then the entry, the catalog, the rest).
  /** Sends a GET now and keeps its answer for the app under `path`. */
  const ask = (path: string, query: string, token?: string): void => {
    const headers: Record<string, string> = { ...JSON_HEADERS, 'Accept-Language': zh ? 'zh' : 'en' };
    if (token) headers.Authorization = token;
    const entry = {} as PrefetchEntry;
    entry.p = w
      .fetch(plan.apiBase + path + query, { headers })
      // A body that is no JSON (an HTML error page) is kept as null: the app words it by the status, as its client would.
      .then((s) =>
        s
          .json()
          .catch(() => null)
          .then((body: unknown) => (entry.v = { ok: s.ok, s: s.status, auth: s.headers.get('Authorization'), body })),
      );
    // The app reports failures when it takes the entry over; an unread rejection is not one.
    entry.p.catch(() => undefined);
    w.__eggPrefetch = w.__eggPrefetch || {};
    w.__eggPrefetch[path] = entry;
  };
  /** Sends a GET early with `token` (by default the stored one) and keeps it for the app; false when it cannot (no token, an OAuth code first, no storage). */
  const early = (path: string, token?: string): boolean => {
    try {
      const use = token ?? (oauthCode(w.location.search) ? null : w.localStorage.getItem(TOKEN_KEY));
      if (!use) return false;
      ask(path, '', use);
      return true;
    } catch {
      // Storage can be off (private modes): the app then asks itself.
      return false;
    }
  };
  /** An OAuth landing's code exchange, sent now unless this page has spent its code (api/wechat.ts takes it over). */
  const signingIn = (): PrefetchEntry | undefined => {
    try {
      const query = new URLSearchParams(w.location.search);
      const code = oauthCode(w.location.search);
      if (!code || !query.get('state') || w.sessionStorage.getItem(SPENT_CODE_KEY) === code) return;
      ask(AUTHORIZE_PATH, `?code=${encodeURIComponent(code)}`);
      return w.__eggPrefetch![AUTHORIZE_PATH];
    } catch {
      // The app exchanges the code itself.
    }
  };
  /** A list screen's first page, asked for as its route opens; dropped if no screen takes it soon (it would be stale). */
  const earlyList = (route: string) => {
    const path = EARLY_LISTS[route];
    if (!path || !early(path)) return;
    const entry = w.__eggPrefetch![path];
    w.setTimeout(() => {
      if (w.__eggPrefetch![path] === entry) delete w.__eggPrefetch![path];
    }, EARLY_LIST_TTL);
  };
  /** The route a tap has asked for already (`__eggTap`): its hashchange asks nothing more. */
  let tapped = '';
  try {
    // The router's navigations and back/forward both end in a hashchange.
    w.addEventListener('hashchange', () => {
      const route = routeOf(w.location.hash);
      if (route !== tapped) earlyList(route);
      tapped = '';
    });
    // A tap that goes after its paint (platform/navigation.ts goAfterPaint) asks as it is recognised, a frame or two sooner.
    w.__eggTap = (route) => {
      tapped = route;
      earlyList(route);
    };
  } catch {
    // no events: the list asks itself
  }
  earlyList(routeOf(w.location.hash));
  /**
   * Home's card from the early answer as it lands, before the bundle has run (./home-shell.ts), and
   * the entry only once a frame has painted it (at most 100 ms later): run earlier, its evaluation
   * and first render would hold that frame back. Without a card to show,
   * the entry runs at once.
   */
  const cardFromAnswer = () =>
    w.__eggPrefetch![CURRENT_USER_PATH]!.p.then((answer) => {
      const show = () => {
        if (!(answer.ok && !segmentOf(w.location.hash) && showHome(w, answer.body, zh))) return start();
        w.requestAnimationFrame?.(() => w.setTimeout(start));
        w.setTimeout(start, 100);
      };
      // #root (after the templates) not parsed yet: as soon as it is.
      whenRoot(show);
    }, startParsed);
  // Home as the app shows it while the answer is on its way (./home-shell.ts), put in #root as soon
  // as the parser has added it, so the first frame that shows #root shows home (not the spinner) and
  // is laid out before the answer lands. Put in one frame after the page was parsed, its layout came
  // just as the answer landed and held the card back (docs/performance.md).
  // On a return visit, the card as last seen instead (showHome decodes it; what does not read is the
  // loading home), only while nothing else is in #root: an answer in by then is newer.
  const loadingHome = (kept?: unknown) =>
    whenRoot(() => (kept && d.getElementById('root')?.querySelector('.boot') && showHome(w, { success: true, data: kept }, zh)) || showLoadingHome(w, zh));
  const exchange = signingIn();
  /**
   * A first landing on "my orders" with its first page asked for: its rows before the bundle (below).
   * On a return visit the app, run at once, shows the rows last seen in its first render.
   */
  const ordersEntry =
    routeOf(w.location.hash) === ORDERS_ROUTE && !kept(w, EARLY_LISTS[ORDERS_ROUTE]) ? w.__eggPrefetch?.[EARLY_LISTS[ORDERS_ROUTE]] : undefined;
  if (!segment && early(CURRENT_USER_PATH)) {
    loadingHome(kept(w));
    // It waits for the answer at most ENTRY_WAIT_MS after it has arrived (below).
    cardFromAnswer();
  } else {
    // An OAuth landing on home: the loading home (never a kept card: the code may be another member's),
    // and home's data as soon as the token is in.
    // The entry runs at once, since the app takes the exchange over.
    if (!segment && exchange) {
      loadingHome();
      exchange.p.then((answer) => {
        const body = answer.body as { success?: unknown; data?: { token?: unknown } } | null;
        const token = answer.ok && body?.success === true && body.data?.token;
        if (token && !segmentOf(w.location.hash) && early(CURRENT_USER_PATH, `${token}`)) cardFromAnswer();
      }, startParsed);
    }
    if (!ordersEntry) startParsed();
  }
  // Older engines may lack relList or its supports(): no modulepreload there either.
  const modulePreload = !!d.createElement('link').relList?.supports?.('modulepreload');
  const added: Record<string, 1> = {};
  /**
   * On a landing on "my orders", scripts wait until its rows are on screen (at most LIST_FIRST_MS):
   * on a slow link they would share it with the answer the rows wait for, and adding their links
   * held back the rows' frame (docs/performance.md); the rows need only the answer and the styles,
   * the app comes after them.
   */
  let held: string[] | undefined = ordersEntry && [];
  /** Runs once the entry has arrived. */
  let entryLoaded = () => {};
  const release = () => {
    held?.forEach(link);
    held = undefined;
  };
  const link = (file: string) => {
    const link = d.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
    } else if (modulePreload) link.rel = 'modulepreload';
    else {
      link.rel = 'preload';
      link.as = 'script';
    }
    link.crossOrigin = '';
    link.href = plan.base + file;
    if (file === plan.entry) {
      // Home's answer taking long: the app runs anyway, with its skeleton, soon after the entry is in.
      link.addEventListener('load', () => {
        w.setTimeout(startParsed, ENTRY_WAIT_MS);
        entryLoaded();
      });
      link.addEventListener('error', startParsed);
    }
    d.head.appendChild(link);
  };
  const add = (file: string) => {
    if (added[file]) return;
    added[file] = 1;
    if (held && !/\.css$/.test(file)) held.push(file);
    else link(file);
  };
  if (ordersEntry) w.setTimeout(release, LIST_FIRST_MS);
  /**
   * A landing on "my orders": its rows from the early answer as it lands, before the bundle
   * (./orders-shell.ts), once the order flow's styles are in (put in as stylesheets now, not only
   * preloaded: rows without them would show unstyled); then the scripts and the entry, once a frame
   * has painted them (at most 100 ms later), as on home. Without rows to show, they go at once.
   */
  const rowsFromAnswer = (list: PrefetchEntry) => {
    let styled = true;
    const sheets = plan.flows[plan.segments[segment]]
      .filter((file) => /\.css$/.test(file))
      .map((file) => {
        added[file] = 1;
        const link = d.createElement('link');
        link.rel = 'stylesheet';
        // The credentials mode Vite's CSS loader asks with: it then finds this sheet and adds none.
        link.crossOrigin = '';
        link.href = plan.base + file;
        const loaded = new Promise<void>((done) => {
          link.onload = () => done();
          link.onerror = () => {
            styled = false;
            done();
          };
        });
        d.head.appendChild(link);
        return loaded;
      });
    const run = () => {
      release();
      start();
    };
    // Its templates come after #root (home's first frame does not wait for them): once the page is parsed.
    Promise.all([list.p, ...sheets]).then(
      ([answer]) =>
        whenParsed(() => {
          if (!(styled && answer.ok && showOrders(w, answer.body, zh))) return run();
          w.requestAnimationFrame?.(() => w.setTimeout(run));
          w.setTimeout(run, 100);
        }),
      () => {
        release();
        startParsed();
      },
    );
  };
  add(plan.entry);
  if (ordersEntry) rowsFromAnswer(ordersEntry);
  (zh ? plan.catalogs.zh : plan.catalogs.en).forEach(add);
  const screens = zh ? plan.catalogs.screensZh : plan.catalogs.screensEn;
  // Read when it runs, after what this route preloads below; it must never cost the first screen.
  const pending = () => {
    const files: string[] = [];
    const listed: Record<string, 1> = {};
    for (const name of Object.keys(plan.flows) as FlowName[])
      for (const file of plan.flows[name].concat(screens))
        if (!added[file] && !listed[file]) {
          listed[file] = 1;
          files.push(file);
        }
    return files;
  };
  const prefetch = () => {
    try {
      prefetchFlows(w, pending, add, plan.base);
    } catch {
      // An engine without load events or timers as expected: the flows load on the tap, as before.
    }
  };
  // With the scripts held back, the page's load comes before them: the other flows wait for the entry instead.
  if (ordersEntry) entryLoaded = prefetch;
  else prefetch();
  // A string only: what the object's prototype has under a segment (`#/constructor`) is no flow.
  const flow: unknown = plan.segments[segment];
  if (typeof flow === 'string') plan.flows[flow as FlowName].concat(screens).forEach(add);
}

/** How long an idle callback may wait for an idle moment after load (ms). */
export const PREFETCH_IDLE_TIMEOUT = 2000;

/**
 * After `load` (the entry, its CSS and home's pictures are in) and then an idle moment, the files
 * `pending()` still lists are fetched into the HTTP cache with `rel=prefetch`: lowest priority, no
 * parsing, nothing run, so a member who never leaves home pays bytes and no main-thread time (issue 16
 * measures both). Where `prefetch` is unknown (WebKit) the ordinary preload (`add`) is used instead.
 */
function prefetchFlows(w: Window, pending: () => string[], add: (file: string) => void, base: string): void {
  const d = w.document;
  const canPrefetch = !!d.createElement('link').relList?.supports?.('prefetch');
  const run = () =>
    pending().forEach((file) => {
      if (!canPrefetch) {
        add(file);
        return;
      }
      const link = d.createElement('link');
      link.rel = 'prefetch';
      // The credentials mode of the request that will use it (see preload above).
      link.crossOrigin = '';
      link.href = base + file;
      d.head.appendChild(link);
    });
  const idle = () => (w.requestIdleCallback ? w.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT }) : w.setTimeout(run, 500));
  if (d.readyState === 'complete') idle();
  else w.addEventListener('load', idle);
}
