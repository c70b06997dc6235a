import { post } from './client';
import type { PayParams } from './types';

/** POST /api/pay/order {id} */
export const payOrder = (id: number) => post<PayParams>('/api/pay/order', { id });

/** POST /api/pay/plan {id} */
export const payPlan = (id: number) => post<PayParams>('/api/pay/plan', { id });

/** POST /api/pay/combo {id} — id from combo/create. */
export const payCombo = (id: number) => post<PayParams>('/api/pay/combo', { id });
