import type { OrderState } from '../../api/types';
import { t } from '../../i18n';
import { Button } from '../../ui/button/Button';
import styles from './fulfilment.module.css';

interface Props {
  state: OrderState;
  cancelLabel: string;
  /** The question cancel asks first. */
  cancelAsk: string;
  /** None while a payment is being confirmed (issue 32.2). */
  onPay?: () => Promise<void>;
  /** Resolves after the cancel call; rejects when it failed (the client toasted why). */
  onCancel: () => Promise<void>;
}

/** State 0: pay and cancel; state 1: cancel; otherwise nothing (spec §4). */
export function DetailActions({ state, cancelLabel, cancelAsk, onPay, onCancel }: Props) {
  if (state !== 0 && state !== 1) return null;
  const cancel = async () => {
    try {
      await onCancel();
    } catch {
      // ApiError: already toasted; the member stays on the detail
    }
  };
  return (
    <div className={styles.actions}>
      <Button variant="default" ask={{ text: cancelAsk, yesText: t('common.confirm'), closeText: t('common.close') }} onClick={cancel}>
        {cancelLabel}
      </Button>
      {state === 0 && onPay && (
        <Button variant="primary" onClick={onPay}>
          {t('common.pay')}
        </Button>
      )}
    </div>
  );
}
