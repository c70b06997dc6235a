/**
 * Whether the network is there (issue 29.4): no network is a state the screens show, not an error.
 * The engine's `online`/`offline` events say so, and so does every request (api/client.ts reports,
 * app/session.ts wires it here): an answer of any kind means online, a network failure offline.
 */
import { atom } from 'nanostores';

const initially = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** false while the network is known to be gone. */
export const $online = atom(initially());

/** Sets what is known of the network; a change from offline to online tells `onBackOnline`'s listeners. */
export function setOnline(online: boolean): void {
  if ($online.get() !== online) $online.set(online);
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
