import { replace } from '../../platform/navigation';
import { payFor } from '../payment/pay';
import { t } from '../../i18n';
import { submitExchange, type ExchangeBasics, type ExchangeKind, type SubmitOutcome } from '../../stores/exchange';
import { toast } from '../../ui/toast/toast';

/**
 * The submit button of an exchange screen: the store checks and creates; this says why not (a card
 * short of eggs is the card block's to say), pays
 * when the answer says so, says 'submit successful' and opens the list. An unpaid one (payment
 * failed or cancelled) exists in state 0 and is paid from its detail, which the final toast says.
 */
export async function submitAndPay(kind: ExchangeKind, id: number, basics: ExchangeBasics): Promise<void> {
  let outcome: SubmitOutcome;
  try {
    outcome = await submitExchange(kind, id, basics);
  } catch {
    return; // the client has toasted why; everything entered stays as it is for another try
  }
  if ('error' in outcome) return void toast.fail(t(outcome.error));
  if ('lacksEggs' in outcome) return; // the card block says so, with its change button beside it
  const { created, id: createdId, pay } = outcome;
  const paid = pay ? await payFor(created, createdId) : true;
  if (paid) toast.success(t('done.submit'));
  else toast.info(t(created === 'order' ? 'exchange.submittedUnpaid' : 'exchange.submittedUnpaidPlan'), 3500);
  replace(created === 'order' ? '/order' : '/plan');
}
