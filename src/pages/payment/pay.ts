/**
 * One payment, shared by the screens that pay (an order or plan from its detail or list, a combo,
 * a new exchange): ask the API for WeChat Pay parameters, hand them to WeChat, and say how it ended
 * (spec §8: 'transaction payment succeeded' / 'transaction payment failed', the latter as information
 * when the member cancelled; the WeChat adapter only reports). Resolves true only when WeChat reports `ok`; false on any failure, already explained
 * to the member by a toast. Never rejects.
 */
import { payCombo, payOrder, payPlan } from '../../api/pay';
import type { PayParams } from '../../api/types';
import { t } from '../../i18n';
import { toast } from '../../ui/toast/toast';

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
  const platform = await import('../../platform/wechat');
  const outcome = await platform.pay(params);
  if (outcome === 'ok') toast.success(t('pay.succeeded'));
  // Spec §8's words for any other end; a member who cancelled on purpose is told, not alarmed (issue 15.2).
  else if (outcome === 'cancel') toast.info(t('pay.failed'));
  else toast.fail(t(outcome === 'unavailable' ? 'platform.notWeChat' : 'pay.failed'));
  return outcome === 'ok';
}
