import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../src/api/types';
import { useCursorList } from '../../src/pages/fulfilment/use-cursor-list';

type Row = { id: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));
/** Rows with ids from..to, newest first, like the server's order. */
const desc = (from: number, to: number) => rows(...Array.from({ length: from - to + 1 }, (_, i) => from - i));

describe('useCursorList (lastId paging for orders and plans)', () => {
  it('loads the first page without a cursor, then pages by the last id until total is reached', async () => {
    const load = vi.fn(async (lastId?: number): Promise<Page<Row>> => {
      if (lastId === undefined) return { list: rows(9, 8, 7), total: 5 };
      if (lastId === 7) return { list: rows(6, 5), total: 5 };
      throw new Error('unexpected');
    });
    const { result } = renderHook(() => useCursorList(load));
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(load).toHaveBeenLastCalledWith();
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.loadMore());
    expect(load).toHaveBeenLastCalledWith(7);
    expect(result.current.state.data?.list.map((r) => r.id)).toEqual([9, 8, 7, 6, 5]);
    expect(result.current.hasMore).toBe(false);
  });

  it('stops when a page comes back empty even if total says more', async () => {
    const load = vi.fn(async (lastId?: number): Promise<Page<Row>> => (lastId === undefined ? { list: rows(3, 2), total: 10 } : { list: [], total: 10 }));
    const { result } = renderHook(() => useCursorList(load));
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    await act(() => result.current.loadMore());
    expect(load).toHaveBeenLastCalledWith(2);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.state.data?.list).toHaveLength(2);
  });

  it('refresh reloads from the start and replaces the rows', async () => {
    let first = rows(3, 2, 1);
    const load = vi.fn(async (): Promise<Page<Row>> => ({ list: first, total: first.length }));
    const { result } = renderHook(() => useCursorList(load));
    await waitFor(() => expect(result.current.state.data?.list).toHaveLength(3));
    first = rows(4, 3, 2, 1);
    await act(() => result.current.refresh());
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith();
    expect(result.current.state.data?.list.map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });

  it('a failed refresh rejects (the puller says so) and keeps the rows', async () => {
    let fails = false;
    const load = vi.fn(async (): Promise<Page<Row>> => {
      if (fails) throw new Error('network');
      return { list: rows(2, 1), total: 2 };
    });
    const { result } = renderHook(() => useCursorList(load));
    await waitFor(() => expect(result.current.state.data?.list).toHaveLength(2));
    fails = true;
    await act(() => expect(result.current.refresh()).rejects.toThrow('network'));
    expect(result.current.state.data?.list).toHaveLength(2);
  });

  it('a failed next page rejects (the scroller offers a retry) and keeps the rows', async () => {
    const load = vi.fn(async (lastId?: number): Promise<Page<Row>> => {
      if (lastId === undefined) return { list: rows(3, 2), total: 4 };
      throw new Error('network');
    });
    const { result } = renderHook(() => useCursorList(load));
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    await act(() => expect(result.current.loadMore()).rejects.toThrow('network'));
    expect(result.current.state.data?.list).toHaveLength(2);
    expect(result.current.hasMore).toBe(true);
  });

  it('drops rows already shown and pages on while the total is unknown (Infinity, as api/ reads a page without one)', async () => {
    const load = vi.fn(
      async (lastId?: number): Promise<Page<Row>> => (lastId === undefined ? { list: rows(3, 2), total: Infinity } : { list: rows(2, 1), total: Infinity }),
    );
    const { result } = renderHook(() => useCursorList(load));
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    await act(() => result.current.loadMore());
    expect(result.current.state.data?.list.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  describe('a next page goes in a few rows a frame (each frame short on a slow phone)', () => {
    async function twoPages() {
      const load = vi.fn(
        async (lastId?: number): Promise<Page<Row>> => (lastId === undefined ? { list: desc(20, 11), total: 20 } : { list: desc(10, 1), total: 20 }),
      );
      const view = renderHook(() => useCursorList(load));
      await waitFor(() => expect(view.result.current.state.data?.list).toHaveLength(10));
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return { ...view, frames, load };
    }
    /** Lets the answer, a frame's timer and the render that follows run. */
    const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
    const length = (r: { current: ReturnType<typeof useCursorList<Row>> }) => r.current.state.data!.list.length;
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('three rows after each frame, the load done with the last; nothing before the first frame', async () => {
      const { result, frames } = await twoPages();
      let done = false;
      const more = result.current.loadMore().then(() => {
        done = true;
      });
      await settle();
      expect(frames).toHaveLength(1);
      expect(length(result)).toBe(10);
      for (const shown of [13, 16, 19]) {
        frames.shift()!(0);
        await settle();
        expect(length(result)).toBe(shown);
        expect(done).toBe(false);
        expect(frames).toHaveLength(1);
      }
      frames.shift()!(0);
      await settle();
      await act(() => more);
      expect(result.current.state.data!.list.map((r) => r.id)).toEqual(desc(20, 1).map((r) => r.id));
      expect(done).toBe(true);
      expect(result.current.hasMore).toBe(false);
    });

    it('a hidden page draws no frame: each slice goes in after 100 ms', async () => {
      const { result } = await twoPages();
      const more = result.current.loadMore();
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(99));
      expect(length(result)).toBe(10);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(length(result)).toBe(13);
      await act(() => vi.advanceTimersByTimeAsync(300));
      await act(() => more);
      expect(length(result)).toBe(20);
    });

    it('a refresh meanwhile wins: the rest of the page does not go in after the fresh first page', async () => {
      const { result, frames, load } = await twoPages();
      const more = result.current.loadMore();
      await settle();
      frames.shift()!(0);
      await settle();
      expect(length(result)).toBe(13);
      load.mockImplementation(async () => ({ list: desc(21, 12), total: 21 }));
      await act(() => result.current.refresh());
      frames.shift()?.(0);
      await act(() => vi.advanceTimersByTimeAsync(500));
      await act(() => more);
      expect(result.current.state.data!.list[0].id).toBe(21);
      expect(result.current.state.data!.list.map((r) => r.id)).not.toContain(5);
    });

    it('unmounting meanwhile stops it', async () => {
      const { result, frames, unmount } = await twoPages();
      const more = result.current.loadMore();
      await settle();
      unmount();
      frames.shift()!(0);
      await act(() => vi.advanceTimersByTimeAsync(500));
      await expect(more).resolves.toBeUndefined();
    });
  });

  describe('refresh after a long scroll', () => {
    /** A list of 200 rows loaded page by page, then `first` as the first page from then on. */
    async function loaded200() {
      let head = desc(200, 191);
      const load = vi.fn(
        async (lastId?: number): Promise<Page<Row>> =>
          lastId === undefined ? { list: head, total: 201 } : { list: desc(lastId - 1, Math.max(1, lastId - 10)), total: 201 },
      );
      const view = renderHook(() => useCursorList(load));
      await waitFor(() => expect(view.result.current.state.data?.list).toHaveLength(10));
      while (view.result.current.state.data!.list.length < 200) await act(() => view.result.current.loadMore());
      return { ...view, load, setHead: (next: Row[]) => (head = next) };
    }
    const ids = (r: { current: ReturnType<typeof useCursorList<Row>> }) => r.current.state.data!.list.map((row) => row.id);

    it('shows the fresh first page at once, then lets the old rows below it go a slice at a time, ending with the first page only', async () => {
      const { result, setHead } = await loaded200();
      vi.useFakeTimers();
      try {
        setHead([{ id: 201 }, ...desc(200, 192)]);
        await act(() => result.current.refresh());
        const first = ids(result);
        expect(first.slice(0, 10)).toEqual([201, ...desc(200, 192).map((r) => r.id)]);
        expect(first).toHaveLength(201); // the 10 fresh rows, then the 191 old ones not among them (191..1)
        expect(first.slice(10)).toEqual(desc(191, 1).map((r) => r.id));
        const lengths: number[] = [];
        for (let i = 0; i < 10; i++) {
          await act(() => vi.advanceTimersByTime(50));
          lengths.push(result.current.state.data!.list.length);
        }
        expect(lengths).toEqual([181, 161, 141, 121, 101, 81, 61, 41, 21, 10]); // 20 old rows a step
        expect(ids(result)).toEqual([201, ...desc(200, 192).map((r) => r.id)]);
        expect(result.current.hasMore).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('a load-more during the trim stops it; the list stays contiguous and pages on after its last row', async () => {
      const { result, load } = await loaded200();
      vi.useFakeTimers();
      try {
        await act(() => result.current.refresh());
        await act(() => vi.advanceTimersByTime(50)); // one slice gone: 10 + 170 old rows (200..21)
        expect(ids(result).at(-1)).toBe(21);
        const more = result.current.loadMore();
        await act(() => vi.advanceTimersByTimeAsync(500)); // the page's rows go in a slice a frame
        await act(() => more);
        expect(load).toHaveBeenLastCalledWith(21);
        expect(result.current.state.data!.list).toHaveLength(190);
        expect(ids(result).at(-1)).toBe(11);
        expect(new Set(ids(result)).size).toBe(190);
      } finally {
        vi.useRealTimers();
      }
    });

    it('unmounting during the trim stops it', async () => {
      const { result, unmount } = await loaded200();
      vi.useFakeTimers();
      try {
        const setTimer = vi.spyOn(globalThis, 'setTimeout');
        const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
        await act(() => result.current.refresh());
        const trim = setTimer.mock.results[setTimer.mock.calls.findIndex(([, ms]) => ms === 50)]?.value;
        expect(trim).toBeDefined();
        unmount();
        // preact/test-utils runs the unmount's effect cleanups on its next flush, before the 50 ms are up
        await act(async () => {
          vi.advanceTimersByTime(40);
        });
        expect(clearTimer).toHaveBeenCalledWith(trim);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
