import { sessionFlagAtom, stringAtom } from './persist';
import { clearChoices } from './exchange/choice';
import { resetDrafts } from './drafts';
import { clearLastKnown } from './last-known';
import { TOKEN_KEY } from '../lib/boot-contract';

/** The API token; sent in Authorization on every request (spec §7). */
export const $token = stringAtom(TOKEN_KEY);
export const $nickname = stringAtom('nickname');
export const $avatar = stringAtom('avatar');
/** Set in sessionStorage once this page's OAuth code has been exchanged. */
export const $initToken = sessionFlagAtom('init-token');

export interface SignedIn {
  token: string;
  nickname?: string | null;
  avatar?: string | null;
}

export function signIn({ token, nickname, avatar }: SignedIn): void {
  $token.set(token);
  $nickname.set(nickname ?? '');
  $avatar.set(avatar ?? '');
}

/** Replaces the token only (a response's Authorization header). */
export function renewToken(token: string): void {
  if (token && token !== $token.get()) $token.set(token);
}

/** Log out / expired session: every atom back to empty and local storage cleared (spec §2, §8). */
export function signOut(): void {
  $token.set('');
  $nickname.set('');
  $avatar.set('');
  clearChoices();
  resetDrafts();
  // The in-memory copy too: the next member never sees this one's answers.
  clearLastKnown();
  try {
    localStorage.clear();
  } catch {
    // blocked storage: the atoms are already empty
  }
}
