import { useEffect, useRef, useState, type RefObject } from 'react';
import { overscrollSupported, touchTracker, wouldEscape } from '../overscroll/overscroll';

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
 * The pull gesture on a scroll container `scrollRef`; the distance goes straight to `bodyRef`'s
 * transform (no re-render per frame), the state only changes when the status does.
 */
export function usePull(scrollRef: RefObject<HTMLElement | null>, bodyRef: RefObject<HTMLElement | null>, options: PullOptions) {
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [failed, setFailed] = useState(false);
  const opts = useRef(options);
  opts.current = options;
  const busy = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const scroller = scrollRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    let y0 = 0;
    let x0 = 0;
    let gesture: 'none' | 'maybe' | 'pull' = 'none';
    let distance = 0;
    let shown: PullStatus = 'pulling';
    let offset = 0;
    let frame = 0;
    const set = (px: number) => {
      offset = px;
      body.style.transform = px ? `translate3d(0,${px}px,0)` : '';
    };
    /**
     * Follows the finger at once; otherwise eases to `px` over --duration-normal (0 with reduced
     * motion), frame by frame from script. Not a CSS transition: Chromium paints the whole of a layer
     * whose transform animates (its cull rect becomes infinite), and this one holds every loaded row
     * (measured: a 207 ms frame with 200 rows at 6x CPU on release).
     */
    const place = (px: number, dragging: boolean) => {
      cancelAnimationFrame(frame);
      const css = dragging ? '' : getComputedStyle(body).getPropertyValue('--duration-normal').trim();
      const ms = parseFloat(css) * (/ms$/.test(css) ? 1 : 1000) || 0;
      if (ms <= 0 || px === offset) return set(px);
      const from = offset;
      let t0 = -1;
      const step = (now: number) => {
        if (t0 < 0) t0 = now;
        const k = Math.min(1, (now - t0) / ms);
        set(k === 1 ? px : from + (px - from) * (1 - (1 - k) ** 3));
        if (k < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const reset = () => {
      place(0, false);
      setStatus('pulling');
      setFailed(false);
      busy.current = false;
    };
    const refresh = async () => {
      const { onRefresh, headHeight, completeDelay, failedDelay } = opts.current;
      busy.current = true;
      setStatus('refreshing');
      place(headHeight, false);
      let ok = true;
      try {
        await onRefresh();
      } catch {
        ok = false; // shown as 'refresh failed'; the caller's own error handling (toast) still ran
      }
      if (!alive.current) return;
      setFailed(!ok);
      setStatus('complete');
      setTimeout(() => alive.current && reset(), ok ? completeDelay : failedDelay);
    };

    // Without overscroll-behavior (iOS < 16) a drag past the list's end leaves the container and
    // drags WeChat's page bounce into view; cancel such a move ourselves.
    const edges = overscrollSupported() ? null : touchTracker();
    const start = (e: TouchEvent) => {
      edges?.start(e);
      const p = e.touches[0];
      gesture = !busy.current && p && scroller.scrollTop <= 0 ? 'maybe' : 'none';
      if (!p) return;
      y0 = p.clientY;
      x0 = p.clientX;
    };
    const move = (e: TouchEvent) => {
      const p = e.touches[0];
      const step = edges?.move(e);
      if (gesture === 'none' || !p) {
        if (step && e.cancelable && Math.abs(step.dy) >= Math.abs(step.dx) && wouldEscape(e.target, step.dy, scroller)) e.preventDefault();
        return;
      }
      const dy = p.clientY - y0;
      const dx = p.clientX - x0;
      if (gesture === 'maybe') {
        if (!dy && !dx) return;
        // Only a downward, mostly vertical move at the very top pulls; anything else is a normal scroll.
        if (dy <= 0 || Math.abs(dx) > dy || scroller.scrollTop > 0) {
          gesture = 'none';
          return;
        }
        gesture = 'pull';
      }
      // Ours now: keep WeChat's page bounce and the native scroll out of it.
      if (e.cancelable) e.preventDefault();
      distance = Math.max(damp(dy), 0);
      place(distance, true);
      const next = distance >= opts.current.threshold ? 'canRelease' : 'pulling';
      if (next !== shown) setStatus((shown = next));
    };
    const end = (e: TouchEvent) => {
      if (gesture === 'pull') {
        // A cancelled touch (a call, a system gesture) springs back; only a release refreshes.
        if (e.type === 'touchend' && distance >= opts.current.threshold) void refresh();
        else {
          place(0, false);
          setStatus('pulling');
        }
      }
      shown = 'pulling';
      gesture = 'none';
      distance = 0;
    };
    scroller.addEventListener('touchstart', start, { passive: true });
    // Non-passive all along, not only at the top: tried (2026-11-22) and measured worse. With the
    // compositor scrolling on its own, the main thread repaints in bigger cull-rect steps: 15-16 long
    // tasks scrolling 200 rows at 6x CPU instead of 0 (README, Performance).
    scroller.addEventListener('touchmove', move, { passive: false });
    scroller.addEventListener('touchend', end);
    scroller.addEventListener('touchcancel', end);
    return () => {
      alive.current = false;
      cancelAnimationFrame(frame);
      scroller.removeEventListener('touchstart', start);
      scroller.removeEventListener('touchmove', move);
      scroller.removeEventListener('touchend', end);
      scroller.removeEventListener('touchcancel', end);
    };
  }, [scrollRef, bodyRef]);

  return { status, failed };
}
