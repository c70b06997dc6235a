/**
 * index.html's boot script (src/boot/preload.ts) as itself, against a fake window: what it preloads
 * where, and when it asks for home's data. The built, minified script is run in tests/build/engines.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_WAIT_MS, LIST_FIRST_MS, preload, type BootPlan } from '../../src/boot/preload';
import { flowSegments, ROUTES } from '../../src/app/route-table';
import { takeEarly } from '../../src/api/early';
import { resetClientPolicyForTests } from '../../src/app/client-policy';
import { $token } from '../../src/stores/session';
import { BOOT_MARK, EARLY_LIST_TTL, JSON_HEADERS, peek, put, putTap, take, takeTap } from '../../src/lib/boot-contract';

const plan: BootPlan = {
  base: '/b/',
  apiBase: 'https://api.test',
  catalogs: { en: ['en.js'], zh: ['zh.js'], screensEn: ['screens-en.js'], screensZh: ['screens-zh.js'] },
  flows: { member: ['member.js', 'kit.js', 'kit.css'], exchange: ['exchange.js', 'kit.js'], fulfilment: ['fulfilment.js'] },
  segments: flowSegments(),
  entry: 'app.js',
  ordersShellCss: 'orders.css',
};

interface Fake {
  hash?: string;
  search?: string;
  language?: string;
  token?: string | null;
  modulePreload?: boolean;
  /** relList.supports('prefetch') (WebKit: false) */
  prefetch?: boolean;
  /** window.requestIdleCallback exists (WebKit: no) */
  idle?: boolean;
  /** document.readyState when the script runs */
  readyState?: DocumentReadyState;
  storageThrows?: boolean;
  /** sessionStorage's spent-code: the OAuth code this WebView session already sent */
  spentCode?: string;
  /** localStorage's other keys (the token is `token`) */
  stored?: Record<string, string>;
  /** window.MutationObserver exists (the parser's additions are seen as they happen) */
  observer?: boolean;
}

/** A window with only what the boot script reads: a real document's head, the rest stubbed. */
function fakeWindow({
  hash = '',
  search = '',
  language = 'en-US',
  token = null,
  modulePreload = true,
  prefetch = true,
  idle = true,
  readyState = 'loading',
  storageThrows = false,
  spentCode,
  stored = {},
  observer = false,
}: Fake = {}) {
  const doc = document.implementation.createHTMLDocument('');
  Object.defineProperty(doc, 'readyState', { value: readyState });
  const create = doc.createElement.bind(doc);
  doc.createElement = ((tag: string) => {
    const element = create(tag);
    if (element instanceof HTMLLinkElement)
      Object.defineProperty(element.relList, 'supports', {
        value: (t: string) => (t === 'modulepreload' ? modulePreload : t === 'prefetch' ? prefetch : true),
      });
    return element;
  }) as typeof doc.createElement;
  // The page's load event, idle callbacks and timers, run by the test when it says so.
  const listeners: Record<string, (() => void)[]> = {};
  const later: { fn: () => void; how: string }[] = [];
  const addEventListener = (type: string, fn: () => void) => {
    listeners[type] = (listeners[type] ?? []).concat(fn);
  };
  const requestIdleCallback = idle ? (fn: () => void, o: { timeout: number }) => later.push({ fn, how: `idle ${o.timeout}` }) : undefined;
  const setTimeout = (fn: () => void, ms: number) => later.push({ fn, how: `timeout ${ms}` });
  const fire = (type: string) => {
    for (const fn of listeners[type] ?? []) fn();
  };
  const runLater = () =>
    later.splice(0).map(({ fn, how }) => {
      fn();
      return how;
    });
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { nickname: 'Lily' } }), { headers: { Authorization: 'renewed' } }));
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'token' ? token : (stored[key] ?? null);
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('QuotaExceededError');
      stored[key] = value;
    },
  };
  const sessionStorage = { getItem: (key: string) => (key === 'spent-code' ? (spentCode ?? null) : null) };
  const w = {
    document: doc,
    navigator: { language },
    location: { hash, search },
    localStorage,
    sessionStorage,
    fetch,
    addEventListener,
    requestIdleCallback,
    setTimeout,
    history: { replaceState: vi.fn() },
    MutationObserver: observer ? MutationObserver : undefined,
  } as unknown as Window;
  const links = () => [...doc.head.querySelectorAll('link')].map((l) => [l.getAttribute('href'), l.rel, l.getAttribute('as'), l.getAttribute('crossorigin')]);
  return { w, fetch, links, fire, runLater, stored };
}

/** The scripts the boot script added, as 'src type' (the app's entry: a module, with crossorigin). */
const scripts = (f: ReturnType<typeof fakeWindow>) =>
  [...f.w.document.querySelectorAll('script')].map((s) => `${s.getAttribute('src')} ${s.type}${s.crossOrigin === '' ? '' : ' no crossorigin'}`);

/** What the boot script handed over on `w` for `path` (lib/boot-contract.ts), left in place. */
const early = (f: { w: Window }, path = '/api/user/current') => peek(path, f.w);

afterEach(() => {
  take('/api/user/current');
  take('/wechat/authorize');
  resetClientPolicyForTests();
});

