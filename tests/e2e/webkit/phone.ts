/**
 * Journeys on WebKit (WebKitGTK, Safari's engine, as iPhone WeChat's WKWebView) against the demo
 * server the lane's global setup starts: a 375×667 window with the iPhone WeChat user agent, a fresh
 * browser each launch, and the few helpers the journeys need. Elements are found in the page by
 * role and accessible name, label or text (a small subset of what Playwright's getBy* do, enough
 * for this app's markup), and clicked and typed into through WebDriver, so WebKit itself delivers
 * the events. Page errors, console errors and CSP violations are reported from every frame by the
 * window's user script (phone-window.py) and fail the journey as they do on Chromium.
 */
import { inject } from 'vitest';
import { IPHONE_WECHAT_UA } from '../browser';
import { ELEMENT_KEY, startWebKit, WebDriverError, type ElementRef, type WebKitSession } from './driver';
import type { Lane } from '../journeys';

/**
 * What to find: `role` (button, heading, link, listitem, list, dialog, alertdialog, switch, group, region,
 * textbox), `label` (a form control's label), `text` (the innermost element with that text) and/or
 * `css`; `name` narrows a role by accessible name; `hasText` keeps elements whose text contains it;
 * `within` searches inside the first match of another query. Strings match whole (whitespace
 * collapsed); a RegExp matches anywhere.
 */
export interface Query {
  role?: string;
  name?: string | RegExp;
  label?: string | RegExp;
  text?: string | RegExp;
  css?: string;
  hasText?: string;
  within?: Query;
}

type WireText = string | { source: string; flags: string };
type WireQuery = Omit<Query, 'name' | 'label' | 'text' | 'within'> & { name?: WireText; label?: WireText; text?: WireText; within?: WireQuery };

const wireText = (t: string | RegExp | undefined): WireText | undefined => (t instanceof RegExp ? { source: t.source, flags: t.flags } : t);
const wire = (q: Query): WireQuery => ({ ...q, name: wireText(q.name), label: wireText(q.label), text: wireText(q.text), within: q.within && wire(q.within) });

