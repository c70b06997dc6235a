import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CountdownButton } from '../../src/ui/countdown-button/CountdownButton';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const flush = () => act(async () => undefined);
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CountdownButton (spec §4: SMS send button)', () => {
  it("shows 'N seconds to resend' for 60 s after a send, then 'send verification code' again", async () => {
    const onSend = vi.fn(async () => true);
    render(<CountdownButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send verification code' }) as HTMLButtonElement;
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('60 seconds to resend');
    expect(button.disabled).toBe(true);
    tick(1000);
    expect(button.textContent).toBe('59 seconds to resend');
    tick(58_000);
    expect(button.textContent).toBe('1 second to resend');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    tick(1000);
    expect(button.textContent).toBe('Send verification code');
    expect(button.disabled).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a send that resolves false (or fails) does not start the countdown', async () => {
    const onSend = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('network'));
    render(<CountdownButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send verification code' }) as HTMLButtonElement;
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('Send verification code');
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe('Send verification code');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a double tap while the send is pending sends once', async () => {
    let resolve!: (ok: boolean) => void;
    const onSend = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    render(<CountdownButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send verification code' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve(true));
    expect(button.textContent).toBe('60 seconds to resend');
  });

  it('clears its timer on unmount, also when unmounted while the send is pending', async () => {
    const { unmount } = render(<CountdownButton onSend={async () => true} />);
    fireEvent.click(screen.getByRole('button'));
    await flush();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    // preact may leave one-off render timeouts; an interval would still be there after they run
    tick(2000);
    expect(vi.getTimerCount()).toBe(0);

    let resolve!: (ok: boolean) => void;
    const second = render(<CountdownButton onSend={() => new Promise<boolean>((r) => (resolve = r))} />);
    fireEvent.click(screen.getByRole('button'));
    second.unmount();
    await act(async () => resolve(true));
    tick(2000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours a custom number of seconds', async () => {
    render(<CountdownButton onSend={async () => true} seconds={3} />);
    fireEvent.click(screen.getByRole('button'));
    await flush();
    expect(screen.getByRole('button').textContent).toBe('3 seconds to resend');
    tick(3000);
    expect(screen.getByRole('button').textContent).toBe('Send verification code');
  });

  it('counts the seconds a send resolves with (a refused send told to wait), and nothing for 0', async () => {
    const onSend = vi.fn().mockResolvedValueOnce(0).mockResolvedValueOnce(42);
    render(<CountdownButton onSend={onSend} />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('Send verification code');
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('42 seconds to resend');
    tick(42_000);
    expect(button.textContent).toBe('Send verification code');
  });

  it('starts from endsAt (a reopened sheet resumes), and ends when endsAt goes to 0 (another phone)', async () => {
    const end = Date.now() + 25_000;
    const { rerender } = render(<CountdownButton onSend={async () => true} endsAt={end} />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.textContent).toBe('25 seconds to resend');
    expect(button.disabled).toBe(true);
    tick(5000);
    expect(button.textContent).toBe('20 seconds to resend');
    rerender(<CountdownButton onSend={async () => true} endsAt={0} />);
    expect(button.textContent).toBe('Send verification code');
    expect(button.disabled).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    rerender(<CountdownButton onSend={async () => true} endsAt={end} />);
    expect(button.textContent).toBe('20 seconds to resend');
    tick(20_000);
    expect(button.textContent).toBe('Send verification code');
    expect(vi.getTimerCount()).toBe(0);
  });
});
