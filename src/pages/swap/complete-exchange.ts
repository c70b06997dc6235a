import { replace } from '../../platform/navigation';
import { payFor } from '../payment/pay';
import { t } from '../../i18n';
import { clearSwapDraft } from '../../stores/swap';
import { toast } from '../../ui/toast/toast';

/**
 * After the server has created the order or plan: the draft is done with; pay when the answer says
 * so; 'submit successful'; then the list. An unpaid one (payment failed or cancelled) exists in state
 * 0 and is paid from its detail, which the final toast says.
 */
export async function completeExchange(kind: 'order' | 'plan', id: number, pay: boolean): Promise<void> {
  clearSwapDraft();
  const paid = pay ? await payFor(kind, id) : true;
  if (paid) toast.success(t('done.submit'));
  else toast.info(t(kind === 'order' ? 'swap.submittedUnpaid' : 'swap.submittedUnpaidPlan'), 3500);
  replace(kind === 'order' ? '/order' : '/plan');
}
