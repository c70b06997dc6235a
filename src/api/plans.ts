import { get, post } from './client';
import type { CreatePlanBody, CreatePlanResult, Page, Plan, PlanCosts, PlanCostsBody, PlanTrigger } from './types';

/** POST /api/orderPlan/calculateCosts → costs and delivery dates. */
export const calculatePlanCosts = (body: PlanCostsBody) => post<PlanCosts>('/api/orderPlan/calculateCosts', body);

/** POST /api/orderPlan/create */
export const createPlan = (body: CreatePlanBody) => post<CreatePlanResult>('/api/orderPlan/create', body);

/** GET /api/orderPlan/list, optionally ?lastId= */
export const listPlans = (lastId?: number) =>
  get<Page<Plan>>('/api/orderPlan/list', lastId === undefined ? undefined : { lastId });

/** POST /api/orderPlan/cancel {planId} */
export const cancelPlan = (planId: number) => post<unknown>('/api/orderPlan/cancel', { planId });

/** GET /api/orderPlan/triggers?id= */
export const listPlanTriggers = (planId: number) => get<PlanTrigger[]>('/api/orderPlan/triggers', { id: planId });
