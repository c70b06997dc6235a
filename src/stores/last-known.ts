/**
 * The last answer of every screen the member has seen, kept on the phone with the time it came
 * (issue 29.4), so a return visit paints at once and no network shows what was last seen. It is a
 * cache: read only for the member who is signed in now (`MEMBER_KEY`), decoded again on the way
 * out with the api's own decoder (an entry an older app wrote, or a corrupt one, is a cold visit),
 * capped in size (the oldest entries go first), and a storage that throws or is full costs
 * persistence only: the open app keeps its copy in memory.
 */
import type { Answer } from '../api/decode';
import { LAST_KNOWN_KEY, MEMBER_KEY } from '../lib/boot-contract';
import { onBackOnline } from './network';
import { local } from './persist';

/** An answer as kept: `t` the time it was received (ms), `d` its decoded data. */
export interface Kept<T = unknown> {
  t: number;
  d: T;
}

interface Record_ {
  /** The member the entries belong to. */
  m: string;
  e: Record<string, Kept>;
}

/** The stored JSON's cap (characters, about bytes for the ASCII-heavy answers): the oldest entries go first past it. */
export const LAST_KNOWN_CAP = 200_000;

/** This page's copy; null until read from storage (or after clearLastKnown). */
let memory: Record_ | null = null;

/** The signed-in member's id, '' when none (or no storage to say). */
function member(): string {
  try {
    return local()?.getItem(MEMBER_KEY) || '';
  } catch {
    return '';
  }
}

const isKept = (v: unknown): v is Kept => typeof v === 'object' && v !== null && typeof (v as Kept).t === 'number' && 'd' in v;

/** The stored record if it is readable; anything else reads as none. */
function stored(): Record_ | null {
  try {
    const value = JSON.parse(local()?.getItem(LAST_KNOWN_KEY) || 'null') as Record_ | null;
    if (!value || typeof value.m !== 'string' || typeof value.e !== 'object' || value.e === null) return null;
    return value;
  } catch {
    return null;
  }
}

/** The record of the member signed in now, or null (none signed in, or the record is another member's). */
function current(): Record_ | null {
  const m = member();
  if (!m) return null;
  if (memory?.m !== m) memory = stored();
  if (memory?.m !== m) memory = null;
  return memory;
}

/** What was last received for `answer`, read again with its decoder; undefined when none, another member's or unreadable. */
export function readLastKnown<T>(answer: Answer<T>): Kept<T> | undefined {
  const kept = current()?.e[answer.path];
  if (!isKept(kept)) return undefined;
  try {
    return { t: kept.t, d: answer.decode(kept.d) };
  } catch {
    return undefined;
  }
}

/** Writes `record` under the cap, dropping the oldest entries first; a write that fails drops the stored copy. */
function persist(record: Record_): void {
  const store = local();
  if (!store) return;
  const entries = Object.keys(record.e).sort((a, b) => record.e[a].t - record.e[b].t);
  let json = JSON.stringify(record);
  while (json.length > LAST_KNOWN_CAP && entries.length) {
    delete record.e[entries.shift()!];
    json = JSON.stringify(record);
  }
  try {
    store.setItem(LAST_KNOWN_KEY, json);
  } catch {
    // QuotaExceededError or blocked: a cache, so the stored copy goes and this page keeps its own.
    try {
      store.removeItem(LAST_KNOWN_KEY);
    } catch {
      // nothing more to drop
    }
  }
}

/** Keeps `data` as what `answer` last said (for the signed-in member only), received now. */
export function keepLastKnown<T>(answer: Answer<T>, data: T, now = Date.now()): void {
  const m = member();
  if (!m) return;
  const record = current() ?? { m, e: {} };
  record.e[answer.path] = { t: now, d: data };
  memory = record;
  persist(record);
}

/** Forgets every kept answer, stored and in memory (the member changed or signed out). */
export function clearLastKnown(): void {
  memory = null;
  try {
    local()?.removeItem(LAST_KNOWN_KEY);
  } catch {
    // blocked storage: nothing was kept there
  }
}

/**
 * Whether a screen may act on what it shows: anything that spends (exchange, pay, bind, unbind, gift,
 * top-up) waits for the fresh answer; a last-known balance is never the basis of a decision.
 */
export const isFresh = (...states: { lastKnown?: boolean }[]): boolean => states.every((state) => !state.lastKnown);

/** A screen's link to its kept answer (ui/load-state/use-async.ts `LastKnownLink`): read, keep, and refresh when the network is back. */
export const lastKnown = <T>(answer: Answer<T>) => ({
  read: () => readLastKnown(answer),
  keep: (data: T) => keepLastKnown(answer, data),
  whenOnline: onBackOnline,
});
