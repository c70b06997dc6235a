/**
 * One payment, said by nobody: ask the API for WeChat Pay parameters and hand them to WeChat. The
 * screens that pay say how it ended (pages/payment/pay.ts), and the exchange says it together with
 * what it placed (exchange/place.ts), so no word is shown only to be replaced at once.
 */
import { ApiError, type RequestOptions } from '../api/client';
import { payCombo, payOrder, payPlan } from '../api/pay';
import type { PayParams } from '../api/types';
import type { PayOutcome } from '../platform/wechat';

export type PayKind = 'order' | 'plan' | 'topUp';

/** How a payment ended: WeChat's answer, or 'refused' when the API gave no parameters (nothing was asked of WeChat). */
export type PaymentEnd = PayOutcome | 'refused';

const payParams: Record<PayKind, (id: number, options?: RequestOptions) => Promise<PayParams>> = {
  order: payOrder,
  plan: payPlan,
  topUp: payCombo,
};

/**
 * Pays `id`. With `{ toast: false }` a refusal of the API is not toasted (the caller says it); an ended
 * session still rejects (the client has reported it). Never rejects otherwise.
 */
export async function pay(kind: PayKind, id: number, options?: RequestOptions): Promise<PaymentEnd> {
  let params: PayParams;
  try {
    params = await (options ? payParams[kind](id, options) : payParams[kind](id));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'token') throw error;
    return 'refused';
  }
  const platform = await import('../platform/wechat');
  return platform.pay(params);
}
