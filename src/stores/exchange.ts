/**
 * The exchange (spec §2 "Exchange product" /swap/card, "Exchange voucher" /swap/voucher): what the
 * member chose and typed, the rules that make it a valid request, its costs and its submission.
 * The screens render this and call its verbs; paying and saying how it went stays with them.
 *
 * Storage keys are spec §3's: card-select, swap-card, address-select, swap-address; the draft adds
 * swap-draft so a trip to /address or /card, or a reload, loses nothing typed.
 */
import { listAddresses } from '../api/addresses';
import { listCards } from '../api/cards';
import { calculateOrderCosts, createOrder, createVoucherOrder, getShipTime } from '../api/orders';
import { calculatePlanCosts, createPlan } from '../api/plans';
import type {
  Address,
  Card,
  CreateOrderBody,
  CreatePlanBody,
  CreateVoucherOrderBody,
  OrderCostsBody,
  PlanCosts,
  PlanCostsBody,
  PlanType,
} from '../api/types';
import type { MessageKey } from '../i18n';
import { startOfDay, toShipDate } from '../lib/ship-date';
import { flagAtom, isObject, jsonAtom } from './persist';

// ——— What is chosen ———

const isCard = (v: unknown): v is Card | null =>
  v === null || (isObject(v) && typeof v.id === 'number' && typeof v.cardNo === 'string');
const isAddress = (v: unknown): v is Address | null =>
  v === null || (isObject(v) && typeof v.id === 'number' && typeof v.address === 'string');

/** Set while /card is open to choose the card for an exchange. */
export const $cardSelect = flagAtom('card-select');
/** The card chosen for the exchange (storage key 'swap-card'). */
export const $exchangeCard = jsonAtom<Card | null>('swap-card', null, isCard);
/** Set while /address is open to choose the address for an exchange. */
export const $addressSelect = flagAtom('address-select');
/** The address chosen for the exchange (storage key 'swap-address'). */
export const $exchangeAddress = jsonAtom<Address | null>('swap-address', null, isAddress);

/** Opens /card in choose mode (the caller navigates). */
export function startChoosingCard(): void {
  $cardSelect.set(true);
}

/** Stores the chosen card and leaves choose mode. */
export function chooseCard(card: Card): void {
  $exchangeCard.set(card);
  $cardSelect.set(false);
}

export function startChoosingAddress(): void {
  $addressSelect.set(true);
}

export function chooseAddress(address: Address): void {
  $exchangeAddress.set(address);
  $addressSelect.set(false);
}

/**
 * Back on an exchange screen, /address and /card no longer choose for it: a member who came back
 * without picking would otherwise find those lists still in choose mode later.
 */
export function leaveChooseMode(): void {
  $addressSelect.set(false);
  $cardSelect.set(false);
}

// ——— What is typed ———

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
  return draft && draft.kind === kind && draft.id === id
    ? draft
    : { kind, id, quantity: 1, remark: '', shipDay: null, period: null, endDay: null };
}

export function editExchangeDraft(kind: ExchangeKind, id: number, patch: Partial<Omit<ExchangeDraft, 'kind' | 'id'>>): void {
  $exchangeDraft.set({ ...draftFor(kind, id), ...patch, kind, id });
}

/** Nothing chosen, nothing typed: a new exchange from the product list (spec §2 Products), or signing out. */
export function clearExchange(): void {
  $exchangeCard.set(null);
  $exchangeAddress.set(null);
  leaveChooseMode();
  $exchangeDraft.set(null);
}

// ——— What the server says first ———

/** What an exchange screen needs before it can show its form. */
export interface ExchangeBasics {
  /** GET /api/order/shipTime as the server sent it. */
  shipTime: number;
  /** The earliest delivery day (the China day of `shipTime`, ms of its midnight). */
  minDay: number;
  /** The member's default address, looked up only when none is chosen. */
  defaultAddress: Address | null;
  /** The member's default card, looked up only for a product and when none is chosen. */
  defaultCard: Card | null;
}

/** The earliest ship day, plus the default address and card for what has not been chosen yet. */
export async function loadExchangeBasics(kind: ExchangeKind): Promise<ExchangeBasics> {
  const [shipTime, addresses, cards] = await Promise.all([
    getShipTime(),
    $exchangeAddress.get() ? null : listAddresses(),
    kind === 'product' && !$exchangeCard.get() ? listCards() : null,
  ]);
  return {
    shipTime,
    minDay: startOfDay(shipTime),
    defaultAddress: addresses?.find((a) => a.isDefault === 1) ?? null,
    defaultCard: cards?.list.find((c) => c.default) ?? null,
  };
}

