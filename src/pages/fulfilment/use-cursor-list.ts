import { useCallback, useEffect, useRef } from 'react';
import type { Page } from '../../api/types';
import { type LastKnownLink, useAsync } from '../../ui/load-state/use-async';

/** Rows a refresh lets go of per task, and the pause between (a frame or three). */
const TRIM_SLICE = 20;
const TRIM_INTERVAL = 50;

/**
 * Rows a next page puts in at a time, each slice in a frame of its own. A page's answer (read and
 * decoded) and its ten rows (rendered, laid out, painted) in one frame made frames over 50 ms on a
 * slow phone, and so did five rows a frame; the fewer a slice, the shorter its frame (sizes compared in
 * docs/performance.md, "Three rows a frame"). The rows are 250 px below
 * the screen when asked for, so a few frames later is never seen.
 */
const APPEND_SLICE = 3;
/** Resolves in a task after the next frame; after 100 ms without one (a hidden page draws no frames). */
const afterNextFrame = () =>
  new Promise<void>((done) => {
    const fallback = setTimeout(done, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        done();
      }),
    );
  });

/** What a cursor-paged list holds: the rows so far, the server's total, and whether a page came back empty. */
export interface CursorListState<T> {
  list: T[];
  total: number;
  ended: boolean;
}

/** A page as the list holds it (the api decoded it: a total left out is Infinity). */
const toList = <T>({ list, total }: Page<T>): CursorListState<T> => ({ list, total, ended: list.length === 0 });

/**
 * A list paged by the last row's id (spec §7 `?lastId=`): the first page on mount (so coming back
 * from a detail shows the new state; `retry()` after a failed first load), `refresh()` from the
 * start, `loadMore()` after the last id.
 * More exists until the count reaches `total` or a page comes back empty.
 */
export function useCursorList<T extends { id: number }>(
  load: (lastId?: number) => Promise<Page<T>>,
  cache?: LastKnownLink<Page<T>>,
  /** The first page when it is already in at mount (api/early.ts `earlyNow`): no mount load then. */
  initial?: () => Page<T> | undefined,
) {
  // The first page only is kept (issue 29.4); the network back refreshes from the start, keeping the rows until the answer.
  const refreshRef = useRef<() => Promise<void>>(undefined);
  const link = useRef<LastKnownLink<CursorListState<T>> | undefined>(undefined);
  if (cache && !link.current)
    link.current = {
      read: () => {
        const kept = cache.read();
        return kept && { t: kept.t, d: toList(kept.d) };
      },
      keep: ({ list, total }) => cache.keep({ list, total }),
      whenOnline: () => cache.whenOnline(() => void refreshRef.current?.().catch(() => undefined)),
    };
  const state = useAsync(
    async () => toList(await load()),
    [],
    () => {
      const page = initial?.();
      return page && toList(page);
    },
    link.current,
  );
  const dataRef = useRef(state.data);
  dataRef.current = state.data;
  const { setData } = state;
  // Callers pass a new function each render; the list keeps one loadMore and one refresh.
  const loadRef = useRef(load);
  loadRef.current = load;

  const loadMore = useCallback(async (): Promise<void> => {
    const current = dataRef.current;
    if (!current) return;
    const lastId = current.list.length ? current.list[current.list.length - 1].id : undefined;
    const page = await loadRef.current(lastId); // rejects: the scroller shows 'failed to load more, tap to retry'
    const seen = new Set(current.list.map((row) => row.id));
    const fresh = toList(page);
    const rows = fresh.list.filter((row) => !seen.has(row.id));
    // Once at least: a page with no new rows still brings the total and whether the list ended.
    let shown = current;
    let at = 0;
    do {
      if (rows.length) await afterNextFrame();
      // a refresh replaced the list meanwhile, or the list is gone
      if (dataRef.current !== shown || unmounted.current) return;
      shown = { list: shown.list.concat(rows.slice(at, at + APPEND_SLICE)), total: fresh.total, ended: fresh.ended };
      dataRef.current = shown;
      setData(shown);
      at += APPEND_SLICE;
    } while (at < rows.length);
  }, [setData]);

  /** A trim in progress (refresh): stopped on unmount, as is a page going in. */
  const trimTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      clearTimeout(trimTimer.current);
    };
  }, []);

  /**
   * Pull-to-refresh: the first page again; rejects on failure (the puller says so) and keeps the rows.
   * After a long scroll, replacing 200 rows with 10 would unmount 190 rows in one long task, a
   * visible hitch (docs/performance.md): the fresh page goes on top of the rows below it, which
   * then go TRIM_SLICE at a time from the end, off screen, one short task each. A load-more or
   * another refresh meanwhile stops the trim (its rows then stay: the list is still contiguous).
   */
  const refresh = useCallback(async (): Promise<void> => {
    const fresh = toList(await loadRef.current());
    link.current?.keep(fresh);
    clearTimeout(trimTimer.current);
    const before = dataRef.current?.list ?? [];
    const ids = new Set(fresh.list.map((row) => row.id));
    let extra = before.length - fresh.list.length > TRIM_SLICE ? before.filter((row) => !ids.has(row.id)) : [];
    const show = () => {
      const next: CursorListState<T> = extra.length ? { ...fresh, list: fresh.list.concat(extra) } : fresh;
      dataRef.current = next;
      setData(next);
      if (!extra.length) return;
      trimTimer.current = setTimeout(() => {
        if (dataRef.current !== next) return;
        extra = extra.slice(0, Math.max(0, extra.length - TRIM_SLICE));
        show();
      }, TRIM_INTERVAL);
    };
    show();
  }, [setData]);

  refreshRef.current = refresh;

  /** A row the server changed while the list was not asking (a payment confirmed): `change` shown in place. */
  const patch = useCallback(
    (id: number, change: Partial<T>) => {
      const current = dataRef.current;
      if (!current || unmounted.current) return;
      const next = { ...current, list: current.list.map((row) => (row.id === id ? { ...row, ...change } : row)) };
      dataRef.current = next;
      setData(next);
    },
    [setData],
  );
  const data = state.data;
  // Not from a last-known page: its next page is asked for once the fresh first page is in.
  const hasMore = !!data && !state.lastKnown && !data.ended && data.list.length < data.total;
  return { state, retry: state.reload, refresh, loadMore, hasMore, patch };
}
