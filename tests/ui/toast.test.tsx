import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastHost } from '../../src/ui/toast/Toast';
import { $toast, TOAST_DURATION, toast } from '../../src/ui/toast/toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('is callable without React and shows in the host for the default 2000 ms (spec §9)', () => {
    render(<ToastHost />);
    expect(TOAST_DURATION).toBe(2000);
    act(() => void toast.success('Set successfully'));
    expect(screen.getByRole('status').textContent).toContain('Set successfully');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status').textContent).toContain('Set successfully');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps both live regions mounted; a failure is announced assertively, others politely', () => {
    render(<ToastHost />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    act(() => void toast.fail('Please enter phone number'));
    expect(assertive.textContent).toContain('Please enter phone number');
    expect(polite.textContent).toBe('');
    act(() => void toast.info('Saved successfully'));
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite.textContent).toContain('Saved successfully');
    expect(assertive.textContent).toBe('');
  });

  it('one at a time: a new toast replaces the old and gets its own full duration', () => {
    render(<ToastHost />);
    act(() => void toast.info('first'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => void toast.info('second', 3000));
    expect(screen.queryByText('first')).toBeNull();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('second')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('second')).toBeNull();
  });

  it('loading stays until cleared; clear(id) leaves a newer toast alone', () => {
    render(<ToastHost />);
    let id = 0;
    act(() => {
      id = toast.loading('Loading...');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Loading...')).toBeTruthy();
    act(() => toast.clear(id));
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => {
      id = toast.loading('Loading...');
    });
    act(() => void toast.success('Submit successful'));
    act(() => toast.clear(id));
    expect(screen.getByText('Submit successful')).toBeTruthy();
    act(() => toast.clear());
    expect($toast.get()).toBeNull();
  });
});

describe('toast contrast (issue 30.3: it stands out from the page in both schemes)', () => {
  const css = readFileSync(resolve(__dirname, '../../styles/tokens.css'), 'utf8');
  const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
  const schemes = { light: css.slice(0, darkStart), dark: css.slice(darkStart) };
  /** '#rrggbb' or 'rgba(r, g, b, a)' laid over the opaque `under`, as [r, g, b] in 0..255. */
  const rgb = (value: string, under?: number[]): number[] => {
    if (value.startsWith('#')) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
    const [r, g, b, a = 1] = value.match(/[\d.]+/g)!.map(Number);
    return [r!, g!, b!].map((c, i) => c * a + (under ? under[i]! : 0) * (1 - a));
  };
  const luminance = ([r, g, b]: number[]) => {
    const [lr, lg, lb] = [r!, g!, b!].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const token = (text: string, name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(text)![1]!.trim();

  for (const [scheme, text] of Object.entries(schemes)) {
    const page = rgb(token(text, 'color-bg'));
    const toastBg = rgb(token(text, 'color-toast-bg'), page);
    it(`${scheme}: its text is ≥ 4.5:1 on it, and it is ≥ 3:1 against the page it sits on`, () => {
      expect(contrast(rgb(token(text, 'color-toast-text')), toastBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(toastBg, page)).toBeGreaterThanOrEqual(3);
    });
  }
});
