import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Sheet } from '../../src/ui/sheet/Sheet';
import { PullToRefresh } from '../../src/ui/pull-to-refresh/PullToRefresh';
import { resetOverscrollSupport, wouldEscape } from '../../src/ui/overscroll/overscroll';

const at = (y: number, x = 100) => ({ touches: [{ clientX: x, clientY: y }], changedTouches: [{ clientX: x, clientY: y }] });

/** happy-dom lays nothing out: give `el` a scroll box of `content` px in `box` px, scrolled to `top`. */
function scrollBox(el: HTMLElement, content: number, box: number, top: number) {
  el.style.overflowY = 'auto';
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: content });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: box });
  el.scrollTop = top;
  Object.defineProperty(el, 'scrollTop', { configurable: true, writable: true, value: top });
}

/** Touch at y=300, then move by `dy`; true when the move was cancelled (the engine will not scroll). */
function drag(el: Element, dy: number, dx = 0) {
  fireEvent.touchStart(el, at(300));
  const prevented = !fireEvent.touchMove(el, at(300 + dy, 100 + dx));
  fireEvent.touchEnd(el, at(300 + dy, 100 + dx));
  return prevented;
}

afterEach(() => resetOverscrollSupport());

describe('wouldEscape', () => {
  it('is false while a scroll container on the way up can still move that way, true at its end', () => {
    const outer = document.createElement('div');
    const inner = document.createElement('p');
    outer.append(inner);
    document.body.append(outer);
    scrollBox(outer, 1000, 300, 0);
    expect(wouldEscape(inner, 20, outer)).toBe(true); // at the top, finger down
    expect(wouldEscape(inner, -20, outer)).toBe(false);
    outer.scrollTop = 700;
    expect(wouldEscape(inner, -20, outer)).toBe(true); // at the bottom, finger up
    expect(wouldEscape(inner, 20, outer)).toBe(false);
    scrollBox(outer, 300, 300, 0); // nothing to scroll: every move escapes
    expect(wouldEscape(inner, 20, outer)).toBe(true);
    expect(wouldEscape(inner, -20, outer)).toBe(true);
    outer.remove();
  });
});

describe('an open Sheet keeps drags off the page behind it (iOS ignores body overflow)', () => {
  function openSheet() {
    render(
      <>
        <p>the page behind</p>
        <Sheet open title="delivery period" onClose={() => undefined}>
          <ul aria-label="periods">
            <li>every week</li>
          </ul>
        </Sheet>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'delivery period' });
    const list = screen.getByRole('list', { name: 'periods' });
    return { dialog, list, body: list.parentElement as HTMLElement };
  }

  it('cancels a drag on the backdrop and on the panel head', () => {
    const { dialog } = openSheet();
    expect(drag(screen.getByTestId('sheet-backdrop'), -40)).toBe(true);
    expect(drag(screen.getByRole('heading', { name: 'delivery period' }), 40)).toBe(true);
    expect(dialog).toBeTruthy();
  });

  it('lets the sheet body scroll while it can, and cancels the drag at its ends', () => {
    const { body, list } = openSheet();
    scrollBox(body, 900, 400, 200);
    expect(drag(list, -40)).toBe(false);
    expect(drag(list, 40)).toBe(false);
    body.scrollTop = 0;
    expect(drag(list, 40)).toBe(true);
    body.scrollTop = 500;
    expect(drag(list, -40)).toBe(true);
  });

  it('leaves the page alone once the sheet is closed', () => {
    const view = render(<Sheet open={false} onClose={() => undefined} />);
    expect(drag(document.body, 40)).toBe(false);
    view.unmount();
  });
});

describe('PullToRefresh without overscroll-behavior (iOS < 16)', () => {
  function list() {
    const view = render(
      <PullToRefresh onRefresh={() => Promise.resolve()}>
        <ul aria-label="orders">
          <li>order 1</li>
        </ul>
      </PullToRefresh>,
    );
    const scroller = view.container.querySelector('[data-status]') as HTMLElement;
    return { scroller, row: screen.getByText('order 1') };
  }

  it('cancels a drag past the end of the list, so WeChat’s page bounce stays out of view', () => {
    resetOverscrollSupport(false);
    const { scroller, row } = list();
    scrollBox(scroller, 2000, 600, 1400);
    expect(drag(row, -50)).toBe(true);
    scroller.scrollTop = 700;
    expect(drag(row, -50)).toBe(false);
    expect(drag(row, 50)).toBe(false);
    expect(drag(row, -5, 60)).toBe(false); // mostly sideways: not ours to stop
  });

  it('leaves the end of the list to overscroll-behavior where the engine has it', () => {
    resetOverscrollSupport(true);
    const { scroller, row } = list();
    scrollBox(scroller, 2000, 600, 1400);
    expect(drag(row, -50)).toBe(false);
  });
});
