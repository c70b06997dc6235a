/**
 * Keeping a vertical drag inside its own container on engines that let it escape: iOS before 16
 * has no `overscroll-behavior`, and its WebView ignores `body { overflow: hidden }`, so a drag that
 * reaches a container's end (or starts on something that cannot scroll) moves the page behind a
 * sheet, or drags WeChat's "此网页由…提供" bounce into view (docs/wechat.md). The only lever those
 * engines honour is `preventDefault()` on a non-passive `touchmove`.
 */

let supported: boolean | undefined;

/** Whether this engine has `overscroll-behavior` (asked once). */
export function overscrollSupported(): boolean {
  if (supported === undefined) {
    supported = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('overscroll-behavior', 'contain');
  }
  return supported;
}

/** Tests only: forget the answer above. */
export function resetOverscrollSupport(value?: boolean): void {
  supported = value;
}

function canScroll(el: Element, dy: number): boolean {
  if (el.scrollHeight <= el.clientHeight + 1) return false;
  const overflow = getComputedStyle(el).overflowY;
  if (overflow !== 'auto' && overflow !== 'scroll') return false;
  // The finger moving down (dy > 0) scrolls the content up, towards scrollTop 0.
  return dy > 0 ? el.scrollTop > 0 : el.scrollTop + el.clientHeight < el.scrollHeight - 1;
}

/**
 * True when a vertical finger move of `dy` px starting on `target` would not be taken by any
 * scroll container from `target` up to and including `boundary` — so the engine would hand it to
 * whatever lies outside (the page, WeChat's bounce).
 */
export function wouldEscape(target: EventTarget | null, dy: number, boundary: Element): boolean {
  if (!dy) return false;
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    if (canScroll(el, dy)) return false;
    if (el === boundary) break;
  }
  return true;
}