describe('the boot script: preloads', () => {
  it("preloads the member's language catalog, in Chinese when the phone reads Chinese", () => {
    const en = fakeWindow({ hash: '#/', language: 'en-GB' });
    preload(plan, en.w);
    expect(en.links()).toEqual([
      ['/b/app.js', 'modulepreload', null, ''],
      ['/b/en.js', 'modulepreload', null, ''],
    ]);
    const zh = fakeWindow({ hash: '#/', language: 'zh-CN' });
    preload(plan, zh.w);
    expect(zh.links()).toEqual([
      ['/b/app.js', 'modulepreload', null, ''],
      ['/b/zh.js', 'modulepreload', null, ''],
    ]);
  });

  it("on a flow's route preloads that flow, its CSS as a style, and the screen strings, all with crossorigin", () => {
    const f = fakeWindow({ hash: '#/card/12?from=home' });
    preload(plan, f.w);
    expect(f.links()).toEqual([
      ['/b/app.js', 'modulepreload', null, ''],
      ['/b/en.js', 'modulepreload', null, ''],
      ['/b/member.js', 'modulepreload', null, ''],
      ['/b/kit.js', 'modulepreload', null, ''],
      ['/b/kit.css', 'preload', 'style', ''],
      ['/b/screens-en.js', 'modulepreload', null, ''],
    ]);
    expect(f.fetch).not.toHaveBeenCalled();
  });

  it('preloads chunks as scripts where modulepreload is unknown (iOS < 17)', () => {
    const f = fakeWindow({ hash: '#/product', modulePreload: false, language: 'zh-TW' });
    preload(plan, f.w);
    expect(f.links()).toEqual([
      ['/b/app.js', 'preload', 'script', ''],
      ['/b/zh.js', 'preload', 'script', ''],
      ['/b/exchange.js', 'preload', 'script', ''],
      ['/b/kit.js', 'preload', 'script', ''],
      ['/b/screens-zh.js', 'preload', 'script', ''],
    ]);
  });

  it("preloads the flow of every route of the route table's flows, and none elsewhere", () => {
    for (const { path, flow } of ROUTES) {
      const f = fakeWindow({ hash: `#${path}?id=1` });
      preload(plan, f.w);
      const links = f.links().map((l) => l[0]);
      if (flow === 'first' || flow === 'dev')
        expect(
          links.filter((l) => /member|exchange|fulfilment/.test(String(l))),
          path,
        ).toEqual([]);
      else expect(links, path).toContain(`/b/${plan.flows[flow][0]}`);
    }
    // A segment that only an object's prototype has is no route.
    const f = fakeWindow({ hash: '#/constructor' });
    preload(plan, f.w);
    expect(f.links().filter((l) => /member|exchange|fulfilment/.test(String(l[0])))).toEqual([]);
  });
});

describe("the boot script: home's data", () => {
  it('on #/ with a stored token asks with the headers the client sends, and the client takes the answer over', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    preload(plan, f.w);
    expect(f.fetch).toHaveBeenCalledExactlyOnceWith('https://api.test/api/user/current', {
      headers: { ...JSON_HEADERS, Authorization: 'tok', 'Accept-Language': 'en' },
    });
    put('/api/user/current', early(f)!);
    await expect(takeEarly({ path: '/api/user/current', decode: (data) => data })).resolves.toEqual({ nickname: 'Lily' });
    expect($token.get()).toBe('renewed');
  });

  it("asks in the app's language: Accept-Language zh on a phone reading Chinese (the server answers in it, issue 15.2)", () => {
    const f = fakeWindow({ hash: '#/', token: 'tok', language: 'zh-TW' });
    preload(plan, f.w);
    expect(f.fetch).toHaveBeenCalledExactlyOnceWith('https://api.test/api/user/current', {
      headers: { ...JSON_HEADERS, Authorization: 'tok', 'Accept-Language': 'zh' },
    });
  });

  it('also with no hash at all', () => {
    const f = fakeWindow({ hash: '', token: 'tok' });
    preload(plan, f.w);
    expect(f.fetch).toHaveBeenCalledOnce();
  });

  it('keeps the answer on the entry once it is in (home renders it at once)', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    preload(plan, f.w);
    const entry = early(f)!;
    await entry.p;
    expect(entry.v).toEqual({ ok: true, s: 200, auth: 'renewed', body: { success: true, data: { nickname: 'Lily' } } });
  });

  it('does not ask without a token, before an OAuth code is exchanged, off home, or where storage throws', () => {
    for (const fake of [
      { hash: '#/' },
      { hash: '#/', token: 'tok', search: '?code=abc&state=1', spentCode: 'abc' },
      { hash: '#/orders', token: 'tok' },
      { hash: '#/', token: 'tok', storageThrows: true },
    ]) {
      const f = fakeWindow(fake);
      expect(() => preload(plan, f.w)).not.toThrow();
      expect(f.fetch, JSON.stringify(fake)).not.toHaveBeenCalled();
      for (const path of ['/api/user/current', '/api/order/list', '/wechat/authorize']) expect(early(f, path), JSON.stringify(fake)).toBeUndefined();
    }
  });

  it('leaves a failed request for the client to report: no unhandled rejection', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    f.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    preload(plan, f.w);
    await expect(early(f)!.p).rejects.toThrow('Failed to fetch');
  });
});

describe('the boot script: an OAuth landing (issue 29.6)', () => {
  const signedIn = { success: true, data: { token: 'T-new', nickname: 'Lily', avatar: '' } };
  const exchanging = (f: ReturnType<typeof fakeWindow>) => f.fetch.mockImplementationOnce(async () => new Response(JSON.stringify(signedIn)) as never);
  const loadingPage = (f: ReturnType<typeof fakeWindow>) => {
    f.w.document.body.innerHTML = `${HOME}<div id="root"><div class="boot"></div></div>`;
  };

  it('exchanges the code before the bundle arrives, without the stored token; the app takes the exchange over', async () => {
    const f = fakeWindow({ hash: '#/bind', token: 'earlier', search: '?code=C1&state=8800001' });
    exchanging(f);
    preload(plan, f.w);
    expect(f.fetch).toHaveBeenCalledExactlyOnceWith('https://api.test/wechat/authorize?code=C1', {
      headers: { ...JSON_HEADERS, 'Accept-Language': 'en' },
    });
    put('/wechat/authorize', early(f, '/wechat/authorize')!);
    const { authorize } = await import('../../src/api/wechat');
    await expect(authorize('C1')).resolves.toEqual({ token: 'T-new', nickname: 'Lily', avatar: '', openId: '' });
    // off home: no data of home's asked for
    expect(f.fetch).toHaveBeenCalledOnce();
  });

  it("on #/ paints the loading home at once and asks for home's data with the new token as soon as it is in", async () => {
    const f = fakeWindow({ hash: '#/', search: '?code=C1&state=S', readyState: 'interactive' });
    loadingPage(f);
    exchanging(f);
    preload(plan, f.w);
    const root = f.w.document.getElementById('root')!;
    expect(root.textContent).toBe('Homewaitmenu');
    expect(root.querySelector('.boot')).toBeNull();
    await vi.waitFor(() => expect(f.fetch).toHaveBeenCalledTimes(2));
    expect(f.fetch).toHaveBeenLastCalledWith('https://api.test/api/user/current', {
      headers: { ...JSON_HEADERS, Authorization: 'T-new', 'Accept-Language': 'en' },
    });
    expect(early(f)).toBeDefined();
  });

  it('never sends a spent code (spent-code holds it) or a code without state; a refused code asks for nothing more', async () => {
    for (const fake of [
      { hash: '#/', search: '?code=C1&state=S', spentCode: 'C1' },
      { hash: '#/', search: '?code=C1' },
    ]) {
      const f = fakeWindow(fake);
      preload(plan, f.w);
      expect(f.fetch, JSON.stringify(fake)).not.toHaveBeenCalled();
    }
    // a fresh code while an earlier one was spent (storage wiped, another member): sent (issue 29.2, 29.3)
    const fresh = fakeWindow({ hash: '#/', search: '?code=C2&state=S', spentCode: 'C1' });
    preload(plan, fresh.w);
    expect(fresh.fetch).toHaveBeenCalledWith(`${plan.apiBase}/wechat/authorize?code=C2`, expect.anything());
    const refused = fakeWindow({ hash: '#/', search: '?code=USED&state=S' });
    refused.fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ success: false, message: 'invalid code' })) as never);
    preload(plan, refused.w);
    await early(refused, '/wechat/authorize')!.p;
    await Promise.resolve();
    expect(refused.fetch).toHaveBeenCalledOnce();
    expect(early(refused)).toBeUndefined();
  });
});