/** Runs in the page (plain JS: it is sent as text). Returns every visible match of the query. */
const FIND_ALL = String.raw`
var ROLES = {
  button: 'button, [role=button], input[type=button], input[type=submit]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  link: 'a[href], [role=link]',
  listitem: 'li, [role=listitem]',
  list: 'ul, ol, [role=list]',
  dialog: 'dialog, [role=dialog]',
  alertdialog: '[role=alertdialog]',
  switch: '[role=switch]',
  group: '[role=group], fieldset',
  region: 'section[aria-label], section[aria-labelledby], [role=region]',
  textbox: 'input:not([type]), input[type=text], input[type=tel], input[type=number], textarea, [role=textbox]',
};
var norm = function (s) { return (s || '').replace(/\s+/g, ' ').trim(); };
var matches = function (value, want) {
  if (want == null) return true;
  value = norm(value);
  return typeof want === 'string' ? value === norm(want) : new RegExp(want.source, want.flags).test(value);
};
var visible = function (el) {
  if (el.closest('[hidden], [aria-hidden=true], [inert]')) return false;
  var style = getComputedStyle(el);
  return el.getClientRects().length > 0 && style.visibility !== 'hidden';
};
var byIds = function (ids) {
  return ids.split(/\s+/).map(function (id) { var e = document.getElementById(id); return e ? e.textContent : ''; }).join(' ');
};
var labelOf = function (el) {
  if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'));
  if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
  if (el.labels && el.labels.length) return Array.prototype.map.call(el.labels, function (l) { return l.textContent; }).join(' ');
  return null;
};
var nameOf = function (el) {
  var label = labelOf(el);
  if (label != null) return label;
  if (el.tagName === 'INPUT') return el.value || el.getAttribute('title') || '';
  return el.textContent || el.getAttribute('title') || '';
};
var findAll = function (q, root) {
  root = root || document;
  if (q.within) {
    var scope = findAll(q.within, root)[0];
    if (!scope) return [];
    root = scope;
  }
  var selector = q.css || (q.role && ROLES[q.role]) || (q.label != null && 'input, select, textarea, [role=switch], [role=textbox]') || '*';
  var found = Array.prototype.slice.call(root.querySelectorAll(selector)).filter(function (el) {
    if (q.role && q.css && !el.matches(ROLES[q.role] || '*')) return false;
    if (q.name != null && !matches(nameOf(el), q.name)) return false;
    if (q.label != null && !matches(labelOf(el), q.label)) return false;
    if (q.hasText != null && norm(el.textContent).indexOf(norm(q.hasText)) < 0) return false;
    if (q.text != null) {
      if (!matches(el.textContent, q.text)) return false;
      // the innermost element with that text, not each of its ancestors
      for (var c = el.firstElementChild; c; c = c.nextElementSibling) if (matches(c.textContent, q.text)) return false;
    }
    return visible(el);
  });
  return found;
};
`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface Phone {
  baseURL: string;
  session: WebKitSession;
  /** Opens `path` (relative to the demo server) and waits for the load. */
  goto(path: string): Promise<void>;
  url(): Promise<URL>;
  /** Runs `body` (a function body: `arguments` are `args`) in the page and returns its value. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Polls `body` until it returns a truthy value, which it returns. */
  until<T>(body: string, what: string, timeoutMs?: number, ...args: unknown[]): Promise<T>;
  /** Waits for the first visible match. */
  find(q: Query, timeoutMs?: number): Promise<ElementRef>;
  count(q: Query): Promise<number>;
  /** Clicks the first visible match through WebDriver (WebKit scrolls it into view and sends the mouse events). */
  click(q: Query): Promise<void>;
  /** Clears a form control and types `text` into it through WebDriver. */
  fill(q: Query, text: string): Promise<void>;
  value(q: Query): Promise<string>;
  text(q: Query): Promise<string>;
  storage(key: string): Promise<string | null>;
  /** The OAuth stand-in's entry for `openId`, landing on `route`. */
  oauthUrl(openId?: string, route?: string, state?: string): string;
  /** Opens the OAuth entry and waits until the app has stored a token. */
  signIn(openId?: string, route?: string): Promise<void>;
  /** The last SMS code the demo server sent to `phone`. */
  smsCode(phone: string): Promise<string>;
  /** Runs `inside` with WebDriver switched into the first iframe matching `frame`. */
  inFrame<T>(frame: Query, inside: () => Promise<T>): Promise<T>;
  /** Page errors, console errors and CSP violations so far, from every frame. */
  errors(): string[];
  /** Closes the browser; rejects if any Content-Security-Policy violation happened. */
  close(): Promise<void>;
  /** Closes the browser whatever happened (after close() was expected to reject). */
  quitQuietly(): Promise<void>;
}

export interface PhoneOptions {
  userAgent?: string;
  timezoneId?: string;
  /** how long find/until wait, default 12 s */
  timeoutMs?: number;
  /** WebKit's text-only zoom (the member's text size; 2 = 200 %) */
  textZoom?: number;
  /** the window's height (what a keyboard leaves of the screen), default 667 */
  height?: number;
  /** 'none': a navigation is done at once, for a page whose load is held back (shell-taps.test.ts): the journey waits itself */
  pageLoadStrategy?: 'normal' | 'none';
}

