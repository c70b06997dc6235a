/**
 * One payment: ask the API for WeChat Pay parameters, then hand them to WeChat. Resolves true only
 * when WeChat reports `ok` (the payment toast of spec §8 is shown by the adapter); false on any
 * failure, already explained to the member by a toast. Never rejects.
 */
import { payCombo, payOrder, payPlan } from '../api/pay';
import type { PayParams } from '../api/types';

export type PayKind = 'order' | 'plan' | 'combo';

const payParams: Record<PayKind, (id: number) => Promise<PayParams>> = {
  order: payOrder,
  plan: payPlan,
  combo: payCombo,
};

export async function payFor(kind: PayKind, id: number): Promise<boolean> {
  let params: PayParams;
  try {
    params = await payParams[kind](id);
  } catch {
    return false; // the client toasted the reason
  }
  const platform = await import('../platform/wechat');
  return platform.pay(params);
}
