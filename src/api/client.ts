/**
 * The one HTTP client (spec §7, §8): JSON, 10 s timeout, the stored token in Authorization, a
 * renewed token from a response's Authorization header, the envelope unwrapped, and every failure
 * turned into an ApiError plus a failure toast. Callers catch ApiError; nothing rejects unhandled.
 */
import { ofetch, type FetchOptions } from 'ofetch';
import type { Envelope } from './types';
import { ignore, type Decoder } from './decode';
import { t } from '../i18n';
import { toast } from '../ui/toast/toast';
import { $token, renewToken, signOut } from '../stores/session';

export const REQUEST_TIMEOUT = 10_000;
export const EXPIRED_CLOSE_DELAY = 1500;
export const TOKEN_CODES = ['token.expire', 'token.error'];

export type ApiErrorKind = 'business' | 'token' | 'http' | 'network' | 'timeout' | 'malformed';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code: string | null = null,
    readonly status?: number,
    /** The refusal's Retry-After header as sent (read where it is needed, off the first screen's chunk). */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API origin: `VITE_API_BASE`, default the page's own origin. Read per request (tests change it). */
let apiBase: string = import.meta.env.VITE_API_BASE ?? '';
export function setApiBase(base: string): void {
  apiBase = base;
}

// No ofetch `timeout`: it aborts with a reason older engines drop (iOS < 15.4, Chromium < 98
// reject with a plain AbortError, read as "network error"), and it is off whenever a caller passes
// a signal. request() keeps its own clock instead.
const http = ofetch.create({
  retry: 0,
  responseType: 'json',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  onRequest({ options }) {
    options.baseURL = apiBase || undefined;
    const token = $token.get();
    if (token) options.headers.set('Authorization', token);
  },
  onResponse({ response }) {
    const renewed = response.headers.get('Authorization');
    if (renewed) renewToken(renewed);
  },
});

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).success === 'boolean';
}

let expiring = false;

/** Spec §8: toast, wait 1.5 s, close the window and clear local storage. Once, however many calls fail. */
function expireSession(): void {
  if (expiring) return;
  expiring = true;
  toast.fail(t('net.tokenExpired'), EXPIRED_CLOSE_DELAY + 500);
  setTimeout(() => {
    signOut();
    expiring = false;
    // The adapter is loaded on demand; closing waits for it, the sign-out does not.
    void import('../platform/wechat').then((platform) => platform.closeWindow());
  }, EXPIRED_CLOSE_DELAY);
}

function fromEnvelope(body: Envelope<unknown>, status?: number, retryAfter: string | null = null): ApiError {
  const code = body.errCode ?? null;
  if (code && TOKEN_CODES.includes(code)) return new ApiError(t('net.tokenExpired'), 'token', code, status);
  const message = typeof body.errMessage === 'string' && body.errMessage.trim() ? body.errMessage : t('net.malformed');
  return new ApiError(message, 'business', code, status, retryAfter);
}

function fromFetchFailure(error: unknown): ApiError {
  const e = error as { name?: string; message?: string; response?: Response & { _data?: unknown }; cause?: { name?: string } };
  const body = e.response?._data;
  if (e.response) {
    if (isEnvelope(body) && !body.success) return fromEnvelope(body, e.response.status, e.response.headers?.get('Retry-After') ?? null);
    return new ApiError(t('net.serverError', { status: e.response.status }), 'http', null, e.response.status);
  }
  const name = e.cause?.name ?? e.name;
  if (name === 'TimeoutError' || /timeout/i.test(e.message ?? '')) return new ApiError(t('net.timeout'), 'timeout');
  return new ApiError(t('net.networkError'), 'network');
}

