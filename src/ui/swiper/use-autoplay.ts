import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Calls `next` every `interval` ms while `running`, and holds while focus is inside `ref`
 * (keyboard and screen-reader users; WCAG 2.2.2). `step` changes on every slide, so each slide
 * gets its full interval.
 */
export function useAutoplay(ref: RefObject<HTMLElement | null>, interval: number, running: boolean, step: unknown, next: () => void): void {
  const [focused, setFocused] = useState(false);
  // Read when the timer fires, so a pause never waits for a re-render to cancel the timer.
  const focusedNow = useRef(false);
  const nextRef = useRef(next);
  nextRef.current = next;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const set = (value: boolean) => {
      focusedNow.current = value;
      setFocused(value);
    };
    const on = () => set(true);
    const off = (e: FocusEvent) => set(el.contains(e.relatedTarget as Node | null));
    el.addEventListener('focusin', on);
    el.addEventListener('focusout', off);
    return () => {
      el.removeEventListener('focusin', on);
      el.removeEventListener('focusout', off);
    };
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: step (the slide changed) restarts the timer, so each slide gets its full interval
  useEffect(() => {
    if (!interval || !running || focused) return;
    const timer = setTimeout(() => {
      if (!focusedNow.current) nextRef.current();
    }, interval);
    return () => clearTimeout(timer);
  }, [interval, running, focused, step]);
}
