/**
 * Room kept between a focused field and a bar (px): WebKit scrolls the caret's line into view, not
 * the field's box, and the box's padding and border (9 px) went under the bar.
 */
const ROOM = 12;

/**
 * The browser scrolls a focused field into view (a tap, the keyboard's next key, the keyboard
 * opening) knowing nothing of the screen's sticky bars (./Screen.tsx): a field could land under the
 * footer, half hidden while the member types. As a field takes focus (ui/field/Field.tsx), the root's
 * scroll padding becomes the heights of the bars around `field`'s `main`, and some room; a viewport
 * too short for the bars to stick keeps none (styles/base.css).
 */
export function clearOfBars(field: Element): void {
  const main = field.closest('main');
  const height = (bar: Element | null | undefined) => ((bar as HTMLElement | null)?.offsetHeight || 0) + ROOM;
  document.documentElement.style.scrollPadding = `${height(main?.previousElementSibling)}px 0 ${height(main?.nextElementSibling)}px`;
}
