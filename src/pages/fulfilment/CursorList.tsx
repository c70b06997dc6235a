import { type ReactNode, useEffect } from 'react';
import { earlyNow } from '../../api/early';
import type { ListResource } from '../../api/list-resource';
import { useStore } from '@nanostores/react';
import { useTelemetryMoment } from '../../platform/telemetry';
import { $confirming, type ConfirmKind, isConfirming, watchConfirming } from '../../stores/confirm';
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

interface Props<T extends { id: number; state: number }> {
  /** The list's resource (api/list-resource.ts): its first page early, kept (issue 29.4) or fresh, and the pages after. */
  list: ListResource<T>;
  /** What the rows are, for the payments this phone is confirming (stores/confirm.ts). */
  kind: ConfirmKind;
  label: string;
  emptyText: string;
  /** A row; `confirming`: paid in WeChat moments ago, the server still reading it pending (issue 32.2). */
  renderRow: (row: T, confirming: boolean) => ReactNode;
}

/** The order or plan list: skeleton, error + retry, pull-to-refresh from the start, infinite scroll by lastId, empty state. */
export function CursorList<T extends { id: number; state: number }>({ list, kind, label, emptyText, renderRow }: Props<T>) {
  const { state, retry, refresh, loadMore, hasMore, patch } = useCursorList(list.load, lastKnown(list), () => earlyNow(list));
  const online = useStore($online);
  // One subscription for the list, not one a row (200 rows page in on a low-end phone); memoised rows render again only when their own mark changes.
  const marks = useStore($confirming);
  const confirming = (row: T) => row.state === 0 && isConfirming(marks, kind, row.id);
  // The rows being confirmed resume their confirmation while shown (issue 46.2); one the server reads paid is in progress.
  const watching = state.data?.list.filter(confirming).map((row) => row.id) ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids watched are the trigger, not the array that carries them
  useEffect(() => {
    const stops = watching.map((id) => watchConfirming(kind, id, undefined, () => patch(id, { state: 1 } as Partial<T>)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [watching.join()]);
  // Telemetry (issue 32): the tap that opened the list → its first row on screen.
  useTelemetryMoment('first-row', !!state.data?.list.length);
  return (
    <LoadState state={state} skeleton={<ListSkeleton />} onRetry={() => void retry()} offline={!online}>
      {(data) => (
        <PullToRefresh onRefresh={refresh}>
          {data.list.length === 0 ? (
            <Empty text={emptyText} />
          ) : (
            <>
              <ul className={styles.list} aria-label={label}>
                {data.list.map((row) => renderRow(row, confirming(row)))}
              </ul>
              <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
            </>
          )}
        </PullToRefresh>
      )}
    </LoadState>
  );
}
