import type { ReactNode } from 'react';
import type { Answer } from '../../api/decode';
import { firstPageNow } from '../../api/early-page';
import type { Page as ApiPage } from '../../api/types';
import { useStore } from '@nanostores/react';
import { useFieldMoment } from '../../platform/field';
import { lastKnown } from '../../stores/last-known';
import { $online } from '../../stores/network';
import { Empty } from '../../ui/empty/Empty';
import { InfiniteScroll } from '../../ui/infinite-scroll/InfiniteScroll';
import { LoadState } from '../../ui/load-state/LoadState';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { useCursorList } from './use-cursor-list';
import styles from './fulfilment.module.css';

/** Rows' shapes while the first page loads: the time line, then the picture beside the lines. */
function ListSkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton lines={1} />
          <Skeleton picture lines={3} />
        </div>
      ))}
    </div>
  );
}

interface Props<T extends { id: number }> {
  load: (lastId?: number) => Promise<ApiPage<T>>;
  /** The first page as the phone keeps it (issue 29.4). */
  firstPage: Answer<ApiPage<T>>;
  label: string;
  emptyText: string;
  renderRow: (row: T) => ReactNode;
}

/** The order or plan list: skeleton, error + retry, pull-to-refresh from the start, infinite scroll by lastId, empty state. */
export function CursorList<T extends { id: number }>({ load, firstPage, label, emptyText, renderRow }: Props<T>) {
  const { state, retry, refresh, loadMore, hasMore } = useCursorList(load, lastKnown(firstPage), () => firstPageNow(firstPage.path, firstPage.decode));
  const online = useStore($online);
  // Field measurements (issue 32): the tap that opened the list → its first row on screen.
  useFieldMoment('first-row', !!state.data?.list.length);
  return (
    <LoadState state={state} skeleton={<ListSkeleton />} onRetry={() => void retry()} offline={!online}>
      {(data) => (
        <PullToRefresh onRefresh={refresh}>
          {data.list.length === 0 ? (
            <Empty text={emptyText} />
          ) : (
            <>
              <ul className={styles.list} aria-label={label}>
                {data.list.map(renderRow)}
              </ul>
              <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
            </>
          )}
        </PullToRefresh>
      )}
    </LoadState>
  );
}
