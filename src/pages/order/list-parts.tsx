/** Pieces shared by the order and plan lists. */
import type { ReactNode } from 'react';
import type { Page as ApiPage, OrderProductSnapshot, OrderState, Timestamp } from '../../api/types';
import { go } from '../../platform/navigation';
import { formatDateTime } from '../../lib/format';
import { ossUrl } from '../../lib/snapshot';
import { Empty } from '../../ui/empty/Empty';
import { InfiniteScroll } from '../../ui/infinite-scroll/InfiniteScroll';
import { LoadState } from '../../ui/load-state/LoadState';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { stateText } from './state-text';
import { useCursorList } from './use-cursor-list';
import styles from './order.module.css';

function ListSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton card />
      <Skeleton card />
      <Skeleton card />
    </div>
  );
}

interface Props<T extends { id: number }> {
  load: (lastId?: number) => Promise<ApiPage<T>>;
  label: string;
  emptyText: string;
  renderRow: (row: T) => ReactNode;
}

/** Skeleton, error + retry, pull-to-refresh from the start, infinite scroll by lastId, empty state. */
export function CursorListView<T extends { id: number }>({ load, label, emptyText, renderRow }: Props<T>) {
  const { state, retry, refresh, loadMore, hasMore } = useCursorList(load);
  return (
    <LoadState state={state} skeleton={<ListSkeleton />} onRetry={() => void retry()}>
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

interface RowProps {
  /** The item as the list has it, passed to its detail screen in navigation state. */
  item: { state: OrderState; createTime: Timestamp };
  /** The item's product, parsed defensively by the caller (it may show more of it). */
  product: OrderProductSnapshot;
  detailPath: '/order/detail' | '/plan/detail';
  /** The meta lines under the product name. */
  children: ReactNode;
}

/**
 * One order or plan row: time and state, the first picture, the product name, then the caller's
 * lines. Plain markup and a fixed-size lazy image (200 rows scroll on a low-end phone).
 */
export function ListRow({ item, product, detailPath, children }: RowProps) {
  const picture = product.pictures[0];
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => go(detailPath, { item })}>
        <span className={styles.head}>
          <span className={styles.time}>{formatDateTime(item.createTime)}</span>
          <span className={styles.state} data-state={item.state}>
            {stateText(item.state)}
          </span>
        </span>
        <span className={styles.body}>
          {picture ? (
            <img className={styles.picture} src={ossUrl(picture)} alt="" width={72} height={72} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.picture} aria-hidden="true" />
          )}
          <span className={styles.info}>
            <span className={styles.name}>{product.name}</span>
            {children}
          </span>
        </span>
      </button>
    </li>
  );
}
