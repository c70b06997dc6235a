/**
 * Home before the bundle (issue 16). On a first visit the member's card could only appear once the
 * entry had downloaded and run (one more round trip, then its script); a page
 * with no framework paints it as soon as `GET /api/user/current` answers. So the build renders home
 * per language with the shipped bundle itself (build/prerender.ts: the real `App`, `Home` and
 * `MemberCard`, never a hand copy) into a `<template>` a language in index.html: home with the card,
 * slot characters where the member's facts go, and before the card what home shows in its place while
 * its answer is on its way (a skeleton card) and for a member without one ("scan to bind"). The boot
 * script (./preload.ts) puts the loading home in #root over the boot spinner as soon as the parser has
 * added #root, so it is in the first frame that shows #root (`showLoadingHome`), and home filled from
 * its early answer as the answer lands (`showHome`; over the loading home only what differs goes in:
 * the card, the grid's counts); then it runs the entry.
 * The app's first render replaces the shell with the same markup in one task (preact/compat's
 * `createRoot`, like react-dom's, empties its container first), so no frame shows anything else.
 * Adopting the elements instead (`hydrateRoot`) would cost the first visit bytes it does not have and
 * spare only that one render.
 *
 * Facts are decoded and formatted by the app's own functions (api/decode, lib/format, lib/tier,
 * lib/message), so the filled card is what the app renders for the same answer (a test compares
 * them). Anything else (an error, an answer that does not decode) leaves #root as it is and the app
 * words it. The shell's links are followed as they are tapped; a tap on an entry only the app serves
 * is kept for it (./preload.ts `listenForTaps`, lib/boot-contract.ts `TAP_ATTR`). This module is
 * inlined into index.html with the boot script: import-free modules only.
 */
import { currentUser } from '../api/decode';
import type { CurrentUser } from '../api/types';
import { BOOT_MARK, CARD_MARK, TAP_ATTR } from '../lib/boot-contract';
import { formatCardNo, formatDate } from '../lib/format';
import { message } from '../lib/message';
import { type Tier, tierOf } from '../lib/tier';

/** Where the member's facts go in the template: private-use characters, which the build checks no rendered word contains. */
export const SLOT = {
  name: '\uE000',
  cardNo: '\uE001',
  valid: '\uE002',
  tier: '\uE003',
  eggs: '\uE004',
  cards: '\uE005',
  vouchers: '\uE006',
} as const;
/** Any of SLOT's characters. */
export const ANY_SLOT = /[\uE000-\uE006]/g;
/** The one attribute a slot may be in (the card's accessible name). */
export const LABEL = 'aria-label';

/** What a template carries besides its markup: the words the boot script writes itself. */
export interface ShellWords {
  tiers: Record<Tier, string>;
  /** The catalog's 'card.eggsToRedeem' ('one|other', `{n}`), and 'card.eggsAcross' (`{cards}` too): a member's eggs on one card, or on several. */
  eggs: string;
  across: string;
}

export const templateId = (zh: boolean) => `egg-home-${zh ? 'zh' : 'en'}`;
/** The attribute a template's words are in (JSON). */
export const WORDS_ATTR = 'data-words';
/**
 * Style attributes in the template are written as this attribute and set through CSSOM when filled:
 * the deployment's CSP (style-src without 'unsafe-inline') blocks style attributes in markup.
 */
export const STYLE_ATTR = 'data-egg-style';

/** A copy of `template` with its style attributes set through CSSOM (STYLE_ATTR), or null without one. */
export function shellOf(template: Element | null): DocumentFragment | null {
  if (!template) return null;
  const shell = (template as HTMLTemplateElement).content.cloneNode(true) as DocumentFragment;
  shell.querySelectorAll<HTMLElement>(`[${STYLE_ATTR}]`).forEach((element) => {
    element.style.cssText = element.getAttribute(STYLE_ATTR)!;
    element.removeAttribute(STYLE_ATTR);
  });
  return shell;
}

/** Puts `shell` in #root, marked as the boot script's, in the page's language with home's title. */
export function intoRoot(d: Document, root: HTMLElement, shell: DocumentFragment, zh: boolean): true {
  shell.firstElementChild!.setAttribute(BOOT_MARK, '');
  // Home's templates always carry its title; any throw here leaves #root to the app (the callers catch).
  const title = shell.querySelector('h1')!.textContent;
  if (title && d.title !== title) d.title = title;
  // Set only when it changes: setting it restyles the whole page, even to the same value.
  const lang = zh ? 'zh-CN' : 'en';
  if (d.documentElement.lang !== lang) d.documentElement.lang = lang;
  // Over the loading home (the boot script's own markup), only what differs changes.
  if (root.firstElementChild!.hasAttribute(BOOT_MARK)) morph(root, shell);
  else root.replaceChildren(shell);
  return true;
}

/**
 * Turns `live`'s children into `next`'s by moving in only the subtrees that differ. Over the loading
 * home that is the card and the grid's buttons with a count; the title, the menu and the rest stay the
 * same elements, so the card's frame styles and lays out the card, not the whole page again, as it
 * did when #root's children were replaced (docs/performance.md).
 */
