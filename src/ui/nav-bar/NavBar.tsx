import type { ReactNode } from 'react';
import { t } from '../../i18n';
import styles from './nav-bar.module.css';

export interface NavBarProps {
  /** The page's heading (its h1). */
  title: ReactNode;
  /** Shows a back button when given. */
  onBack?: () => void;
  right?: ReactNode;
}

export function NavBar({ title, onBack, right }: NavBarProps) {
  return (
    <header className={onBack || right ? styles.bar : `${styles.bar} ${styles.plain}`}>
      <div className={styles.side}>
        {onBack && (
          <button type="button" className={styles.back} onClick={onBack} aria-label={t('app.back')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
