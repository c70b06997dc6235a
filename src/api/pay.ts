import { post, type RequestOptions } from './client';
import { key, obj } from './decode';
import type { PayParams } from './types';

/** Every field is required, and text: WeChat refuses a numeric timeStamp. */
const params = obj<PayParams>({ appId: key, timestamp: key, nonceStr: key, packageStr: key, signType: key, paySign: key });

/** POST /api/pay/order {id} */
export const payOrder = (id: number, options?: RequestOptions) => post('/api/pay/order', { id }, params, options);

/** POST /api/pay/plan {id} */
export const payPlan = (id: number, options?: RequestOptions) => post('/api/pay/plan', { id }, params, options);

/** POST /api/pay/combo {id} — id from combo/create. */
export const payCombo = (id: number, options?: RequestOptions) => post('/api/pay/combo', { id }, params, options);
