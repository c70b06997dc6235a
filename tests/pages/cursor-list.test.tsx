import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../src/api/types';
import { useCursorList } from '../../src/pages/order/use-cursor-list';

type Row = { id: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

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
    const load = vi.fn(async (lastId?: number): Promise<Page<Row>> =>
      lastId === undefined ? { list: rows(3, 2), total: 10 } : { list: [], total: 10 },
    );
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

  it('drops rows already shown and tolerates a page without total', async () => {
    const load = vi.fn(async (lastId?: number) =>
      (lastId === undefined ? { list: rows(3, 2) } : { list: rows(2, 1) }) as Page<Row>,
    );
    const { result } = renderHook(() => useCursorList(load));
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    await act(() => result.current.loadMore());
    expect(result.current.state.data?.list.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
