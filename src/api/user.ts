import { get, type RequestOptions } from './client';
import { earlyNow, earlyOrAsk } from './early';
import { currentUser } from './decode';
import type { Answer } from './decode';
import type { CurrentUser } from './types';
import { CURRENT_USER_PATH } from '../lib/boot-contract';

/** Home's answer: its early (the boot script's), kept (stores/last-known.ts) and fresh answers are read by it. */
export const CURRENT_USER: Answer<CurrentUser> = { path: CURRENT_USER_PATH, decode: currentUser };

/**
 * GET /api/user/current. The first call on `#/` takes the answer index.html's boot script already
 * asked for (one round trip off the home screen); if that failed in any way, or cannot be read, it
 * asks again, and the client reports what is wrong with the second answer.
 */
export function getCurrentUser(options?: RequestOptions): Promise<CurrentUser> {
  return earlyOrAsk(CURRENT_USER, () => get(CURRENT_USER_PATH, currentUser, undefined, options));
}

/** The boot script's answer when it is already in and reads (home's first render), else undefined: getCurrentUser() then takes it. */
export const currentUserNow = (): CurrentUser | undefined => earlyNow(CURRENT_USER);
