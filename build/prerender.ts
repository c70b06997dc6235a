/**
 * Build time, Node: home's markup for index.html's templates (src/boot/home-shell.ts), rendered by the
 * shipped bundle itself. build/plugins.ts runs this file in a child process a language
 * (`node --import tsx`) once the bundle is written: it loads the built entry into a happy-dom window on `#/` with a
 * stored token and the boot script's early answer already in (`SAMPLE_USER`), lets the app render
 * as it would in a phone, and takes #root's markup. So the template is the real `App`, `Home` and
 * `MemberCard` of this very build (class names, preact or react-dom, the catalogs), never a copy.
 *
 * Then the sample values the app formats are replaced by their slots, each checked to appear
 * exactly as often as the markup shows it, so a change to home that the shell cannot fill stops the
 * build instead of shipping a wrong card. A child process keeps happy-dom's globals and whatever
 * the app leaves running (listeners, timers) out of Vite's.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import type { Lang } from '../src/i18n';
import { en } from '../src/i18n/en';
import { zh } from '../src/i18n/zh';
import { formatDate, formatDateTime } from '../src/lib/format';
import { message } from '../src/lib/message';
import { CURRENT_USER_PATH, type Early, type EarlyAnswer, EARLY_LISTS, ORDERS_ROUTE, put, TOKEN_KEY } from '../src/lib/boot-contract';
import { ANY_SLOT, LABEL, SLOT, STYLE_ATTR, type ShellWords, WORDS_ATTR, templateId } from '../src/boot/home-shell';
import { type OrderWords, ordersTemplateId, ROW_SLOT } from '../src/boot/orders-shell';
import { screensEn } from '../src/i18n/screens-en';
import { screensZh } from '../src/i18n/screens-zh';

/**
 * The member the build renders home for. Name and card number show as given, so they are their
 * slots already; the rest the app formats, so they are sample values the build then replaces by slots.
 */
export const SAMPLE = { validTime: '2001-02-03', level: 3, totalEgg: 7, totalCard: 11, totalVoucher: 12 } as const;
export const SAMPLE_USER = {
  nickname: SLOT.name,
  avatar: '',
  totalEgg: SAMPLE.totalEgg,
  totalCard: SAMPLE.totalCard,
  totalVoucher: SAMPLE.totalVoucher,
  card: { cardNo: SLOT.cardNo, validTime: SAMPLE.validTime, level: SAMPLE.level },
};

const CATALOGS: Record<Lang, Record<keyof typeof en, string>> = { en, zh };
/** How long the app may take to render home in Node before the build gives up. */
const RENDER_TIMEOUT_MS = 10_000;

export const shellWords = (lang: Lang): ShellWords => {
  const words = CATALOGS[lang];
  return {
    tiers: { svip: words['tier.svip'], vip: words['tier.vip'], default: words['tier.default'] },
    eggs: words['card.eggsToRedeem'],
    across: words['card.eggsAcross'],
  };
};

/** The order the build renders "my orders" rows for (src/boot/orders-shell.ts): its name shows as given, the rest the app formats. */
export const SAMPLE_ORDER = { orderNo: 'E0', spec: 'S0', productNumber: 7, createTime: 981173106000, picture: 'p0.png' } as const;
/**
 * The sample page: two rows, one with a picture (pending payment) and one without (in progress), and
 * (`more`) more to come or (not) no more.
 */
export const samplePage = (more: boolean) => ({
  list: [0, 1].map((state) => ({
    id: state + 1,
    orderNo: SAMPLE_ORDER.orderNo,
    state,
    createTime: SAMPLE_ORDER.createTime,
    productNumber: SAMPLE_ORDER.productNumber,
    product: JSON.stringify({ name: ROW_SLOT.name, spec: SAMPLE_ORDER.spec, pictures: state ? [] : [SAMPLE_ORDER.picture] }),
    address: '{}',
    shipDate: 0,
    remark: '',
    expressMoney: 0,
    expressName: null,
    expressNo: null,
  })),
  total: more ? null : 2,
});

