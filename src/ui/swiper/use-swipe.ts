import { useEffect, type RefObject } from 'react';

/** Distance before a gesture is locked to one axis (as vant's use-touch). */
const LOCK = 10;

export interface SwipeHandlers {
  /** A horizontal drag started or moved: dx in px (per frame, no re-render). */
  move(dx: number): void;
  /** The finger lifted after a horizontal drag. */
  end(dx: number, ms: number): void;
  /** Any touch began or ended (autoplay pauses while touched). */
  touch(down: boolean): void;
}

/**
 * Horizontal swipe on `ref` with a direction lock: a vertical gesture is left to the page's scroll.
 * Native listeners, touchmove non-passive so a horizontal drag can stop the page from scrolling.
 */
export function useSwipe(ref: RefObject<HTMLElement | null>, enabled: boolean, handlers: RefObject<SwipeHandlers>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let x0 = 0;
    let y0 = 0;
    let t0 = 0;
    let dx = 0;
    let axis: '' | 'x' | 'y' = '';
    const start = (e: TouchEvent) => {
      const p = e.touches[0];
      if (!p) return;
      x0 = p.clientX;
      y0 = p.clientY;
      t0 = Date.now();
      dx = 0;
      axis = '';
      handlers.current.touch(true);
    };
    const move = (e: TouchEvent) => {
      const p = e.touches[0];
      if (!p || axis === 'y') return;
      dx = p.clientX - x0;
      const dy = p.clientY - y0;
      if (!axis) {
        if (Math.abs(dx) < LOCK && Math.abs(dy) < LOCK) return;
        axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
        if (axis === 'y') return;
      }
      if (e.cancelable) e.preventDefault();
      handlers.current.move(dx);
    };
    const end = (e: TouchEvent) => {
      // A cancelled touch springs back; only a release can change the slide.
      handlers.current.end(axis === 'x' && e.type === 'touchend' ? dx : 0, Date.now() - t0);
      axis = '';
      handlers.current.touch(false);
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, [ref, enabled, handlers]);
}