/** Home's data as the API answers it, and the words home's template carries (both describes of home's card below). */
const member = {
  nickname: 'Lily',
  avatar: '',
  totalEgg: 3,
  totalCard: 1,
  totalVoucher: 0,
  card: { cardNo: '8866000000000001', validTime: '2027-01-02', level: 3 },
};
const words = JSON.stringify({ tiers: { svip: 'SVIP', vip: 'VIP', default: 'Member' }, eggs: '{n} egg|{n} eggs' }).replace(/"/g, '&quot;');
/**
 * A small home template (the real one: tests/boot/home-shell.test.tsx): before the card what home shows in its place while the answer
 * is on its way ("wait") and for a member without a card, then a menu.
 */
const HOME = `<template id="egg-home-en" data-words="${words}"><main><h1>Home</h1><p aria-busy="true">wait</p><section>Scan to bind</section><div data-tier="svip" aria-label="\uE003 \uE000"><p>\uE000</p><p>\uE001</p><p>\uE004</p></div><nav>menu</nav></main></template>`;

describe("the boot script: home's card as the answer lands (issue 16, src/boot/home-shell.ts)", () => {
  /** A page with a small home template (the real one: tests/boot/home-shell.test.tsx) and #root with the spinner. */
  const page = (f: ReturnType<typeof fakeWindow>, parsed = true) => {
    f.w.document.body.innerHTML = `${HOME}${parsed ? '<div id="root"><div class="boot"></div></div>' : ''}`;
  };
  const answering = (f: ReturnType<typeof fakeWindow>) =>
    f.fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ success: true, data: member })) as never);

  it('asks before it preloads anything: on a slow link the answer is what the card waits for', () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    let linksWhenAsked = -1;
    f.fetch.mockImplementationOnce(async () => {
      linksWhenAsked = f.links().length;
      return new Response('{}') as never;
    });
    preload(plan, f.w);
    expect(linksWhenAsked).toBe(0);
    expect(f.links().length).toBeGreaterThan(0);
  });

  it('fills the template from the answer into #root while the spinner shows', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    page(f);
    answering(f);
    preload(plan, f.w);
    const root = f.w.document.getElementById('root')!;
    await vi.waitFor(() => expect(root.querySelector('[data-tier]')?.getAttribute('aria-label')).toBe('SVIP Lily'));
    expect(root.textContent).toBe('HomeLily8866 0000 0000 00013 eggsmenu');
    expect(root.querySelector('.boot')).toBeNull();
    // The app runs once a frame has shown the card (here: the 100 ms cap, run by hand).
    expect(scripts(f)).toEqual([]);
    expect(f.runLater()).toEqual(['timeout 100']);
    expect(scripts(f)).toEqual(['/b/app.js module']);
  });

  it.each([
    [
      'a refusal, whatever data it carries (success: false)',
      () => new Response(JSON.stringify({ success: false, data: member, errMessage: 'no', errCode: null })),
    ],
    ['an HTTP error with a success envelope', () => new Response(JSON.stringify({ success: true, data: member }), { status: 500 })],
    ['no JSON (an HTML error page)', () => new Response('<html>bad gateway</html>', { status: 502 })],
  ])('shows no card from %s: the app runs at once and words it', async (_, answer) => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    page(f);
    f.fetch.mockImplementationOnce(async () => answer() as never);
    preload(plan, f.w);
    await vi.waitFor(() => expect(scripts(f)).toEqual(['/b/app.js module']));
    expect(f.w.document.querySelector('#root [data-tier]')).toBeNull();
    expect(f.w.document.getElementById('root')!.textContent).toBe('Homewaitmenu'); // the loading home, for the app to render over
  });

  it('puts the loading home in #root as the parser adds it, before the page is parsed, so the first frame shows home', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok', observer: true });
    f.fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined) as never);
    f.w.document.body.innerHTML = HOME;
    preload(plan, f.w);
    // the parser adds #root with the spinner; the page is still loading (no DOMContentLoaded)
    f.w.document.body.insertAdjacentHTML('beforeend', '<div id="root"><div class="boot"></div></div>');
    await vi.waitFor(() => expect(f.w.document.getElementById('root')!.textContent).toBe('Homewaitmenu'));
    expect(f.w.document.querySelector('#root .boot')).toBeNull();
  });

  it('and the card, when the answer lands before #root is parsed, as soon as it is', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok', observer: true });
    page(f, false);
    answering(f);
    preload(plan, f.w);
    await early(f)!.p;
    await Promise.resolve();
    expect(f.w.document.querySelector('[data-tier]')).toBeNull();
    f.w.document.body.insertAdjacentHTML('beforeend', '<div id="root"><div class="boot"></div></div>');
    await vi.waitFor(() => expect(f.w.document.querySelector('#root [data-tier]')?.getAttribute('aria-label')).toBe('SVIP Lily'));
  });

  it('when #root is not parsed yet, fills it once it is; nothing when the member has left home meanwhile', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    page(f, false);
    answering(f);
    preload(plan, f.w);
    await early(f)!.p;
    await Promise.resolve();
    f.w.document.body.insertAdjacentHTML('beforeend', '<div id="root"><div class="boot"></div></div>');
    f.w.document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(f.w.document.querySelector('#root [data-tier]')).not.toBeNull();

    const away = fakeWindow({ hash: '#/', token: 'tok' });
    page(away);
    answering(away);
    preload(plan, away.w);
    (away.w.location as { hash: string }).hash = '#/order';
    await early(away)!.p;
    await Promise.resolve();
    expect(away.w.document.querySelector('#root [data-tier]')).toBeNull();
  });
});

