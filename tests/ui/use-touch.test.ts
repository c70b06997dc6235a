import { describe, expect, it } from 'vitest';
import { createTouch } from '../../src/ui/touch/use-touch';

const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] }) as unknown as TouchEvent;
const none = { touches: [] } as unknown as TouchEvent;

describe('createTouch: the one gesture tracker of Swiper, PullToRefresh and the modal', () => {
  it('keeps the offset from the start and the step since the last event', () => {
    const touch = createTouch();
    expect(touch.start(at(100, 200))).toBe(true);
    touch.move(at(104, 190));
    expect([touch.dx, touch.dy, touch.stepX, touch.stepY]).toEqual([4, -10, 4, -10]);
    touch.move(at(110, 185));
    expect([touch.dx, touch.dy, touch.stepX, touch.stepY]).toEqual([10, -15, 6, -5]);
  });

  it('locks the axis after 10 px and keeps it for the whole gesture', () => {
    const touch = createTouch();
    touch.start(at(0, 0));
    touch.move(at(6, 3));
    expect(touch.axis).toBe('');
    touch.move(at(12, 4));
    expect(touch.axis).toBe('x');
    touch.move(at(12, 80));
    expect(touch.axis).toBe('x');
    touch.start(at(0, 0));
    expect(touch.axis).toBe('');
    touch.move(at(3, -11));
    expect(touch.axis).toBe('y');
  });

  it('with lock 0 decides on the first move that goes anywhere; a tie is vertical', () => {
    const touch = createTouch(0);
    touch.start(at(0, 0));
    touch.move(at(0, 0));
    expect(touch.axis).toBe('');
    touch.move(at(2, 2));
    expect(touch.axis).toBe('y');
  });

  it('answers false for an event without a touch point and leaves its numbers alone', () => {
    const touch = createTouch();
    expect(touch.start(none)).toBe(false);
    touch.start(at(5, 5));
    touch.move(at(5, 25));
    expect(touch.move(none)).toBe(false);
    expect(touch.dy).toBe(20);
  });
});
