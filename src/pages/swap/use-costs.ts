import { useEffect, useRef, useState } from 'react';
import type { Costs, CostsQuery } from '../../stores/exchange';

const COST_DEBOUNCE_MS = 300;

/**
 * The answer to a costs question of the exchange store (null: nothing to ask yet), asked once the
 * inputs have been still for COST_DEBOUNCE_MS; an answer for inputs that have changed since is
 * dropped. A failed question stays unknown (the API client has toasted why) until it is asked again:
 * by `now` (a tap on the fee or on the button) or when the network comes back (the `online` event).
 * `now` answers for the inputs on screen: known, on its way, or asked for now.
 */
export function useCosts<T>(query: CostsQuery<T> | null): { costs: Costs<T>; now: () => Promise<T> } {
  const key = query?.key ?? null;
  const [state, setState] = useState<Costs<T> & { key?: string }>({ status: 'asking', value: null });
  const queryRef = useRef(query);
  queryRef.current = query;
  // The last question asked, its answer on its way or known; a failed one is forgotten, to be asked again.
  const asked = useRef<{ key: string; promise: Promise<T> } | null>(null);

  const now = (): Promise<T> => {
    const q = queryRef.current;
    if (!q) return Promise.reject(new Error('nothing to price'));
    const set = (status: Costs<T>['status'], value?: T) => {
      if (queryRef.current?.key === q.key) setState((s) => ({ key: q.key, status, value: value ?? (status === 'asking' ? s.value : null) }));
    };
    let mine = asked.current;
    if (mine?.key !== q.key) {
      const fresh = { key: q.key, promise: q.ask() };
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
  const retry = () => void now().catch(() => undefined); // said on the fee line (and toasted)

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the inputs change; retry reads them from a ref
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(retry, COST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const costs: Costs<T> = key === null ? { status: 'none', value: null } : state.key === key ? state : { status: 'asking', value: state.value };
  const failed = useRef(false);
  failed.current = costs.status === 'failed';
  // Listened to from the start, so a network that returns right after the failure is not missed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: retry reads the question from a ref
  useEffect(() => {
    const onOnline = () => failed.current && retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  return { costs, now };
}
