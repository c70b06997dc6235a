import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, failure, sendJson, testApiServer } from '../helpers/api-server';
import { installFakeWx, sign } from '../helpers/fake-wx';

// The page's modules load afresh in each case (openAt), which points its client at the server itself.
const server = testApiServer();
afterEach(() => {
  delete window.wx;
  history.replaceState(null, '', '/');
  vi.unstubAllEnvs();
});

/** Loads the app's modules afresh for a page opened at `url` (as WeChat would open it). */
async function openAt(url: string) {
  history.replaceState(null, '', url);
  vi.resetModules();
  const client = await import('../../src/api/client');
  client.setApiBase(server.url);
  const i18n = await import('../../src/i18n');
  await i18n.loadLang('en');
  const boot = await import('../../src/app/bootstrap');
  const stores = await import('../../src/stores');
  return { boot, stores };
}

function answerLogin() {
  server.received.length = 0;
  server.handle((req, res) => {
    if (req.path === '/wechat/jsSign') return sendJson(res, envelope(sign));
    if (req.path === '/wechat/authorize') return sendJson(res, envelope({ token: `T-${req.query.code}`, nickname: 'Li Lei', avatar: '/oss/li.png' }));
    sendJson(res, failure(`unexpected ${req.path}`));
  });
}

describe('sign-in on arrival (spec §4)', () => {
  it('with code and state: signs the URL without its hash, configures, authorizes, stores, marks init-token, strips code and state', async () => {
    answerLogin();
    const wx = installFakeWx();
    const { boot, stores } = await openAt('/?from=singlemessage&code=C1&state=8800001#/bind');
    await expect(boot.bootstrap()).resolves.toBe('ready');

    const asked = (path: string) => server.received.find((r) => r.path === path);
    // the code exchanged without waiting for the SDK; the address cleaned before the first render
    expect(asked('/wechat/authorize')?.query.code).toBe('C1');
    expect(location.search).toBe('?from=singlemessage');
    // then the SDK in the background, signed over the URL WeChat checks: here (not iOS) the address as it now is
    await vi.waitFor(() => expect(asked('/wechat/jsSign')?.query.url).toBe(`${location.origin}/?from=singlemessage`));

    expect(localStorage.getItem('token')).toBe('T-C1');
    expect(localStorage.getItem('nickname')).toBe('Li Lei');
    expect(localStorage.getItem('avatar')).toBe('/oss/li.png');
    expect(sessionStorage.getItem('init-token')).toBe('1');
    expect(stores.$token.get()).toBe('T-C1');

    // the route and other parameters stay
    await vi.waitFor(() => expect(wx.config).toHaveBeenCalled());
    expect(location.hash).toBe('#/bind');
    // the card number in state stays readable for /bind
    expect((await import('../../src/platform/landing')).landingParam('state')).toBe('8800001');
  });

  it('never exchanges the same code twice in a session (a reload before the strip)', async () => {
    answerLogin();
    installFakeWx();
    const first = await openAt('/?code=C1&state=S#/');
    await first.boot.bootstrap();
    expect(server.received.map((r) => r.path)).toContain('/wechat/authorize');
    server.received.length = 0;
    const reload = await openAt('/?code=C1&state=S#/');
    await reload.boot.bootstrap();
    expect(server.received.map((r) => r.path)).not.toContain('/wechat/authorize');
    expect(reload.stores.$token.get()).toBe('T-C1');
    expect(location.search).toBe('');
  });

  it('storage wiped between visits (issue 29.2): a fresh code is exchanged though init-token is still set in the session', async () => {
    answerLogin();
    installFakeWx();
    await (await openAt('/?code=C1&state=S#/')).boot.bootstrap();
    localStorage.clear(); // WeChat wiped the WebView's storage; sessionStorage still says init-token
    expect(sessionStorage.getItem('init-token')).toBe('1');
    server.received.length = 0;
    const back = await openAt('/?code=C2&state=S#/address/edit');
    await expect(back.boot.bootstrap()).resolves.toBe('ready');
    expect(server.received.filter((r) => r.path === '/wechat/authorize').map((r) => r.query.code)).toEqual(['C2']);
    expect(localStorage.getItem('token')).toBe('T-C2');
  });

  it('a spent code in a reloaded address and no token: goes for a fresh code instead of staying signed out', async () => {
    vi.stubEnv('VITE_OAUTH_URL', 'https://open.example/oauth?redirect_uri={redirect}&state=STATE');
    answerLogin();
    installFakeWx();
    await (await openAt('/?code=C1&state=S#/')).boot.bootstrap();
    localStorage.clear();
    const { boot } = await openAt('/?code=C1&state=S#/card');
    const replace = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...real, href: real.href, search: real.search, replace } });
    try {
      await expect(boot.bootstrap()).resolves.toBe('redirecting');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: real });
    }
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0]).toMatch(/^https:\/\/open\.example\/oauth\?redirect_uri=/);
  });

  it('a second landing in the session (a fresh code while init-token is set): exchanged, and iOS signs the landing URL, code and all, though boot stripped it before the WeChat adapter loaded', async () => {
    answerLogin();
    installFakeWx();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/en',
    );
    sessionStorage.setItem('init-token', '1');
    localStorage.setItem('token', 'earlier');
    const { boot } = await openAt('/?code=C3&state=S#/card');
    await boot.bootstrap();
    expect(localStorage.getItem('token')).toBe('T-C3');
    await vi.waitFor(() => expect(location.search).toBe('')); // stripped once the SDK's config has settled
    const platform = await import('../../src/platform/wechat'); // loaded later, when /card scans
    expect(platform.signatureUrl()).toBe(`${location.origin}/?code=C3&state=S`);
    vi.restoreAllMocks();
    expect(platform.signatureUrl()).toBe(`${location.origin}/`); // elsewhere: the current URL
  });

  it('still signs in when the SDK cannot be configured (outside WeChat)', async () => {
    answerLogin();
    installFakeWx({ configFails: true });
    const { boot } = await openAt('/?code=C2&state=S#/');
    await boot.bootstrap();
    expect(localStorage.getItem('token')).toBe('T-C2');
    // once the failed config has settled, the address is cleaned (nothing left running into the next case)
    await vi.waitFor(() => expect(location.search).toBe(''));
  });

  it('signs in without waiting for an SDK that never answers (the genuine one outside WeChat); the address is cleaned before the first render', async () => {
    answerLogin();
    const wx = installFakeWx({ silent: true });
    const { boot, stores } = await openAt('/?code=C4&state=S#/');
    await expect(boot.bootstrap()).resolves.toBe('ready');
    expect(stores.$token.get()).toBe('T-C4');
    expect(sessionStorage.getItem('init-token')).toBe('1');
    // an in-app navigation before a late strip would leave an entry with the code that back cannot reach
    expect(location.search).toBe('');
    await vi.waitFor(() => expect(wx.config).toHaveBeenCalled());
  });

  it("login() without both code and state rejects with 'code or state is null'", async () => {
    const { boot } = await openAt('/');
    await expect(boot.login('C', '')).rejects.toThrow('Code or state is null');
    await expect(boot.login(null, 'S')).rejects.toThrow('Code or state is null');
  });

  it('a refused code shows the server message and the app still starts', async () => {
    server.handle((req, res) => (req.path === '/wechat/jsSign' ? sendJson(res, envelope(sign)) : sendJson(res, failure('invalid code, 40163'))));
    installFakeWx();
    const { boot } = await openAt('/?code=USED&state=S#/');
    const { $toast } = await import('../../src/ui/toast/toast');
    await expect(boot.bootstrap()).resolves.toBe('ready');
    expect($toast.get()?.message).toBe('invalid code, 40163');
    await vi.waitFor(() => expect(location.search).toBe(''));
  });

  it('with no token and no code: goes to VITE_OAUTH_URL with this page as {redirect}', async () => {
    vi.stubEnv('VITE_OAUTH_URL', 'https://open.example/oauth?redirect_uri={redirect}&state=STATE');
    const { boot } = await openAt('/#/card');
    const replace = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...real, href: real.href, search: '', replace } });
    try {
      await expect(boot.bootstrap()).resolves.toBe('redirecting');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: real });
    }
    expect(replace).toHaveBeenCalledWith(`https://open.example/oauth?redirect_uri=${encodeURIComponent(real.href)}&state=STATE`);
  });

  it('with a stored token: no redirect', async () => {
    vi.stubEnv('VITE_OAUTH_URL', 'https://open.example/oauth?redirect_uri={redirect}');
    localStorage.setItem('token', 'still-good');
    const { boot } = await openAt('/#/');
    await expect(boot.bootstrap()).resolves.toBe('ready');
  });
});

