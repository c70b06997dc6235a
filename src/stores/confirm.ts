/**
 * Paid means the server says paid (issue 32.2). WeChat's `get_brand_wcpay_request:ok` is not proof
 * of payment: the server learns it from WeChat's payment notification, which may come seconds later.
 * After `ok` the app asks the server, on a bounded schedule, whether the order, plan or top-up now
 * reads paid.
 *
 * Until the server says so, this phone remembers what it saw `ok` for (`$confirming`), so the list and
 * detail say 'confirming payment' and offer no pay button: a second tap would start a second payment
 * for an order already paid. Why here and not on the server: the server must never take a client's
 * word as proof of payment, and a client-reported `ok` recorded there would be exactly that (and a new
 * endpoint); only the member who saw `ok` needs to be kept from paying twice, and that member is on
 * this phone. It is the member's own: forgotten with the member (issue 29: nothing of one member is
 * shown to another), and each mark lapses after an hour, when WeChat has long notified or never will.
 */
import { get } from '../api/client';
import type { Decoder } from '../api/decode';
import type { Page } from '../api/types';
import { CARDS } from '../api/cards';
import { ORDERS } from '../api/orders';
import { PLANS } from '../api/plans';
import type { Card } from '../api/types';
import type { PayKind } from './payment';
import { jsonAtom } from './persist';
import { onForgetMember } from './session';

export type ConfirmKind = 'order' | 'plan';

/** The waits between reads (ms): about 10 s in all, then the member is told it will show in my orders. */
export const CONFIRM_WAITS = [500, 1000, 2000, 2500, 4000];

/** How long a mark keeps the pay button away (ms). */
export const CONFIRMING_FOR = 3_600_000;

const isMarks = (v: unknown): v is Record<string, number> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `kind:id` → when WeChat said ok (ms), for what the server had not confirmed yet. */
export const $confirming = jsonAtom<Record<string, number>>('confirming', {}, isMarks);
onForgetMember(() => $confirming.set({}));

const mark = (kind: ConfirmKind, id: number) => `${kind}:${id}`;

/** Whether an order or plan the server still reads as pending payment was paid in WeChat moments ago. */
export const isConfirming = (marks: Record<string, number>, kind: ConfirmKind, id: number): boolean =>
  Date.now() - (marks[mark(kind, id)] ?? -CONFIRMING_FOR) < CONFIRMING_FOR;

function setMark(kind: ConfirmKind, id: number, at?: number) {
  const { [mark(kind, id)]: _, ...rest } = $confirming.get();
  $confirming.set(at ? { ...rest, [mark(kind, id)]: at } : rest);
}

/**
 * Resolves true once `isPaid` does, reading it after each of CONFIRM_WAITS; false when it never did,
 * or when `signal` aborts (the flow ended). A failed read is one more not-yet.
 */
export async function untilPaid(isPaid: () => Promise<boolean>, signal?: AbortSignal): Promise<boolean> {
  for (const wait of CONFIRM_WAITS) {
    await new Promise((done) => setTimeout(done, wait));
    if (signal?.aborted) return false;
    if (await isPaid().catch(() => false)) return true;
  }
  return false;
}

/** The order or plan `id` reads paid (left pending payment, state 0): its list page starting at it. */
const paidAtServer = (kind: ConfirmKind, id: number) => async () => {
  const { path, decode } = (kind === 'order' ? ORDERS : PLANS) as { path: string; decode: Decoder<Page<{ id: number; state: number }>> };
  const row = (await get(path, decode, { lastId: id + 1 }, { toast: false })).list[0];
  return row?.id === id && row.state !== 0;
};

/**
 * After WeChat's `ok` for an order or plan: marks it confirming, waits for the server, and unmarks it
 * once the server says paid. Resolves whether it did within the bound.
 */
export async function confirmPaid(kind: ConfirmKind, id: number, signal?: AbortSignal): Promise<boolean> {
  setMark(kind, id, Date.now());
  const paid = await untilPaid(paidAtServer(kind, id), signal);
  if (paid) setMark(kind, id);
  return paid;
}

/**
 * After WeChat's `ok` for a top-up of `card`: whether the server moved the card's validity or its eggs
 * from what they were (a paid top-up adds eggs and extends the validity) within the bound. The screen shows the card again after it.
 */
export const confirmTopUp = ({ cardNo, validTime, eggNumber }: Pick<Card, 'cardNo' | 'validTime' | 'eggNumber'>, signal?: AbortSignal): Promise<boolean> =>
  untilPaid(
    async () =>
      !!(await get(CARDS.path, CARDS.decode, undefined, { toast: false })).list.find(
        (c) => c.cardNo === cardNo && (c.validTime !== validTime || c.eggNumber !== eggNumber),
      ),
    signal,
  );

/** What a payment not confirmed in time tells the member: where it will show (my orders, order plans, or the card itself). */
export const UNCONFIRMED_WORDS = { order: 'pay.unconfirmed', plan: 'pay.unconfirmedPlan', combo: 'pay.unconfirmedTopUp' } as const;

/** After WeChat's `ok`: whether the server confirmed the order, plan or top-up (of `card`) within the bound. */
export const confirmPayment = (kind: PayKind, id: number, card?: Card): Promise<boolean> => (kind === 'combo' ? confirmTopUp(card!) : confirmPaid(kind, id));
