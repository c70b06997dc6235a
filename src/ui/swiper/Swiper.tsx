import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ForwardedRef, type ReactElement, type ReactNode } from 'react';
import { t } from '../../i18n';
import { useTouch, type TouchHandlers } from '../touch/use-touch';
import { useAutoplay } from './use-autoplay';
import styles from './swiper.module.css';

export interface SwiperRef {
  prev(): void;
  next(): void;
  goTo(index: number): void;
}

export interface SwiperProps<T = ReactNode> {
  items: readonly T[];
  /** Default: the item itself (a ReactNode). */
  renderItem?: (item: T, index: number) => ReactNode;
  /** ms between slides (spec §9: 3000); 0 or false: off. Off under prefers-reduced-motion and while touched. */
  autoplay?: number | false;
  loop?: boolean;
  dots?: boolean;
  /** Names the carousel. */
  label: string;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
}

/** A swipe further than this (px), or a quick flick, changes the slide. */
const THRESHOLD = 40;
const FLICK_MS = 250;

type Dir = 1 | -1;
interface Pos {
  index: number;
  /** Which side a looped layout keeps room on (matters with 2 slides). */
  bias: Dir;
}
interface State extends Pos {
  from: Pos;
}

const mod = (i: number, n: number) => ((i % n) + n) % n;

/** Slide i's place relative to the current one, in slide widths. */
function offsetOf(i: number, { index, bias }: Pos, n: number, loop: boolean): number {
  if (!loop || n < 2) return i - index;
  const lo = -(bias > 0 ? Math.floor : Math.ceil)((n - 1) / 2);
  return mod(i - index - lo, n) + lo;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function SwiperInner<T>(
  { items, renderItem, autoplay = 3000, loop = true, dots = true, label, defaultIndex = 0, onChange, className }: SwiperProps<T>,
  ref: ForwardedRef<SwiperRef>,
) {
  const n = items.length;
  const start = Math.min(Math.max(defaultIndex, 0), Math.max(n - 1, 0));
  const [state, setState] = useState<State>(() => ({ index: start, bias: 1, from: { index: start, bias: 1 } }));
  const [touching, setTouching] = useState(false);
  const [reduced] = useState(reducedMotion);
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const swallowClick = useRef(false);
  const frame = useRef(0);

  const index = n ? Math.min(state.index, n - 1) : 0;
  // Updated eagerly: several touchmoves can arrive before the next render.
  const update = (pos: Pos) => {
    const s = stateRef.current;
    const next = { ...pos, from: { index: s.index, bias: s.bias } };
    stateRef.current = next;
    setState(next);
  };
  const rebias = (bias: Dir) => {
    if (stateRef.current.bias !== bias) update({ index: stateRef.current.index, bias });
  };

  /** One slide in `dir`. With 2 looped slides the incoming one may sit on the wrong side: move it first, animate a frame later. */
  const move = (dir: Dir) => {
    const s = stateRef.current;
    const target = s.index + dir;
    if (n < 2 || (!loop && (target < 0 || target >= n))) return;
    const go = () => update({ index: mod(target, n), bias: (n === 2 ? -dir : dir) as Dir });
    if (offsetOf(mod(target, n), s, n, loop) === dir) return go();
    rebias(dir);
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = requestAnimationFrame(go);
    });
  };
  const moveRef = useRef(move);
  moveRef.current = move;

  // biome-ignore lint/correctness/useExhaustiveDependencies: update reads the state through a ref and a setter; only the slide count changes the handle
  useImperativeHandle(
    ref,
    () => ({
      prev: () => moveRef.current(-1),
      next: () => moveRef.current(1),
      goTo: (i: number) => n && update({ index: mod(i, n), bias: 1 }),
    }),
    [n],
  );

  const setDrag = (dx: number) => {
    const track = trackRef.current;
    if (track) track.style.transform = dx ? `translate3d(${dx}px,0,0)` : '';
  };
  const dragging = (down: boolean) => {
    setTouching(down);
    if (down) rootRef.current?.setAttribute('data-dragging', '');
    else {
      rootRef.current?.removeAttribute('data-dragging');
      setDrag(0);
    }
  };
  // A horizontal drag is ours (touchmove prevented, the track follows the finger, no re-render per
  // frame); once a gesture locks vertical it stays the page's scroll.
  const handlers = useRef<TouchHandlers>({});
  handlers.current = {
    start: () => dragging(true),
    move(e, { axis, dx }) {
      if (axis !== 'x') return;
      if (e.cancelable) e.preventDefault();
      const dir: Dir = dx < 0 ? 1 : -1;
      const s = stateRef.current;
      const atEdge = !loop && (s.index + dir < 0 || s.index + dir >= n);
      if (loop) rebias(dir);
      swallowClick.current = true;
      setDrag(atEdge ? dx / 3 : dx);
    },
    end(e, { axis, dx, t0 }) {
      // A cancelled touch springs back; only a release can change the slide.
      const moved = axis === 'x' && e.type === 'touchend' ? dx : 0;
      if (Math.abs(moved) > THRESHOLD || (Math.abs(moved) > 10 && Date.now() - t0 < FLICK_MS)) moveRef.current(moved < 0 ? 1 : -1);
      setTimeout(() => (swallowClick.current = false));
      dragging(false);
    },
  };
  useTouch(rootRef, handlers, n > 1);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const interval = reduced ? 0 : autoplay || 0;
  useAutoplay(rootRef, interval, n > 1 && !touching && (loop || index < n - 1), index, () => moveRef.current(1));

  const changed = useRef(index);
  useEffect(() => {
    if (changed.current === index) return;
    changed.current = index;
    onChange?.(index);
  }, [index, onChange]);

  const here: Pos = { index, bias: state.bias };
  return (
    <section
      ref={rootRef}
      className={`${styles.swiper}${className ? ` ${className}` : ''}`}
      aria-roledescription={t('swiper.carousel')}
      aria-label={label}
      onClickCapture={(e) => {
        if (swallowClick.current) {
          e.preventDefault();
          e.stopPropagation();
        }
      }}
    >
      <div ref={trackRef} className={styles.track} aria-live={interval && n > 1 ? 'off' : 'polite'}>
        {items.map((item, i) => {
          const o = offsetOf(i, here, n, loop);
          const jump = Math.abs(o - offsetOf(i, state.from, n, loop)) > 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a labelled group (ARIA APG carousel); fieldset is for form controls
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position; items carry no identity and never reorder
              key={i}
              className={`${styles.slide}${jump ? ` ${styles.jump}` : ''}`}
              style={{ transform: `translate3d(${o * 100}%,0,0)` }}
              role="group"
              aria-roledescription={t('swiper.slide')}
              aria-label={t('swiper.nOfM', { n: i + 1, m: n })}
              aria-current={i === index ? 'true' : undefined}
            >
              {renderItem ? renderItem(item, i) : (item as ReactNode)}
            </div>
          );
        })}
      </div>
      {dots && n > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {items.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot a position
            <span key={i} className={`${styles.dot}${i === index ? ` ${styles.active}` : ''}`} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * A carousel of pictures or cards: touch swipe with a direction lock (vertical scrolling still
 * works), loop, dots, autoplay, and prev()/next()/goTo() through a ref.
 */
export const Swiper = forwardRef(SwiperInner) as <T = ReactNode>(props: SwiperProps<T> & { ref?: ForwardedRef<SwiperRef> }) => ReactElement | null;
