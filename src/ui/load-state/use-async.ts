import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: Error };

/**
 * Runs `load` on mount and whenever `deps` change; `reload()` runs it again. A late answer from a
 * superseded run is dropped. Errors are kept in state (the API client has already toasted them).
 * `initial` may supply the data for the first render (an answer already in); the mount load is
 * then skipped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[] = [], initial?: () => T | undefined) {
  const [state, setState] = useState<AsyncState<T>>(() => {
    const data = initial?.();
    return data === undefined ? { status: 'loading', data: undefined, error: null } : { status: 'success', data, error: null };
  });
  /** The first render had its data: the mount effect has nothing to load. */
  const preloaded = useRef(state.status === 'success');
  const run = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async (): Promise<void> => {
    const id = ++run.current;
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    try {
      const data = await loadRef.current();
      if (id === run.current) setState({ status: 'success', data, error: null });
    } catch (error) {
      if (id === run.current) {
        setState((s) => ({ status: 'error', data: s.data, error: error instanceof Error ? error : new Error(String(error)) }));
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, as with useEffect itself; reload is stable
  useEffect(loadOnChange, deps);

  /** Replace the data locally (after an action whose answer is known). */
  const setData = useCallback((data: T) => setState({ status: 'success', data, error: null }), []);

  return { ...state, reload, setData };
}
