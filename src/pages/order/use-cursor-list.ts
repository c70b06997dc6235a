import { useCallback, useRef } from 'react';
import type { Page } from '../../api/types';
import { useAsync } from '../../ui/load-state/use-async';

/** What a cursor-paged list holds: the rows so far, the server's total, and whether a page came back empty. */
export interface CursorList<T> {
  list: T[];
  total: number;
  ended: boolean;
}

function toList<T>(page: Page<T> | null | undefined, before: T[] = []): CursorList<T> {
  const rows = Array.isArray(page?.list) ? page.list : [];
  return {
    list: before.concat(rows),
    total: typeof page?.total === 'number' && Number.isFinite(page.total) ? page.total : Number.POSITIVE_INFINITY,
    ended: rows.length === 0,
  };
}

/**
 * A list paged by the last row's id (spec §7 `?lastId=`): the first page on mount (so coming back
 * from a detail shows the new state; `retry()` after a failed first load), `refresh()` from the
 * start, `loadMore()` after the last id.
 * More exists until the count reaches `total` or a page comes back empty.
 */
export function useCursorList<T extends { id: number }>(load: (lastId?: number) => Promise<Page<T>>) {
  const state = useAsync(async () => toList(await load()), []);
  const dataRef = useRef(state.data);
  dataRef.current = state.data;
  const { setData } = state;

  const loadMore = useCallback(async (): Promise<void> => {
    const current = dataRef.current;
    if (!current) return;
    const lastId = current.list.length ? current.list[current.list.length - 1].id : undefined;
    const page = await load(lastId); // rejects: the scroller shows 'failed to load more, tap to retry'
    if (dataRef.current !== current) return; // a refresh replaced the list meanwhile
    const seen = new Set(current.list.map((row) => row.id));
    const fresh = toList(page);
    const next: CursorList<T> = {
      list: current.list.concat(fresh.list.filter((row) => !seen.has(row.id))),
      total: fresh.total,
      ended: fresh.ended,
    };
    dataRef.current = next;
    setData(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setData]);

  /** Pull-to-refresh: the first page again; rejects on failure (the puller says so) and keeps the rows. */
  const refresh = useCallback(async (): Promise<void> => {
    const next = toList(await load());
    dataRef.current = next;
    setData(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setData]);

  const data = state.data;
  const hasMore = !!data && !data.ended && data.list.length < data.total;
  return { state, retry: state.reload, refresh, loadMore, hasMore };
}
