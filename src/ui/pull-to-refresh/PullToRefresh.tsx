import { useRef, type ReactNode } from 'react';
import { t } from '../../i18n';
import { usePull, type PullStatus } from './use-pull';
import styles from './pull-to-refresh.module.css';

export type { PullStatus };

export interface PullToRefreshProps {
  /** Reload; while its promise is pending the head shows 'refreshing...'. A rejection shows 'refresh failed'. */
  onRefresh: () => Promise<unknown>;
  children?: ReactNode;
  /** Spec §9: head height 40, release threshold 60, completion shown for 500 ms. */
  headHeight?: number;
  threshold?: number;
  completeDelay?: number;
  /** How long 'refresh failed' stays. */
  failedDelay?: number;
  /** Extra class for the scroll container (e.g. a different height when the page has a footer). */
  className?: string;
}

const texts: Record<PullStatus, Parameters<typeof t>[0]> = {
  pulling: 'pull.pulling',
  canRelease: 'pull.canRelease',
  refreshing: 'pull.refreshing',
  complete: 'pull.complete',
};

/**
 * Pull down at the top to reload. Its own scroll container (so WeChat's iOS page bounce stays out
 * of it) filling the screen below the NavBar; touchmove is prevented only while actually pulling.
 * A pull moves the whole container down (a viewport-sized compositor layer, `will-change`), showing
 * the head that waits behind it. Moving the list's content instead made that content one layer
 * holding every loaded row, which Chromium culled, layerized and committed whole on every frame of
 * paging (docs/performance.md, "a screen-sized pull layer").
 */
export function PullToRefresh({
  onRefresh,
  children,
  headHeight = 40,
  threshold = 60,
  completeDelay = 500,
  failedDelay = 1000,
  className,
}: PullToRefreshProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { status, failed } = usePull(scrollRef, { onRefresh, headHeight, threshold, completeDelay, failedDelay });
  return (
    <div className={`${styles.frame}${className ? ` ${className}` : ''}`}>
      <div className={styles.head} style={{ height: headHeight }} role="status">
        {status === 'refreshing' && !failed && <span className={styles.spinner} aria-hidden="true" />}
        {failed ? t('pull.failed') : t(texts[status])}
      </div>
      <div ref={scrollRef} className={styles.scroll} data-status={status}>
        {children}
      </div>
    </div>
  );
}
