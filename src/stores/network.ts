/**
 * Whether the network is there (issue 29.4): no network is a state the screens show, not an error.
 * The engine's `online`/`offline` events say so, and so does every request (api/client.ts reports,
 * app/client-policy.ts wires it here): an answer of any kind means online, a network failure offline.
 */
import { atom } from 'nanostores';

const initially = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** false while the network is known to be gone. */
export const $online = atom(initially());

/** When the network was last found gone (performance.now()). */
let lostAt = Number.NEGATIVE_INFINITY;

/** Sets what is known of the network; a change from offline to online tells `onBackOnline`'s listeners. */
export function setOnline(online: boolean): void {
  if (!online) lostAt = performance.now();
  if ($online.get() !== online) $online.set(online);
}

/**
 * What a request sent at `sentAt` (performance.now()) found. A failure is offline only when the engine
 * agrees (a server that is down is not "you're offline"). An answer is online, unless its request was
 * sent before the network was last found gone: it was on its way, and says nothing of now (a screen
 * would otherwise take it for the network's return and ask again, offline).
 */
export function reportReach(reached: boolean, sentAt: number): void {
  if (!reached) setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);
  else if (sentAt > lostAt) setOnline(true);
}

/** `fn` each time the network comes back; returns the unsubscribe. */
export function onBackOnline(fn: () => void): () => void {
  return $online.listen((online) => {
    if (online) fn();
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}
