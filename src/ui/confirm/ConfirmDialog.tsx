import { useId, useRef } from 'react';
import { t } from '../../i18n';
import { useModal } from '../sheet/use-modal';
import { answerConfirm, type ConfirmRequest } from './confirm';
import styles from './confirm.module.css';

const close = () => answerConfirm(false);

/** The dialog itself, its own chunk: the first visit does not download it (see ConfirmHost). */
export default function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const panel = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useModal(request.id, panel, close, confirmButton);

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="confirm-backdrop" />
      <div ref={panel} key={request.id} className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={textId} tabIndex={-1}>
        <p id={textId} className={styles.text}>
          {request.text}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={close}>
            {request.closeText ?? t('common.close')}
          </button>
          <button type="button" ref={confirmButton} className={`${styles.action} ${styles.confirm}`} onClick={() => answerConfirm(true)}>
            {request.confirmText ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
