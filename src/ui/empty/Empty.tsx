import type { ReactNode } from 'react';
import { t } from '../../i18n';
import styles from './empty.module.css';

export interface EmptyProps {
  /** Defaults to 'nothing here yet'. */
  text?: ReactNode;
  /** e.g. a Button. */
  action?: ReactNode;
  /** Replaces the default empty-basket picture. */
  icon?: ReactNode;
}

/** An empty list: a picture, a sentence, maybe an action — never a blank screen. */
export function Empty({ text, action, icon }: EmptyProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
            <ellipse cx="32" cy="30" rx="13" ry="17" />
            <path d="M8 40h48l-5 16H13z" />
          </svg>
        )}
      </span>
      <p className={styles.text}>{text ?? t('common.empty')}</p>
      {action}
    </div>
  );
}
