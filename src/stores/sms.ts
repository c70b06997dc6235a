/**
 * SMS codes per phone (issue 13.7): the key POST /api/sms/send answered and when that phone may get
 * another code. Kept in sessionStorage under `sms-codes`, so closing the unbind sheet or reloading
 * /bind loses neither the key of the code the member is typing nor the resend countdown; gone when
 * the WebView closes. A phone's key and countdown are its own: another phone is not affected.
 *
 * Stored as {"<phone>": {"key": "<key>", "keyUntil": <ms>, "resendAt": <ms>}}; an entry whose key
 * and countdown have both run out is dropped on the next write and ignored before that.
 */
import { atom } from 'nanostores';
import { ApiError } from '../api/client';
import { sendSms } from '../api/sms';
import { isObject } from '../api/decode';
import { safeSession, SMS_STORAGE_KEY } from './persist';
import { onForgetMember } from './session';

export { SMS_STORAGE_KEY };
/** Spec §4, §9: a sent code blocks the next send this long. */
export const SMS_RESEND_SECONDS = 60;
/** How long a key is offered back: the reference backend's code lifetime; an older key only earns "expired". */
export const SMS_KEY_TTL_MS = 10 * 60_000;
/** The longest wait a refusal may set, so a garbled number cannot lock the button for a day. */
const MAX_WAIT_SECONDS = 3600;

export interface SmsEntry {
  /** '' when this phone's countdown came from a refusal, not from a send of this page. */
  key: string;
  keyUntil: number;
  resendAt: number;
}
type Entries = Record<string, SmsEntry>;

const isEntry = (value: unknown): value is SmsEntry =>
  isObject(value) && typeof value.key === 'string' && Number.isFinite(value.keyUntil) && Number.isFinite(value.resendAt);

const isLive = (entry: SmsEntry, now: number) => (!!entry.key && entry.keyUntil > now) || entry.resendAt > now;

/** What this page wrote, for when sessionStorage is missing or refuses writes (full, blocked). */
let memory: Entries = {};
let memoryOnly = false;

function parse(text: string): Entries {
  try {
    const value: unknown = JSON.parse(text);
    if (!isObject(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => isEntry(entry))) as Entries;
  } catch {
    return {};
  }
}

/** Read from storage on every call: a reloaded page (or a remounted screen) sees what the last one wrote. */
function load(): Entries {
  const storage = memoryOnly ? null : safeSession();
  if (!storage) return memory;
  try {
    const text = storage.getItem(SMS_STORAGE_KEY);
    return text ? parse(text) : {};
  } catch {
    return memory;
  }
}

function save(entries: Entries): void {
  const now = Date.now();
  const kept = Object.fromEntries(Object.entries(entries).filter(([, entry]) => isLive(entry, now)));
  memory = kept;
  const storage = safeSession();
  try {
    if (Object.keys(kept).length) storage?.setItem(SMS_STORAGE_KEY, JSON.stringify(kept));
    else storage?.removeItem(SMS_STORAGE_KEY);
    memoryOnly = false;
  } catch {
    memoryOnly = true; // quota or blocked storage: this page still keeps them
  }
  $smsCodes.set(kept);
}

function update(phone: string, change: (entry: SmsEntry) => SmsEntry): void {
  const entries = load();
  save({ ...entries, [phone]: change(entries[phone] ?? { key: '', keyUntil: 0, resendAt: 0 }) });
}

/** Every phone's entry; changes with every send, refusal and spent key (subscribe, then ask smsKey / smsResendAt). */
export const $smsCodes = atom<Entries>(load());

// The keys were sent to this member's phones: the next member starts with none (session.ts clears the storage).
onForgetMember(() => {
  memory = {};
  memoryOnly = false;
  $smsCodes.set({});
});

/** The key of the code last sent to `phone`, or '' when none was sent or it is too old. */
export function smsKey(phone: string, now = Date.now()): string {
  const entry = load()[phone.trim()];
  return entry?.key && entry.keyUntil > now ? entry.key : '';
}

/** When `phone` may get another code (ms timestamp), or 0 when it may now. */
export function smsResendAt(phone: string, now = Date.now()): number {
  const entry = load()[phone.trim()];
  return entry && entry.resendAt > now ? entry.resendAt : 0;
}

/** The phone that most recently got a code whose key is still good ('' when none): a reloaded /bind fills it in. */
export function lastSmsPhone(now = Date.now()): string {
  let last = '';
  let newest = 0;
  for (const [phone, entry] of Object.entries(load())) {
    if (entry.key && entry.keyUntil > now && entry.keyUntil > newest) [last, newest] = [phone, entry.keyUntil];
  }
  return last;
}

/** A bind or unbind used the key: forget it, keep the countdown (the server still counts its 60 s). */
export function spendSmsKey(phone: string): void {
  update(phone.trim(), (entry) => ({ ...entry, key: '', keyUntil: 0 }));
}

/** Retry-After as seconds from now: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  const text = (value ?? '').trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date has a time of day; Date.parse alone would read '-5' or '1.5' as years and days.
  const at = /\d{2}:\d{2}:\d{2}/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const WAIT_IN_WORDS: [RegExp, number][] = [
  [/(\d+)\s*(?:seconds?|secs?|s\b|秒)/i, 1],
  [/(\d+)\s*(?:minutes?|mins?|分钟)/i, 60],
];

/**
 * The seconds a refused send asks to wait, or null when the refusal is not about waiting: the
 * Retry-After header, else a number of seconds or minutes in the message ("try again in 42 seconds",
 * "请42秒后再试"), else the whole 60 s for the reference backend's `sms.too.frequent` code.
 */
export function refusalWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.kind !== 'business') return null;
  let seconds = retryAfterSeconds(error.retryAfter);
  for (const [pattern, unit] of WAIT_IN_WORDS) {
    const match = seconds === null ? pattern.exec(error.message) : null;
    if (match) seconds = Number(match[1]) * unit;
  }
  if (seconds === null && error.code === 'sms.too.frequent') seconds = SMS_RESEND_SECONDS;
  return seconds !== null && seconds > 0 ? Math.min(Math.ceil(seconds), MAX_WAIT_SECONDS) : null;
}

/** What a send did: `seconds` is the countdown to show (60 after a send, the server's wait after a refusal, else 0). */
export interface SmsSendResult {
  sent: boolean;
  seconds: number;
}

/** Sends a code to `phone` and keeps its key and countdown; a failure is toasted by the API client. */
export async function sendSmsCode(phone: string): Promise<SmsSendResult> {
  const to = phone.trim();
  try {
    const key: unknown = await sendSms(to);
    const now = Date.now();
    const kept = typeof key === 'string' || typeof key === 'number' ? String(key) : '';
    update(to, () => ({ key: kept, keyUntil: now + SMS_KEY_TTL_MS, resendAt: now + SMS_RESEND_SECONDS * 1000 }));
    return { sent: true, seconds: SMS_RESEND_SECONDS };
  } catch (error) {
    const wait = refusalWait(error);
    if (wait === null) return { sent: false, seconds: 0 };
    update(to, (entry) => ({ ...entry, resendAt: Date.now() + wait * 1000 }));
    return { sent: false, seconds: wait };
  }
}
