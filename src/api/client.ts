/**
 * The one HTTP client (spec §7, §8): JSON, 10 s timeout, a token in Authorization, the envelope
 * unwrapped and decoded, every failure turned into an ApiError. It knows no store, toast or window:
 * it asks its hooks for the token and reports renewed tokens, failures and an expired session
 * (app/client-policy.ts wires them). Callers catch ApiError; nothing rejects unhandled.
 */
import type { $Fetch, FetchOptions } from 'ofetch';
import type { Envelope } from './types';
import { ignore, type Decoder } from './decode';
import { getLang, loadScreenStrings, t } from '../i18n';
import { succeeded } from '../lib/boot-contract';

export const REQUEST_TIMEOUT = 10_000;
export const TOKEN_CODES = ['token.expire', 'token.error'];

export type ApiErrorKind = 'business' | 'token' | 'http' | 'network' | 'timeout' | 'malformed';

// Fields assigned in the constructor, not declared as class fields: the engine floor's build would
// bring a defineProperty helper into the first screen's chunk for them.
export class ApiError extends Error {
  declare readonly kind: ApiErrorKind;
  declare readonly code: string | null;
  declare readonly status?: number;
  /** The refusal's Retry-After header as sent (read where it is needed, off the first screen's chunk). */
  declare readonly retryAfter: string | null;
  /** The failed call was an action (RequestOptions.action), set by request(): whoever reports the failure later says it as one. */
  declare action?: boolean;

