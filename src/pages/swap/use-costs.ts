import { useEffect, useRef, useState } from 'react';
import type { CostsQuery } from '../../stores/exchange';

const COST_DEBOUNCE_MS = 300;

/**
 * The answer of `run` for the inputs named by `key`, asked for once the inputs have been still for
 * COST_DEBOUNCE_MS; an answer for inputs that have changed since is dropped. A null key asks nothing
 * and answers null. A failure answers null (the API client has toasted it).
 */
function useDebouncedQuery<T>(key: string | null, run: () => Promise<T>): { value: T | null; pending: boolean } {
  const [answer, setAnswer] = useState<{ key: string; value: T | null } | null>(null);
  const [pending, setPending] = useState(false);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (key === null) {
      setPending(false);
      return;
    }
    let live = true;
    setPending(true);
    const timer = setTimeout(() => {
      runRef.current().then(
        (value) => {
          if (!live) return;
          setAnswer({ key, value });
          setPending(false);
        },
        () => {
          if (!live) return;
          setAnswer({ key, value: null });
          setPending(false);
        },
      );
    }, COST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  // While new inputs are being priced the last answer stays (no flicker); none when nothing is asked.
  return { value: key === null ? null : (answer?.value ?? null), pending: key !== null && pending };
}

/** The answer to a costs question of the exchange store (null: nothing to ask yet), debounced as above. */
export function useCosts<T>(query: CostsQuery<T> | null): { value: T | null; pending: boolean } {
  return useDebouncedQuery(query?.key ?? null, () => query!.ask());
}
