/**
 * One payment, shared by the screens that pay (an order or plan from its detail, a top-up): pay
 * (stores/payment.ts) and say how it ended. WeChat's answer is no proof either way (issues 32.2 and
 * 46.1): after `ok` the app says 'confirming payment…' until the server reads it paid; after `cancel`
 * or `fail` it asks the server once or twice, and a payment the server reads paid gets the same words
 * as a confirmed `ok`. Otherwise spec §8's 'transaction payment failed', as information when the
 * member cancelled. A new exchange says its payment together with its submission (stores/exchange/place.ts).
 */
import { t } from '../../i18n';
import { beforePaying, type CardFacts, confirmPayment, paidAnyway, UNCONFIRMED_WORDS } from '../../stores/confirm';
import { pay, type PayKind } from '../../stores/payment';
import { ask } from '../../ui/dialog/ask';
import { toast } from '../../ui/toast/toast';

export type { PayKind };

/**
 * Pays `id` (a top-up: the purchase `id` of `card`, as shown). Resolves true only when the server read
 * it paid; false when not confirmed in time (the member is told where it will show: my orders, order
 * plans, or the card) and false on any failure, already explained to the member by a toast. Never rejects.
 */
export async function payFor(kind: PayKind, id: number, card?: CardFacts): Promise<boolean> {
  let outcome: Awaited<ReturnType<typeof pay>>;
  try {
    outcome = await pay(kind, id);
  } catch {
    return false; // an ended session: the client has said so
  }
  if (outcome === 'refused') return false; // the client toasted the reason
  if (outcome === 'unavailable') {
    toast.fail(t('platform.notWeChat'));
    return false;
  }
  toast.loading(t('pay.confirming'));
  const paid = outcome === 'ok' ? await confirmPayment(kind, id, card) : await paidAnyway(kind, id, card);
  if (paid) toast.success(t('pay.succeeded'));
  else if (outcome === 'ok') toast.info(t(UNCONFIRMED_WORDS[kind]), 3500);
  // A member who cancelled on purpose is told, not alarmed (issue 15.2).
  else toast[outcome === 'cancel' ? 'info' : 'fail'](t('pay.failed'));
  return paid;
}

/**
 * Before paying for an order, plan or card this phone saw WeChat's `ok` for (stores/confirm.ts): the
 * server's word once more. 'paid': it now reads it paid (said here; the screen shows it); 'stop': still
 * unconfirmed and the member chose not to pay again; 'pay': go on.
 */
export async function askBeforePaying(kind: PayKind, id: number, card?: CardFacts): Promise<'pay' | 'paid' | 'stop'> {
  const seen = await beforePaying(kind, id, card);
  if (seen === 'paid') toast.success(t('pay.succeeded'));
  if (seen !== 'unconfirmed') return seen === 'new' ? 'pay' : 'paid';
  return (await ask(t('pay.again'))) ? 'pay' : 'stop';
}

/**
 * A check that the member is still on the screen they are on now: the same route and the same history
 * entry (its state is a new object once they have moved, even back to it). Work that ends later takes
 * on only a member who has not moved (DESIGN.md).
 */
export function onScreen(): () => boolean {
  const route = location.hash;
  const entry: unknown = history.state;
  return () => location.hash === route && history.state === entry;
}