describe("the boot script: home's card from the last-known answer on a return visit (issue 29.4)", () => {
  const kept = (m: string, data: unknown = { ...member, nickname: 'Old Lily', totalEgg: 9 }) => ({
    member: 'member-a',
    'last-known': JSON.stringify({ m, e: { '/api/user/current': { t: 1, d: data } } }),
  });
  /** A small home template and #root with the spinner. */
  const keptPage = `${HOME}<div id="root"><div class="boot"></div></div>`;
  const open = (stored: Record<string, string>) => {
    const f = fakeWindow({ hash: '#/', token: 'tok', stored });
    f.w.document.body.innerHTML = keptPage;
    let answer: (r: Response) => void = () => undefined;
    f.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)) as never);
    preload(plan, f.w);
    f.w.document.dispatchEvent(new Event('DOMContentLoaded'));
    return { f, root: f.w.document.getElementById('root')!, answer: (data: unknown) => answer(new Response(JSON.stringify({ success: true, data }))) };
  };

  it("paints the member's last-known card once the document is parsed, then asks (once its frame has painted: the request cost that frame); the answer then replaces it in place", async () => {
    const { f, root, answer } = open(kept('member-a'));
    expect(root.textContent).toBe('HomeOld Lily8866 0000 0000 00019 eggsmenu');
    expect(root.querySelector('.boot')).toBeNull();
    expect(f.fetch).not.toHaveBeenCalled();
    // No frames here: the 100 ms cap after the card, run by hand; however often the frame's timers run, one ask.
    f.runLater();
    f.runLater();
    expect(f.fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['https://api.test/api/user/current']);
    const title = root.querySelector('h1');
    answer(member);
    await vi.waitFor(() => expect(root.textContent).toBe('HomeLily8866 0000 0000 00013 eggsmenu'));
    // Over the boot script's own markup only what differs changes: the rest of home stays as it was.
    expect(root.querySelector('h1')).toBe(title);
  });

  it("paints nothing from another member's, a corrupt or an unreadable last-known answer", () => {
    const other = { ...kept('member-b') };
    const corrupt = { member: 'member-a', 'last-known': '{"m":"member-a","e":' };
    const unreadable = kept('member-a', { nickname: 'Old Lily', card: { cardNo: null } });
    const noMember = { 'last-known': kept('').member };
    for (const stored of [other, corrupt, unreadable, noMember]) {
      const { root } = open(stored);
      expect(root.textContent, JSON.stringify(stored)).toBe('Homewaitmenu'); // the loading home
    }
  });

  it('preloads nothing until a frame has painted the kept card (their links held that frame back), then the entry and the catalog', () => {
    const { f } = open(kept('member-a'));
    expect(f.links()).toEqual([]);
    // No frames here: the 100 ms cap after the card, run by hand.
    expect(f.runLater()).toContain('timeout 100');
    expect(f.links()).toEqual([
      ['/b/app.js', 'modulepreload', null, ''],
      ['/b/en.js', 'modulepreload', null, ''],
    ]);
  });

  it('preloads and asks at once when nothing kept reads (the loading home shows)', () => {
    for (const stored of [{}, kept('member-b'), kept('member-a', { nickname: 'Old Lily', card: { cardNo: null } })]) {
      const { f } = open(stored);
      expect(
        f.links().map((l) => l[0]),
        JSON.stringify(stored),
      ).toEqual(['/b/app.js', '/b/en.js']);
      expect(f.fetch, JSON.stringify(stored)).toHaveBeenCalledTimes(1);
    }
  });

  it("paints no kept card on an OAuth landing: the code may be another member's (issue 29.3)", () => {
    const f = fakeWindow({ hash: '#/', token: 'tok', search: '?code=C9&state=S', stored: kept('member-a') });
    f.w.document.body.innerHTML = keptPage;
    f.fetch.mockImplementation(() => new Promise<Response>(() => undefined) as never);
    preload(plan, f.w);
    f.w.document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(f.w.document.getElementById('root')!.textContent).not.toContain('Old Lily');
  });
});

