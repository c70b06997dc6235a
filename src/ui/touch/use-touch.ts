import { useEffect, type RefObject } from 'react';

/** Distance (px) a finger travels before a gesture is locked to one axis (as vant's use-touch). */
export const AXIS_LOCK = 10;

export type Axis = '' | 'x' | 'y';

/** One finger's gesture, updated by `start`/`move`; read it in your handlers. */
export interface Touch {
  /** Offset from where the finger went down. */
  dx: number;
  dy: number;
  /** Movement since the previous touch event of this gesture. */
  stepX: number;
  stepY: number;
  /** '' until the finger has moved `lock` px; then the axis it mostly moved along, for the rest of the gesture. */
  axis: Axis;
  /** Date.now() when the finger went down. */
  t0: number;
  start(e: TouchEvent): boolean;
  move(e: TouchEvent): boolean;
}

/**
 * The gesture arithmetic every touch component needs, without listeners: `start`/`move` take the
 * event and answer false when it carries no touch point. `lock` 0 decides the axis on the first move.
 */
export function createTouch(lock = AXIS_LOCK): Touch {
  let x0 = 0;
  let y0 = 0;
  let x = 0;
  let y = 0;
  const touch: Touch = {
    dx: 0,
    dy: 0,
    stepX: 0,
    stepY: 0,
    axis: '',
    t0: 0,
    start(e) {
      const p = e.touches[0];
      if (!p) return false;
      x0 = x = p.clientX;
      y0 = y = p.clientY;
      touch.dx = touch.dy = touch.stepX = touch.stepY = 0;
      touch.axis = '';
      touch.t0 = Date.now();
      return true;
    },
    move(e) {
      const p = e.touches[0];
      if (!p) return false;
      touch.stepX = p.clientX - x;
      touch.stepY = p.clientY - y;
      x = p.clientX;
      y = p.clientY;
      touch.dx = x - x0;
      touch.dy = y - y0;
      const ax = Math.abs(touch.dx);
      const ay = Math.abs(touch.dy);
      if (!touch.axis && (ax || ay) && (ax >= lock || ay >= lock)) touch.axis = ax > ay ? 'x' : 'y';
      return true;
    },
  };
  return touch;
}

export interface TouchHandlers {
  start?(e: TouchEvent, touch: Touch): void;
  /** Each touchmove with a touch point, after `touch` is updated. */
  move?(e: TouchEvent, touch: Touch): void;
  /** touchend and touchcancel (a call, a system gesture): tell them apart by `e.type`. */
  end?(e: TouchEvent, touch: Touch): void;
}

/**
 * Native touch listeners on `ref` while `enabled`: touchstart passive, touchmove non-passive (so a
 * handler may claim the gesture with preventDefault). Handlers are read through a ref at event
 * time, so the listeners are added once and a render never re-binds them.
 */
export function useTouch(ref: RefObject<HTMLElement | null>, handlers: RefObject<TouchHandlers>, enabled = true, lock = AXIS_LOCK): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const touch = createTouch(lock);
    const start = (e: TouchEvent) => {
      if (touch.start(e)) handlers.current.start?.(e, touch);
    };
    const move = (e: TouchEvent) => {
      if (touch.move(e)) handlers.current.move?.(e, touch);
    };
    const end = (e: TouchEvent) => handlers.current.end?.(e, touch);
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
  }, [ref, handlers, enabled, lock]);
}
