/**
 * Navigation with state that survives a reload: the state rides in `history.state` (kept by the
 * browser across reloads) together with how deep into the app the entry is, so `back()` knows
 * whether there is an in-app page to return to.
 */
import { navigate as hashNavigate } from 'wouter/use-hash-location';
import { useMemo, useSyncExternalStore } from 'react';
import { tap } from '../lib/boot-contract';

interface Entry<S = unknown> {
  s: S | null;
  d: number;
}

function current(): Entry {
  const state = (typeof history === 'undefined' ? null : history.state) as Partial<Entry> | null;
  return { s: state?.s ?? null, d: typeof state?.d === 'number' ? state.d : 0 };
}

/** Route paths only; never a '?' (it would change the signed part of the URL). */
function move(to: string, entry: Entry, replace: boolean): void {
  try {
    hashNavigate(to, { state: entry, replace });
  } catch {
    // iOS WKWebView may throw from pushState before its bridge is ready: plain hash change instead.
    location.hash = to;
  }
}

/** The state the current entry was opened with (what `go` or `replace` passed), or null. */
export const entryState = (): unknown => current().s;

/** How many in-app pages lie behind the current entry (0: the member landed here). */
export const entryDepth = (): number => current().d;

/** Goes to `to`, passing `state` (the card, item, product or voucher spec §2 passes "in state"). */
export function go<S>(to: string, state?: S): void {
  move(to, { s: state ?? null, d: current().d + 1 }, false);
}

let goingSoon = false;

/**
 * `go` after the next paint: the tap's own feedback (the pressed row) is painted first, and the next
 * screen's work (routing, loading its flow, its first render) runs in a task of its own, so a tap's
 * next paint does not wait for it (target and measurements: docs/performance.md). A second tap before it has
 * gone is the same tap.
 */
export function goAfterPaint<S>(to: string, state?: S): void {
  if (goingSoon) return;
  goingSoon = true;
  // A list's first page is asked for now, not after the paint and the navigation (src/boot/preload.ts).
  tap(to);
  requestAnimationFrame(() =>
    setTimeout(() => {
      goingSoon = false;
      go(to, state);
    }),
  );
}

/**
 * A link to `to` that the app follows after the paint (`goAfterPaint`): a real link (`href`), so a tap
 * on index.html's shell, before the app has taken over, is followed too (issue 49.4); in the app, the
 * tap goes one way only (the link's own navigation prevented).
 */
export const linkTo = (to: string) => ({
  href: `#${to}`,
  onClick(event: { preventDefault(): void }) {
    event.preventDefault();
    goAfterPaint(to);
  },
});

/** Replaces the current entry (no way back to it). */
export function replace<S>(to: string, state?: S): void {
  move(to, { s: state ?? null, d: current().d }, true);
}

/** Back to the previous in-app page, or home when the member landed here directly. */
export function back(): void {
  backOr('/');
}

/** Back to the previous in-app page, or `fallback` when the member landed here directly. */
export function backOr(fallback: string): void {
  if (current().d > 0) history.back();
  else replace(fallback);
}

/** history.state changes with every in-app navigation (hashchange) and with back/forward (popstate). */
const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  addEventListener('popstate', onChange);
  return () => {
    removeEventListener('hashchange', onChange);
    removeEventListener('popstate', onChange);
  };
};
const readState = () => history.state as unknown;

/**
 * The `name` field of the state this page was opened with (spec §2 "in state": `go('/share', { card })`),
 * read by `read`, a decoder such as api's readCard that answers null for what it cannot read. Null:
 * no state, or nothing this page can show (a bookmark, an entry from an older app) — the page shows
 * its way back. The value is read again only when the history entry changes.
 */
export function usePageState<T>(name: string, read: (value: unknown) => T | null): T | null {
  const entry = useSyncExternalStore(subscribe, readState) as Partial<Entry> | null;
  const state = entry?.s;
  return useMemo(() => (typeof state === 'object' && state !== null ? read((state as Record<string, unknown>)[name]) : null), [state, name, read]);
}