export async function phone(options: PhoneOptions = {}): Promise<Phone> {
  const baseURL = inject('baseURL');
  const session = await startWebKit({
    userAgent: options.userAgent ?? IPHONE_WECHAT_UA,
    timezoneId: options.timezoneId,
    textZoom: options.textZoom,
    height: options.height,
    pageLoadStrategy: options.pageLoadStrategy,
  });
  const timeout = options.timeoutMs ?? 12_000;
  const run = <T>(body: string, ...args: unknown[]) => session.send<T>('POST', '/execute/sync', { script: body, args });
  const until = async <T>(body: string, what: string, timeoutMs = timeout, ...args: unknown[]): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const value = await run<T>(body, ...args);
        if (value) return value;
      } catch (error) {
        // a navigation under way replaces the document the script ran in: try again
        last = error;
      }
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last: ${String(last)})` : ''}`);
      await sleep(100);
    }
  };
  const describe = (q: Query) => JSON.stringify(wire(q));
  const find = (q: Query, timeoutMs = timeout) => until<ElementRef>(`${FIND_ALL}; return findAll(arguments[0])[0] || null;`, describe(q), timeoutMs, wire(q));
  const id = (el: ElementRef) => el[ELEMENT_KEY];
  const ph: Phone = {
    baseURL,
    session,
    async goto(path) {
      await session.send('POST', '/url', { url: new URL(path, baseURL).href });
    },
    url: async () => new URL(await session.send<string>('GET', '/url')),
    run,
    until,
    find,
    count: (q) => run<number>(`${FIND_ALL}; return findAll(arguments[0]).length;`, wire(q)),
    async click(q) {
      for (let attempt = 0; ; attempt++) {
        const el = await find(q);
        try {
          await session.send('POST', `/element/${id(el)}/click`);
          return;
        } catch (error) {
          // re-rendered between finding and clicking, or still under a closing sheet: find it again
          const retry = error instanceof WebDriverError && /stale element|not interactable|click intercepted/.test(error.error);
          if (!retry || attempt > 20) throw error;
          await sleep(150);
        }
      }
    },
    async fill(q, text) {
      const el = await find(q);
      await session.send('POST', `/element/${id(el)}/clear`);
      await session.send('POST', `/element/${id(el)}/value`, { text });
    },
    value: async (q) => run<string>('return arguments[0].value;', await find(q)),
    text: async (q) => run<string>('return arguments[0].textContent;', await find(q)),
    storage: (key) => run<string | null>('return localStorage.getItem(arguments[0]);', key),
    oauthUrl: (openId = 'demo-member', route = '/', state = 'STATE') =>
      `/dev/oauth?redirect_uri=${encodeURIComponent(`/#${route}`)}&state=${encodeURIComponent(state)}&openId=${encodeURIComponent(openId)}`,
    async signIn(openId, route) {
      await ph.goto(ph.oauthUrl(openId, route));
      await until('return !!localStorage.getItem("token");', 'a token in local storage', 15_000);
    },
    async smsCode(phoneNo) {
      const response = await fetch(`${baseURL}/dev/sms/last?phone=${encodeURIComponent(phoneNo)}`);
      const body = (await response.json()) as { success: boolean; data: { code: string }; errMessage?: string };
      if (!body.success) throw new Error(`no SMS for ${phoneNo}: ${body.errMessage}`);
      return body.data.code;
    },
    async inFrame(frame, inside) {
      await session.send('POST', '/frame', { id: await find(frame) });
      try {
        return await inside();
      } finally {
        await session.send('POST', '/frame/parent');
      }
    },
    errors: () => session.errors(),
    async close() {
      const errors = session.errors();
      await session.quit();
      const csp = errors.filter((e) => e.startsWith('csp violation') || /Content Security Policy/i.test(e));
      if (csp.length) throw new Error(`Content-Security-Policy violations:\n${csp.join('\n')}`);
    },
    quitQuietly: () => session.quit(),
  };
  return ph;
}

/**
 * WebKit as a lane of ../journeys.ts's signedIn: `heading` the landing's; `quietly` closes without
 * failing on a CSP violation (for a block that asserts close() rejects on one itself).
 */
export const onPhone = ({ heading, quietly, ...options }: PhoneOptions & { heading?: string; quietly?: boolean } = {}): Lane<Phone> => ({
  open: () => phone(options),
  landed: heading ? (p) => p.find({ role: 'heading', name: heading }) : undefined,
  close: (p) => (quietly ? p.quitQuietly() : p.close()),
});
