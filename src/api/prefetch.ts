/**
 * The boot script's early GETs, taken over by the app (src/boot/preload.ts): index.html
 * asks for home's data before the bundle arrives, and the first call for the same path takes that
 * answer instead of asking again. A failure, or no answer in time, goes back through `request`, so
 * every failure is reported in one place.
 */
import type { Envelope } from './types';
import { ApiError, hooks, isEnvelope, REQUEST_TIMEOUT } from './client';
import { t } from '../i18n';

/** What index.html's boot script keeps of a GET it sent early: the status, a renewed token, the body. */
export interface PrefetchedAnswer {
  ok: boolean;
  /** The HTTP status (set for the lists' early pages; api/early-page.ts words a failure with it). */
  s?: number;
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
    /** GETs index.html's boot script (src/boot/preload.ts) sent before the app loaded. */
    __eggPrefetch?: Record<string, PrefetchEntry | undefined>;
  }
}

/** The boot script's entry for `path`, left in place. */
export const peekEntry = (path: string): PrefetchEntry | undefined => (typeof window === 'undefined' ? undefined : window.__eggPrefetch?.[path]);

/** The boot script's entry for `path`, taken once (a later call for the same path asks the server). */
export function takeEntry(path: string): PrefetchEntry | undefined {
  const entry = peekEntry(path);
  if (entry) delete window.__eggPrefetch![path];
  return entry;
}

/** `answer`, or the client's timeout error once REQUEST_TIMEOUT has passed without it. */
export function inTime<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(t('net.timeout'), 'timeout')), REQUEST_TIMEOUT);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

const succeeded = ({ ok, body }: PrefetchedAnswer): boolean => ok && isEnvelope(body) && body.success;

/** A success envelope's data (a renewed token is kept either way); anything else throws. */
function acceptPrefetched<T>(answer: PrefetchedAnswer): T {
  if (answer.auth) hooks.onRenewedToken(answer.auth);
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
  return inTime(entry.p.then((a) => acceptPrefetched<T>(a)));
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
