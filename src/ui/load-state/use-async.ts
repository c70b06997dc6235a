import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Besides status, data and error: `at`, when the data shown was received (ms; undefined before any),
 * and `lastKnown`, true while it is what an earlier visit kept and the fresh answer is on its way.
 */
export type AsyncState<T> = (
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: Error }
) & { at?: number; lastKnown?: boolean };

/** A screen's last-known answer (stores/last-known.ts `lastKnown`): read at mount, kept on each fresh answer, a reload when the network is back. */
export interface LastKnownLink<T> {
  read(): { t: number; d: T } | undefined;
  keep(data: T): void;
  whenOnline(fn: () => void): () => void;
}

/**
 * Runs `load` on mount and whenever `deps` change; `reload()` runs it again. A late answer from a
 * superseded run is dropped. Errors are kept in state (the API client has already toasted them).
 * `initial` may supply the data for the first render (an answer already in); the mount load is
 * then skipped. Without it, `cache` may: the last-known data shows at once, marked `lastKnown`,
 * and the mount load still runs and replaces it; every fresh answer is kept, and the load runs
 * again when the network comes back.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[] = [], initial?: () => T | undefined, cache?: LastKnownLink<T>) {
  const [state, setState] = useState<AsyncState<T>>(() => {
    const data = initial?.();
    if (data !== undefined) {
      cache?.keep(data);
      return { status: 'success', data, error: null, at: Date.now() };
    }
    const kept = cache?.read();
    return kept ? { status: 'loading', data: kept.d, error: null, at: kept.t, lastKnown: true } : { status: 'loading', data: undefined, error: null };
  });
  /** The first render had its data: the mount effect has nothing to load. */
  const preloaded = useRef(state.status === 'success');
  const run = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const cacheRef = useRef(cache);
  cacheRef.current = cache;

  const reload = useCallback(async (): Promise<void> => {
    const id = ++run.current;
    setState((s) => (s.status === 'loading' ? s : { ...s, status: 'loading', error: null }));
    try {
      const data = await loadRef.current();
      if (id !== run.current) return;
      cacheRef.current?.keep(data);
      setState({ status: 'success', data, error: null, at: Date.now() });
    } catch (error) {
      if (id === run.current) {
        setState((s) => ({ ...s, status: 'error', error: error instanceof Error ? error : new Error(String(error)) }));
      }
    }
  }, []);

  const loadOnChange = () => {
    if (preloaded.current) preloaded.current = false;
    else void reload();
    return () => {
      run.current++;
    };
  };
  // Before the first paint, not after it: the request goes out a frame sooner, and an answer already
  // on its way (a list's early page, api/list-resource.ts) is taken as it lands instead of waiting for the paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, as with useEffect itself; reload is stable
  useLayoutEffect(loadOnChange, deps);
  // The network back: the screen asks again by itself (no tap, no reload of the page).
  useEffect(() => cacheRef.current?.whenOnline(() => void reload()), [reload]);

  /** Replace the data locally (after an action whose answer is known; kept by the caller if it is an answer). */
  const setData = useCallback((data: T) => setState({ status: 'success', data, error: null, at: Date.now() }), []);

  return { ...state, reload, setData };
}
