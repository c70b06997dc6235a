import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import styles from './infinite-scroll.module.css';

export interface InfiniteScrollProps {
  /** Fetch the next page; a rejection shows 'failed to load more, tap to retry'. */
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  /** Spec §9: ask when the list end is within 250 px of the viewport. */
  threshold?: number;
}

type Status = 'idle' | 'loading' | 'failed';

/** The nearest scrolling ancestor (e.g. PullToRefresh's container), or null for the viewport. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/** Placed after a list: loads the next page as its end nears, one load at a time, until there is no more. */
export function InfiniteScroll({ loadMore, hasMore, threshold = 250 }: InfiniteScrollProps) {
  const [status, setStatus] = useState<Status>('idle');
  // Bumped after every load: a fast answer can batch 'loading' → 'idle' into no change at all,
  // and the end must still be observed afresh (a new observe reports whether it is still near).
  const [round, setRound] = useState(0);
  const endRef = useRef<HTMLDivElement>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const busy = useRef(false);
  const latest = useRef({ loadMore, hasMore });
  latest.current = { loadMore, hasMore };

  const load = async () => {
    if (busy.current || !latest.current.hasMore) return;
    busy.current = true;
    setStatus('loading');
    try {
      await latest.current.loadMore();
      setStatus('idle');
    } catch {
      setStatus('failed');
    } finally {
      busy.current = false;
      setRound((r) => r + 1);
    }
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const el = endRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadRef.current();
      },
      { root: scrollParent(el), rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [threshold]);

  // (Re)observe when ready for more: the first callback reports whether the end is already near,
  // so a page too short to scroll keeps loading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: threshold (a new observer) and round (a load finished) are triggers to observe again, not values read
  useEffect(() => {
    const io = observer.current;
    const el = endRef.current;
    if (!io || !el || status !== 'idle' || !hasMore) return;
    io.observe(el);
    return () => io.unobserve(el);
  }, [status, hasMore, threshold, round]);

  return (
    <div ref={endRef} className={styles.end}>
      {status === 'failed' ? (
        <button type="button" className={styles.retry} onClick={() => void load()}>
          {t('common.loadMoreFailed')}
        </button>
      ) : hasMore ? (
        // Always there while more may come, seen only while a page loads: showing it changes no
        // layout, and it has no spinner (an animation in the list restyled it in every frame, even
        // hidden and paused whenever it was shown again); a spinner put in and taken out gave every
        // page a frame of its own (measured: docs/performance.md, "the loading line").
        <p role="status" className={styles.more} aria-hidden={status === 'loading' ? undefined : true}>
          {t('app.loading')}
        </p>
      ) : (
        <p className={styles.done}>{t('common.noMore')}</p>
      )}
    </div>
  );
}
