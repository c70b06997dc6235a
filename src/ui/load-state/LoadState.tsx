import type { ReactNode } from 'react';
import { t } from '../../i18n';
import type { AsyncState } from './use-async';
import styles from './load-state.module.css';

interface Props<T> {
  state: AsyncState<T>;
  /** Shown while the first load runs (a Skeleton shaped like the content). */
  skeleton: ReactNode;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Skeleton while loading, the error and a retry on failure, the content once loaded — never blank. */
export function LoadState<T>({ state, skeleton, onRetry, children }: Props<T>) {
  // Stale data stays on screen when a reload fails (the client has toasted why).
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.title}>{t('app.loadFailed')}</p>
        <p className={styles.message}>{state.error.message}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" aria-label={t('app.loading')}>
      {skeleton}
    </div>
  );
}
