import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { chinaTime } from '../../src/lib/format';
import { parseDay } from '../../src/lib/ship-date';
import { DatePicker } from '../../src/ui/date-picker/DatePicker';

/** A China day: the phone running the tests is not on China time (tests/setup.ts). */
const day = (text: string) => parseDay(text)!;
// The server's earliest ship time: mid-afternoon of 2026-11-23 in China.
const earliest = chinaTime(2026, 11, 23, 15, 30);

function Harness({ spy, max }: { spy: (ms: number) => void; max?: number }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <DatePicker
      label="Delivery date"
      value={value}
      min={earliest}
      max={max}
      placeholder="Please choose a delivery date"
      onChange={(ms) => {
        spy(ms);
        setValue(ms);
      }}
    />
  );
}

function input() {
  return screen.getByLabelText('Delivery date') as HTMLInputElement;
}

describe('DatePicker', () => {
  it('is a labelled native date input with min/max as YYYY-MM-DD and an empty placeholder state', () => {
    render(<Harness spy={() => undefined} max={day('2026-12-31')} />);
    expect(input().getAttribute('type')).toBe('date');
    expect(input().getAttribute('min')).toBe('2026-11-23');
    expect(input().getAttribute('max')).toBe('2026-12-31');
    expect(screen.getByText('Please choose a delivery date')).toBeTruthy();
  });

  it('reports the China day picked and shows it as YYYY-MM-DD', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.input(input(), { target: { value: '2026-11-30' } });
    expect(spy).toHaveBeenCalledWith(day('2026-11-30'));
    expect(screen.getByText('2026-11-30')).toBeTruthy();
  });

  it('clamps a day before min (the iOS wheel ignores min) to the first allowed day', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.input(input(), { target: { value: '2026-11-01' } });
    expect(spy).toHaveBeenCalledWith(day('2026-11-23'));
    expect(screen.getByText('2026-11-23')).toBeTruthy();
  });

  it('a typed day past max waits for blur, then is clamped to max', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} max={day('2026-12-31')} />);
    const el = input();
    act(() => el.focus());
    fireEvent.input(el, { target: { value: '2027-03-01' } });
    expect(spy).not.toHaveBeenCalled();
    act(() => el.blur());
    expect(spy).toHaveBeenCalledWith(day('2026-12-31'));
    expect(screen.getByText('2026-12-31')).toBeTruthy();
  });

  it('ignores a cleared or malformed value and keeps the last good day', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.input(input(), { target: { value: '2026-11-30' } });
    fireEvent.input(input(), { target: { value: '' } });
    fireEvent.input(input(), { target: { value: '2026-02-30' } });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.getByText('2026-11-30')).toBeTruthy();
  });
});
