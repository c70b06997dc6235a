import { useEffect, useRef, useState } from 'react';
import type { Costs, CostsQuery } from '../../stores/exchange';

const COST_DEBOUNCE_MS = 300;

/**
 * The answer to a costs question of the exchange store (null: nothing to ask yet), asked once the
 * inputs have been still for COST_DEBOUNCE_MS; an answer for inputs that have changed since is
 * dropped. A failed question stays unknown (the API client has toasted why) until it is asked again:
 * by `now` (a tap on the fee or on the button) or when the network comes back (the `online` event).
 * `now` answers for the inputs on screen: known, on its way, or asked for now; asked by a tap, an
 * action (offline, the member is told it needs the network), else (`now(false)`) a lookup.
 */
export function useCosts<T>(query: CostsQuery<T> | null): { costs: Costs<T>; now: () => Promise<T> } {
  const key = query?.key ?? null;
  const [state, setState] = useState<Costs<T> & { key?: string }>({ status: 'asking', value: null });
  const queryRef = useRef(query);
  queryRef.current = query;
  // The last question asked, its answer on its way or known; a failed one is forgotten, to be asked again.
  const asked = useRef<{ key: string; promise: Promise<T> } | null>(null);

  const now = (tapped = true): Promise<T> => {
    const q = queryRef.current!; // only asked while there is a question (a fee other than 'none')
    const set = (status: Costs<T>['status'], value?: T) => {
      if (queryRef.current?.key === q.key) setState((s) => ({ key: q.key, status, value: value ?? (status === 'asking' ? s.value : null) }));
    };
    let mine = asked.current;
    if (mine?.key !== q.key) {
      const fresh = { key: q.key, promise: q.ask(tapped) };
      asked.current = mine = fresh;
      set('asking');
      fresh.promise.catch(() => {
        if (asked.current === fresh) asked.current = null;
      });
    }
    mine.promise.then(
      (value) => set('known', value),
      () => set('failed'),
    );
    return mine.promise;
  };
  const retry = () => void now(false).catch(() => undefined); // said on the fee line (and toasted, unless offline)

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the inputs change; retry reads them from a ref
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(retry, COST_DEBOUNCE_MS);
    // The network back: a failed question is asked again (a known or pending one answers as it is).
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [key]);

  const costs: Costs<T> = key === null ? { status: 'none', value: null } : state.key === key ? state : { status: 'asking', value: state.value };
  return { costs, now };
}
