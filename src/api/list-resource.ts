/**
 * A list screen's one resource (`ListResource`): the GET of its pages and their decoder, by which its
 * first page is read early (the answer the boot script asked for as the list's route opened: lib/boot-contract.ts
 * EARLY_LISTS), kept (stores/last-known.ts, under the same path) and fresh; the pages after it by lastId.
 */
import { ApiError, get, hooks } from './client';
import type { Answer, Decoder } from './decode';
import { takeEarly } from './early';
import type { Page } from './types';
import { t } from '../i18n';

/** A list screen's GET and the decoder of its pages, and its loader: the first page (early or fresh), or the one after `lastId`. */
export interface ListResource<T> extends Answer<Page<T>> {
  load(lastId?: number): Promise<Page<T>>;
}

/**
 * A list's first page (issue 16, taps): the boot script's early answer when there is one, taken once,
 * so the request ran in parallel with the screen's chunk instead of after it; without one, asked now.
 * A failed early answer is reported as the client reports its own (the same toast, the session
 * ending on an expired token, a timeout REQUEST_TIMEOUT after the screen asked) and not asked again:
 * one request, one failure, like a list that asked itself; its retry asks anew.
 */
async function firstPage<T>(list: Answer<T>): Promise<T> {
  const early = takeEarly(list);
  if (!early) return get(list.path, list.decode);
  try {
    return await early;
  } catch (failure) {
    const error = failure instanceof ApiError ? failure : new ApiError(t('net.networkError'), 'network');
    if (error.kind === 'token') hooks.onSessionExpired(error);
    else hooks.onFailure(error);
    throw error;
  }
}

/** The resource of the list at `path` (`?lastId=` after the first page), its pages read by `decode`. */
export function listResource<T>(path: string, decode: Decoder<Page<T>>): ListResource<T> {
  const list: ListResource<T> = { path, decode, load: (lastId) => (lastId === undefined ? firstPage(list) : get(path, decode, { lastId })) };
  return list;
}
