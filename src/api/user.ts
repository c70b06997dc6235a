import { get, takePrefetched, takePrefetchedNow, type RequestOptions } from './client';
import { key, level, nullable, num, obj, text, time } from './decode';
import type { CurrentUser, UserCard } from './types';

const CURRENT = '/api/user/current';

const currentUser = obj<CurrentUser>({
  nickname: text,
  avatar: text,
  totalEgg: num,
  totalCard: num,
  totalVoucher: num,
  card: nullable(obj<UserCard>({ cardNo: key, validTime: time, level })),
});

/**
 * GET /api/user/current. The first call on `#/` takes the answer index.html's boot script already
 * asked for (one round trip off the home screen); if that failed in any way, it asks again.
 */
export function getCurrentUser(options?: RequestOptions): Promise<CurrentUser> {
  const early = takePrefetched(CURRENT, currentUser);
  const ask = () => get(CURRENT, currentUser, undefined, options);
  return early ? early.catch(ask) : ask();
}

/** The boot script's answer when it is already in, a success and readable (home's first render), else undefined. */
export const currentUserNow = (): CurrentUser | undefined => takePrefetchedNow(CURRENT, currentUser);