describe('two members on one phone (issue 29.3)', () => {
  /** Codes starting with A are member A's (openId a-open), with B member B's. */
  function answerMembers() {
    server.received.length = 0;
    server.handle((req, res) => {
      if (req.path === '/wechat/jsSign') return sendJson(res, envelope(sign));
      if (req.path === '/wechat/authorize') {
        const who = String(req.query.code).slice(0, 1);
        return sendJson(res, envelope({ token: `T-${req.query.code}`, nickname: `Member ${who}`, avatar: '', openId: `${who.toLowerCase()}-open` }));
      }
      sendJson(res, failure(`unexpected ${req.path}`));
    });
  }

  const card = { id: 3, cardNo: '88000001', level: 2, phone: '', bindPhone: '', eggNumber: 1, money: 0, validTime: 1, default: true };
  const address = { id: 5, name: 'Li Lei', phone: '13800138000', address: 'No. 1 Egg Road', isDefault: 1 as const };

  /** Lands with `code` and leaves the member's unfinished things on the phone, as a member mid-way would. */
  async function landAndLeaveThings(code: string) {
    const { boot, stores } = await openAt(`/?code=${code}&state=S#/`);
    await boot.bootstrap();
    stores.saveAddressDraft({ name: `draft of ${code}`, phone: '13900139000', address: 'half typed street', isDefault: 0 });
    stores.choosePlace({ poiname: 'Egg Tower', poiaddress: '1 Main St' });
    stores.chooseCard(card);
    stores.chooseAddress(address);
    const exchange = await import('../../src/stores/exchange/draft');
    exchange.editExchangeDraft('product', 2, { remark: `remark of ${code}` });
    sessionStorage.setItem('sms-codes', JSON.stringify({ '13900139000': { key: 'K', keyUntil: Date.now() + 60_000, resendAt: 0 } }));
    return stores;
  }

  for (const [first, second] of [
    ['A1', 'B1'],
    ['B1', 'A1'],
  ]) {
    it(`${first[0]} then ${second[0]}: the second member's code signs them in, and nothing of the first is left`, async () => {
      answerMembers();
      installFakeWx();
      const before = await landAndLeaveThings(first);
      const firstMember = before.$member.get();
      expect(firstMember).toMatch(/^m[0-9a-z]+$/);
      expect(localStorage.getItem('address')).toContain(`draft of ${first}`);

      const { boot, stores } = await openAt(`/?code=${second}&state=S#/address/edit`);
      await boot.bootstrap();
      expect(stores.$token.get()).toBe(`T-${second}`);
      expect(stores.$nickname.get()).toBe(`Member ${second[0]}`);
      expect(stores.$member.get()).not.toBe(firstMember);
      expect(stores.$addressDraft.get()).toBeNull();
      expect(stores.$location.get()).toBeNull();
      expect(stores.$exchangeCard.get()).toBeNull();
      expect(stores.$exchangeAddress.get()).toBeNull();
      const exchange = await import('../../src/stores/exchange/draft');
      expect(exchange.$exchangeDraft.get()).toBeNull();
      const sms = await import('../../src/stores/sms');
      expect(sms.smsKey('13900139000')).toBe('');
      for (const key of ['address', 'location', 'swap-card', 'swap-address', 'swap-draft']) expect(localStorage.getItem(key)).toBeNull();
    });
  }

  it('the same member landing again (a shared link, a fresh code) keeps their drafts and choices', async () => {
    answerMembers();
    installFakeWx();
    await landAndLeaveThings('A1');
    const { boot, stores } = await openAt('/?code=A2&state=S#/address/edit');
    await boot.bootstrap();
    expect(stores.$token.get()).toBe('T-A2');
    expect(stores.$addressDraft.get()).toMatchObject({ name: 'draft of A1' });
    expect(stores.$exchangeCard.get()).toMatchObject({ cardNo: '88000001' });
  });

  it('a forgotten draft in a store already loaded is forgotten in memory too, not only on the phone', async () => {
    answerMembers();
    installFakeWx();
    const stores = await landAndLeaveThings('A1');
    const exchange = await import('../../src/stores/exchange/draft');
    const sms = await import('../../src/stores/sms');
    expect(sms.smsKey('13900139000')).toBe('K');
    // The same page (no reload) signs in member B: the debug login, or a login() call.
    const boot = await import('../../src/app/bootstrap');
    await boot.login('B7', 'S');
    expect(stores.$token.get()).toBe('T-B7');
    expect(exchange.$exchangeDraft.get()).toBeNull();
    expect(stores.$addressDraft.get()).toBeNull();
    expect(sms.$smsCodes.get()).toEqual({});
  });
});
