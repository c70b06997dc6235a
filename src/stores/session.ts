import { clearLocalStorage, safeSession, sessionFlagAtom, SMS_STORAGE_KEY, stringAtom } from './persist';
import { clearLastKnown } from './last-known';
import { INIT_TOKEN_KEY, MEMBER_KEY, SPENT_CODE_KEY, TOKEN_KEY } from '../lib/boot-contract';

/** The API token; sent in Authorization on every request (spec §7). */
export const $token = stringAtom(TOKEN_KEY);
export const $nickname = stringAtom('nickname');
export const $avatar = stringAtom('avatar');
/** Who is signed in: an opaque id ('' unknown); what the phone keeps of a member belongs to it. */
export const $member = stringAtom(MEMBER_KEY);
/** Set in sessionStorage once this page's OAuth code has been exchanged. */
export const $initToken = sessionFlagAtom(INIT_TOKEN_KEY);

/** The spent code when sessionStorage refuses it. */
let spentInMemory = '';

/** Marks an OAuth code as exchanged for this WebView session. */
export function spendCode(code: string): void {
  spentInMemory = code;
  try {
    safeSession()?.setItem(SPENT_CODE_KEY, code);
  } catch {
    // full or blocked: this page still knows
  }
}

/** Whether `code` was already exchanged in this WebView session (a reload with it still in the address). */
export function isCodeSpent(code: string): boolean {
  let spent = spentInMemory;
  try {
    spent = safeSession()?.getItem(SPENT_CODE_KEY) ?? spent;
  } catch {
    // blocked: what this page knows
  }
  return spent === code;
}

const forgetters: (() => void)[] = [];
/** `forget` runs when a member's things leave the phone: sign-out, or another member signing in (lazily loaded stores). */
export function onForgetMember(forget: () => void): void {
  forgetters.push(forget);
}

/** The session's keys; everything else in local storage belongs to the member. */
const SESSION_KEYS = [TOKEN_KEY, 'nickname', 'avatar', MEMBER_KEY];

/** Drafts, choices, SMS keys and last-known answers, gone: in memory, and on the phone (all but `keep`) for stores not loaded yet. */
function forgetMemberThings(keep: readonly string[]): void {
  // The in-memory copy too: the next member never sees this one's answers.
  clearLastKnown();
  for (const forget of forgetters) forget();
  try {
    safeSession()?.removeItem(SMS_STORAGE_KEY);
  } catch {
    // blocked: nothing was kept there
  }
  clearLocalStorage(keep);
}

export interface SignedIn {
  token: string;
  nickname?: string | null;
  avatar?: string | null;
}

/**
 * A sign-in as `member` (lib/member-id.ts; '' when unknown). Another member's, or an unknown one's,
 * drafts, choices and last-known answers are forgotten first: nothing of one member is shown to another.
 */
export function signIn({ token, nickname, avatar }: SignedIn, member = ''): void {
  if (!member || member !== $member.get()) forgetMemberThings(SESSION_KEYS);
  $member.set(member);
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
  $member.set('');
  forgetMemberThings([]);
}
