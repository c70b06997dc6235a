import { ApiError, fromEnvelope, get, hooks } from './client';
import type { Decoder } from './decode';
import { inTime, peekEntry, takeEntry, type PrefetchedAnswer } from './prefetch';
import type { Envelope } from './types';
import { t } from '../i18n';

/** What the client would make of the answer the boot script got: the data, or the ApiError it would report. */
function read<T>(answer: PrefetchedAnswer, decode: Decoder<T>): T {
  if (answer.auth) hooks.onRenewedToken(answer.auth);
  const { ok, s: status } = answer;
  // An envelope's success is a boolean (client.ts isEnvelope; not imported: the app chunk would have to export it, 40 B of the first visit).
  const body = answer.body as Partial<Envelope<unknown>> | null;
  if (body?.success === false) throw fromEnvelope(body as Envelope<unknown>, ok ? undefined : status);
  if (!ok) throw new ApiError(t('net.serverError', { status: status ?? 0 }), 'http', null, status);
  if (body?.success !== true) throw new ApiError(t('net.malformed'), 'malformed');
  try {
    return decode(body.data);
  } catch {
    throw new ApiError(t('net.malformed'), 'malformed');
  }
}

/**
 * A list's first page (issue 16, taps): the answer the boot script asked for when the list's route
 * opened (lib/boot-contract.ts EARLY_LISTS), taken once, so the request runs in parallel with the
 * screen's chunk instead of after it; without one, asked now. A failed early answer is reported as
 * the client reports its own (the same toast, the session ending on an expired token, a timeout
 * REQUEST_TIMEOUT after the screen asked) and not asked again: one request, one failure, like a
 * list that asked itself; its retry asks anew.
 */
export async function firstPage<T>(path: string, decode: Decoder<T>): Promise<T> {
  const entry = takeEntry(path);
  if (!entry) return get(path, decode);
  try {
    return read(await inTime(entry.p), decode);
  } catch (failure) {
    const error = failure instanceof ApiError ? failure : new ApiError(t('net.networkError'), 'network');
    if (error.kind === 'token') hooks.onSessionExpired(error);
    else hooks.onFailure(error);
    throw error;
  }
}

/**
 * The same first page synchronously, when the boot script's answer is already in and reads (a
 * landing on the list: the answer came while the bundle downloaded): the list's first render then
 * shows its rows, instead of a skeleton, a frame, the mount effect and a second render. Anything
 * else (not in yet, a failure, an answer that does not decode) leaves the entry to `firstPage`,
 * which reports it as the client would.
 */
export function firstPageNow<T>(path: string, decode: Decoder<T>): T | undefined {
  const answer = peekEntry(path)?.v;
  if (!answer) return undefined;
  try {
    const data = read(answer, decode);
    takeEntry(path);
    return data;
  } catch {
    return undefined;
  }
}
