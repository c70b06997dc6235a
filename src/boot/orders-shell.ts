/**
 * "My orders" before the bundle (issue 29: a cold landing on a deep route is a first impression too;
 * issue 49.2: a return visit shows the rows kept on the phone, as home shows its kept card).
 * A landing on `#/order` asks for the list's first page from the boot script (EARLY_LISTS), but its
 * rows could only appear once the app and the order flow's chunks had downloaded and run: about half
 * a second of script on a slow phone after the answer was in (docs/performance.md). As home does
 * (./home-shell.ts), the build renders the list with the shipped bundle itself (build/prerender.ts)
 * into a `<template>` a language: the real `Screen`, `CursorList` and `ListRow` for a sample page of
 * two rows, one with a picture and one without, slot characters where an order's facts go, and the
 * list's end both as "more may come" and as "no more". The boot script puts it in #root, filled from
 * its early answer, once the flow's styles have loaded (./preload.ts); then it runs the entry, and
 * the app's first render (with the same answer: api/early.ts `earlyNow`) replaces it with
 * the same markup.
 *
 * An order is decoded and formatted by the app's own rules (api/order-page, lib/format, lib/snapshot,
 * lib/state-tone, lib/message), so the filled rows are what the app renders (a test compares them).
 * Anything else (an empty list, an error, an answer that does not decode, a row whose payment this
 * phone is confirming) leaves #root as it is and the app shows it. Inlined into index.html with the boot
 * script: import-free modules only.
 */
import { orderPage } from '../api/order-page';
import { CONFIRMING_KEY } from '../lib/confirming';
import type { Order } from '../api/types';
import { formatDateTime } from '../lib/format';
import { message } from '../lib/message';
import { ossUrl, parseProductSnapshot } from '../lib/snapshot';
import { stateTone } from '../lib/state-tone';
import { intoRoot, shellOf, WORDS_ATTR } from './home-shell';

/** Where a row's facts go in the template (private-use characters; home's are U+E000 to U+E006). */
export const ROW_SLOT = { time: '\uE007', state: '\uE008', name: '\uE009', lines: '\uE00A' } as const;
const ANY_ROW_SLOT = /[\uE007-\uE00A]/g;

/** The words the boot script writes into a row itself. */
export interface OrderWords {
  /** Each state's words, by state (spec §4). */
  states: string[];
  /** 'order no.: {value}' and 'quantity: {value}' as the catalog's 'common.labelled' words them. */
  no: string;
  quantity: string;
}

export const ordersTemplateId = (zh: boolean) => `egg-orders-${zh ? 'zh' : 'en'}`;

/** A row for `order`: a copy of the template's row with a picture (`rows[0]`) or without one, filled. */
function rowOf(d: Document, rows: Element[], order: Order, words: OrderWords): Element {
  const product = parseProductSnapshot(order.product);
  const picture = product.pictures[0];
  const row = (picture ? rows[0] : rows[1]).cloneNode(true) as Element;
  const values: Record<string, string> = {
    [ROW_SLOT.time]: formatDateTime(order.createTime),
    [ROW_SLOT.state]: words.states[order.state],
    [ROW_SLOT.name]: product.name,
    [ROW_SLOT.lines]: [message(words.no, { value: order.orderNo }), product.spec, message(words.quantity, { value: order.productNumber })]
      .filter(Boolean)
      .join('\n'),
  };
  // The text nodes (4) alone, and only those with a slot written: as home's fill (./home-shell.ts). A walk shared
  // with it made the first visit larger: brotli takes this twin for almost nothing.
  const walker = d.createTreeWalker(row, 4);
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
    const filled = text.data.replace(ANY_ROW_SLOT, (slot) => values[slot]);
    if (filled !== text.data) text.data = filled;
  }
  row.querySelector('[data-tone]')!.setAttribute('data-tone', stateTone(order.state)!);
  if (picture) row.querySelector('img')!.setAttribute('src', ossUrl(picture));
  return row;
}

/**
 * Puts "my orders", its rows filled from `data` (the early answer's, or the kept page's when
 * `isKept`), in #root while only the boot spinner is there. True when it did. Never throws: whatever
 * it cannot do, the app does as before.
 */
export function showOrders(w: Window, data: unknown, zh: boolean, isKept = false): boolean {
  try {
    const d = w.document;
    const root = d.getElementById('root');
    const template = d.getElementById(ordersTemplateId(zh));
    if (!root?.querySelector('.boot') || !template) return false;
    const { list, total } = orderPage(data);
    // A row pending payment whose payment this phone is confirming says so, which only the app words (stores/confirm.ts marks it `"order:<id>"`).
    if (!list.length || list.some((order) => !order.state && (w.localStorage.getItem(CONFIRMING_KEY) || '').includes(`"order:${order.id}"`))) return false;
    const words = JSON.parse(template.getAttribute(WORDS_ATTR)!) as OrderWords;
    const shell = shellOf(template)!;
    const rows = shell.querySelector('ul')!;
    const protos = Array.from(rows.children);
    rows.replaceChildren(...list.map((order) => rowOf(d, protos, order, words)));
    // The list's end, as "more may come" and as "no more": the one that is not so goes (a kept page asks for no more: use-cursor-list.ts).
    rows.nextElementSibling!.children[!isKept && list.length < total ? 1 : 0].remove();
    return intoRoot(d, root, shell, zh);
  } catch {
    return false;
  }
}
