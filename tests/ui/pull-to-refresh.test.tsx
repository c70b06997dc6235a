import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from '../../src/ui/pull-to-refresh/PullToRefresh';
import { damp } from '../../src/ui/pull-to-refresh/use-pull';
import { deferred } from '../helpers/deferred';

const at = (y: number, x = 100) => ({ touches: [{ clientX: x, clientY: y }], changedTouches: [{ clientX: x, clientY: y }] });

function setup(onRefresh: () => Promise<unknown>) {
  const view = render(
    <PullToRefresh onRefresh={onRefresh}>
      <ul aria-label="orders">
        <li>order 1</li>
      </ul>
    </PullToRefresh>,
  );
  const scroller = view.container.querySelector('[data-status]') as HTMLElement;
  const head = screen.getByRole('status');
  return { frame: view.container.firstElementChild as HTMLElement, scroller, head };
}

/** Touch at y=100 and move down to each of `ys`; returns whether each move was prevented. */
function pull(el: HTMLElement, ...ys: number[]) {
  fireEvent.touchStart(el, at(100));
  return ys.map((y) => !fireEvent.touchMove(el, at(y)));
}

describe('PullToRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('damps the drag: under the 60 px threshold for a short pull, over it for a long one', () => {
    expect(damp(50)).toBeLessThan(60);
    expect(damp(200)).toBeGreaterThan(60);
    expect(damp(200)).toBeLessThan(200);
  });

  it('is its own scroll container holding the list, in front of a 40 px head that a pull shows', () => {
    const { frame, scroller, head } = setup(() => Promise.resolve());
    expect(scroller.className).toMatch(/scroll/);
    expect(scroller.contains(screen.getByRole('list', { name: 'orders' }))).toBe(true);
    expect(head.style.height).toBe('40px');
    // the head is behind the container (before it, in the same frame), not inside what scrolls
    expect([...frame.children]).toEqual([head, scroller]);
  });

  it('goes pulling → canRelease → refreshing → complete, then back after 500 ms', async () => {
    const job = deferred();
    const onRefresh = vi.fn(() => job.promise);
    const { scroller, head } = setup(onRefresh);

    const prevented = pull(scroller, 150);
    expect(prevented).toEqual([true]);
    expect(head.textContent).toBe('Pull down to refresh');
    expect(head.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(scroller.getAttribute('data-status')).toBe('pulling');
    expect(scroller.style.transform).toBe(`translate3d(0,${damp(50)}px,0)`);

    fireEvent.touchMove(scroller, at(300));
    expect(head.textContent).toBe('Release to refresh');
    expect(scroller.getAttribute('data-status')).toBe('canRelease');

    fireEvent.touchEnd(scroller, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head.textContent).toBe('Refreshing...');
    expect(head.querySelector('[aria-hidden="true"]'), 'a spinner while refreshing').not.toBeNull();
    expect(scroller.style.transform).toBe('translate3d(0,40px,0)');

    // No second refresh while one runs.
    pull(scroller, 300);
    fireEvent.touchEnd(scroller, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => job.resolve());
    expect(head.textContent).toBe('Refreshed');
    expect(head.querySelector('[aria-hidden="true"]'), 'no spinner once done').toBeNull();
    expect(scroller.getAttribute('data-status')).toBe('complete');
    act(() => vi.advanceTimersByTime(499));
    expect(head.textContent).toBe('Refreshed');
    act(() => vi.advanceTimersByTime(1));
    expect(scroller.getAttribute('data-status')).toBe('pulling');
    expect(scroller.style.transform).toBe('');

    pull(scroller, 300);
    fireEvent.touchEnd(scroller, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('eases to the head height and back over --duration-normal, frame by frame (no CSS transition on the tall layer)', async () => {
    const job = deferred();
    const { scroller } = setup(() => job.promise);
    scroller.style.setProperty('--duration-normal', '200ms');
    pull(scroller, 300);
    const dragged = damp(200);
    expect(scroller.style.transform).toBe(`translate3d(0,${dragged}px,0)`); // the finger: at once
    fireEvent.touchEnd(scroller, { touches: [] });
    expect(scroller.style.transform).toBe(`translate3d(0,${dragged}px,0)`); // the ease starts on the next frame
    const y = () => Number(/translate3d\(0,([\d.]+)px,0\)/.exec(scroller.style.transform)?.[1] ?? 0);
    act(() => vi.advanceTimersByTime(100));
    expect(y()).toBeLessThan(dragged);
    expect(y()).toBeGreaterThan(40);
    act(() => vi.advanceTimersByTime(200));
    expect(scroller.style.transform).toBe('translate3d(0,40px,0)');
    expect(getComputedStyle(scroller).transitionProperty || 'none').not.toMatch(/transform/);
    await act(async () => job.resolve());
    act(() => vi.advanceTimersByTime(500 + 400));
    expect(scroller.style.transform).toBe('');
  });

  it('springs back without refreshing when released under the threshold', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { scroller } = setup(onRefresh);
    pull(scroller, 130, 150);
    fireEvent.touchEnd(scroller, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(scroller.style.transform).toBe('');
  });

  it('springs back without refreshing when the touch is cancelled past the threshold', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { scroller } = setup(onRefresh);
    pull(scroller, 300);
    fireEvent.touchCancel(scroller, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(scroller.style.transform).toBe('');
    expect(scroller.getAttribute('data-status')).toBe('pulling');
  });

  it('does not start when the list is scrolled down, and leaves that scroll alone', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { scroller } = setup(onRefresh);
    scroller.scrollTop = 120;
    expect(pull(scroller, 150, 300)).toEqual([false, false]);
    fireEvent.touchEnd(scroller, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(scroller.style.transform).toBe('');
  });

  it('leaves upward and sideways moves to the browser', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { scroller } = setup(onRefresh);
    expect(pull(scroller, 60, 300)).toEqual([false, false]);
    fireEvent.touchEnd(scroller, { touches: [] });
    fireEvent.touchStart(scroller, at(100, 100));
    expect(!fireEvent.touchMove(scroller, at(110, 160))).toBe(false);
    fireEvent.touchEnd(scroller, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it("shows 'refresh failed' when onRefresh rejects, then resets and can refresh again", async () => {
    const job = deferred();
    const onRefresh = vi.fn(() => job.promise);
    const { scroller, head } = setup(onRefresh);
    pull(scroller, 300);
    fireEvent.touchEnd(scroller, { touches: [] });
    await act(async () => job.reject(new Error('network error')));
    expect(head.textContent).toBe('Refresh failed');
    act(() => vi.advanceTimersByTime(1000));
    expect(head.textContent).toBe('Pull down to refresh');
    expect(scroller.style.transform).toBe('');
    onRefresh.mockImplementation(() => Promise.resolve());
    pull(scroller, 300);
    fireEvent.touchEnd(scroller, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