describe('the boot script: a landing on "my orders", its rows before the bundle (issue 29, src/boot/orders-shell.ts)', () => {
  /** The plan with the order flow's styles (the real plan's flow has the kit's CSS). */
  const withStyles: BootPlan = { ...plan, flows: { ...plan.flows, fulfilment: ['fulfilment.js', 'kit.js', 'kit.css'] } };
  const orderWords = JSON.stringify({ states: ['Due', 'On', 'Off', 'Done'], no: 'No. {value}', quantity: 'Qty {value}' }).replace(/"/g, '&quot;');
  const row = (picture: boolean) =>
    `<li><button><span>\uE007<span data-tone="pending">\uE008</span></span>${picture ? '<img src="x">' : '<span></span>'}<span>\uE009</span><span>\uE00A</span></button></li>`;
  /** happy-dom loads no stylesheet here: it reports each link failed, or (`loaded`) loaded, as it is put in. */
  const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
  afterEach(() => {
    settings.handleDisabledFileLoadingAsSuccess = false;
  });
  /** A page with a small "my orders" template (the real one: tests/boot/orders-shell.test.tsx) and #root with the spinner. */
  const open = (answer: () => Promise<Response>, styles: 'loaded' | 'failed' = 'loaded') => {
    settings.handleDisabledFileLoadingAsSuccess = styles === 'loaded';
    const f = fakeWindow({ hash: '#/order', token: 'tok', readyState: 'interactive' });
    f.w.document.body.innerHTML = `<template id="egg-orders-en" data-words="${orderWords}"><main><h1>My orders</h1><ul>${row(true)}${row(false)}</ul><div><p>more</p><p>no more</p></div></main></template><div id="root"><div class="boot"></div></div>`;
    f.fetch.mockImplementationOnce(answer as never);
    preload(withStyles, f.w);
    return { f, root: f.w.document.getElementById('root')! };
  };
  const page = {
    list: [
      {
        id: 7,
        orderNo: 'E7',
        state: 1,
        createTime: '2026-11-20 10:30:00',
        productNumber: 2,
        product: JSON.stringify({ name: 'Eggs', spec: '30', pictures: ['a.png'] }),
        address: '{}',
        shipDate: 0,
        remark: '',
        expressMoney: 0,
        expressName: null,
        expressNo: null,
      },
    ],
    total: 1,
  };
  const answering = async () => new Response(JSON.stringify({ success: true, data: page }));
  /** Every chunk and catalog the landing loads, as links. */
  const scriptLinks = [
    ['/b/app.js', 'modulepreload', null, ''],
    ['/b/en.js', 'modulepreload', null, ''],
    ['/b/fulfilment.js', 'modulepreload', null, ''],
    ['/b/kit.js', 'modulepreload', null, ''],
    ['/b/screens-en.js', 'modulepreload', null, ''],
  ];

  it("asks for the first page, puts the flow's styles in as a stylesheet, and holds every script back while the answer is on its way", () => {
    const { f } = open(() => new Promise(() => undefined));
    expect(f.fetch).toHaveBeenCalledTimes(1);
    expect(String((f.fetch.mock.calls[0] as unknown[])[0])).toBe('https://api.test/api/order/list');
    expect(f.links()).toEqual([['/b/kit.css', 'stylesheet', null, '']]);
    expect(scripts(f)).toEqual([]);
  });

  it('shows the rows once the answer and the styles are in; then the scripts and the entry, once a frame has shown them', async () => {
    const { f, root } = open(answering);
    await vi.waitFor(() => expect(root.querySelectorAll('li').length).toBe(1));
    expect(root.textContent).toBe('My orders2026-11-20 10:30OnEggsNo. E7\n30\nQty 2no more');
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/oss/a.png');
    expect(f.links()).toEqual([['/b/kit.css', 'stylesheet', null, '']]);
    expect(scripts(f)).toEqual([]);
    // The 100 ms cap after the rows (no frames here), and the scripts' own time limit, run by hand.
    expect(f.runLater()).toEqual([`timeout ${EARLY_LIST_TTL}`, `timeout ${LIST_FIRST_MS}`, 'timeout 100']);
    expect(f.links()).toEqual([['/b/kit.css', 'stylesheet', null, ''], ...scriptLinks]);
    expect(scripts(f)).toEqual(['/b/app.js module']);
  });

  it("prefetches the other flows only once the entry has arrived: the page's load comes before the held scripts, which they would slow", async () => {
    const { f, root } = open(answering);
    const prefetched = () => f.links().filter((l) => l[1] === 'prefetch');
    await vi.waitFor(() => expect(root.querySelectorAll('li').length).toBe(1));
    f.fire('load');
    f.runLater(); // the rows' frame: the scripts and the entry go
    expect(prefetched()).toEqual([]);
    f.w.document.querySelector('link[href="/b/app.js"]')!.dispatchEvent(new Event('load'));
    f.fire('load');
    expect(f.runLater()).toContain('idle 2000');
    expect(prefetched().map((l) => l[0])).toEqual(['/b/member.js', '/b/exchange.js']);
  });

  it("on a return visit (the member's rows kept on the phone, issue 49.2) shows the kept rows without waiting for the answer, then the scripts and the entry", async () => {
    const stored = { member: 'member-a', 'last-known': JSON.stringify({ m: 'member-a', e: { '/api/order/list': { t: 1, d: { ...page, total: 9 } } } }) };
    settings.handleDisabledFileLoadingAsSuccess = true;
    const f = fakeWindow({ hash: '#/order', token: 'tok', readyState: 'interactive', stored });
    f.w.document.body.innerHTML = `<template id="egg-orders-en" data-words="${orderWords}"><main><h1>My orders</h1><ul>${row(true)}${row(false)}</ul><div><p>more</p><p>no more</p></div></main></template><div id="root"><div class="boot"></div></div>`;
    f.fetch.mockImplementationOnce((() => new Promise(() => undefined)) as never);
    preload(withStyles, f.w);
    // The rows do not wait for the fresh page, and it is asked for once their frame has painted (the request cost that frame), before the app runs.
    expect(f.fetch).not.toHaveBeenCalled();
    const root = f.w.document.getElementById('root')!;
    await vi.waitFor(() => expect(root.querySelectorAll('li').length).toBe(1));
    // A kept page asks for no more pages (use-cursor-list.ts): its end reads "no more", as the app's first render does.
    expect(root.textContent).toBe('My orders2026-11-20 10:30OnEggsNo. E7\n30\nQty 2no more');
    expect(scripts(f)).toEqual([]);
    expect(f.fetch).not.toHaveBeenCalled();
    f.runLater();
    expect(f.fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['https://api.test/api/order/list']);
    expect(f.links()).toEqual([['/b/kit.css', 'stylesheet', null, ''], ...scriptLinks]);
    expect(scripts(f)).toEqual(['/b/app.js module']);
    // However often the frame's timers run, once.
    f.runLater();
    expect(f.fetch).toHaveBeenCalledTimes(1);
    // Another member's kept rows are not this member's: a first landing, which waits for the answer.
    const other = fakeWindow({ hash: '#/order', token: 'tok', readyState: 'interactive', stored: { ...stored, member: 'member-b' } });
    other.w.document.body.innerHTML = f.w.document.body.innerHTML.replace(root.innerHTML, '<div class="boot"></div>');
    other.fetch.mockImplementationOnce((() => new Promise(() => undefined)) as never);
    preload(withStyles, other.w);
    await new Promise((done) => setTimeout(done, 20));
    expect(other.w.document.querySelectorAll('#root li').length).toBe(0);
    expect(scripts(other)).toEqual([]);
  });

  it("on a return visit with this build's stylesheet of the orders shell kept on the phone, puts it in at once: the rows wait for no sheet", async () => {
    const kept = { member: 'member-a', 'last-known': JSON.stringify({ m: 'member-a', e: { '/api/order/list': { t: 1, d: page } } }) };
    // The flow's sheet never loads here (happy-dom reports it failed): the rows do not wait for it.
    const f = fakeWindow({
      hash: '#/order',
      token: 'tok',
      readyState: 'interactive',
      stored: { ...kept, 'orders-shell-css': '/*orders.css*/.row{color:red}' },
    });
    f.w.document.body.innerHTML = `<template id="egg-orders-en" data-words="${orderWords}"><main><h1>My orders</h1><ul>${row(true)}${row(false)}</ul><div><p>more</p><p>no more</p></div></main></template><div id="root"><div class="boot"></div></div>`;
    f.fetch.mockImplementationOnce((() => new Promise(() => undefined)) as never);
    preload({ ...withStyles, ordersShellCss: 'orders.css' }, f.w);
    expect([...f.w.document.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual(['/*orders.css*/.row{color:red}']);
    const root = f.w.document.getElementById('root')!;
    await vi.waitFor(() => expect(root.querySelectorAll('li').length).toBe(1));
    // The flow's styles held back with its scripts (their requests cost the rows' frame), then only preloaded, for the app (which puts them in with its chunk).
    expect(f.links()).toEqual([]);
    f.runLater();
    expect(scripts(f)).toEqual(['/b/app.js module']);
    expect(f.links()).toContainEqual(['/b/kit.css', 'preload', 'style', '']);
    // Another build's (its file named otherwise): the flow's sheet, as before.
    const older = fakeWindow({
      hash: '#/order',
      token: 'tok',
      readyState: 'interactive',
      stored: { ...kept, 'orders-shell-css': '/*orders-old.css*/.row{color:red}' },
    });
    older.fetch.mockImplementationOnce((() => new Promise(() => undefined)) as never);
    preload({ ...withStyles, ordersShellCss: 'orders.css' }, older.w);
    expect(older.w.document.head.querySelector('style')).toBeNull();
    expect(older.links()).toEqual([['/b/kit.css', 'stylesheet', null, '']]);
  });

  it("keeps this build's stylesheet of the orders shell on the phone at the page's load (a short first visit too), once; storage full or another answer (a page, not the file): next time", async () => {
    for (const storageThrows of [false, true]) {
      const f = fakeWindow({ hash: '#/', token: 'tok', readyState: 'interactive', storageThrows });
      f.fetch.mockImplementation((async (url: unknown) =>
        String(url).endsWith('.css') ? new Response('/*orders.css*/.row{color:red}') : new Response(JSON.stringify({ success: true, data: {} }))) as never);
      preload(plan, f.w);
      const css = () => f.fetch.mock.calls.filter((call) => String((call as unknown[])[0]).endsWith('.css')).map((call) => String((call as unknown[])[0]));
      expect(css()).toEqual([]);
      // At the load event, before any idle moment.
      f.fire('load');
      expect(css()).toEqual(['/b/orders.css']);
      await vi.waitFor(() => expect(f.stored['orders-shell-css']).toBe(storageThrows ? undefined : '/*orders.css*/.row{color:red}'));
    }
    const kept = fakeWindow({ hash: '#/', token: 'tok', readyState: 'complete', stored: { 'orders-shell-css': '/*orders.css*/.row{}' } });
    preload(plan, kept.w);
    kept.runLater();
    expect(kept.fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['https://api.test/api/user/current']);
    const failing = fakeWindow({ hash: '#/', token: 'tok', readyState: 'complete' });
    failing.fetch.mockImplementation((async () => new Response('<!doctype html>', { status: 200 })) as never);
    preload(plan, failing.w);
    failing.runLater();
    await new Promise((done) => setTimeout(done, 20));
    expect(failing.stored['orders-shell-css']).toBeUndefined();
  });

  it("on a return visit, puts the kept rows in as the parser passes the member's template once the styles are parsed: before their load event, before the page is parsed", async () => {
    const stored = { member: 'member-a', 'last-known': JSON.stringify({ m: 'member-a', e: { '/api/order/list': { t: 1, d: page } } }) };
    const f = fakeWindow({ hash: '#/order', token: 'tok', stored, observer: true });
    f.fetch.mockImplementationOnce((() => new Promise(() => undefined)) as never);
    const d = f.w.document;
    d.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    // The sheet's load event not dispatched yet (happy-dom would fire one as the link goes in).
    const create = d.createElement.bind(d);
    d.createElement = ((tag: string) => {
      const element = create(tag);
      if (tag === 'link') element.dispatchEvent = () => true;
      return element;
    }) as typeof d.createElement;
    preload(withStyles, f.w);
    const sheet = d.querySelector<HTMLLinkElement>('link[href="/b/kit.css"]')!;
    const parse = (html: string) => d.body.insertAdjacentHTML('beforeend', html);
    const rows = () => d.querySelectorAll('#root li').length;
    parse(
      `<template id="egg-orders-en" data-words="${orderWords}"><main><h1>My orders</h1><ul>${row(true)}${row(false)}</ul><div><p>more</p><p>no more</p></div></main></template>`,
    );
    // The sheet parsed (its `sheet` is there) while the parser is still inside the template: not yet.
    Object.defineProperty(sheet, 'sheet', { value: {} });
    await Promise.resolve();
    expect(rows()).toBe(0);
    // The parser past the member's template (the script after it): the rows, with no load event and no DOMContentLoaded.
    parse('<script></script>');
    await vi.waitFor(() => expect(rows()).toBe(1));
    expect(d.getElementById('root')!.textContent).toBe('My orders2026-11-20 10:30OnEggsNo. E7\n30\nQty 2no more');
  });

  it('without its template (a page from an older build), runs the app once the page is parsed, not never', async () => {
    settings.handleDisabledFileLoadingAsSuccess = true;
    const f = fakeWindow({ hash: '#/order', token: 'tok', readyState: 'interactive', observer: true });
    f.w.document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    f.fetch.mockImplementationOnce(answering as never);
    preload(withStyles, f.w);
    await vi.waitFor(() => expect(scripts(f)).toEqual(['/b/app.js module']));
    expect(f.w.document.querySelector('#root .boot')).not.toBeNull();
  });

  it.each([
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer it does not show (an empty list)', async () => new Response(JSON.stringify({ success: true, data: { list: [], total: 0 } }))],
    ['an expired token', async () => new Response(JSON.stringify({ success: false, errCode: '401', errMessage: 'expired' }), { status: 401 })],
    [
      'a refusal, whatever rows it carries (success: false)',
      async () => new Response(JSON.stringify({ success: false, data: page, errMessage: 'no', errCode: null })),
    ],
    ['an HTTP error with a success envelope', async () => new Response(JSON.stringify({ success: true, data: page }), { status: 500 })],
    ['no JSON (an HTML error page)', async () => new Response('<html>bad gateway</html>', { status: 502 })],
  ])('on %s, the scripts and the entry go at once and the app shows it', async (_, answer) => {
    const { f, root } = open(answer);
    await vi.waitFor(() => expect(scripts(f)).toEqual(['/b/app.js module']));
    expect(f.links()).toEqual([['/b/kit.css', 'stylesheet', null, ''], ...scriptLinks]);
    expect(root.querySelector('.boot')).not.toBeNull();
  });

  it('shows no unstyled rows: when the styles fail, the app runs at once', async () => {
    const { f, root } = open(answering, 'failed');
    await vi.waitFor(() => expect(scripts(f)).toEqual(['/b/app.js module']));
    expect(root.querySelector('.boot')).not.toBeNull();
  });

  it(`when the answer is slow, the scripts go after ${LIST_FIRST_MS} ms and the entry runs ${ENTRY_WAIT_MS} ms after it has arrived (the app shows its skeleton)`, () => {
    const { f } = open(() => new Promise(() => undefined));
    // (and the early list's own time limit, EARLY_LIST_TTL)
    expect(f.runLater()).toEqual([`timeout ${EARLY_LIST_TTL}`, `timeout ${LIST_FIRST_MS}`]);
    expect(f.links()).toEqual([['/b/kit.css', 'stylesheet', null, ''], ...scriptLinks]);
    expect(scripts(f)).toEqual([]);
    f.w.document.querySelector('link[href="/b/app.js"]')!.dispatchEvent(new Event('load'));
    expect(f.runLater()).toEqual([`timeout ${ENTRY_WAIT_MS}`]);
    expect(scripts(f)).toEqual(['/b/app.js module']);
  });
});

describe("the boot script runs the app's entry (index.html has no tag for it)", () => {
  it('off home (or without a token) once the document is parsed, never before #root is', () => {
    for (const fake of [{ hash: '#/plan', token: 'tok' }, { hash: '#/order' }, { hash: '#/' }]) {
      const f = fakeWindow(fake);
      preload(plan, f.w);
      expect(scripts(f), JSON.stringify(fake)).toEqual([]);
      f.w.document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(scripts(f), JSON.stringify(fake)).toEqual(['/b/app.js module']);
    }
    const parsed = fakeWindow({ hash: '#/card', readyState: 'interactive' });
    preload(plan, parsed.w);
    expect(scripts(parsed)).toEqual(['/b/app.js module']);
  });

  it('on home, at once when the answer has no card to show, or failed', async () => {
    const f = fakeWindow({ hash: '#/', token: 'tok', readyState: 'interactive' });
    f.w.document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    preload(plan, f.w);
    await vi.waitFor(() => expect(scripts(f)).toEqual(['/b/app.js module']));
    const failed = fakeWindow({ hash: '#/', token: 'tok', readyState: 'interactive' });
    failed.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    preload(plan, failed.w);
    await vi.waitFor(() => expect(scripts(failed)).toEqual(['/b/app.js module']));
  });

  it('on home, when the answer is slow: 400 ms after the entry has arrived (the app shows its skeleton)', () => {
    const f = fakeWindow({ hash: '#/', token: 'tok', readyState: 'interactive' });
    f.fetch.mockImplementationOnce(() => new Promise(() => undefined));
    preload(plan, f.w);
    expect(f.runLater()).toEqual([]);
    f.w.document.querySelector('link[href="/b/app.js"]')!.dispatchEvent(new Event('load'));
    expect(f.runLater()).toEqual([`timeout ${ENTRY_WAIT_MS}`]);
    expect(scripts(f)).toEqual(['/b/app.js module']);
  });

  it('once only, whatever asks for it', async () => {
    const f = fakeWindow({ hash: '#/card', readyState: 'interactive' });
    preload(plan, f.w);
    f.w.document.querySelector('link[href="/b/app.js"]')!.dispatchEvent(new Event('load'));
    f.runLater();
    f.w.document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(scripts(f)).toEqual(['/b/app.js module']);
  });

  it('still runs it when the rest of the boot script fails', () => {
    const f = fakeWindow({ hash: '#/', readyState: 'interactive' });
    Object.defineProperty(f.w, 'navigator', {
      get: () => {
        throw new Error('no navigator');
      },
    });
    expect(() => preload(plan, f.w)).not.toThrow();
    expect(scripts(f)).toEqual(['/b/app.js module']);
  });
});

describe('the boot script: a tap on the shell before the app has taken over (issue 49.4)', () => {
  /** Home's shell in #root (the entry held back: the answer is on its way), and a tap's own default prevented after the boot script has seen it. */
  function shellWith(markup: string) {
    const f = fakeWindow({ hash: '#/', token: 'tok', readyState: 'interactive' });
    f.fetch.mockImplementationOnce(() => new Promise(() => undefined));
    f.w.document.body.innerHTML = `<div id="root"><div ${BOOT_MARK}="">${markup}</div></div>`;
    preload(plan, f.w);
    // After the boot script's own listener (registered first): happy-dom's document here has no window to navigate.
    f.w.document.addEventListener('click', (event) => event.preventDefault());
    const tapOn = (selector: string) => f.w.document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return { f, tapOn, doc: f.w.document };
  }
  const MENU = '<ul><li><a href="#/order"><span>My orders</span></a></li><li><button type="button" data-tap="logOut"><span>Log out</span></button></li></ul>';

  it('a link: shown as taken (aria-busy), the entry runs now, and nothing is kept: the link goes itself', () => {
    const { f, tapOn, doc } = shellWith(MENU);
    expect(scripts(f)).toEqual([]);
    tapOn('a span');
    expect(doc.querySelector('a')!.getAttribute('aria-busy')).toBe('true');
    expect(scripts(f)).toEqual(['/b/app.js module']);
    expect(takeTap(f.w)).toBeNull();
  });

  it('an entry only the app serves (log out, scan to bind): shown as taken, kept for the app under its name, taken once; the entry runs now', () => {
    const { f, tapOn, doc } = shellWith(MENU);
    tapOn('[data-tap] span');
    tapOn('[data-tap]');
    expect(doc.querySelector('[data-tap]')!.getAttribute('aria-busy')).toBe('true');
    expect(scripts(f)).toEqual(['/b/app.js module']);
    expect(takeTap(f.w)).toBe('logOut');
    expect(takeTap(f.w)).toBeNull();
  });

  it('kept, then the member goes elsewhere (a link, back, any hashchange): nothing is kept any more', () => {
    const { f, tapOn } = shellWith(MENU);
    tapOn('[data-tap]');
    f.w.location.hash = '#/order';
    f.fire('hashchange');
    expect(takeTap(f.w)).toBeNull();
    tapOn('[data-tap]');
    tapOn('a');
    expect(takeTap(f.w)).toBeNull();
  });

  it("a link's navigation becomes the entry the app's own would be, so the app's Back goes back to home; no other hashchange does", () => {
    const { f, tapOn } = shellWith(MENU);
    const replaceState = vi.mocked(f.w.history.replaceState);
    tapOn('[data-tap]');
    f.w.location.hash = '#/order';
    f.fire('hashchange');
    expect(replaceState).not.toHaveBeenCalled();
    tapOn('a span');
    f.fire('hashchange');
    // platform/navigation.ts's entry: no state passed, an in-app page (home) behind it.
    expect(replaceState.mock.calls).toEqual([[{ s: null, d: 1 }, '']]);
    f.w.location.hash = '#/';
    f.fire('hashchange');
    expect(replaceState).toHaveBeenCalledTimes(1);
  });

  it('a tap anywhere but on a shell entry (the app has rendered: no mark; the title; a link-less box) does nothing', () => {
    const { f, tapOn, doc } = shellWith('<h1>Member home page</h1><a data-wait=""></a>');
    const app = doc.createElement('div');
    app.innerHTML = '<a href="#/order">My orders</a><button data-tap="logOut">Log out</button>';
    doc.body.appendChild(app);
    tapOn('h1');
    tapOn('a[data-wait]');
    app.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    app.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(doc.querySelectorAll('[aria-busy]')).toHaveLength(0);
    expect(takeTap(f.w)).toBeUndefined();
    expect(scripts(f)).toEqual([]);
  });

  it("the app takes only this window's kept tap", () => {
    const { f, tapOn } = shellWith(MENU);
    putTap('scan');
    tapOn('[data-tap]');
    expect(takeTap()).toBe('scan');
    expect(takeTap(f.w)).toBe('logOut');
  });
});

describe('the boot script: every flow into the HTTP cache once the page is idle (issue 16)', () => {
  const prefetched = (f: ReturnType<typeof fakeWindow>) => f.links().filter((l) => l[1] === 'prefetch');

  it('on home, after load and then an idle moment, prefetches each flow file and the screen strings once, lowest priority, with crossorigin', () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    preload(plan, f.w);
    expect(prefetched(f)).toEqual([]);
    expect(f.runLater()).toEqual([]); // nothing waits for idle before load
    f.fire('load');
    expect(prefetched(f)).toEqual([]);
    expect(f.runLater()).toEqual(['idle 2000']);
    expect(prefetched(f)).toEqual([
      ['/b/member.js', 'prefetch', null, ''],
      ['/b/kit.js', 'prefetch', null, ''],
      ['/b/kit.css', 'prefetch', null, ''],
      ['/b/screens-en.js', 'prefetch', null, ''],
      ['/b/exchange.js', 'prefetch', null, ''],
      ['/b/fulfilment.js', 'prefetch', null, ''],
    ]);
    // home's own request is unchanged; then the orders shell's stylesheet, kept on the phone
    expect(f.fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['https://api.test/api/user/current', '/b/orders.css']);
  });

  it("on a flow's route leaves out what that route already preloaded", () => {
    const f = fakeWindow({ hash: '#/order', language: 'zh-CN' });
    preload(plan, f.w);
    f.fire('load');
    f.runLater();
    expect(prefetched(f).map((l) => l[0])).toEqual(['/b/member.js', '/b/kit.js', '/b/kit.css', '/b/exchange.js']);
    expect(f.links().filter((l) => l[0] === '/b/fulfilment.js' || l[0] === '/b/screens-zh.js')).toHaveLength(2);
  });

  it('where prefetch is unknown (WebKit) preloads the same files instead; without idle callbacks waits 500 ms after load', () => {
    const f = fakeWindow({ hash: '#/', prefetch: false, idle: false });
    preload(plan, f.w);
    f.fire('load');
    expect(f.runLater()).toEqual(['timeout 500']);
    expect(f.links().slice(2)).toEqual([
      ['/b/member.js', 'modulepreload', null, ''],
      ['/b/kit.js', 'modulepreload', null, ''],
      ['/b/kit.css', 'preload', 'style', ''],
      ['/b/screens-en.js', 'modulepreload', null, ''],
      ['/b/exchange.js', 'modulepreload', null, ''],
      ['/b/fulfilment.js', 'modulepreload', null, ''],
    ]);
  });

  it('when the page has already loaded, waits only for idle', () => {
    const f = fakeWindow({ hash: '#/', readyState: 'complete' });
    preload(plan, f.w);
    expect(f.runLater()).toEqual(['idle 2000']);
    expect(prefetched(f)).toHaveLength(6);
  });

  it("an engine without load events loses only the prefetch: home's request still goes", () => {
    const f = fakeWindow({ hash: '#/', token: 'tok' });
    (f.w as unknown as { addEventListener: unknown }).addEventListener = undefined;
    expect(() => preload(plan, f.w)).not.toThrow();
    expect(f.fetch).toHaveBeenCalledOnce();
  });
});