/** Data its decoder cannot read is 'malformed', like a body that is no envelope. */
function decoded<T>(decode: Decoder<T>, data: unknown): T {
  try {
    return decode(data);
  } catch {
    throw new ApiError(t('net.malformed'), 'malformed');
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** false: reject without the failure toast (the caller shows its own message). */
  toast?: boolean;
  signal?: AbortSignal;
}

/** Calls the API and resolves with the envelope's data, decoded; rejects with an ApiError already toasted. */
export async function request<T>(path: string, decode: Decoder<T>, options: RequestOptions = {}): Promise<T> {
  const { toast: showToast = true, ...rest } = options;
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
    const body: unknown = await http(path, {
      method: rest.method ?? 'GET',
      query: rest.query,
      body: rest.body as FetchOptions['body'],
      signal: controller.signal,
    });
    if (isEnvelope(body) && body.success) return decoded(decode, body.data);
    error = isEnvelope(body) ? fromEnvelope(body) : new ApiError(t('net.malformed'), 'malformed');
  } catch (failure) {
    error = timedOut ? new ApiError(t('net.timeout'), 'timeout') : failure instanceof ApiError ? failure : fromFetchFailure(failure);
  } finally {
    clearTimeout(timer);
    rest.signal?.removeEventListener('abort', cancel);
  }
  if (error.kind === 'token') expireSession();
  else if (showToast) toast.fail(error.message);
  throw error;
}

export const get = <T>(path: string, decode: Decoder<T>, query?: RequestOptions['query'], options?: RequestOptions) =>
  request(path, decode, { ...options, method: 'GET', query });

/** A POST; without `decode` its answer's data is not read (spec §7 "not shown"). */
export const post = <T = unknown>(path: string, body?: unknown, decode: Decoder<T> = ignore as Decoder<T>, options?: RequestOptions) =>
  request(path, decode, { ...options, method: 'POST', body: body ?? {} });

/** What index.html's boot script keeps of a GET it sent early: the status, a renewed token, the body. */
export interface PrefetchedAnswer {
  ok: boolean;
  auth: string | null;
  body: unknown;
}

/** One early GET: `p` settles with its answer (rejects if it never came or was not JSON); `v` is that answer once it is in. */
export interface PrefetchEntry {
  p: Promise<PrefetchedAnswer>;
  v?: PrefetchedAnswer;
}

declare global {
  interface Window {
    /** GETs index.html's boot script sent before the app loaded (vite.config.ts, preloadFirstScreen). */
    __eggPrefetch?: Record<string, PrefetchEntry | undefined>;
  }
}

const peekEntry = (path: string): PrefetchEntry | undefined => (typeof window === 'undefined' ? undefined : window.__eggPrefetch?.[path]);

function takeEntry(path: string): PrefetchEntry | undefined {
  const entry = peekEntry(path);
  if (entry) delete window.__eggPrefetch![path];
  return entry;
}

const succeeded = ({ ok, body }: PrefetchedAnswer): boolean => ok && isEnvelope(body) && body.success;

/** A success envelope's data (a renewed token is kept either way); anything else throws. */
function acceptPrefetched<T>(answer: PrefetchedAnswer): T {
  if (answer.auth) renewToken(answer.auth);
  if (succeeded(answer)) return (answer.body as Envelope<unknown>).data as T;
  throw new ApiError(t('net.malformed'), 'malformed');
}

/**
 * The answer to a GET that index.html's boot script already sent, once: its data when it is a
 * success envelope within the timeout (a renewed token in its Authorization header is kept);
 * null when there is none. Anything else rejects, and the caller asks again through `request`,
 * so every failure is handled (and toasted) in one place.
 */
export function takePrefetched<T>(path: string): Promise<T> | null {
  const entry = takeEntry(path);
  if (!entry) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(t('net.timeout'), 'timeout')), REQUEST_TIMEOUT);
  });
  const answer = entry.p.then((a) => acceptPrefetched<T>(a));
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The same answer synchronously, when it is already in and a success: the first render can show
 * the content at once instead of a skeleton and a second render. Otherwise undefined, and the
 * entry stays for `takePrefetched` (still pending, or a failure that the client reports).
 */
export function takePrefetchedNow<T>(path: string): T | undefined {
  const answer = peekEntry(path)?.v;
  if (!answer || !succeeded(answer)) return undefined;
  takeEntry(path);
  return acceptPrefetched<T>(answer);
}

/** For tests: forget a pending expiry. */
export function resetClientForTests(): void {
  expiring = false;
}
