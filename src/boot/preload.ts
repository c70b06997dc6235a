/**
 * The first-screen boot script. Without help, everything after the entry waits until the entry has
 * downloaded and run; this script is inlined into index.html (build/plugins.ts compiles it) and
 * starts at once, in parallel with the entry. Its steps, in the order of docs/architecture.md's boot
 * timeline (each below with its reason):
 * 1. the early GETs, before anything else, each handed over to the app (lib/boot-contract.ts `put`,
 *    taken by api/early.ts): home's data on `#/` with a stored token (on a return visit, once a frame
 *    has painted the kept card, as "my orders"' list: the request cost that frame), an OAuth landing's code
 *    exchange, a list screen's first page on its route (landed on, or tapped to later: `EARLY_LISTS`);
 * 2. the first screen before the bundle: home's loading markup in the first frame, then its card
 *    filled from the early answer or the kept one (./home-shell.ts); or, landed on "my orders", its
 *    rows from the early answer or, on a return visit, the kept ones (./orders-shell.ts);
 * 3. the preloads: the entry, the member's language catalog, on a flow route that flow's chunks, the
 *    kit and the screen strings; on a return visit to home once a frame has painted the kept card;
 * 4. the entry itself, which this script runs (index.html has no tag for it): off home once parsed;
 *    on home once a frame has painted the card (without a card to show, at once; the answer taking
 *    long, at most `ENTRY_WAIT_MS` after the entry has arrived), because the entry's evaluation and
 *    first render are a long task on a slow phone and would hold back that frame (docs/performance.md);
 * later, once the page has loaded and the main thread is idle, every other flow and the screen
 *    strings into the HTTP cache (`prefetchFlows`), so a tap waits for no download.
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
  BOOT_MARK,
  CURRENT_USER_PATH,
  type Early,
  type EarlyAnswer,
  EARLY_LIST_TTL,
  EARLY_LISTS,
  JSON_HEADERS,
  ORDERS_SHELL_CSS_KEY,
  ORDERS_ROUTE,
  LAST_KNOWN_KEY,
  MEMBER_KEY,
  SPENT_CODE_KEY,
  TOKEN_KEY,
  isZh,
  oauthCode,
  onTap,
  peek,
  put,
  putTap,
  succeeded,
  TAP_ATTR,
} from '../lib/boot-contract';
import { showHome, showLoadingHome } from './home-shell';
import { ordersTemplateId, showOrders } from './orders-shell';

/** What only the build knows: where files are served from and which files each piece needs. */
export interface BootPlan {
  /** Vite's base, e.g. '/' */
  base: string;
  /** VITE_API_BASE ('' for the page's origin) */
  apiBase: string;
  /** Files (relative to base) of each language's shell and screen catalogs. */
  catalogs: { en: string[]; zh: string[]; screensEn: string[]; screensZh: string[] };
  /** Files of each flow chunk (src/app/route-table.ts `FLOW_NAMES`) with its CSS and static imports, less what index.html loads. */
  flows: Record<string, string[]>;
  /** Each flow route's first segment → its flow (the route table's). */
  segments: Record<string, string>;
  /** The app's entry chunk (relative to base): this script runs it (see `preload`), index.html has no tag for it. */
  entry: string;
  /** The orders shell's stylesheet (relative to base; build/shell-css.ts): the flow's rules its template uses. */
  ordersShellCss: string;
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
function kept(w: Window, path = CURRENT_USER_PATH): unknown {
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
/** What the boot script shows of an early answer: its data when it is a success (2xx, and the envelope says so), else nothing. */
const dataOf = (answer: EarlyAnswer): unknown => (answer.ok && succeeded(answer.body) ? answer.body.data : undefined);

/** `fn` once the document is parsed (without a module script in the page, DOMContentLoaded comes right after parsing). */
const whenParsed = (d: Document, fn: () => void) => (d.readyState === 'loading' ? d.addEventListener('DOMContentLoaded', fn) : fn());

export function preload(plan: BootPlan, w: Window = window): void {
  const d = w.document;
  let started = false;
  /** 4. Runs the app: its entry as a module script, added once. */
  const start = () => {
    if (started) return;
    started = true;
    const script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = plan.base + plan.entry;
    d.head.appendChild(script);
  };
  try {
    boot(plan, w, start);
  } catch {
    // Whatever failed here, the app still runs.
    whenParsed(d, start);
  }
}

/**
 * The steps, in the order of the boot timeline (docs/architecture.md), each defined below with its
 * reason. They share the page's state (the files linked so far, the scripts held back), so they are
 * this function's own: as functions of a shared context object they made the script about 0.2 kB
 * larger (brotli), which every first visit would carry.
 */
function boot(plan: BootPlan, w: Window, start: () => void): void {
  const d = w.document;
  const zh = isZh(w.navigator.language);
  const route = routeOf(w.location.hash);
  const segment = segmentOf(w.location.hash);
  /** Files linked, or held, so far. */
  const added: Record<string, 1> = {};
  /** Scripts held back until "my orders" shows its rows (`showOrdersFirst`); undefined when none are. */
  let held: string[] | undefined;
  /** Runs once the entry has arrived. */
  let entryLoaded = () => {};
  /** Whether <link rel=modulepreload> is known (step 3 asks). */
  let modulePreload = false;
  /** Whether the orders shell's kept stylesheet went in: the flow's CSS is then held back with its scripts. */
  let cssKept = false;
  /** How the orders shell's stylesheet begins (build/shell-css.ts). */
  const cssName = `/*${plan.ordersShellCss}*/`;

  // "My orders" on a return visit: the rows last seen (issue 49.2), painted before its list is asked for anew (showOrdersFirst).
  const keptOrders = route === ORDERS_ROUTE ? kept(w, EARLY_LISTS[ORDERS_ROUTE]) : undefined;
  // 1. The API first: on a slow link its answer is what the first screen waits for. At most one of these asks.
  if (!keptOrders) askList(route);
  const exchange = askExchange();
  // Home's: at once, or on a return visit once a frame has painted the kept card (`showHomeFirst`).
  const token = !segment && tokenOf();
  listenForTaps();
  // 2. The first screen before the bundle, then 4. the entry (at once when there is none).
  const card = token && kept(w);
  if (token) {
    showHomeFirst(card, token);
    if (!card) askHome(token);
  } else if (!segment && exchange) showHomeAfterSignIn(exchange);
  // "My orders": on a return visit the rows last seen, else the early answer's.
  const early = route === ORDERS_ROUTE && !keptOrders ? peek(EARLY_LISTS[ORDERS_ROUTE], w) : undefined;
  // The early answer itself (its rejection is read where it is asked), read by dataOf in showOrdersFirst.
  const orders = keptOrders ? Promise.resolve(keptOrders) : early?.p;
  if (orders) showOrdersFirst(orders, !!keptOrders);
  else if (!token) startParsed();
  // 3. The preloads; on a return visit to home, after the kept card's frame (`showHomeFirst`).
  if (!card) preloadFiles();
  // Later: the other flows, once the page is idle; with the scripts held back, the page's load comes before them: after the entry instead.
  if (orders) entryLoaded = prefetchLater;
  else prefetchLater();

  /** 4. The entry once the document is parsed: an added script runs as soon as it has arrived, maybe before #root is parsed. */
  function startParsed() {
    whenParsed(d, start);
  }

  /** 1. Sends a GET now and hands it over to the app under `path`. */
  function ask(path: string, query: string, token?: string): Early {
    const headers: Record<string, string> = { ...JSON_HEADERS, 'Accept-Language': zh ? 'zh' : 'en' };
    if (token) headers.Authorization = token;
    const early = {} as Early;
    early.p = w
      .fetch(plan.apiBase + path + query, { headers })
      // A body that is no JSON (an HTML error page) is kept as null: the app words it by the status, as its client would.
      .then((s) =>
        s
          .json()
          .catch(() => null)
          .then((body: unknown) => (early.v = { ok: s.ok, s: s.status, auth: s.headers.get('Authorization'), body })),
      );
    // The app reports failures when it takes the answer over; an unread rejection is not one.
    early.p.catch(() => undefined);
    put(path, early, w);
    return early;
  }

  /** 1. A GET with `token` (by default the stored one), sent now; undefined when it cannot be (no token, an OAuth code to exchange first, no storage). */
  function askWithToken(path: string, token = tokenOf()): Early | undefined {
    try {
      return token ? ask(path, '', token) : undefined;
    } catch {
      // no fetch: the app asks itself
    }
  }

  /** The stored token; none with an OAuth code to exchange first, or without storage (private modes): the app then asks itself. */
  function tokenOf(): string | null | undefined {
    try {
      return oauthCode(w.location.search) ? null : w.localStorage.getItem(TOKEN_KEY);
    } catch {
      // as said
    }
  }

  /** 1. Home's data, then 2. its card as it lands; not asked (no fetch), the entry once parsed. */
  function askHome(token: string): void {
    const early = askWithToken(CURRENT_USER_PATH, token);
    if (early) showCard(early);
    else startParsed();
  }

  /** 1. An OAuth landing's code exchange, sent now unless this page has spent its code (api/wechat.ts takes it over). */
  function askExchange(): Early | undefined {
    try {
      const code = oauthCode(w.location.search);
      if (code && new URLSearchParams(w.location.search).get('state') && w.sessionStorage.getItem(SPENT_CODE_KEY) !== code)
        return ask(AUTHORIZE_PATH, `?code=${encodeURIComponent(code)}`);
    } catch {
      // The app exchanges the code itself.
    }
  }

  /** 1. A list screen's first page as its route opens (`EARLY_LISTS`); dropped if no screen takes it soon (it would be stale). */
  function askList(to: string): void {
    const path = EARLY_LISTS[to];
    const early = path && askWithToken(path);
    if (early) w.setTimeout(() => peek(path, w) === early && put(path, undefined, w), EARLY_LIST_TTL);
  }

  /**
   * 1. The list each navigation opens asks for its first page; a tap that goes after its paint (platform/navigation.ts) asks as it is
   * recognised, a frame or two sooner, and its hashchange asks nothing more. A tap on the shell before the app has taken over (issue
   * 49.4) shows it was taken and runs the app now: a link goes on its own (its hashchange); an entry only the app serves (TAP_ATTR)
   * is kept for the app, unless the member goes elsewhere first.
   */
  function listenForTaps(): void {
    let tapped = '';
    /** Whether the hashchange to come is a shell link's. */
    let linked = false;
    try {
      // The router's navigations and back/forward both end in a hashchange.
      w.addEventListener('hashchange', () => {
        const to = routeOf(w.location.hash);
        if (to !== tapped) askList(to);
        tapped = '';
        putTap(null, w);
        // A shell link's entry as the app's `go` makes one (platform/navigation.ts: an in-app page behind it), so the app's Back goes back to home.
        if (linked) w.history.replaceState({ s: null, d: 1 }, '');
        linked = false;
      });
      onTap((to) => {
        tapped = to;
        askList(to);
      }, w);
      d.addEventListener('click', (event) => {
        // A tap's target is an element (never a text node or the document).
        const entry = (event.target as Element).closest(`[${BOOT_MARK}] :is(a[href],[${TAP_ATTR}])`);
        if (entry) {
          linked = entry.matches('a');
          entry.setAttribute('aria-busy', 'true');
          putTap(entry.getAttribute(TAP_ATTR), w);
          startParsed();
        }
      });
    } catch {
      // no events: the list asks itself
    }
  }

  /**
   * `fn` once `ready()`, checked as the parser adds elements (a MutationObserver's records are read before the next
   * parser-inserted script runs, so what `fn` puts in #root is in the next frame) and once the page is parsed; the
   * check it returns, for whatever else `ready()` waits for.
   */
  function whenIn(ready: () => unknown, fn: () => void): () => void {
    let done = false;
    const check = () => {
      if (done || !ready()) return;
      done = true;
      observer?.disconnect();
      fn();
    };
    const Observer = (w as Window & { MutationObserver?: typeof MutationObserver }).MutationObserver;
    const observer = Observer ? new Observer(check) : null;
    check();
    if (!done) observer?.observe(d, { childList: true, subtree: true });
    whenParsed(d, () => {
      observer?.disconnect();
      check();
    });
    return check;
  }

  /** `fn` once #root holds the boot spinner (or what replaced it): what `fn` puts there is in the first frame that shows #root. */
  function whenRoot(fn: () => void) {
    whenIn(() => d.querySelector('#root>*'), fn);
  }

  /**
   * 2. Home as the app shows it while its answer is on its way (./home-shell.ts), put in #root as soon
   * as the parser has added it, so the first frame that shows #root shows home (not the spinner) and
   * is laid out before the answer lands (put in one frame after the page was parsed, its layout came
   * just as the answer landed and held the card back: docs/performance.md). On a return visit, the
   * card as `kept` instead (what does not read is the loading home); then, once a frame has painted
   * it, 1. home's data is asked for with `token` and 3. the preloads go (the request and their links,
   * from the HTTP cache on a return visit, held that frame back: docs/performance.md).
   */
  function showHomeFirst(kept?: unknown, token?: string): void {
    whenRoot(() => {
      const after = () => {
        askHome(token!);
        preloadFiles();
      };
      if (kept && showHome(w, kept, zh)) startAfterPaint(after);
      else {
        showLoadingHome(w, zh);
        if (kept) after();
      }
    });
  }

  /** 2. Home's card from `early`'s answer as it lands (./home-shell.ts), then 4. the entry once a frame has painted it; without a card to show, the entry at once. */
  function showCard(early: Early): void {
    early.p.then(
      // #root (after the templates) not parsed yet: as soon as it is.
      (answer) => whenRoot(() => (!segmentOf(w.location.hash) && showHome(w, dataOf(answer), zh) ? startAfterPaint(start) : start())),
      startParsed,
    );
  }

  /** 2. An OAuth landing on home: the loading home (never a kept card: the code may be another member's), and home's data and card as soon as the token is in; the entry at once, since the app takes the exchange over. */
  function showHomeAfterSignIn(exchange: Early): void {
    showHomeFirst();
    exchange.p.then((answer) => {
      const token = (dataOf(answer) as { token?: unknown } | null | undefined)?.token;
      const early = token && !segmentOf(w.location.hash) ? askWithToken(CURRENT_USER_PATH, `${token}`) : undefined;
      if (early) showCard(early);
    }, startParsed);
  }

  /**
   * 2. A landing on "my orders": the order flow's styles put in as stylesheets now (not only
   * preloaded: rows without them would show unstyled), its scripts held back (at most LIST_FIRST_MS:
   * on a slow link they would share it with the answer the rows wait for, and adding their links held
   * back the rows' frame: docs/performance.md); the rows of `page` (the early answer, or the kept
   * one on a return visit) once it and the styles are in (./orders-shell.ts); then the scripts and 4.
   * the entry, once a frame has painted them. Without rows to show, they go at once.
   */
  function showOrdersFirst(page: Promise<unknown>, isKept: boolean): void {
    held = [];
    w.setTimeout(release, LIST_FIRST_MS);
    let styled = true;
    let data: unknown;
    let landed = false;
    let loaded = 0;
    let links: HTMLLinkElement[] = [];
    const run = () => {
      // On a return visit the list is asked for only now, once the kept rows' frame has painted, as the kept baseline asks (the request cost that frame).
      if (isKept) askList(ORDERS_ROUTE);
      release();
      start();
    };
    // The rows as soon as the page, its sheets (parsed: their load events come a task later, maybe after a frame of the
    // spinner) and the member's template (after #root: home's first frame does not wait for it; the parser past it, or
    // the whole page parsed) are all in.
    const check = whenIn(
      () =>
        landed &&
        (loaded === links.length || links.every((link) => link.sheet)) &&
        (d.readyState !== 'loading' || d.querySelector(`#${ordersTemplateId(zh)}+*`)),
      () => (styled && showOrders(w, isKept ? data : dataOf(data as EarlyAnswer), zh, isKept) ? startAfterPaint(run) : run()),
    );
    // On a return visit, the orders shell's stylesheet kept on the phone, put in now: the rows wait for no sheet from the
    // HTTP cache (its response comes as a task behind the parser's); the flow's, with the same rules, comes with the app.
    const css = isKept && keptCss();
    cssKept = !!css;
    if (css) {
      // Its text in before it goes in: the CSP checks the element's text as it is added (an empty style is no hash it lists).
      const style = d.createElement('style');
      style.textContent = css;
      d.head.appendChild(style);
    }
    links = plan.flows[plan.segments[segment]]
      .filter((file) => !css && /\.css$/.test(file))
      .map((file) => {
        added[file] = 1;
        const link = d.createElement('link');
        link.rel = 'stylesheet';
        // The credentials mode Vite's CSS loader asks with: it then finds this sheet and adds none.
        link.crossOrigin = '';
        link.href = plan.base + file;
        const done = (ok: boolean) => () => {
          loaded++;
          styled &&= ok;
          check();
        };
        link.onload = done(true);
        link.onerror = done(false);
        d.head.appendChild(link);
        return link;
      });
    page.then(
      (value) => {
        data = value;
        landed = true;
        check();
      },
      () => {
        release();
        startParsed();
      },
    );
  }

  /** The orders shell's stylesheet as kept on the phone when it is this build's: its text begins with a comment naming its file. */
  function keptCss(): string | undefined {
    try {
      const kept = w.localStorage.getItem(ORDERS_SHELL_CSS_KEY);
      if (kept?.startsWith(cssName)) return kept;
    } catch {
      // no storage: the flow's sheet, as on a first landing
    }
  }

  /** At the page's load: the orders shell's stylesheet kept on the phone, when it is not (once a build); no network, another answer or storage full: next time. */
  function keepCss(): void {
    if (!keptCss())
      w.fetch(plan.base + plan.ordersShellCss)
        .then((r) => r.text())
        .then((text) => text.startsWith(cssName) && w.localStorage.setItem(ORDERS_SHELL_CSS_KEY, text))
        .catch(() => undefined);
  }

  /** 4. `run` (the entry) once a frame has painted what the boot script put in #root (at most 100 ms later), once: run earlier, its evaluation and first render would hold that frame back. */
  function startAfterPaint(run: () => void): void {
    let ran = false;
    const once = () => {
      if (!ran) {
        ran = true;
        run();
      }
    };
    w.requestAnimationFrame?.(() => w.setTimeout(once));
    w.setTimeout(once, 100);
  }

  /** 3. The entry, the member's catalog, and on a flow's route that flow's files and the screen strings. */
  function preloadFiles(): void {
    // Older engines may lack relList or its supports(): no modulepreload there either.
    modulePreload = !!d.createElement('link').relList?.supports?.('modulepreload');
    add(plan.entry);
    (zh ? plan.catalogs.zh : plan.catalogs.en).forEach(add);
    // A string only: what the object's prototype has under a segment (`#/constructor`) is no flow.
    const flow: unknown = plan.segments[segment];
    if (typeof flow === 'string') plan.flows[flow].concat(screens()).forEach(add);
  }

  /** The screen strings' files in the member's language. */
  function screens(): string[] {
    return zh ? plan.catalogs.screensZh : plan.catalogs.screensEn;
  }

  /** 3. `file`, once: preloaded now, or held back while "my orders" shows its rows (its CSS went in as a stylesheet, or its kept subset did). */
  function add(file: string): void {
    if (added[file]) return;
    added[file] = 1;
    if (held && (cssKept || !/\.css$/.test(file))) held.push(file);
    else link(file);
  }

  /** 3. The scripts held back, preloaded now. */
  function release(): void {
    held?.forEach(link);
    held = undefined;
  }

  /** 3. A preload of `file` with what will use it: a style, a module, or a script where modulepreload is unknown. The entry's arrival starts its clock (`ENTRY_WAIT_MS`). */
  function link(file: string): void {
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
  }

  /** Later: `prefetchFlows` with every flow file and screen string not linked by then; it must never cost the first screen: an engine without load events or timers as expected loads the flows on the tap, as before. */
  function prefetchLater(): void {
    try {
      prefetchFlows(
        w,
        () =>
          Object.values(plan.flows)
            .flatMap((files) => files.concat(screens()))
            .filter((file) => !added[file]),
        add,
        plan.base,
      );
      // The orders shell's stylesheet at the load event, not at idle: a short first visit keeps it too.
      if (d.readyState === 'complete') keepCss();
      else w.addEventListener('load', keepCss);
    } catch {
      // as said
    }
  }
}

/** How long an idle callback may wait for an idle moment after load (ms). */
export const PREFETCH_IDLE_TIMEOUT = 2000;

/**
 * After `load` (the entry, its CSS and home's pictures are in) and then an idle moment, the files
 * `pending()` lists then are fetched into the HTTP cache with `rel=prefetch`, each once: lowest
 * priority, no parsing, nothing run, so a member who never leaves home pays bytes and no main-thread
 * time (issue 16 measures both). Where `prefetch` is unknown (WebKit) the ordinary preload (`add`) is used instead.
 */
function prefetchFlows(w: Window, pending: () => string[], add: (file: string) => void, base: string): void {
  const d = w.document;
  const canPrefetch = !!d.createElement('link').relList?.supports?.('prefetch');
  const run = () =>
    [...new Set(pending())].forEach((file) => {
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
