import { atom, type WritableAtom } from 'nanostores';
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/**
 * The storage nanostores writes through: getItem/setItem/removeItem, so a full or blocked
 * storage (Safari private mode throws on setItem) costs persistence, never a crash.
 */
const safeStorage = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? (local()?.getItem(key) ?? undefined) : undefined),
  has: (_target, key) => typeof key === 'string' && local()?.getItem(key) != null,
  set(_target, key, value) {
    try {
      if (typeof key === 'string') local()?.setItem(key, String(value));
    } catch {
      // quota exceeded or blocked: the atom keeps the value in memory
    }
    return true;
  },
  deleteProperty(_target, key) {
    try {
      if (typeof key === 'string') local()?.removeItem(key);
    } catch {
      // blocked storage
    }
    return true;
  },
});
/**
 * Storage events across tabs. nanostores unmounts a store 1 s after its last listener leaves; by
 * then a test's window may be gone, so every call checks that there still is one.
 */
const events: typeof windowPersistentEvents = {
  addEventListener(key, listener, restore) {
    if (typeof window !== 'undefined') windowPersistentEvents.addEventListener(key, listener, restore);
  },
  removeEventListener(key, listener, restore) {
    if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(key, listener, restore);
  },
};
if (typeof window !== 'undefined') setPersistentEngine(safeStorage, events);

/**
 * A localStorage-backed atom holding JSON under exactly `key`. Corrupt JSON, or a value of the
 * wrong shape, falls back to `fallback`; it never throws into a render.
 */
export function jsonAtom<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): WritableAtom<T> {
  return persistentAtom<T>(key, fallback, {
    encode: (value) => (value === fallback ? (undefined as unknown as string) : JSON.stringify(value)),
    decode: (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
  });
}

/** A localStorage-backed string atom under exactly `key`; the empty string removes the key. */
export function stringAtom(key: string): WritableAtom<string> {
  return persistentAtom<string>(key, '', {
    encode: (value) => (value ? value : (undefined as unknown as string)),
    decode: (text) => text,
  });
}

/** A localStorage-backed flag: stored as '1', absent when false. */
export function flagAtom(key: string): WritableAtom<boolean> {
  return persistentAtom<boolean>(key, false, {
    encode: (value) => (value ? '1' : (undefined as unknown as string)),
    decode: (text) => text === '1' || text === 'true',
  });
}

export function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // private mode or a sandboxed frame
  }
}

/** A sessionStorage-backed flag under exactly `key` (gone when the WebView closes). */
export function sessionFlagAtom(key: string): WritableAtom<boolean> {
  const storage = safeSession();
  const store = atom(storage?.getItem(key) === '1');
  const set = store.set;
  store.set = (value: boolean) => {
    try {
      if (value) storage?.setItem(key, '1');
      else storage?.removeItem(key);
    } catch {
      // storage full or blocked: the flag still lives in memory for this page
    }
    set(value);
  };
  return store;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
