/**
 * What the inline boot script (src/boot/preload.ts) and the app agree on: a few facts, and the one
 * hand-over of what the boot script did before the app loaded (its early GETs, by `put` and `take`;
 * a tap's route, by `onTap` and `tap`; a tap on the shell the app serves, by `putTap` and `takeTap`). They live here, in the lowest layer and in a module that
 * imports nothing, because the boot script is inlined into index.html: whatever it imports is copied
 * into every page's HTML.
 */

/** localStorage key of the API token (stores/session.ts persists it; spec §7). */
export const TOKEN_KEY = 'token';

/**
 * localStorage key of the signed-in member's opaque id (a hash of the openId, written at sign-in by
 * app/bootstrap.ts). Whatever the phone keeps of a member (drafts, choices, the last-known answers)
 * belongs to this id: another member's sign-in clears it, and a cache of another id is never read.
 */
export const MEMBER_KEY = 'member';

/** `navigator.language` starting with `zh` reads Chinese; anything else English (i18n/index.ts). */
export const isZh = (language: string | null | undefined): boolean => /^zh/i.test(language || '');

/** The OAuth `code` WeChat puts in the landing query (app/bootstrap.ts exchanges it for a token). */
export const OAUTH_CODE = 'code';
/** The landing query's OAuth code, or null: the token must not be used before it is exchanged. */
export const oauthCode = (search: string): string | null => new URLSearchParams(search).get(OAUTH_CODE);

/** sessionStorage key set once this page's OAuth code has been exchanged (stores/session.ts, spec §3). */
export const INIT_TOKEN_KEY = 'init-token';
/** sessionStorage key of the last OAuth code sent for a token (stores/session.ts): a reload never sends it again. */
export const SPENT_CODE_KEY = 'spent-code';

/** The code exchange, which the boot script sends on an OAuth landing before the bundle arrives (api/wechat.ts takes it over). */
export const AUTHORIZE_PATH = '/wechat/authorize';

/** The headers of every API request besides Authorization (api/client.ts). */
export const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' } as const;

/** Home's data, which the boot script asks for before the bundle arrives (api/user.ts takes it over). */
export const CURRENT_USER_PATH = '/api/user/current';

// Issue 16 (taps): the lists' first pages, asked for at the tap.
/** Each list screen's route and its first page's GET: the boot script asks at the tap (or landing) that opens it; api/list-resource.ts takes it over. */
/** "My orders": a landing on it shows its rows before the bundle (boot/orders-shell.ts). */
export const ORDERS_ROUTE = '/order';
export const EARLY_LISTS: Record<string, string> = { [ORDERS_ROUTE]: '/api/order/list', '/plan': '/api/orderPlan/list' };
/** An early list answer not taken within this many ms is dropped (a later first-page call asks afresh). */
export const EARLY_LIST_TTL = 10_000;

/** On home's prerendered markup until the app renders (boot/home-shell.ts); old-engine.ts's watchdog counts it as booting. */
export const BOOT_MARK = 'data-boot';

// Issue 49.4: no tap on the shell is lost.
/**
 * On an entry of home that only the app can serve (log out asks first, scan to bind needs the JS-SDK):
 * its name. Tapped on the shell, before the app has taken over, the boot script keeps the tap
 * (`putTap`) and the app serves it once (`takeTap`). Home's other entries are links the shell follows.
 */
export const TAP_ATTR = 'data-tap';

// Issue 29.4: every return visit opens at once.
/**
 * localStorage key of the last-known answers (stores/last-known.ts): `{"m": member id, "e": {path: {"t": ms received, "d": data}}}`.
 * The boot script reads home's entry from it to paint the card before the answer, only for the current `MEMBER_KEY`.
 */
export const LAST_KNOWN_KEY = 'last-known';

/**
 * localStorage key of the orders shell's stylesheet (build/shell-css.ts; its text begins with a comment naming its file): the boot script keeps it
 * at a page's load and, on a return visit with kept rows, puts it in at once instead of waiting for the flow's sheet.
 * Any member's phone keeps it (it holds no member's data); another build's file name is never read.
 */
export const ORDERS_SHELL_CSS_KEY = 'orders-shell-css';

/** performance.mark of the member card's first paint by the boot script (issue 32's `card` moment). */
export const CARD_MARK = 'egg:card';

// The hand-over. The boot script is its own inline script and the app a bundle, so what one hands the
// other crosses through one window property; it is read and written here only.

/** What the boot script keeps of an early GET's answer: 2xx or not, the HTTP status, a renewed token, the body (null when not JSON). */
export interface EarlyAnswer {
  ok: boolean;
  s: number;
  auth: string | null;
  body: unknown;
}

/** One GET the boot script sent before the app loaded: `p` settles with its answer (rejects when none came); `v` is that answer once in. */
export interface Early {
  p: Promise<EarlyAnswer>;
  v?: EarlyAnswer;
}

interface HandOver {
  /** The early GETs not taken yet, by path. */
  e: Record<string, Early | undefined>;
  /** What a tap calls (`tap`). */
  t?: (route: string) => void;
  /** The entry (its TAP_ATTR) tapped on the shell and not served yet. */
  a?: string | null;
}

/** The page's hand-over (`w`, by default the global: the window in a page), made on first use and over anything else found there. */
function handOver(w?: Window): HandOver {
  const at = (w ?? globalThis) as { __egg?: HandOver };
  const found = at.__egg;
  if (found?.e) return found;
  const made: HandOver = { e: {} };
  at.__egg = made;
  return made;
}

/** The boot script's side: keeps `early` for the app under `path` (undefined: no GET to take there any more). */
export const put = (path: string, early: Early | undefined, w?: Window): void => {
  handOver(w).e[path] = early;
};

/** The early GET of `path`, left in place (its answer, `v`, is read as what it is: unknown). */
export const peek = (path: string, w?: Window): Early | undefined => handOver(w).e[path];

/** The app's side: the early GET of `path`, taken once (a second take answers undefined; so does a put of anything but a GET). */
export function take(path: string): Early | undefined {
  const early = peek(path);
  delete handOver().e[path];
  return early?.p ? early : undefined;
}

/** The boot script's side: `fn` runs on the route of each tap that calls `tap`. */
export const onTap = (fn: (route: string) => void, w?: Window): void => {
  handOver(w).t = fn;
};

/** The app's side: a tap to `route` is recognised (platform/navigation.ts); the boot script asks for that list's first page now. */
export const tap = (route: string, w?: Window): void => handOver(w).t?.(route);

/** The boot script's side: the entry named `name` (its TAP_ATTR) was tapped on the shell; null for a link, or when the member has gone elsewhere since. */
export const putTap = (name: string | null, w?: Window): void => {
  handOver(w).a = name;
};

/** The app's side: the entry tapped on the shell, taken once (null or undefined when none was, or the member has gone elsewhere since). */
export function takeTap(w?: Window): string | null | undefined {
  const at = handOver(w);
  const name = at.a;
  at.a = null;
  return name;
}

/** The server's envelope `{success, data, errMessage, errCode}` (spec §7) saying success (api/client.ts `read`; the boot script's early answers). */
export const succeeded = (body: unknown): body is { success: true; data: unknown } => (body as { success?: unknown } | null)?.success === true;
