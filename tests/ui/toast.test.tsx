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
