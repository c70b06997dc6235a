import { get, takePrefetched, takePrefetchedNow, type RequestOptions } from './client';
import type { CurrentUser } from './types';

const CURRENT = '/api/user/current';

/**
 * GET /api/user/current. The first call on `#/` takes the answer index.html's boot script already
 * asked for (one round trip off the home screen); if that failed in any way, it asks again.
 */
export function getCurrentUser(options?: RequestOptions): Promise<CurrentUser> {
  const early = takePrefetched<CurrentUser>(CURRENT);
  return early ? early.catch(() => get<CurrentUser>(CURRENT, undefined, options)) : get<CurrentUser>(CURRENT, undefined, options);
}

/** The boot script's answer when it is already in and a success (home's first render), else undefined. */
export const currentUserNow = (): CurrentUser | undefined => takePrefetchedNow<CurrentUser>(CURRENT);
