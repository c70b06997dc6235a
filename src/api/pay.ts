import { post } from './client';
import { key, obj } from './decode';
import type { PayParams } from './types';

/** Every field is required, and text: WeChat refuses a numeric timeStamp. */
const params = obj<PayParams>({ appId: key, timestamp: key, nonceStr: key, packageStr: key, signType: key, paySign: key });

/** POST /api/pay/order {id} */
export const payOrder = (id: number) => post('/api/pay/order', { id }, params);

/** POST /api/pay/plan {id} */
export const payPlan = (id: number) => post('/api/pay/plan', { id }, params);

/** POST /api/pay/combo {id} — id from combo/create. */
export const payCombo = (id: number) => post('/api/pay/combo', { id }, params);
