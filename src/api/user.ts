import { get, type RequestOptions } from './client';
import { takePrefetched, takePrefetchedNow } from './prefetch';
import { currentUser } from './decode';
import type { Answer } from './decode';
import type { CurrentUser } from './types';
import { CURRENT_USER_PATH } from '../lib/boot-contract';

/** Home's answer, as stores/last-known.ts keeps it. */
export const CURRENT_USER: Answer<CurrentUser> = { path: CURRENT_USER_PATH, decode: currentUser };

/**
 * GET /api/user/current. The first call on `#/` takes the answer index.html's boot script already
 * asked for (one round trip off the home screen); if that failed in any way, or cannot be read, it
 * asks again, and the client reports what is wrong with the second answer.
 */
export function getCurrentUser(options?: RequestOptions): Promise<CurrentUser> {
  const early = takePrefetched<unknown>(CURRENT_USER_PATH);
  const ask = () => get(CURRENT_USER_PATH, currentUser, undefined, options);
  return early ? early.then(currentUser).catch(ask) : ask();
}

/**
 * The boot script's answer when it is already in, a success and readable (home's first render),
 * else undefined (none in yet reads as unreadable). One taken but unreadable: getCurrentUser() asks again.
 */
export function currentUserNow(): CurrentUser | undefined {
  try {
    return currentUser(takePrefetchedNow(CURRENT_USER_PATH));
  } catch {
    return undefined;
  }
}
