/**
 * Moves `el` vertically by transform: `place(px, true)` follows the finger at once; otherwise it
 * eases to `px` over the element's --duration-normal (0 with reduced motion), frame by frame from
 * script, ease-out cubic. Not a CSS transition: Chromium paints the whole of a layer whose transform
 * animates (its cull rect becomes infinite), and a long frame on release when the moved layer held
 * every loaded row (docs/performance.md, "A screen-sized pull layer").
 */
export function createMover(el: HTMLElement) {
  let offset = 0;
  let frame = 0;
  const set = (px: number) => {
    offset = px;
    el.style.transform = px ? `translate3d(0,${px}px,0)` : '';
  };
  return {
    place(px: number, dragging: boolean) {
      cancelAnimationFrame(frame);
      const css = dragging ? '' : getComputedStyle(el).getPropertyValue('--duration-normal').trim();
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
    },
    stop() {
      cancelAnimationFrame(frame);
    },
  };
}
