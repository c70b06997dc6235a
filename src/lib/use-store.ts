import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * An atom's value in a component, re-rendering when it changes. @nanostores/react's useStore does
 * the same and also takes `keys` for map stores, which brings listenKeys and the deep-map path code
 * into the first visit (about 0.5 kB before compression); no store here is a map. A nanostores
 * atom's `get` reads its own closure, so it can be handed over unbound.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, store.get, store.get);
}
