/**
 * One payment, shared by the screens that pay (an order or plan from its detail or list, a combo):
 * pay (stores/payment.ts) and say how it ended (spec §8: 'transaction payment succeeded' /
 * 'transaction payment failed', the latter as information when the member cancelled). Resolves true
 * only when WeChat reports `ok` and the server then reads it paid ('confirming payment…' meanwhile; a
 * top-up's `card` is read again for it); false when not confirmed in time (the member is told where it
 * will show: my orders, order plans, or the card) and false on any failure, already explained to the member by a toast.
 * Never rejects. A new exchange says its payment together with its submission (stores/exchange/place.ts).
 */
import { t } from '../../i18n';
import type { Card } from '../../api/types';
import { confirmPayment, UNCONFIRMED_WORDS } from '../../stores/confirm';
import { pay, type PayKind } from '../../stores/payment';
import { toast } from '../../ui/toast/toast';

export type { PayKind };

export async function payFor(kind: PayKind, id: number, card?: Card): Promise<boolean> {
  let outcome: Awaited<ReturnType<typeof pay>>;
  try {
    outcome = await pay(kind, id);
  } catch {
    return false; // an ended session: the client has said so
  }
  if (outcome === 'refused') return false; // the client toasted the reason
  if (outcome === 'ok') {
    // WeChat's ok is no proof (issue 32.2): succeeded once the server says paid (stores/confirm.ts).
    toast.loading(t('pay.confirming'));
    const paid = await confirmPayment(kind, id, card);
    if (paid) toast.success(t('pay.succeeded'));
    else toast.info(t(UNCONFIRMED_WORDS[kind]), 3500);
    return paid;
  }
  // Spec §8's words for any other end; a member who cancelled on purpose is told, not alarmed (issue 15.2).
  if (outcome === 'cancel') toast.info(t('pay.failed'));
  else toast.fail(t(outcome === 'unavailable' ? 'platform.notWeChat' : 'pay.failed'));
  return false;
}
