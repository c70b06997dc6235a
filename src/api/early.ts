/**
 * The boot script's early GETs, taken over by the app (src/boot/preload.ts puts them, through
 * lib/boot-contract.ts): index.html asks for home's data (or a list's first page, or an OAuth code's
 * exchange) before the bundle arrives, and the first call for the same path takes that answer
 * instead of asking again. Each is read as the client reads its own answers (api/client.ts `read`).
 */
import { ApiError, hooks, read, REQUEST_TIMEOUT } from './client';
import type { Answer } from './decode';
import { type EarlyAnswer, peek, take } from '../lib/boot-contract';
import { t } from '../i18n';

/** `answer`, or the client's timeout error once REQUEST_TIMEOUT has passed without it. */
function inTime<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(t('net.timeout'), 'timeout')), REQUEST_TIMEOUT);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/** What the client would make of an early answer: a renewed token kept, then the data, or the ApiError it would report. */
function readEarly<T>(answer: EarlyAnswer, decode: Answer<T>['decode']): T {
  if (answer.auth) hooks.onRenewedToken(answer.auth);
  return read(answer.body, decode, answer.ok ? undefined : answer.s);
}

/**
 * The early answer to `answer`'s GET, taken once: its data within REQUEST_TIMEOUT; null when the boot
 * script sent none. Anything else rejects (never throws, whatever was put): the ApiError the client
 * would report, or what the fetch rejected with when no answer came.
 */
export function takeEarly<T>({ path, decode }: Answer<T>): Promise<T> | null {
  const early = take(path);
  return early ? inTime(early.p).then((a) => readEarly(a, decode)) : null;
}

/** The early answer to `answer`'s GET, or `ask()` when the boot script sent none or it failed in any way: the client then reports what is wrong with the second answer. */
export function earlyOrAsk<T>(answer: Answer<T>, ask: () => Promise<T>): Promise<T> {
  const early = takeEarly(answer);
  return early ? early.catch(ask) : ask();
}

/**
 * The same answer synchronously, when it is already in and reads: taken, and the first render shows
 * the content at once instead of a skeleton and a second render. Otherwise undefined, and the early
 * GET stays for `takeEarly` (still on its way, or a failure, which the caller reports as the client would).
 */
export function earlyNow<T>({ path, decode }: Answer<T>): T | undefined {
  const answer = peek(path)?.v;
  if (!answer) return undefined;
  try {
    const data = readEarly(answer, decode);
    take(path);
    return data;
  } catch {
    return undefined;
  }
}
