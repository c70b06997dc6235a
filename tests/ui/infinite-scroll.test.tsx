import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { InfiniteScroll } from '../../src/ui/infinite-scroll/InfiniteScroll';
import { deferred } from '../helpers/deferred';

/** A stand-in IntersectionObserver: `near` says whether the observed end is within the margin. */
class FakeObserver {
  static all: FakeObserver[] = [];
  static near = false;
  targets = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
    // Like a real observer, report the current state once (asynchronously).
    queueMicrotask(() => this.targets.has(el) && this.fire(FakeObserver.near));
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  fire(isIntersecting: boolean) {
    const entries = [...this.targets].map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}
const observer = () => FakeObserver.all[FakeObserver.all.length - 1]!;

/** A list that gets `pages` pages of 10 rows; loadMore is the spy. */
function Feed({ loadMore, pages = 3 }: { loadMore: () => Promise<void>; pages?: number }) {
  const [count, setCount] = useState(1);
  return (
    <div>
      <ul aria-label="rows">
        {Array.from({ length: count * 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows that are only their position
          <li key={i}>row {i}</li>
        ))}
      </ul>
      <InfiniteScroll loadMore={() => loadMore().then(() => setCount((c) => c + 1))} hasMore={count < pages} />
    </div>
  );
}

const flush = () => act(async () => {});

describe('InfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.all = [];
    FakeObserver.near = false;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('observes the list end with a 250 px bottom margin, in the viewport by default', async () => {
    render(<InfiniteScroll loadMore={() => Promise.resolve()} hasMore />);
    await flush();
    expect(observer().options.rootMargin).toBe('0px 0px 250px 0px');
    expect(observer().options.root).toBeNull();
  });

  it('uses the nearest scroll container as the root', async () => {
    render(
      <div data-testid="scroller" style={{ overflowY: 'auto', height: '300px' }}>
        <InfiniteScroll loadMore={() => Promise.resolve()} hasMore />
      </div>,
    );
    await flush();
    expect(observer().options.root).toBe(screen.getByTestId('scroller'));
  });

  it('loads when the end comes near, never two at once', async () => {
    const job = deferred();
    const loadMore = vi.fn(() => job.promise);
    render(<Feed loadMore={loadMore} />);
    await flush();
    expect(loadMore).not.toHaveBeenCalled();
    // The loading line waits hidden at the end: shown and hidden again, never put in or taken out.
    const line = screen.getByText('Loading...');
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();

    act(() => observer().fire(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBe(line);
    expect(line.hasAttribute('aria-hidden')).toBe(false);
    act(() => observer().fire(true)); // still near while loading: no second request
    expect(loadMore).toHaveBeenCalledTimes(1);

    await act(async () => job.resolve());
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Loading...')).toBe(line);
  });

  it("keeps loading while the end stays near, then says 'no more' and stops", async () => {
    FakeObserver.near = true;
    const loadMore = vi.fn(() => Promise.resolve());
    render(<Feed loadMore={loadMore} pages={3} />);
    for (let k = 0; k < 5; k++) await flush();
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getByText('No more')).toBeTruthy();
    act(() => observer().fire(true));
    await flush();
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('keeps paging when answers come back before the loading state renders (no batched-away re-observe)', async () => {
    FakeObserver.near = true;
    const loadMore = vi.fn(() => Promise.resolve()); // answers in the same tick
    render(<Feed loadMore={loadMore} pages={6} />);
    for (let k = 0; k < 12; k++) await flush();
    expect(loadMore).toHaveBeenCalledTimes(5);
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it("shows 'failed to load more, tap to retry' on a failed load, and retries on tap", async () => {
    const loadMore = vi.fn((): Promise<void> => Promise.reject(new Error('network error')));
    render(<Feed loadMore={loadMore} />);
    await flush();
    await act(async () => observer().fire(true));
    await flush();
    const retry = screen.getByRole('button', { name: 'Failed to load more, tap to retry' });
    // While failed, coming near again does not retry by itself (no request storm).
    act(() => observer().fire(true));
    expect(loadMore).toHaveBeenCalledTimes(1);

    loadMore.mockImplementation(() => Promise.resolve());
    await act(async () => fireEvent.click(retry));
    await flush();
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it("says 'no more' and does not observe when hasMore is false", async () => {
    const loadMore = vi.fn(() => Promise.resolve());
    render(<InfiniteScroll loadMore={loadMore} hasMore={false} />);
    await flush();
    expect(screen.getByText('No more')).toBeTruthy();
    expect(observer().targets.size).toBe(0);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
