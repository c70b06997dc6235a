import { useEffect, useRef, useState, type RefObject } from 'react';
import { overscrollSupported, wouldEscape } from '../overscroll/overscroll';
import { useTouch, type TouchHandlers } from '../touch/use-touch';
import { createMover } from './ease';

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export interface PullOptions {
  onRefresh: () => Promise<unknown>;
  headHeight: number;
  threshold: number;
  completeDelay: number;
  failedDelay: number;
}

/** Finger distance → head distance: 1:1 at first, stiffer the further it goes (a rubber band). */
export const damp = (dy: number) => (dy * 400 * 0.6) / (400 + 0.6 * dy);

/**
 * The pull gesture on a scroll container `scrollRef`; the distance goes straight to the container's
 * own transform (no re-render per frame), the state only changes when the status does.
 */
export function usePull(scrollRef: RefObject<HTMLElement | null>, options: PullOptions) {
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [failed, setFailed] = useState(false);
  const opts = useRef(options);
  opts.current = options;
  const handlers = useRef<TouchHandlers>({});

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    let alive = true;
    let busy = false;
    let gesture: 'none' | 'maybe' | 'pull' = 'none';
    let distance = 0;
    let shown: PullStatus = 'pulling';
    const mover = createMover(scroller);
    // Without overscroll-behavior (iOS < 16) a drag past the list's end leaves the container and
    // drags WeChat's page bounce into view; such a move is cancelled here.
    const guardEdges = !overscrollSupported();

    const reset = () => {
      mover.place(0, false);
      setStatus('pulling');
      setFailed(false);
      busy = false;
    };
    const refresh = async () => {
      const { onRefresh, headHeight, completeDelay, failedDelay } = opts.current;
      busy = true;
      setStatus('refreshing');
      mover.place(headHeight, false);
      let ok = true;
      try {
        await onRefresh();
      } catch {
        ok = false; // shown as 'refresh failed'; the caller's own error handling (toast) still ran
      }
      if (!alive) return;
      setFailed(!ok);
      setStatus('complete');
      setTimeout(() => alive && reset(), ok ? completeDelay : failedDelay);
    };

    handlers.current = {
      start() {
        gesture = !busy && scroller.scrollTop <= 0 ? 'maybe' : 'none';
      },
      move(e, touch) {
        if (gesture === 'maybe' && touch.axis) {
          // Only a downward, mostly vertical move at the very top pulls; anything else is a normal scroll.
          gesture = touch.axis === 'y' && touch.dy > 0 && scroller.scrollTop <= 0 ? 'pull' : 'none';
        }
        if (gesture !== 'pull') {
          if (guardEdges && e.cancelable && Math.abs(touch.stepY) >= Math.abs(touch.stepX) && wouldEscape(e.target, touch.stepY, scroller)) e.preventDefault();
          return;
        }
        // Ours now: keep WeChat's page bounce and the native scroll out of it.
        if (e.cancelable) e.preventDefault();
        distance = Math.max(damp(touch.dy), 0);
        mover.place(distance, true);
        const next = distance >= opts.current.threshold ? 'canRelease' : 'pulling';
        if (next !== shown) {
          shown = next;
          setStatus(next);
        }
      },
      end(e) {
        if (gesture === 'pull') {
          // A cancelled touch (a call, a system gesture) springs back; only a release refreshes.
          if (e.type === 'touchend' && distance >= opts.current.threshold) void refresh();
          else {
            mover.place(0, false);
            setStatus('pulling');
          }
        }
        shown = 'pulling';
        gesture = 'none';
        distance = 0;
      },
    };
    return () => {
      alive = false;
      mover.stop();
      handlers.current = {};
    };
  }, [scrollRef]);

  // touchmove stays non-passive all along, not only at the top: with the compositor scrolling on its
  // own, the main thread repaints in bigger cull-rect steps, long tasks while scrolling (docs/performance.md, "A screen-sized pull layer").
  useTouch(scrollRef, handlers, true, 0);

  return { status, failed };
}
