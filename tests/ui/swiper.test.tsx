import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Swiper, type SwiperRef } from '../../src/ui/swiper/Swiper';
import { PictureSwiper } from '../../src/ui/swiper/PictureSwiper';

const items = ['one', 'two', 'three'];
const current = () => screen.getAllByRole('group').find((g) => g.getAttribute('aria-current') === 'true')!;
const region = () => screen.getByRole('region', { name: 'offers' });
const at = (x: number, y = 100) => ({ touches: [{ clientX: x, clientY: y }], changedTouches: [{ clientX: x, clientY: y }] });

/** A finger from (x0, y) to (x1, y1) over a few moves; returns whether the moves were prevented. */
function swipe(el: Element, x0: number, x1: number, y0 = 100, y1 = y0) {
  fireEvent.touchStart(el, at(x0, y0));
  const prevented: boolean[] = [];
  for (let k = 1; k <= 3; k++) {
    prevented.push(!fireEvent.touchMove(el, at(x0 + ((x1 - x0) * k) / 3, y0 + ((y1 - y0) * k) / 3)));
  }
  fireEvent.touchEnd(el, { touches: [], changedTouches: [{ clientX: x1, clientY: y1 }] });
  return prevented;
}

describe('Swiper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel region with slides labelled "n of m" and hidden dots', () => {
    const { container } = render(<Swiper items={items} label="offers" />);
    expect(region().getAttribute('aria-roledescription')).toBe('Carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]!.getAttribute('aria-roledescription')).toBe('Slide');
    expect(current().textContent).toBe('one');
    const dots = container.querySelector('[aria-hidden="true"]')!;
    expect(dots.children).toHaveLength(3);
  });

  it('autoplays every 3000 ms and loops back to the first slide', () => {
    render(<Swiper items={items} label="offers" />);
    act(() => vi.advanceTimersByTime(2999));
    expect(current().textContent).toBe('one');
    act(() => vi.advanceTimersByTime(1));
    expect(current().textContent).toBe('two');
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(current().textContent).toBe('one');
  });

  it('pauses autoplay while touched', () => {
    render(<Swiper items={items} label="offers" />);
    fireEvent.touchStart(region(), at(100));
    act(() => vi.advanceTimersByTime(9000));
    expect(current().textContent).toBe('one');
    fireEvent.touchEnd(region(), { touches: [] });
    act(() => vi.advanceTimersByTime(3000));
    expect(current().textContent).toBe('two');
  });

  it('holds autoplay while focus is inside the carousel', () => {
    render(<Swiper items={['a', 'b']} label="offers" renderItem={(x) => <button type="button">{x}</button>} />);
    const a = screen.getByRole('button', { name: 'a' });
    fireEvent.focusIn(a);
    act(() => vi.advanceTimersByTime(9000));
    expect(current().textContent).toBe('a');
    fireEvent.focusOut(a, { relatedTarget: null });
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(50));
    expect(current().textContent).toBe('b');
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    render(<Swiper items={items} label="offers" />);
    act(() => vi.advanceTimersByTime(10000));
    expect(current().textContent).toBe('one');
    expect(region().querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
  });

  it('swipes left to the next slide and right back, past a 40 px threshold', () => {
    render(<Swiper items={items} label="offers" autoplay={false} />);
    const prevented = swipe(region(), 300, 200);
    expect(prevented).toContain(true); // a horizontal drag keeps the page still
    expect(current().textContent).toBe('two');
    act(() => vi.advanceTimersByTime(10));
    vi.setSystemTime(Date.now() + 1000);
    swipe(region(), 100, 220);
    expect(current().textContent).toBe('one');
  });

  it('stays put when a drag is cancelled', () => {
    render(<Swiper items={items} label="offers" autoplay={false} />);
    fireEvent.touchStart(region(), at(300));
    fireEvent.touchMove(region(), at(250));
    fireEvent.touchMove(region(), at(150));
    fireEvent.touchCancel(region(), { touches: [] });
    expect(current().textContent).toBe('one');
  });

  it('stays on a slow short drag', () => {
    render(<Swiper items={items} label="offers" autoplay={false} />);
    fireEvent.touchStart(region(), at(300));
    fireEvent.touchMove(region(), at(285));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.touchMove(region(), at(275));
    fireEvent.touchEnd(region(), { touches: [] });
    expect(current().textContent).toBe('one');
  });

  it('leaves a vertical gesture to the page (direction lock)', () => {
    render(<Swiper items={items} label="offers" autoplay={false} />);
    const prevented = swipe(region(), 200, 150, 100, 400);
    expect(prevented).toEqual([false, false, false]);
    expect(current().textContent).toBe('one');
  });

  it('goes prev/next through a ref, looping at both ends', () => {
    const ref = createRef<SwiperRef>();
    const onChange = vi.fn();
    render(<Swiper ref={ref} items={items} label="offers" autoplay={false} onChange={onChange} />);
    act(() => ref.current!.prev());
    expect(current().textContent).toBe('three');
    act(() => ref.current!.next());
    expect(current().textContent).toBe('one');
    act(() => ref.current!.next());
    expect(current().textContent).toBe('two');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([2, 0, 1]);
  });

  it('loops two slides in both directions (the incoming slide is moved to the right side first)', () => {
    const ref = createRef<SwiperRef>();
    render(<Swiper ref={ref} items={['a', 'b']} label="offers" autoplay={false} />);
    for (const expected of ['b', 'a', 'b']) {
      act(() => ref.current!.next());
      act(() => vi.advanceTimersByTime(50));
      expect(current().textContent).toBe(expected);
    }
    act(() => ref.current!.prev());
    act(() => vi.advanceTimersByTime(50));
    expect(current().textContent).toBe('a');
  });

  it('puts the other of two looped slides on the side the finger drags from', () => {
    render(<Swiper items={['a', 'b']} label="offers" autoplay={false} />);
    const b = () => screen.getByRole('group', { name: '2 of 2' }).style.transform;
    fireEvent.touchStart(region(), at(100));
    fireEvent.touchMove(region(), at(130));
    fireEvent.touchMove(region(), at(140));
    expect(b()).toBe('translate3d(-100%,0,0)');
    fireEvent.touchMove(region(), at(60));
    fireEvent.touchMove(region(), at(50));
    expect(b()).toBe('translate3d(100%,0,0)');
    fireEvent.touchEnd(region(), { touches: [] });
    expect(current().textContent).toBe('b');
    expect(screen.getByRole('group', { name: '1 of 2' }).style.transform).toBe('translate3d(-100%,0,0)');
  });

  it('without loop stops at the ends, and autoplay stops at the last slide', () => {
    const ref = createRef<SwiperRef>();
    render(<Swiper ref={ref} items={items} label="offers" loop={false} />);
    act(() => ref.current!.prev());
    expect(current().textContent).toBe('one');
    for (let k = 0; k < 6; k++) act(() => vi.advanceTimersByTime(3000));
    expect(current().textContent).toBe('three');
    act(() => ref.current!.next());
    expect(current().textContent).toBe('three');
  });

  it('renders items through renderItem and swallows the click that ends a drag', () => {
    const onClick = vi.fn();
    render(
      <Swiper
        items={[1, 2]}
        label="offers"
        autoplay={false}
        renderItem={(n) => (
          <button type="button" onClick={onClick}>
            card {n}
          </button>
        )}
      />,
    );
    const button = screen.getByRole('button', { name: 'card 1' });
    swipe(button, 300, 200);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10));
    fireEvent.click(screen.getByRole('button', { name: 'card 2' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows one item without dots or autoplay', () => {
    const { container } = render(<Swiper items={['only']} label="offers" />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    act(() => vi.advanceTimersByTime(10000));
    expect(current().textContent).toBe('only');
  });
});

describe('PictureSwiper', () => {
  it('resolves keys under /oss/ as lazy, async-decoded images in a carousel', () => {
    render(<PictureSwiper pictures={['a.jpg', 'b.jpg']} alt="free-range eggs" />);
    expect(screen.getByRole('region', { name: 'free-range eggs' })).toBeTruthy();
    const imgs = screen.getAllByRole('img', { name: 'free-range eggs' });
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/oss/a.jpg', '/oss/b.jpg']);
    expect(imgs[0]!.getAttribute('loading')).toBe('lazy');
    expect(imgs[0]!.getAttribute('decoding')).toBe('async');
  });

  it('renders a single picture without a carousel, in a fixed-ratio box', () => {
    const { container } = render(<PictureSwiper pictures={['a.jpg']} alt="eggs" ratio={4 / 3} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('img', { name: 'eggs' }).getAttribute('src')).toBe('/oss/a.jpg');
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--ratio')).toBe(String(4 / 3));
  });

  it('renders a neutral placeholder for no pictures', () => {
    const { container } = render(<PictureSwiper pictures={[]} alt="eggs" />);
    expect(screen.getByRole('img', { name: 'eggs' }).hasAttribute('data-placeholder')).toBe(true);
    expect(container.querySelector('img')).toBeNull();
  });
});
