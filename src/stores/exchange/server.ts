/** What the server is asked for an exchange: its basics, its costs, and the order or plan it creates. */
import { atom } from 'nanostores';
import { listAddresses } from '../../api/addresses';
import { ApiError, hooks, type RequestOptions } from '../../api/client';
import { listCards } from '../../api/cards';
import { calculateOrderCosts, createOrder, createVoucherOrder, getShipTime } from '../../api/orders';
import { calculatePlanCosts, createPlan } from '../../api/plans';
import type { OrderCostsBody, PlanCosts, PlanCostsBody } from '../../api/types';
import type { MessageKey } from '../../i18n';
import { startOfDay } from '../../lib/ship-date';
import { eggsKey, exchangeOf, exchangeRequest, validateExchange, type Exchange, type ExchangeBasics } from './rules';
import { $exchangeAddress, $exchangeCard } from './choice';
import { $exchangeDraft, type ExchangeKind } from './draft';

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
    noAddress: addresses?.length === 0,
    defaultCard: cards?.list.find((c) => c.default) ?? null,
  };
}

// ——— Costs ———

/**
 * A costs question: `key` names its inputs (same key, same answer), `ask` puts it to the server: a
 * lookup, or (`action`) part of the member's tap (the submit that needs the fee first, a tap on the
 * unknown fee), which offline is told it needs the network.
 */
export interface CostsQuery<T> {
  key: string;
  ask: (action?: boolean) => Promise<T>;
}

const query = <B, T>(body: B | null, ask: (body: B, options: RequestOptions) => Promise<T>): CostsQuery<T> | null =>
  body === null ? null : { key: JSON.stringify(body), ask: (action = false) => ask(body, { action }) };

/**
 * The express fee of what a valid exchange would create, priced from its request (one source for the
 * body): a single order by its card (orderType 0), a voucher by itself (orderType 1; productId carries
 * the voucher's id too, so a backend that insists on a positive productId is satisfied). Null for a
 * plan or while the exchange is not valid (spec §5: a plan is not priced before it has an end date).
 */
export function orderCostsQuery(x: Exchange): CostsQuery<number> | null {
  const r = exchangeRequest(x);
  const body: OrderCostsBody | null =
    r?.create === 'order'
      ? { addressId: r.body.addressId, productId: r.body.productId, orderType: 0, payId: r.body.cardId, productNumber: r.body.productNumber }
      : r?.create === 'voucher'
        ? { addressId: r.body.addressId, productId: r.body.voucherId, orderType: 1, payId: r.body.voucherId, productNumber: 1 }
        : null;
  return query(body, calculateOrderCosts);
}

/** A plan's total fee and delivery dates, once it is valid: it has an end date not before its first delivery. */
export function planCostsQuery(x: Exchange): CostsQuery<PlanCosts> | null {
  const r = exchangeRequest(x);
  if (r?.create !== 'plan') return null;
  const { addressId, productId, cardId, productNumber, shipTime, finishTime, type } = r.body;
  return query<PlanCostsBody, PlanCosts>({ addressId, productId, cardId, productNumber, shipTime, finishTime, type }, calculatePlanCosts);
}

// ——— Submitting ———

/** The server's errCode for a card without the eggs an exchange takes (server/api/lib/envelope.ts). */
export const EGGS_INSUFFICIENT = 'eggs.insufficient';

/** The `eggsKey` of the last exchange the server refused for lack of eggs; the card block says so (cardLacksEggs). */
export const $eggsRefused = atom<string | null>(null);

/**
 * A reason not to submit yet (a catalog key); the card lacks eggs (said next to the card, not in a
 * toast); or what the server created and whether it wants paying.
 */
export type SubmitOutcome = { error: MessageKey } | { lacksEggs: true } | { created: 'order' | 'plan'; id: number; pay: boolean };

/**
 * A create call whose refusal for lack of eggs is the card block's to say; any other failure is
 * reported as every call's is, as the action it was (the client's failure hook; an ended session was
 * reported already).
 */
async function creating<T>(x: Exchange, create: (options: { toast: false }) => Promise<T>): Promise<T | null> {
  try {
    return await create({ toast: false });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === EGGS_INSUFFICIENT) {
      $eggsRefused.set(eggsKey(x));
      return null;
    }
    if (error.kind !== 'token') hooks.onFailure(error);
    throw error;
  }
}

/**
 * Creates the order or plan from what is chosen and typed now (read at call time: a tap may land
 * before the re-render of the last edit). Once created, the draft is done with. A refusal for lack
 * of eggs answers `lacksEggs` and keeps everything, so the member changes the card or the quantity
 * and tries again; any other failed call rejects (the API client has said why), everything kept.
 */
export async function submitExchange(kind: ExchangeKind, id: number, basics: ExchangeBasics): Promise<SubmitOutcome> {
  const x = exchangeOf(kind, id, basics);
  const error = validateExchange(x);
  if (error) return { error };
  const request = exchangeRequest(x)!; // valid, so there is one
  let created: SubmitOutcome;
  if (request.create === 'plan') {
    const plan = await creating(x, (options) => createPlan(request.body, options));
    if (!plan) return { lacksEggs: true };
    created = { created: 'plan', id: plan.planId, pay: plan.pay === true };
  } else {
    const order = await (request.create === 'order' ? creating(x, (options) => createOrder(request.body, options)) : createVoucherOrder(request.body));
    if (!order) return { lacksEggs: true };
    created = { created: 'order', id: order.orderId, pay: order.pay === true };
  }
  $eggsRefused.set(null);
  $exchangeDraft.set(null);
  return created;
}
