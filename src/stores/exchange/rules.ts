/** The rules of an exchange, without the server: which address and card count, what is valid, what is sent. */
import type { Address, Card, CreateOrderBody, CreatePlanBody, CreateVoucherOrderBody } from '../../api/types';
import type { MessageKey } from '../../i18n';
import { startOfDay, toShipDate } from '../../lib/ship-date';
import { $exchangeAddress, $exchangeCard } from './choice';
import { $exchangeDraft, draftFor, type ExchangeDraft, type ExchangeKind } from './draft';

/** What an exchange screen needs before it can show its form. */
export interface ExchangeBasics {
  /** GET /api/order/shipTime as the server sent it. */
  shipTime: number;
  /** The earliest delivery day (the China day of `shipTime`, ms of its midnight). */
  minDay: number;
  /** The member's default address, looked up only when none is chosen. */
  defaultAddress: Address | null;
  /** Looked up with it: the member has no address at all (the way to one is the address form). */
  noAddress?: boolean;
  /** The member's default card, looked up only for a product and when none is chosen. */
  defaultCard: Card | null;
}

// ——— The rules ———

/** Remark limit in visible characters (spec §5 leaves it open; the reference server takes up to 200). */
export const REMARK_MAX = 100;

/** The chosen delivery day, or the earliest one when none is chosen or the chosen one has passed. */
export function effectiveShipDay(chosen: number | null, minDay: number): number {
  const day = chosen === null ? 0 : startOfDay(chosen); // a draft saved by an older build held a local midnight
  return Math.max(day, minDay);
}

/**
 * The timestamp sent for a chosen China day: the server's earliest ship time moved by whole China
 * days, so it stays on the server's time of day and names the same date on both sides whatever the
 * phone's zone (the server counts China days; China has no daylight saving, so a day is 24 h).
 */
export function toShipTime(serverShipTime: number, day: number): number {
  return serverShipTime + startOfDay(day) - startOfDay(serverShipTime);
}

/** One exchange as it stands: the chosen (or default) address and card, the draft, the delivery day. */
export interface Exchange {
  kind: ExchangeKind;
  id: number;
  address: Address | null;
  /** Always null for a voucher: a voucher pays itself. */
  card: Card | null;
  draft: ExchangeDraft;
  /** The delivery day in effect (see effectiveShipDay). */
  shipDay: number;
  basics: ExchangeBasics;
}

/** The chosen values; by default what the atoms hold now (a screen passes what it rendered). */
export interface Chosen {
  address: Address | null;
  card: Card | null;
  draft: ExchangeDraft | null;
}

const chosenNow = (): Chosen => ({ address: $exchangeAddress.get(), card: $exchangeCard.get(), draft: $exchangeDraft.get() });

export function exchangeOf(kind: ExchangeKind, id: number, basics: ExchangeBasics, chosen: Chosen = chosenNow()): Exchange {
  const draft = draftFor(kind, id, chosen.draft);
  return {
    kind,
    id,
    address: chosen.address ?? basics.defaultAddress,
    card: kind === 'product' ? (chosen.card ?? basics.defaultCard) : null,
    draft,
    shipDay: effectiveShipDay(draft.shipDay, basics.minDay),
    basics,
  };
}

/**
 * The eggs this exchange takes from its card: quantity × the product's eggs a unit, times the
 * deliveries of a plan. Null where an answer did not carry what it needs (a backend without the
 * product's `eggs`, a plan not priced yet): the screen then shows none.
 */
export function eggsUsed({ kind, draft }: Exchange, perUnit: number | undefined, deliveries: number | null): number | null {
  if (kind !== 'product' || perUnit === undefined) return null;
  if (draft.period === null) return draft.quantity * perUnit;
  return deliveries ? draft.quantity * perUnit * deliveries : null;
}

/** What the server is asked about when it checks the card's eggs: the card, the quantity, the plan. */
export const eggsKey = ({ card, draft }: Exchange): string => JSON.stringify([card?.id, draft.quantity, draft.period, draft.endDay]);

/**
 * Whether the card is short of eggs for this exchange: the server refused exactly this (its
 * `eggsKey`, see submitExchange) or the eggs it uses, when known, exceed the card's. Another card,
 * quantity or plan is a new question.
 */
export function cardLacksEggs(x: Exchange, used: number | null, refusedKey: string | null): boolean {
  if (!x.card) return false;
  return refusedKey === eggsKey(x) || (used !== null && used > x.card.eggNumber);
}

/** A plan whose end date lies before its first delivery. */
export function endsBeforeShip({ draft, shipDay }: Exchange): boolean {
  return draft.period !== null && draft.endDay !== null && draft.endDay < shipDay;
}

/** What the exchange still lacks before it can be sent, said up front with the way to add each (issue 30.3). */
export function missingChoices(x: Exchange): ('address' | 'card')[] {
  const missing: ('address' | 'card')[] = [];
  if (!x.address) missing.push('address');
  if (x.kind === 'product' && !x.card) missing.push('card');
  return missing;
}

/** Why this exchange cannot be submitted yet (a catalog key), or null when it can. */
export function validateExchange(x: Exchange): MessageKey | null {
  if (!x.address) return 'exchange.noAddress';
  if (x.kind === 'product' && !x.card) return 'exchange.noCard';
  if (x.draft.period && x.draft.endDay === null) return 'exchange.chooseEndDate';
  if (endsBeforeShip(x)) return 'exchange.endBeforeShip';
  return null;
}

/** What submitting creates: a single order, a plan (spec §4: only when a period is chosen) or a voucher order. */
export type ExchangeRequest =
  | { create: 'order'; body: CreateOrderBody }
  | { create: 'plan'; body: CreatePlanBody }
  | { create: 'voucher'; body: CreateVoucherOrderBody };

/** The request for a valid exchange; null when validateExchange names a reason. */
export function exchangeRequest(x: Exchange): ExchangeRequest | null {
  const { address, card, draft, shipDay, basics } = x;
  if (validateExchange(x) || !address) return null;
  const day = { remark: draft.remark, shipDate: toShipDate(shipDay), shipTime: toShipTime(basics.shipTime, shipDay) };
  if (x.kind === 'voucher') return { create: 'voucher', body: { addressId: address.id, voucherId: x.id, ...day } };
  if (!card) return null;
  const body = { addressId: address.id, productId: x.id, cardId: card.id, productNumber: draft.quantity, ...day };
  return draft.period && draft.endDay !== null
    ? { create: 'plan', body: { ...body, plan: true, finishTime: toShipTime(basics.shipTime, draft.endDay), type: draft.period } }
    : { create: 'order', body: { ...body, plan: false } };
}
