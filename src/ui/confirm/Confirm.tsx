import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { t } from '../../i18n';
import { useModal } from '../sheet/use-modal';
import { $confirm, answerConfirm, dismissAllConfirms } from './confirm';
import styles from './confirm.module.css';

const close = () => answerConfirm(false);

/** The single confirm dialog host, mounted once by the app next to <ToastHost/>. */
export function ConfirmHost() {
  const request = useStore($confirm);
  const panel = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useModal(request?.id ?? 0, panel, close, confirmButton);

  // The Android back key or a link changes the page: a question about the old page is void.
  useEffect(() => {
    addEventListener('hashchange', dismissAllConfirms);
    return () => removeEventListener('hashchange', dismissAllConfirms);
  }, []);

  if (!request) return null;
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