  constructor(message: string, kind: ApiErrorKind, code: string | null = null, status?: number, retryAfter: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

export interface ClientHooks {
  /** The token to send in Authorization ('' for none). */
  getToken(): string;
  /** A response carried a renewed token in its Authorization header. */
  onRenewedToken(token: string): void;
  /** A call failed and its caller did not take the message on itself (`toast: false`); `error.action` says whether it was an action. */
  onFailure(error: ApiError): void;
  /** The server ended the session (spec §8: token.expire, token.error), whatever the caller asked. */
  onSessionExpired(error: ApiError): void;
  /** A request sent at `sentAt` (performance.now()) reached the server (any answer: true) or found no network (false) (issue 29.4). */
  onReach(reached: boolean, sentAt: number): void;
  /** A call failed (not the caller's abort), after `ms`: for telemetry (issue 32); wired only in a build with it. */
  onCallFailed?(path: string, error: ApiError, ms: number): void;
}

/** Until the app wires them: no token, nothing reported. */
export const hooks: ClientHooks = { getToken: () => '', onRenewedToken() {}, onFailure() {}, onSessionExpired() {}, onReach() {} };

/** The app's side of the client (app/client-policy.ts): called once at start, and by tests. */
export function configureClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

/** The API origin: `VITE_API_BASE`, default the page's own origin. Read per request (tests change it). */
let apiBase: string = import.meta.env.VITE_API_BASE ?? '';
export function setApiBase(base: string): void {
  apiBase = base;
}

let http: Promise<$Fetch> | undefined;
/** The HTTP client, loaded once (./http.ts, its own chunk); a chunk that failed to load is asked for again next time. */
export function httpClient(): Promise<$Fetch> {
  http ??= import('./http').then(
    ({ createHttp }) => createHttp({ base: () => apiBase, lang: getLang, token: () => hooks.getToken(), renewed: (token) => hooks.onRenewedToken(token) }),
    (error: unknown) => {
      http = undefined;
      throw error;
    },
  );
  return http;
}

/**
 * The one reader of the server's envelope `{success, data, errMessage, errCode}` (spec §7), for the
 * client's answers and the boot script's early ones (api/early.ts): a success's data, read by
 * `decode`; anything else throws the ApiError it means (`failureOf`). `status`: an answer not 2xx.
 */
export function read<T>(body: unknown, decode: Decoder<T>, status?: number): T {
  if (!status && succeeded(body))
    try {
      return decode(body.data);
    } catch {
      // data its decoder cannot read: malformed, like a body that is no envelope
    }
  throw failureOf(body, status);
}

/** What an answer that is no success means: a failure envelope's refusal (an ended session by its code), else its HTTP status, else malformed. */
function failureOf(body: unknown, status?: number, retryAfter: string | null = null): ApiError {
  const refusal = body as Partial<Envelope<unknown>> | null;
  if (refusal?.success === false) {
    const code = refusal.errCode ?? null;
    if (code && TOKEN_CODES.includes(code)) return new ApiError(t('net.tokenExpired'), 'token', code, status);
    const message = typeof refusal.errMessage === 'string' && refusal.errMessage.trim() ? refusal.errMessage : t('net.malformed');
    return new ApiError(message, 'business', code, status, retryAfter);
  }
  if (status) return new ApiError(t('net.serverError', { status }), 'http', null, status);
  return new ApiError(t('net.malformed'), 'malformed');
}

function fromFetchFailure(error: unknown): ApiError {
  const e = error as { name?: string; message?: string; response?: Response & { _data?: unknown }; cause?: { name?: string } };
  if (e.response) return failureOf(e.response._data, e.response.status, e.response.headers?.get('Retry-After') ?? null);
  const name = e.cause?.name ?? e.name;
  if (name === 'TimeoutError' || /timeout/i.test(e.message ?? '')) return new ApiError(t('net.timeout'), 'timeout');
  return new ApiError(t('net.networkError'), 'network');
}

/**
 * A refusal in the member's words (lib/refusal.ts): its rule and the screens' strings come with the
 * first refusal, off the first screen's bytes; if they cannot load, the server's message stays.
 */
async function inMemberWords(error: ApiError): Promise<ApiError> {
  try {
    const [{ refusalText }] = await Promise.all([import('../lib/refusal'), loadScreenStrings()]);
    return new ApiError(refusalText(error.code, error.message), 'business', error.code, error.status, error.retryAfter);
  } catch {
    return error;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** false: reject without the failure toast (the caller shows its own message). */
  toast?: boolean;
  /**
   * An action: the member's tap needs the network (offline, the app says so where they are). Every
   * POST is one unless it says `false`: a lookup sent as a POST (a fee), whose screen says it in place.
   */
  action?: boolean;
  signal?: AbortSignal;
}

/** Calls the API and resolves with the envelope's data, decoded; rejects with an ApiError already reported. */
export async function request<T>(path: string, decode: Decoder<T>, options: RequestOptions = {}): Promise<T> {
  const { toast: showToast = true, ...rest } = options;
  // When it was sent: the network state weighs an answer by it (onReach), telemetry times it (issue 32).
  const started = performance.now();
  let error: ApiError;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT);
  const cancel = () => controller.abort();
  if (rest.signal?.aborted) cancel();
  rest.signal?.addEventListener('abort', cancel);
  try {
    const fetcher = await httpClient();
    const body: unknown = await fetcher(path, {
      method: rest.method ?? 'GET',
      query: rest.query,
      body: rest.body as FetchOptions['body'],
      signal: controller.signal,
    });
    hooks.onReach(true, started);
    return read(body, decode);
  } catch (failure) {
    error = timedOut ? new ApiError(t('net.timeout'), 'timeout') : failure instanceof ApiError ? failure : fromFetchFailure(failure);
    // An answer of any kind means the network is there; a network failure (not the caller's abort) that it is not.
    if ((failure as { response?: unknown }).response) hooks.onReach(true, started);
    else if (error.kind === 'network' && !rest.signal?.aborted) hooks.onReach(false, started);
  } finally {
    clearTimeout(timer);
    rest.signal?.removeEventListener('abort', cancel);
  }
  if (error.kind === 'business') error = await inMemberWords(error);
  error.action = rest.action;
  if (import.meta.env.VITE_TELEMETRY_URL && !rest.signal?.aborted) hooks.onCallFailed!(path, error, performance.now() - started);
  if (error.kind === 'token') hooks.onSessionExpired(error);
  else if (showToast) hooks.onFailure(error);
  throw error;
}

export const get = <T>(path: string, decode: Decoder<T>, query?: RequestOptions['query'], options?: RequestOptions) =>
  request(path, decode, { ...options, method: 'GET', query });

/** A POST, an action unless `options.action` is false; without `decode` its answer's data is not read (spec §7 "not shown"). */
export const post = <T = unknown>(path: string, body?: unknown, decode: Decoder<T> = ignore as Decoder<T>, options?: RequestOptions) =>
  request(path, decode, { action: true, ...options, method: 'POST', body: body ?? {} });