function morph(live: Node, next: Node): void {
  const have = Array.from(live.childNodes);
  const want = Array.from(next.childNodes);
  if (have.length !== want.length) {
    (live as Element | DocumentFragment).replaceChildren(...want);
    return;
  }
  have.forEach((node, i) => {
    const to = want[i];
    // An entry tapped before the app took over keeps showing it was taken (./preload.ts listenForTaps): the answer changes its count, not that.
    if ((node as Element).matches?.(`[aria-busy]:is(a,[${TAP_ATTR}])`)) (to as Element).setAttribute('aria-busy', 'true');
    if (node.isEqualNode(to)) return;
    // The same element (name and attributes: its shallow copies are equal) with other children: go in. Else (another
    // element, a text) move it in whole.
    if (node.cloneNode().isEqualNode(to.cloneNode())) morph(node, to);
    else live.replaceChild(to, node);
  });
}

/**
 * Home from `template`, as the app renders it for `user`, or (null) while its answer is on its way.
 * The template holds the three things home shows before its tiles, in this order: the skeleton card
 * (loading), "scan to bind" (no card), the card; the two that are not so go, and the slots of what
 * stays are filled (a slot with no value takes the element holding it: the counts while loading).
 */
function homeOf(d: Document, template: Element, user: CurrentUser | null): DocumentFragment {
  const card = user?.card;
  const words = JSON.parse(template.getAttribute(WORDS_ATTR)!) as ShellWords;
  const tier = tierOf(card?.level);
  // null or missing: the element holding the slot is not rendered (MemberCard without a date, GridItem without a count).
  const values: Record<string, string | null> = user
    ? {
        [SLOT.name]: user.nickname,
        [SLOT.cardNo]: formatCardNo(card?.cardNo),
        [SLOT.valid]: formatDate(card?.validTime) || null,
        [SLOT.tier]: words.tiers[tier],
        [SLOT.eggs]: message(user.totalCard > 1 ? words.across : words.eggs, { n: user.totalEgg, cards: user.totalCard }),
        [SLOT.cards]: user.totalCard ? `${user.totalCard}` : null,
        [SLOT.vouchers]: user.totalVoucher ? `${user.totalVoucher}` : null,
      }
    : {};
  const fill = (text: string) => text.replace(ANY_SLOT, (slot) => values[slot] ?? '');
  const shell = shellOf(template)!;
  const face = shell.querySelector('[data-tier]')!;
  const summaries = [face.previousElementSibling!.previousElementSibling!, face.previousElementSibling!, face];
  summaries.splice(user ? (card ? 2 : 1) : 0, 1);
  for (const element of summaries) element.remove();
  const gone: Element[] = [];
  // Slots are in text and in accessible names only (build/prerender.ts checks): the walk visits
  // text nodes (4) alone. Reading every element's attributes was most of this function's time.
  const walker = d.createTreeWalker(shell, 4);
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
    const slot = text.data.match(ANY_SLOT);
    // The date sits in its own nowrap span: the line holding it is the span's parent.
    if (slot?.some((s) => values[s] == null)) gone.push(slot.includes(SLOT.valid) ? text.parentElement!.parentElement! : text.parentElement!);
    else if (slot) text.data = fill(text.data);
  }
  shell.querySelectorAll(`[${LABEL}]`).forEach((element) => {
    element.setAttribute(LABEL, fill(element.getAttribute(LABEL)!));
  });
  for (const element of gone) element.remove();
  face.setAttribute('data-tier', tier);
  if (card && user.avatar) {
    const img = d.createElement('img');
    img.src = user.avatar;
    img.alt = '';
    img.width = img.height = 44;
    // A picture that fails before the app renders is taken out: the app's own <img> then fails and shows the default.
    img.onerror = () => d.querySelector(`[${BOOT_MARK}]`) && img.remove();
    shell.querySelector('[data-default-avatar]')!.replaceWith(img);
  }
  return shell;
}

/**
 * Puts home from the template, as `home` decodes it (null: loading), in #root while `over` is there
 * (the spinner, or also the boot script's own markup). True when it did; never throws: whatever it
 * cannot do, the app does as before.
 */
function show(w: Window, zh: boolean, over: string, home: () => CurrentUser | null): boolean {
  try {
    const d = w.document;
    const root = d.getElementById('root');
    const template = d.getElementById(templateId(zh));
    if (!root?.querySelector(over) || !template) return false;
    const user = home();
    intoRoot(d, root, homeOf(d, template, user), zh);
    // The member card (or "scan to bind") is on screen: telemetry (platform/telemetry.ts) counts from here, as the app's Summary does.
    if (user) w.performance?.mark?.(CARD_MARK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts home as the app shows it while its answer is on its way (the title, the menu, a skeleton card)
 * in #root, over the boot spinner: members see home at once, and the card's frame then lays out the
 * card only. True when it did; never throws.
 */
export const showLoadingHome = (w: Window, zh: boolean): boolean => show(w, zh, '.boot', () => null);

/**
 * Puts home, filled from `data` (the early answer's, or the kept one), in #root while the boot spinner
 * or the loading home is there (once the app renders, #root is the app's): the card, or for a member
 * without one "scan to bind". True when it did; never throws.
 */
export const showHome = (w: Window, data: unknown, zh: boolean): boolean => show(w, zh, `.boot,[${BOOT_MARK}]`, () => currentUser(data));
