import { describe, expect, it, vi } from 'vitest';

/** Fresh store modules, created against whatever storage holds now (as on a page load). */
async function freshStores() {
  vi.resetModules();
  return import('../../src/stores');
}

const card = { id: 3, cardNo: '88000001', level: 2, phone: '13800138000', bindPhone: '13800138000', eggNumber: 12, money: 0, validTime: 1, default: true };
const address = { id: 5, name: 'Li Lei', phone: '13800138000', address: 'No. 1 Egg Road', isDefault: 1 as const };

describe('stores persisted under the spec §3 keys', () => {
  it('writes token, nickname and avatar under exactly those keys', async () => {
    const s = await freshStores();
    s.signIn({ token: 't1', nickname: 'Li', avatar: '/oss/a.png' });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('nickname')).toBe('Li');
    expect(localStorage.getItem('avatar')).toBe('/oss/a.png');
  });

  it('writes the selections and drafts under card-select, swap-card, address-select, swap-address, address, location', async () => {
    const s = await freshStores();
    s.startChoosingCard();
    s.startChoosingAddress();
    expect(localStorage.getItem('card-select')).toBe('1');
    expect(localStorage.getItem('address-select')).toBe('1');
    s.chooseCard(card);
    s.chooseAddress(address);
    expect(JSON.parse(localStorage.getItem('swap-card')!)).toEqual(card);
    expect(JSON.parse(localStorage.getItem('swap-address')!)).toEqual(address);
    expect(localStorage.getItem('card-select')).toBeNull();
    expect(localStorage.getItem('address-select')).toBeNull();
    s.saveAddressDraft({ name: 'Han', phone: '139', address: 'half typed', isDefault: 0 });
    s.choosePlace({ poiname: 'Egg Tower', poiaddress: '1 Main St' });
    expect(JSON.parse(localStorage.getItem('address')!)).toMatchObject({ name: 'Han', address: 'half typed' });
    expect(JSON.parse(localStorage.getItem('location')!)).toEqual({ poiname: 'Egg Tower', poiaddress: '1 Main St' });
  });

  it('reads them back after a reload', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('swap-card', JSON.stringify(card));
    localStorage.setItem('card-select', '1');
    const s = await freshStores();
    expect(s.$token.get()).toBe('kept');
    expect(s.$exchangeCard.get()).toEqual(card);
    expect(s.$cardSelect.get()).toBe(true);
  });

  it('falls back to empty on corrupt JSON or a value of the wrong shape, never a crash', async () => {
    localStorage.setItem('swap-card', '{"id":');
    localStorage.setItem('swap-address', '"just a string"');
    localStorage.setItem('address', '[1,2]');
    localStorage.setItem('location', 'null');
    const s = await freshStores();
    expect(s.$exchangeCard.get()).toBeNull();
    expect(s.$exchangeAddress.get()).toBeNull();
    expect(s.$addressDraft.get()).toBeNull();
    expect(s.$location.get()).toBeNull();
  });

  it('keeps init-token in sessionStorage, not localStorage', async () => {
    const s = await freshStores();
    s.$initToken.set(true);
    expect(sessionStorage.getItem('init-token')).toBe('1');
    expect(localStorage.getItem('init-token')).toBeNull();
    vi.resetModules();
    const again = await import('../../src/stores');
    expect(again.$initToken.get()).toBe(true);
  });

  it('signOut() clears local storage and every atom', async () => {
    const s = await freshStores();
    s.signIn({ token: 't', nickname: 'n', avatar: 'a' });
    s.chooseCard(card);
    localStorage.setItem('something-else', 'x');
    s.signOut();
    expect(localStorage.length).toBe(0);
    expect(s.$token.get()).toBe('');
    expect(s.$exchangeCard.get()).toBeNull();
  });

  it("another member's sign-in, or signing out, forgets the address form's draft and picked place, in memory too", async () => {
    const s = await freshStores();
    s.signIn({ token: 't' }, 'member-a');
    s.saveAddressDraft({ name: 'Han', phone: '', address: 'half typed', isDefault: 0 });
    s.choosePlace({ poiname: 'Egg Tower', poiaddress: '1 Main St' });
    s.signIn({ token: 'u' }, 'member-b');
    expect(s.$addressDraft.get()).toBeNull();
    expect(s.$location.get()).toBeNull();
    s.saveAddressDraft({ name: 'Li', phone: '', address: '', isDefault: 0 });
    s.signOut();
    expect(s.$addressDraft.get()).toBeNull();
  });

  it('clearChoices() forgets the chosen card and address', async () => {
    const s = await freshStores();
    s.chooseCard(card);
    s.chooseAddress(address);
    s.clearChoices();
    expect(s.$exchangeCard.get()).toBeNull();
    expect(s.$exchangeAddress.get()).toBeNull();
    expect(localStorage.getItem('swap-card')).toBeNull();
  });

  it("signing out, or another member signing in, forgets the choices: in memory once their store has loaded, on the phone when it has not (it is not on the first screen's chunk)", async () => {
    const s = await freshStores();
    s.chooseCard(card);
    s.startChoosingAddress();
    s.signOut();
    expect(s.$exchangeCard.get()).toBeNull();
    expect(s.$addressSelect.get()).toBe(false);
    s.signIn({ token: 't' }, 'member-a');
    s.chooseAddress(address);
    s.signIn({ token: 'u' }, 'member-b');
    expect(s.$exchangeAddress.get()).toBeNull();
    // Only the session loaded (home's chunk): what the last visit chose is cleared from storage.
    localStorage.setItem('swap-card', JSON.stringify(card));
    localStorage.setItem('card-select', '1');
    vi.resetModules();
    const session = await import('../../src/stores/session');
    session.signOut();
    expect(localStorage.getItem('swap-card')).toBeNull();
    expect(localStorage.getItem('card-select')).toBeNull();
  });

  it('keeps working in memory when storage refuses writes (Safari private mode)', async () => {
    const s = await freshStores();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(() => s.signIn({ token: 'mem', nickname: '', avatar: '' })).not.toThrow();
      expect(s.$token.get()).toBe('mem');
    } finally {
      setItem.mockRestore();
    }
  });
});
