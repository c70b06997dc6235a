import { EARLY_LISTS } from '../lib/boot-contract';
import { listResource } from './list-resource';
import { get, post, type RequestOptions } from './client';
import { nullable, num, obj, text, time } from './decode';
import { attempt, fee, flag, list, oneOf, page } from './decode-more';
import { parseAddressSnapshot, parseProductSnapshot } from '../lib/snapshot';
import { ORDER_STATES } from './order-page';
import type { CreatePlanBody, CreatePlanResult, Plan, PlanCosts, PlanCostsBody, PlanTrigger, PlanType } from './types';

export const PLAN_TYPES: readonly PlanType[] = ['ONE_WEEK', 'TWO_WEEK', 'FOUR_WEEK'];

const plan = obj<Plan>({
  id: num,
  state: oneOf(ORDER_STATES),
  createTime: time,
  startTime: time,
  type: oneOf(PLAN_TYPES),
  productNumber: num,
  deliveryCount: num,
  // Objects by contract; JSON text (as orders carry) or anything else is read as far as it goes.
  product: parseProductSnapshot,
  address: parseAddressSnapshot,
  payNo: nullable(text),
  sumLogiCosts: fee,
  remark: text,
});

/** A plan the list passed on in history state, or null. */
export const readPlan = (value: unknown) => attempt(plan, value);

const trigger = obj<PlanTrigger>({ state: oneOf([0, 1, 2]), triggerTime: time, finishTime: nullable(time), errMessage: nullable(text) });

/** POST /api/orderPlan/calculateCosts → costs and delivery dates: a lookup, an action only when a tap asks it (`options.action`). */
export const calculatePlanCosts = (body: PlanCostsBody, options?: RequestOptions) =>
  post('/api/orderPlan/calculateCosts', body, obj<PlanCosts>({ costs: num, dates: list(time) }), { action: false, ...options });

/** POST /api/orderPlan/create */
export const createPlan = (body: CreatePlanBody, options?: RequestOptions) =>
  post('/api/orderPlan/create', body, obj<CreatePlanResult>({ planId: num, pay: flag }), options);

/** "Order plans": GET /api/orderPlan/list, optionally ?lastId=; its first page early (the boot script's, asked at the tap), kept or fresh. */
export const PLANS = listResource(EARLY_LISTS['/plan'], page(plan));

/** A page of order plans: the first, or the one after `lastId`. */
export const listPlans = PLANS.load;

/** POST /api/orderPlan/cancel {planId} */
export const cancelPlan = (planId: number) => post('/api/orderPlan/cancel', { planId });

/** GET /api/orderPlan/triggers?id= */
export const listPlanTriggers = (planId: number) => get('/api/orderPlan/triggers', list(trigger), { id: planId });
