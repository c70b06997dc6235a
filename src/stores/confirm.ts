/**
 * Paid means the server says paid (issues 32.2 and 46). WeChat's `get_brand_wcpay_request` result is
 * no proof either way: after `ok` the server learns of the payment from WeChat's notification, which
 * may come seconds later, and members have seen `cancel` or `fail` after a payment that went through.
 * So after any result the app asks the server: after `ok` on a bounded schedule (CONFIRM_WAITS), after
 * `cancel` or `fail` once or twice (CHECK_WAITS) before it says the payment failed.
 *
 * Until the server says so, this phone remembers what it saw `ok` for (`$confirming`), so the list,
 * the detail and the card say 'confirming payment' and an order or plan offers no pay button: a second
 * tap would start a second payment for one already paid. A mark shown on a screen resumes the
 * confirmation (after a reload, back on a list, with the network back). Why here and not on the server:
 * the server must never take a client's word as proof of payment, and a client-reported `ok` recorded
 * there would be exactly that (and a new endpoint); only the member who saw `ok` needs to be kept from
 * paying twice, and that member is on this phone. It is the member's own: forgotten with the member
 * (issue 29: nothing of one member is shown to another). A mark says 'confirming' for an hour, when
 * WeChat has long notified or never will; for a day after, paying again first asks the server once more.
 */
import { get } from '../api/client';
import type { Decoder } from '../api/decode';
import type { Card, Page } from '../api/types';
import { CARDS } from '../api/cards';
import { CONFIRMING_KEY } from '../lib/confirming';
import { ORDERS } from '../api/orders';
import { PLANS } from '../api/plans';
import { $online } from './network';
import type { PayKind } from './payment';
import { jsonAtom } from './persist';
import { onForgetMember } from './session';

export type ConfirmKind = 'order' | 'plan';

/** What a top-up is confirmed against: the card as the server read it when WeChat answered (paid once the server moves it). */
export type CardFacts = Pick<Card, 'cardNo' | 'validTime' | 'eggNumber'>;

/** The waits between reads (ms) after `ok`: about 10 s in all, then the member is told where it will show. */
export const CONFIRM_WAITS = [500, 1000, 2000, 2500, 4000];

/** The reads after `cancel` or `fail` (ms): a payment that went through shows at once, or a moment later. */
export const CHECK_WAITS = [0, 1500];

/** How long a mark says 'confirming payment' and keeps the pay button away (ms). */
export const CONFIRMING_FOR = 3_600_000;

/** How long this phone remembers it saw `ok` (ms): WeChat retries its notification for a day. */
export const SEEN_FOR = 86_400_000;

const isMarks = (v: unknown): v is Record<string, number> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** No marks: stored as no key at all (the orders shell reads the key before the app). */
const NONE: Record<string, number> = {};

/** Mark → when WeChat said ok (ms), for what the server had not confirmed yet. */
export const $confirming = jsonAtom<Record<string, number>>(CONFIRMING_KEY, NONE, isMarks);
onForgetMember(() => $confirming.set(NONE));

/** An order's or plan's mark (`order:7`); a top-up's is its card with what the server read of it then, so a moved card no longer matches. */
const markOf = (kind: PayKind, id: number, card?: CardFacts) =>
  kind === 'topUp' ? `card:${card!.cardNo}:${card!.validTime}:${card!.eggNumber}` : `${kind}:${id}`;

/** Whether the mark was set within `span` ms. */
const within = (key: string, span: number, marks = $confirming.get()) => Date.now() - (marks[key] ?? -span) < span;

/**
 * Whether an order or plan the server still reads as pending payment (or a card the server has not
 * moved: its `card`) was paid in WeChat within the hour.
 */
export const isConfirming = (marks: Record<string, number>, kind: PayKind, id: number, card?: CardFacts): boolean =>
  within(markOf(kind, id, card), CONFIRMING_FOR, marks);

/** Sets (`at`) or clears a mark; marks older than a day go with any write, and no marks remove the key. */
function setMark(key: string, at?: number) {
  const next: Record<string, number> = {};
  for (const [k, t] of Object.entries($confirming.get())) if (k !== key && within(k, SEEN_FOR)) next[k] = t;
  if (at) next[key] = at;
  $confirming.set(Object.keys(next).length ? next : NONE);
}

/**
 * Resolves true once `isPaid` does, reading it after each of `waits`; false when it never did, or
 * when `signal` aborts (the flow ended). A failed read is one more not-yet.
 */
export async function untilPaid(isPaid: () => Promise<boolean>, signal?: { readonly aborted: boolean }, waits = CONFIRM_WAITS): Promise<boolean> {
  for (const wait of waits) {
    await new Promise((done) => setTimeout(done, wait));
    if (signal?.aborted) return false;
    if (await isPaid().catch(() => false)) return true;
  }
  return false;
}

