import { useId, useRef } from 'react';
import { t } from '../../i18n';
import { useModal } from '../sheet/use-modal';
import { answerQuestion, type Question } from './ask';
import '../../../styles/kit-tokens.css';
import styles from './dialog.module.css';

const close = () => answerQuestion(false);

/** The dialog itself, its own chunk: the first visit does not download it (see DialogHost). */
export default function Dialog({ question }: { question: Question }) {
  const panel = useRef<HTMLDivElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useModal(question.id, panel, close, yesButton);

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="dialog-backdrop" />
      <div ref={panel} key={question.id} className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={textId} tabIndex={-1}>
        <p id={textId} className={styles.text}>
          {question.text}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={close}>
            {question.closeText ?? t('common.close')}
          </button>
          <button type="button" ref={yesButton} className={`${styles.action} ${styles.yes}`} onClick={() => answerQuestion(true)}>
            {question.yesText ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
