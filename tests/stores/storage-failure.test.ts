import { afterEach, describe, expect, it, vi } from 'vitest';

/** Fresh store modules, created against whatever storage holds now (as on a page load). */
async function freshStores() {
  vi.resetModules();
  return import('../../src/stores');
}

/** A store mounted, left for nanostores' unmount delay, then mounted again (as `$token.listen` does). */
async function remount(store: { listen(fn: () => void): () => void }) {
  const off = store.listen(() => undefined);
  off();
  await vi.advanceTimersByTimeAsync(1100);
  store.listen(() => undefined)();
}

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const realSetItem = Storage.prototype.setItem;
// restoreAllMocks leaves Storage.prototype's spies in place under happy-dom: each is restored by hand.
const spies: { mockRestore(): void }[] = [];

/** Storage.setItem throwing QuotaExceededError while `full()` says so. */
function fullStorage(full: () => boolean = () => true) {
  const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (full()) throw quota();
    realSetItem.call(this, key, value);
  });
  spies.push(spy);
}

afterEach(() => {
  vi.useRealTimers();
  for (const spy of spies.splice(0)) spy.mockRestore();
});

describe('storage that throws never signs the member out (issue 29.1)', () => {
  it('a full storage (setItem throws QuotaExceededError): the token, drafts and choices live on through remounts', async () => {
    vi.useFakeTimers();
    const s = await freshStores();
    fullStorage();
    s.signIn({ token: 'T1', nickname: 'Li', avatar: '' });
    s.saveAddressDraft({ name: 'Han', phone: '13800138000', address: 'half typed', isDefault: 0 });
    s.chooseCard({ id: 3, cardNo: '88000001', level: 2, phone: '', bindPhone: '', eggNumber: 1, money: 0, validTime: 1, default: true });
    expect(localStorage.getItem('token')).toBeNull();

    for (const store of [s.$token, s.$addressDraft, s.$exchangeCard]) await remount(store);
    expect(s.$token.get()).toBe('T1');
    expect(s.$nickname.get()).toBe('Li');
    expect(s.$addressDraft.get()).toMatchObject({ name: 'Han', address: 'half typed' });
    expect(s.$exchangeCard.get()).toMatchObject({ cardNo: '88000001' });
  });

  it('storage that cannot even be read (SecurityError on window.localStorage): the session lives in memory', async () => {
    vi.useFakeTimers();
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const s = await freshStores();
      s.signIn({ token: 'T2', nickname: '', avatar: '' });
      await remount(s.$token);
      expect(s.$token.get()).toBe('T2');
      s.signOut();
      expect(s.$token.get()).toBe('');
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('a write storage refused, then one it takes: storage holds the newest value, nothing stale is read back', async () => {
    vi.useFakeTimers();
    const s = await freshStores();
    let full = true;
    fullStorage(() => full);
    s.signIn({ token: 'OLD', nickname: '', avatar: '' });
    full = false;
    s.signIn({ token: 'NEW', nickname: '', avatar: '' });
    await remount(s.$token);
    expect(localStorage.getItem('token')).toBe('NEW');
    expect(s.$token.get()).toBe('NEW');
  });

  it('signing out forgets what storage refused too: a remounted token stays empty', async () => {
    vi.useFakeTimers();
    const s = await freshStores();
    fullStorage();
    spies.push(
      vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
        throw quota();
      }),
    );
    s.signIn({ token: 'T3', nickname: '', avatar: '' });
    s.signOut();
    await remount(s.$token);
    expect(s.$token.get()).toBe('');
  });
});