/** The order or plan `id` reads paid (left pending payment, state 0): its list page starting at it. */
const rowPaid = (kind: ConfirmKind, id: number) => async () => {
  const { path, decode } = (kind === 'order' ? ORDERS : PLANS) as { path: string; decode: Decoder<Page<{ id: number; state: number }>> };
  const row = (await get(path, decode, { lastId: id + 1 }, { toast: false })).list[0];
  return row?.id === id && row.state !== 0;
};

/** The server moved the card's validity or its eggs from `card` (a paid top-up adds eggs and extends the validity). */
const cardMoved =
  ({ cardNo, validTime, eggNumber }: CardFacts) =>
  async () =>
    !!(await get(CARDS.path, CARDS.decode, undefined, { toast: false })).list.find(
      (c) => c.cardNo === cardNo && (c.validTime !== validTime || c.eggNumber !== eggNumber),
    );

const paidAtServer = (kind: PayKind, id: number, card?: CardFacts) => (kind === 'topUp' ? cardMoved(card!) : rowPaid(kind, id));

/** The confirmation running for each mark: one at a time, whoever asks (the flow that paid, the screens showing it). */
const running = new Map<string, Promise<boolean>>();
/** The screens showing each mark: what to read, and whom to tell once it is paid. */
const watched = new Map<string, { isPaid: () => Promise<boolean>; paid: Set<() => void> }>();

function confirmation(key: string, isPaid: () => Promise<boolean>): Promise<boolean> {
  let run = running.get(key);
  if (!run) {
    // Ends when the mark goes meanwhile (the member was forgotten: signed out, or another signed in).
    const gone = {
      get aborted() {
        return !(key in $confirming.get());
      },
    };
    run = untilPaid(isPaid, gone).then((paid) => {
      running.delete(key);
      if (paid) {
        const tell = [...(watched.get(key)?.paid ?? [])]; // as they are now: a screen may stop watching as the mark goes
        setMark(key);
        for (const paidNow of tell) paidNow();
      }
      return paid;
    });
    running.set(key, run);
  }
  return run;
}

/**
 * After WeChat's `ok` for an order or plan (`id`) or a top-up of `card`: marks it confirming, waits
 * for the server, and unmarks it once the server says paid. Resolves whether it did within the bound.
 */
export function confirmPayment(kind: PayKind, id: number, card?: CardFacts): Promise<boolean> {
  const key = markOf(kind, id, card);
  setMark(key, Date.now());
  return confirmation(key, paidAtServer(kind, id, card));
}

/** After WeChat's `cancel` or `fail`: whether the server reads it paid all the same (one or two reads; nothing is marked). */
export const paidAnyway = (kind: PayKind, id: number, card?: CardFacts): Promise<boolean> => untilPaid(paidAtServer(kind, id, card), undefined, CHECK_WAITS);

/**
 * A screen shows an order, plan or card this phone is confirming: the confirmation resumes (the same
 * schedule; joined if it runs), and again when the network comes back while it is shown. `paid` is
 * called once the server reads it paid. Returns the stop (the screen is gone).
 */
export function watchConfirming(kind: PayKind, id: number, card: CardFacts | undefined, paid: () => void): () => void {
  const key = markOf(kind, id, card);
  const mine = watched.get(key) ?? { isPaid: paidAtServer(kind, id, card), paid: new Set<() => void>() };
  watched.set(key, mine);
  mine.paid.add(paid);
  if (within(key, CONFIRMING_FOR)) void confirmation(key, mine.isPaid);
  return () => {
    mine.paid.delete(paid);
    if (!mine.paid.size && watched.get(key) === mine) watched.delete(key);
  };
}

// The network back: every mark shown is asked about again.
$online.listen((online) => {
  if (online) for (const [key, watch] of watched) if (within(key, CONFIRMING_FOR)) void confirmation(key, watch.isPaid);
});

/**
 * Before paying for an order, plan or card: 'new' when this phone saw no `ok` for it within the day
 * (pay); otherwise the server is asked once more: 'paid' when it now reads it paid (the mark goes),
 * 'unconfirmed' when it still does not (the member is asked before paying again).
 */
export async function beforePaying(kind: PayKind, id: number, card?: CardFacts): Promise<'new' | 'paid' | 'unconfirmed'> {
  const key = markOf(kind, id, card);
  if (!within(key, SEEN_FOR)) return 'new';
  if (!(await paidAtServer(kind, id, card)().catch(() => false))) return 'unconfirmed';
  setMark(key);
  return 'paid';
}

/** What a payment not confirmed in time tells the member: where it will show (my orders, order plans, or the card itself). */
export const UNCONFIRMED_WORDS = { order: 'pay.unconfirmed', plan: 'pay.unconfirmedPlan', topUp: 'pay.unconfirmedTopUp' } as const;
