/**
 * One payment, shared by the screens that pay (an order or plan from its detail or list, a combo):
 * pay (stores/payment.ts) and say how it ended (spec §8: 'transaction payment succeeded' /
 * 'transaction payment failed', the latter as information when the member cancelled). Resolves true
 * only when WeChat reports `ok`; false on any failure, already explained to the member by a toast.
 * Never rejects. A new exchange says its payment together with its submission (stores/exchange/place.ts).
 */
import { t } from '../../i18n';
import { pay, type PayKind } from '../../stores/payment';
import { toast } from '../../ui/toast/toast';

export type { PayKind };

export async function payFor(kind: PayKind, id: number): Promise<boolean> {
  let outcome: Awaited<ReturnType<typeof pay>>;
  try {
    outcome = await pay(kind, id);
  } catch {
    return false; // an ended session: the client has said so
  }
  if (outcome === 'refused') return false; // the client toasted the reason
  if (outcome === 'ok') toast.success(t('pay.succeeded'));
  // Spec §8's words for any other end; a member who cancelled on purpose is told, not alarmed (issue 15.2).
  else if (outcome === 'cancel') toast.info(t('pay.failed'));
  else toast.fail(t(outcome === 'unavailable' ? 'platform.notWeChat' : 'pay.failed'));
  return outcome === 'ok';
}
