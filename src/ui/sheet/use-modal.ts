import { useLayoutEffect, useRef, type RefObject } from 'react';
import { wouldEscape } from '../overscroll/overscroll';
import { createTouch } from '../touch/use-touch';

/** Open modals, topmost last: only the topmost one answers Escape and keeps Tab inside. */
const stack: object[] = [];

const focusable = 'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * While `open` is truthy: focus moves into `panel` (to `initial` if given), Tab stays inside,
 * Escape calls onClose, the page behind does not scroll — not by `overflow: hidden` alone, which
 * iOS ignores: a drag on the backdrop, or one inside the panel that no scroll container of the
 * panel can take any further, is cancelled; on close focus returns to where it was.
 * A number for `open` re-runs this when it changes (the next queued question).
 */
export function useModal(open: boolean | number, panel: RefObject<HTMLElement | null>, onClose: () => void, initial?: RefObject<HTMLElement | null>): void {
  const close = useRef(onClose);
  close.current = onClose;

  // Layout effect: focus moves in the same frame the dialog appears (preact defers plain effects).
  useLayoutEffect(() => {
    if (!open) return;
    const token = {};
    stack.push(token);
    const before = document.activeElement as HTMLElement | null;
    const body = document.body.style;
    const overflow = body.overflow;
    body.overflow = 'hidden';
    (initial?.current ?? panel.current)?.focus();

    function onKey(event: KeyboardEvent) {
      if (stack[stack.length - 1] !== token || !panel.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (!first) {
          event.preventDefault();
        } else if (event.shiftKey ? active === first || active === panel.current : active === last || !panel.current.contains(active)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }
    }
    const touch = createTouch(0);
    const onTouchStart = (event: TouchEvent) => touch.start(event);
    function onTouchMove(event: TouchEvent) {
      if (stack[stack.length - 1] !== token || !event.cancelable || !touch.move(event)) return;
      const { stepY, stepX } = touch;
      const inside = panel.current?.contains(event.target as Node);
      if (!inside || (Math.abs(stepY) >= Math.abs(stepX) && wouldEscape(event.target, stepY, panel.current!))) event.preventDefault();
    }
    document.addEventListener('keydown', onKey);
    // Only while a modal is open: a non-passive document listener makes every scroll wait for script.
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchmove', onTouchMove);
      stack.splice(stack.indexOf(token), 1);
      body.overflow = overflow;
      if (before?.isConnected) before.focus();
    };
  }, [open, panel, initial]);
}
