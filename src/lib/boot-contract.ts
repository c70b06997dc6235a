/**
 * The few facts the inline boot script (src/boot/preload.ts) and the app must agree on. They live
 * here, in the lowest layer and in a module that imports nothing, because the boot script is
 * inlined into index.html: whatever it imports is copied into every page's HTML.
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
/** Each list screen's route and its first page's GET: the boot script asks at the tap (or landing) that opens it; api/early-page.ts takes it over. */
/** "My orders": a landing on it shows its rows before the bundle (boot/orders-shell.ts). */
export const ORDERS_ROUTE = '/order';
export const EARLY_LISTS: Record<string, string> = { [ORDERS_ROUTE]: '/api/order/list', '/plan': '/api/orderPlan/list' };
/** An early list answer not taken within this many ms is dropped (a later first-page call asks afresh). */
export const EARLY_LIST_TTL = 10_000;

/** On home's prerendered markup until the app renders (boot/home-shell.ts); old-engine.ts's watchdog counts it as booting. */
export const BOOT_MARK = 'data-boot';

// Issue 29.4: every return visit opens at once.
/**
 * localStorage key of the last-known answers (stores/last-known.ts): `{"m": member id, "e": {path: {"t": ms received, "d": data}}}`.
 * The boot script reads home's entry from it to paint the card before the answer, only for the current `MEMBER_KEY`.
 */
export const LAST_KNOWN_KEY = 'last-known';

/** performance.mark of the member card's first paint by the boot script (issue 32's `card` moment). */
export const CARD_MARK = 'egg:card';
