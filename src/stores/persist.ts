import { atom, type WritableAtom } from 'nanostores';
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/** The phone's localStorage, or null where there is none or it is blocked (reading the global can throw). */
export function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/**
 * What storage refused to keep, for the life of the page: a value it would not write (full, blocked),
 * or `undefined` for a removal it would not make. nanostores reads a store back from its engine each
 * time the store is mounted again and falls back to the initial value when the key is missing, so a
 * value kept only in the atom would be lost (a signed-out member, a lost draft).
 */
const refused = new Map<string, string | undefined>();

function stored(key: string): string | undefined {
  if (refused.has(key)) return refused.get(key);
  try {
    return local()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes `value` (undefined: removes) to storage, or keeps it here when storage refuses. */
function write(key: string, value: string | undefined): void {
  try {
    const storage = local();
    if (!storage) throw new Error('no storage');
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
    refused.delete(key);
  } catch {
    refused.set(key, value);
  }
}

/** The engine nanostores persists through: localStorage, with the page's memory behind it. */
const safeStorage = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? stored(key) : undefined),
  has: (_target, key) => typeof key === 'string' && stored(key) !== undefined,
  set(_target, key, value) {
    if (typeof key === 'string') write(key, String(value));
    return true;
  },
  deleteProperty(_target, key) {
    if (typeof key === 'string') write(key, undefined);
    return true;
  },
});

/** Everything kept on the phone and in this page's memory, gone but the `keep` keys (log out, another member). */
export function clearLocalStorage(keep: readonly string[] = []): void {
  for (const key of [...refused.keys()]) if (!keep.includes(key)) refused.delete(key);
  try {
    const storage = local();
    if (!storage) return;
    if (!keep.length) storage.clear();
    else
      for (const key of Object.keys(storage)) {
        if (!keep.includes(key)) storage.removeItem(key);
      }
  } catch {
    // blocked storage: nothing was kept there
  }
}

/** sessionStorage key of each phone's SMS key and countdown (stores/sms.ts): a member's, forgotten with the member. */
export const SMS_STORAGE_KEY = 'sms-codes';

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
