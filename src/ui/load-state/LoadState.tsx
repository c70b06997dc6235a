import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { formatSeenAt } from '../../lib/format';
import type { AsyncState } from './use-async';
import styles from './load-state.module.css';

interface Props<T> {
  state: AsyncState<T>;
  /** Shown while the first load runs (a Skeleton shaped like the content). */
  skeleton: ReactNode;
  onRetry: () => void;
  /** The network is known to be gone (stores/network.ts): the data shown says when it was seen. */
  offline?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * What the data shown is, when it is not a fresh answer (issue 29.4): offline, a note of when it was
 * seen (in the flow: members must read it); last-known and updating, a mark over the top that moves
 * nothing, so the fresh answer comes in place.
 */
function Freshness({ state, offline }: { state: AsyncState<unknown>; offline?: boolean }) {
  if (offline && state.at !== undefined)
    return (
      <p className={styles.offline} role="status">
        {t('app.offlineSince', { time: formatSeenAt(state.at) })}
      </p>
    );
  if (state.lastKnown && state.status === 'loading')
    return (
      <p className={styles.updating} role="status">
        {t('app.updating')}
      </p>
    );
  return null;
}

/** Skeleton while loading, the error and a retry on failure, the content once loaded — never blank. */
export function LoadState<T>({ state, skeleton, onRetry, offline, children }: Props<T>) {
  // Stale data stays on screen when a reload fails (the client has toasted why).
  if (state.data !== undefined)
    return (
      <>
        <Freshness state={state} offline={offline} />
        {children(state.data)}
      </>
    );
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
