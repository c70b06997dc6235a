import { useLayoutEffect, useReducer, useRef } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * An atom's value in a component, re-rendering when it changes. @nanostores/react's useStore does
 * the same and also takes `keys` for map stores, which brings listenKeys and the deep-map path code
 * into the first visit (about 0.5 kB before compression); no store here is a map.
 *
 * It subscribes in a layout effect, in the same task as the render that mounts it. Through
 * `useSyncExternalStore`, preact/compat subscribed in a passive effect, after the next frame: a
 * change made before then (a tap on a form that had just appeared; a test's two quick taps on the
 * exchange's quantity stepper, which then lost one) re-rendered only once that effect ran, and a
 * second tap in between read the old value. React flushes its passive effects before a tap, Preact
 * does not. Nothing here renders concurrently, so the store cannot tear between components.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const value = store.get();
  const shown = useRef(value);
  shown.current = value;
  useLayoutEffect(() => {
    // A change between the render and the subscription (a child set it while rendering) is not missed.
    if (store.get() !== shown.current) rerender();
    return store.listen(rerender);
  }, [store]);
  return value;
}
