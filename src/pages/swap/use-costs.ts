import { useEffect, useRef, useState } from 'react';
import type { Costs, CostsQuery } from '../../stores/exchange';

const COST_DEBOUNCE_MS = 300;

type Asked<T> = { key: string; phase: 'asking' } | { key: string; phase: 'known'; value: T } | { key: string; phase: 'failed' };

export interface CostsAnswer<T> {
  costs: Costs<T>;
  /** Asks again now (the unknown fee's tap). */
  retry: () => void;
  /** The answer for `query` (the inputs at a tap): the known one, the one on its way, or asked for now. */
  answer: (query: CostsQuery<T>) => Promise<T>;
}

/**
 * The answer to a costs question of the exchange store (null: nothing to ask yet), asked once the
 * inputs have been still for COST_DEBOUNCE_MS; an answer for inputs that have changed since is
 * dropped. A failed question stays unknown (the API client has toasted why) until it is asked again:
 * by `retry`, by a tap's `answer`, or when the network comes back (the window's `online` event).
 */
export function useCosts<T>(query: CostsQuery<T> | null): CostsAnswer<T> {
  const key = query?.key ?? null;
  const [asked, setAsked] = useState<Asked<T> | null>(null);
  const [last, setLast] = useState<T | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;
  const known = useRef<{ key: string; value: T } | null>(null);
  const inflight = useRef<{ key: string; promise: Promise<T> } | null>(null);

  const answer = (q: CostsQuery<T>): Promise<T> => {
    const current = () => queryRef.current?.key === q.key;
    const cached = known.current;
    if (cached?.key === q.key) {
      if (current()) setAsked({ key: q.key, phase: 'known', value: cached.value });
      return Promise.resolve(cached.value);
    }
    if (inflight.current?.key === q.key) return inflight.current.promise;
    const promise = q.ask();
    inflight.current = { key: q.key, promise };
    if (current()) setAsked({ key: q.key, phase: 'asking' });
    const done = () => {
      if (inflight.current?.promise === promise) inflight.current = null;
    };
    promise.then(
      (value) => {
        done();
        known.current = { key: q.key, value };
        if (!current()) return;
        setAsked({ key: q.key, phase: 'known', value });
        setLast(value);
      },
      () => {
        done();
        if (current()) setAsked({ key: q.key, phase: 'failed' });
      },
    );
    return promise;
  };
  const retry = () => {
    const q = queryRef.current;
    if (q) answer(q).catch(() => undefined); // a failure is said on the fee line (and toasted)
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the inputs change; retry reads them from refs
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(retry, COST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const costs: Costs<T> =
    key === null
      ? { status: 'none' }
      : asked?.key === key && asked.phase === 'known'
        ? { status: 'known', value: asked.value }
        : asked?.key === key && asked.phase === 'failed'
          ? { status: 'failed' }
          : { status: 'asking', last };

  const failed = useRef(false);
  failed.current = costs.status === 'failed';
  // Listened to from the start, so a network that returns right after the failure is not missed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: retry reads the question from refs
  useEffect(() => {
    const onOnline = () => {
      if (failed.current) retry();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  return { costs, retry, answer };
}
