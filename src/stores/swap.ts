import type { PlanType } from '../api/types';
import { isObject, jsonAtom } from './persist';
import { clearExchangeChoices } from './selection';
import { $token } from './session';

/** What the member has entered on an exchange screen, kept while they choose an address or card and across a reload. */
export interface SwapDraft {
  /** Which screen and which product or voucher the draft belongs to. */
  kind: 'card' | 'voucher';
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

const isDraft = (v: unknown): v is SwapDraft | null =>
  v === null ||
  (isObject(v) &&
    (v.kind === 'card' || v.kind === 'voucher') &&
    typeof v.id === 'number' &&
    typeof v.quantity === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1 &&
    typeof v.remark === 'string' &&
    dayOrNull(v.shipDay) &&
    dayOrNull(v.endDay) &&
    (v.period === null || PERIODS.includes(v.period)));

/** Storage key 'swap-draft'. */
export const $swapDraft = jsonAtom<SwapDraft | null>('swap-draft', null, isDraft);

const blank = (kind: SwapDraft['kind'], id: number): SwapDraft => ({
  kind,
  id,
  quantity: 1,
  remark: '',
  shipDay: null,
  period: null,
  endDay: null,
});

/** The draft of this product or voucher, or a blank one (a draft of another item is not this one's). */
export function swapDraftFor(draft: SwapDraft | null, kind: SwapDraft['kind'], id: number): SwapDraft {
  return draft && draft.kind === kind && draft.id === id ? draft : blank(kind, id);
}

export function editSwapDraft(kind: SwapDraft['kind'], id: number, patch: Partial<Omit<SwapDraft, 'kind' | 'id'>>): void {
  $swapDraft.set({ ...swapDraftFor($swapDraft.get(), kind, id), ...patch, kind, id });
}

export function clearSwapDraft(): void {
  $swapDraft.set(null);
}

/** A new exchange from the product list: nothing chosen, nothing typed (spec §2 Products). */
export function startExchange(): void {
  clearExchangeChoices();
  clearSwapDraft();
}

// Signing out forgets the draft with the rest of the member's local data.
$token.listen((token) => {
  if (!token) clearSwapDraft();
});