// ——— The rules ———

/** Remark limit in visible characters (spec §5 leaves it open; the reference server takes up to 200). */
export const REMARK_MAX = 100;

/** The chosen delivery day, or the earliest one when none is chosen or the chosen one has passed. */
export function effectiveShipDay(chosen: number | null, minDay: number): number {
  const day = chosen === null ? 0 : startOfDay(chosen); // a draft saved by an older build held a local midnight
  return day >= minDay ? day : minDay;
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

/** A plan whose end date lies before its first delivery. */
export function endsBeforeShip({ draft, shipDay }: Exchange): boolean {
  return draft.period !== null && draft.endDay !== null && draft.endDay < shipDay;
}

/** Why this exchange cannot be submitted yet (a catalog key), or null when it can. */
export function validateExchange(x: Exchange): MessageKey | null {
  if (!x.address) return 'swap.noAddress';
  if (x.kind === 'product' && !x.card) return 'swap.noCard';
  if (x.draft.period && x.draft.endDay === null) return 'swap.chooseEndDate';
  if (endsBeforeShip(x)) return 'swap.endBeforeShip';
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

// ——— Costs ———

/** A costs question: `key` names its inputs (same key, same answer), `ask` puts it to the server. */
export interface CostsQuery<T> {
  key: string;
  ask: () => Promise<T>;
}

const query = <B, T>(body: B | null, ask: (body: B) => Promise<T>): CostsQuery<T> | null =>
  body === null ? null : { key: JSON.stringify(body), ask: () => ask(body) };

/**
 * The express fee of a single order, once an address (and for a product, a card) is known; null for
 * a plan. A voucher prices by itself (orderType 1, payId); productId carries the voucher's id too, so
 * a backend that insists on a positive productId is satisfied (the reference server ignores it).
 */
export function orderCostsQuery(x: Exchange): CostsQuery<number> | null {
  const { address, card, draft } = x;
  let body: OrderCostsBody | null = null;
  if (address && x.kind === 'voucher') body = { addressId: address.id, productId: x.id, orderType: 1, payId: x.id, productNumber: 1 };
  else if (address && card && draft.period === null)
    body = { addressId: address.id, productId: x.id, orderType: 0, payId: card.id, productNumber: draft.quantity };
  return query(body, calculateOrderCosts);
}

/** A plan's total fee and delivery dates; asked only once there is an end date (spec §5) that is not before the first delivery. */
export function planCostsQuery(x: Exchange): CostsQuery<PlanCosts> | null {
  const { address, card, draft, shipDay, basics } = x;
  const body: PlanCostsBody | null =
    x.kind === 'product' && address && card && draft.period && draft.endDay !== null && !endsBeforeShip(x)
      ? {
          addressId: address.id,
          productId: x.id,
          cardId: card.id,
          productNumber: draft.quantity,
          shipTime: toShipTime(basics.shipTime, shipDay),
          finishTime: toShipTime(basics.shipTime, draft.endDay),
          type: draft.period,
        }
      : null;
  return query(body, calculatePlanCosts);
}

// ——— Submitting ———

/** A reason not to submit yet (a catalog key), or what the server created and whether it wants paying. */
export type SubmitOutcome = { error: MessageKey } | { created: 'order' | 'plan'; id: number; pay: boolean };

/**
 * Creates the order or plan from what is chosen and typed now (read at call time: a tap may land
 * before the re-render of the last edit). Once created, the draft is done with. A failed call
 * rejects (the API client has said why) and leaves everything as it was for another try.
 */
export async function submitExchange(kind: ExchangeKind, id: number, basics: ExchangeBasics): Promise<SubmitOutcome> {
  const x = exchangeOf(kind, id, basics);
  const error = validateExchange(x);
  if (error) return { error };
  const request = exchangeRequest(x)!; // valid, so there is one
  let created: SubmitOutcome;
  if (request.create === 'plan') {
    const plan = await createPlan(request.body);
    created = { created: 'plan', id: plan.planId, pay: plan.pay === true };
  } else {
    const order = await (request.create === 'order' ? createOrder(request.body) : createVoucherOrder(request.body));
    created = { created: 'order', id: order.orderId, pay: order.pay === true };
  }
  $exchangeDraft.set(null);
  return created;
}