const SCREENS: Record<Lang, Record<keyof typeof screensEn, string>> = { en: screensEn, zh: screensZh };

export const orderWords = (lang: Lang): OrderWords => {
  const words = SCREENS[lang];
  const labelled = (label: string) => message(words['common.labelled'], { label });
  return { states: [0, 1, 2, 3].map((s) => words[`state.${s}` as 'state.0']), no: labelled(words['order.no']), quantity: labelled(words['order.quantity']) };
};

/** The globals a render's window put in: the next render's window replaces them, Node's own stay. */
const fromWindow = new Set<string>();

/** Globals the bundle reads bare (`document`, `location`, `addEventListener`, …), from the window. */
function installGlobals(win: Window): void {
  const g = globalThis as Record<string, unknown>;
  const w = win as unknown as Record<string, unknown>;
  g.window = win;
  for (let proto: object | null = win; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
    for (const key of Object.getOwnPropertyNames(proto)) {
      if (key === 'constructor' || (key in g && !fromWindow.has(key))) continue;
      fromWindow.add(key);
      const value = w[key];
      g[key] = typeof value === 'function' && /^[a-z]/.test(key) ? (value as () => unknown).bind(win) : value;
    }
  // Node's own timers, navigator and the like would not be the window's.
  for (const key of ['navigator', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'performance', 'fetch'])
    Object.defineProperty(g, key, { value: typeof w[key] === 'function' ? (w[key] as () => unknown).bind(win) : w[key], configurable: true, writable: true });
}

/**
 * What home shows: the card (SAMPLE_USER's answer in); or only what it shows in the card's place for
 * a member without one (`no-card`) or while the answer is on its way (`loading`); or "my orders" with
 * the sample page (`samplePage`): more to come (`orders`), or only the list's end with no more (`orders-end`).
 */
export type HomeState = 'card' | 'no-card' | 'loading' | 'orders' | 'orders-end';

/**
 * #root's markup after the built app in `assets` has rendered home in `lang`: for SAMPLE_USER, or
 * (`loading`) while its answer is on its way. The bundle runs from a copy of its own, so its modules
 * start afresh as in a new page; the window is closed after, its timers with it.
 */
export async function renderHome(assets: string, lang: Lang, state: HomeState = 'card'): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'eggcard-prerender-'));
  try {
    for (const file of readdirSync(assets)) if (file.endsWith('.js')) copyFileSync(join(assets, file), join(copy, file));
    const entry = readdirSync(copy).find((file) => /^app-[\w-]+\.js$/.test(file));
    if (!entry) throw new Error(`prerender: no app-*.js entry in ${assets}`);
    return await renderEntry(join(copy, entry), lang, state);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function renderEntry(entry: string, lang: Lang, state: HomeState): Promise<string> {
  const orders = state === 'orders' || state === 'orders-end';
  const win = new Window({
    url: `https://eggcard.invalid/${orders ? `#${ORDERS_ROUTE}` : ''}`,
    width: 375,
    height: 667,
    settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  Object.defineProperty(win.navigator, 'language', { value: lang === 'zh' ? 'zh-CN' : 'en-US' });
  win.document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
  win.localStorage.setItem(TOKEN_KEY, 'prerender');
  // A flow's chunk waits for its stylesheet (Vite's preload helper), which happy-dom, loading no
  // files here, never reports loaded: it is, as far as the render is concerned.
  const head = win.document.head;
  const append = head.appendChild.bind(head);
  head.appendChild = (node) => {
    append(node);
    if ((node as unknown as { rel?: string }).rel === 'stylesheet') setTimeout(() => node.dispatchEvent(new win.Event('load')));
    return node;
  };
  const data = orders ? samplePage(state === 'orders') : state === 'no-card' ? { ...SAMPLE_USER, card: null } : SAMPLE_USER;
  const answer: EarlyAnswer = { ok: true, s: 200, auth: null, body: { success: true, data } };
  const early: Early = state !== 'loading' ? { p: Promise.resolve(answer), v: answer } : { p: new Promise(() => undefined) };
  // On this window's own hand-over, so no render takes what an earlier one left: installGlobals below puts it on the global object, where the bundle finds it.
  put(orders ? EARLY_LISTS[ORDERS_ROUTE] : CURRENT_USER_PATH, early, win as unknown as globalThis.Window);
  installGlobals(win);
  try {
    await import(pathToFileURL(entry).href);
    const root = win.document.getElementById('root')!;
    // Home's summary: what is before the tiles (the card, a skeleton, or "scan to bind").
    const summary = () => root.querySelector('ul')?.previousElementSibling;
    const rendered = orders ? 'ul li' : state === 'card' ? '[data-tier]' : '[aria-busy="true"]';
    const done = () => (state === 'no-card' ? summary() && !summary()!.matches('[aria-busy]') : root.querySelector(rendered));
    for (let waited = 0; !done(); waited += 20) {
      if (waited > RENDER_TIMEOUT_MS)
        throw new Error(`prerender: ${orders ? 'my orders' : 'home'} (${lang}, ${state}) did not render: ${root.innerHTML.slice(0, 300)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (state === 'no-card' || state === 'loading') return summary()!.outerHTML;
    return state === 'orders-end' ? root.querySelector('ul')!.nextElementSibling!.innerHTML : root.innerHTML;
  } finally {
    await win.happyDOM.close();
  }
}

/** Style attributes as STYLE_ATTR: the CSP blocks style attributes in markup; the shell sets them through CSSOM (src/boot/home-shell.ts). */
const stylesAsData = (html: string) => html.replace(/ style="/g, ` ${STYLE_ATTR}="`);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A template's words (WORDS_ATTR) as JSON in single quotes: double ones would each be written `&quot;`. */
const wordsAttr = (words: object) => `${WORDS_ATTR}='${JSON.stringify(words).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;

/** `html` with `sample` (markup) replaced by `slot`, which must occur `times` times. */
function toSlot(html: string, sample: string, slot: string, times: number, what: string): string {
  const parts = html.split(sample);
  if (parts.length - 1 !== times) throw new Error(`prerender: expected ${what} "${sample}" ${times} time(s) in home's markup, found ${parts.length - 1}`);
  return parts.join(slot);
}

/** What home shows in the card's place while its answer is on its way, and for a member without a card (renderHome's `loading` and `no-card`). */
export interface InCardsPlace {
  loading: string;
  noCard: string;
}

/**
 * The `<template>` index.html carries for `lang`: `markup` (home with the card) with its sample values
 * as slots, what home shows in the card's place (`instead`) just before the card, in this order (the
 * shell keeps one of the three: src/boot/home-shell.ts), and the words.
 */
export function homeTemplate(markup: string, instead: InCardsPlace, lang: Lang): string {
  const words = shellWords(lang);
  if (/[\uE000-\uF8FF]/.test(JSON.stringify(CATALOGS[lang]))) throw new Error('prerender: a catalog string uses a private-use character (a slot)');
  const card = markup.split('<div role="group"');
  for (const part of [instead.loading, instead.noCard])
    if (card.length !== 2 || !/^<(\w+)[^>]*>[^\uE000-\uF8FF]*<\/\1>$/.test(part))
      throw new Error(`prerender: home's card, or what it shows in its place, is not what the shell expects: ${part}`);
  let html = card.join(`${instead.loading}${instead.noCard}<div role="group"`);
  const count = (slot: string) => html.split(slot).length - 1;
  // Shown as given: the name in the card and its accessible name; the card number.
  if (count(SLOT.name) !== 2 || count(SLOT.cardNo) !== 1) throw new Error(`prerender: the name or card number is not where the shell expects: ${html}`);
  html = toSlot(html, escapeHtml(words.tiers.svip), SLOT.tier, 2, 'the tier name');
  html = toSlot(html, escapeHtml(formatDate(SAMPLE.validTime)), SLOT.valid, 1, 'the valid-until date');
  html = toSlot(html, escapeHtml(message(words.across, { n: SAMPLE.totalEgg, cards: SAMPLE.totalCard })), SLOT.eggs, 1, 'the egg count');
  html = toSlot(html, `>${SAMPLE.totalCard}<`, `>${SLOT.cards}<`, 1, 'the card count badge');
  html = toSlot(html, `>${SAMPLE.totalVoucher}<`, `>${SLOT.vouchers}<`, 1, 'the voucher count badge');
  // The shell fills slots in text and in one attribute only.
  for (const [, name] of html.matchAll(new RegExp(`([\\w-]+)="[^"]*${ANY_SLOT.source}[^"]*"`, 'g')))
    if (name !== LABEL) throw new Error(`prerender: a slot in the attribute ${name}: home's shell fills text and ${LABEL} only`);
  html = stylesAsData(html);
  return `<template id="${templateId(lang === 'zh')}" ${wordsAttr(words)}>${html}</template>`;
}

/**
 * The `<template>` of "my orders" for `lang` (src/boot/orders-shell.ts): `markup` (the app's render
 * of the sample page with more to come) with the list's end "no more" (`end`, the app's render of it)
 * after its "more may come", and the rows' sample values as slots.
 */
export function ordersTemplate(markup: string, end: string, lang: Lang): string {
  const words = orderWords(lang);
  const screens = SCREENS[lang];
  if (/[\uE000-\uF8FF]/.test(JSON.stringify(screens))) throw new Error('prerender: a screen string uses a private-use character (a slot)');
  // The list, then its end: a <div> holding "more may come" (a <p> of text), which "no more" joins.
  const ends = markup.split(/(<\/ul><div[^>]*><p[^>]*>[^<]*<\/p>)/);
  if (ends.length !== 3 || markup.split('<li>').length !== 3) throw new Error(`prerender: "my orders" is not two rows and the list's end: ${markup}`);
  let html = ends[0] + ends[1] + end + ends[2];
  if (html.split(ROW_SLOT.name).length - 1 !== 2) throw new Error(`prerender: the product name is not where the shell expects: ${html}`);
  html = toSlot(html, escapeHtml(formatDateTime(SAMPLE_ORDER.createTime)), ROW_SLOT.time, 2, 'the order time');
  html = toSlot(html, `>${escapeHtml(words.states[0])}<`, `>${ROW_SLOT.state}<`, 1, 'the pending state');
  html = toSlot(html, `>${escapeHtml(words.states[1])}<`, `>${ROW_SLOT.state}<`, 1, 'the in-progress state');
  const lines = [message(words.no, { value: SAMPLE_ORDER.orderNo }), SAMPLE_ORDER.spec, message(words.quantity, { value: SAMPLE_ORDER.productNumber })].join(
    '\n',
  );
  html = toSlot(html, escapeHtml(lines), ROW_SLOT.lines, 2, "the rows' lines");
  html = stylesAsData(html);
  return `<template id="${ordersTemplateId(lang === 'zh')}" ${wordsAttr(words)}>${html}</template>`;
}

/** Home's template and "my orders"'s of `lang` for the build in `assets` (its entry is the `app-*.js` there). */
export async function templatesOf(assets: string, lang: Lang): Promise<{ home: string; orders: string }> {
  const instead = { loading: await renderHome(assets, lang, 'loading'), noCard: await renderHome(assets, lang, 'no-card') };
  const home = homeTemplate(await renderHome(assets, lang, 'card'), instead, lang);
  // "My orders" with its list's end as the app renders it with no more pages, from a render of its own.
  const end = await renderHome(assets, lang, 'orders-end');
  return { home, orders: ordersTemplate(await renderHome(assets, lang, 'orders'), end, lang) };
}

/** Everything a stream gives until it ends. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

// `node --import tsx build/prerender.ts <en|zh>`, then the assets dir on stdin, prints templatesOf as JSON
// (build/plugins.ts): one process a language, started while the bundle is still being made, so its
// start (Node, tsx, happy-dom) overlaps the minifier; stdin closed with nothing on it ends it quietly.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  readAll(process.stdin)
    .then((assets) => (assets ? templatesOf(assets, process.argv[2] === 'zh' ? 'zh' : 'en') : null))
    .then(
      (templates) => {
        if (templates) process.stdout.write(JSON.stringify(templates));
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
