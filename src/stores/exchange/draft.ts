/**
 * What the member has typed on an exchange screen, under 'swap-draft', so a trip to /address or
 * /card, or a reload, loses nothing. Kept apart from ./choice.ts: only the exchange screens load it.
 */
import type { PlanType } from '../../api/types';
import { isObject } from '../../api/decode';
import { jsonAtom } from '../persist';
import { onForgetMember } from '../session';
import { clearChoices } from './choice';
import { clampQuantity } from './quantity';

/** Which exchange screen: a product (/swap/card) or a voucher (/swap/voucher). */
export type ExchangeKind = 'product' | 'voucher';

/** What the member has entered on an exchange screen. */
export interface ExchangeDraft {
  /** Which screen and which product or voucher the draft belongs to. */
  kind: ExchangeKind;
  id: number;
  quantity: number;
  remark: string;
  /** ms at the start of the delivery day; null: the earliest ship day. */
  shipDay: number | null;
  /** null: once (a single order). */
  period: PlanType | null;
  /** ms at the start of the end day; only used with a period. */
  endDay: number | null;
}

const PERIODS: readonly unknown[] = ['ONE_WEEK', 'TWO_WEEK', 'FOUR_WEEK'];
const dayOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

const isDraft = (v: unknown): v is ExchangeDraft | null =>
  v === null ||
  (isObject(v) &&
    (v.kind === 'product' || v.kind === 'voucher') &&
    typeof v.id === 'number' &&
    typeof v.quantity === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1 &&
    typeof v.remark === 'string' &&
    dayOrNull(v.shipDay) &&
    dayOrNull(v.endDay) &&
    (v.period === null || PERIODS.includes(v.period)));

/** Storage key 'swap-draft'. */
export const $exchangeDraft = jsonAtom<ExchangeDraft | null>('swap-draft', null, isDraft);

/** The draft of this product or voucher, or a blank one (a draft of another item is not this one's). */
export function draftFor(kind: ExchangeKind, id: number, draft = $exchangeDraft.get()): ExchangeDraft {
  if (!draft || draft.kind !== kind || draft.id !== id) return { kind, id, quantity: 1, remark: '', shipDay: null, period: null, endDay: null };
  const quantity = clampQuantity(draft.quantity);
  return quantity === draft.quantity ? draft : { ...draft, quantity };
}

/** Records an edit; a quantity is clamped into [QUANTITY_MIN, QUANTITY_MAX] whoever typed it. */
export function editExchangeDraft(kind: ExchangeKind, id: number, patch: Partial<Omit<ExchangeDraft, 'kind' | 'id'>>): void {
  const next = { ...draftFor(kind, id), ...patch, kind, id };
  $exchangeDraft.set({ ...next, quantity: clampQuantity(next.quantity) });
}

/**
 * A tap on the quantity's − or +: steps the quantity the store holds now, not the one last shown, so
 * a tap never depends on when the screen re-rendered (preact/compat re-renders a component that has
 * just appeared only after the next frame; two quick taps then both count). False, and nothing
 * changes, when the step would leave [QUANTITY_MIN, QUANTITY_MAX].
 */
export function stepExchangeQuantity(kind: ExchangeKind, id: number, delta: 1 | -1): boolean {
  const next = draftFor(kind, id).quantity + delta;
  if (next !== clampQuantity(next)) return false;
  editExchangeDraft(kind, id, { quantity: next });
  return true;
}

/** Nothing chosen, nothing typed: a new exchange from the product list (spec §2 Products). */
export function clearExchange(): void {
  clearChoices();
  $exchangeDraft.set(null);
}

// Signing out, or another member signing in, forgets the draft with the rest of the member's things.
onForgetMember(() => $exchangeDraft.set(null));
