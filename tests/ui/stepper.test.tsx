import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Stepper } from '../../src/ui/stepper/Stepper';
import { $toast } from '../../src/ui/toast/toast';

function Harness({ max, spy }: { max?: number; spy?: (n: number) => void }) {
  const [n, setN] = useState(1);
  return (
    <Stepper
      label="Quantity"
      value={n}
      max={max}
      onChange={(v) => {
        spy?.(v);
        setN(v);
      }}
    />
  );
}

describe('Stepper (spec §5: quantity)', () => {
  it('starts at 1 in a labelled group with labelled − and + buttons', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase' })).toBeTruthy();
  });

  it("going below 1 shows 'quantity cannot be less than 1' and stays at 1", () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect($toast.get()?.message).toBe('Quantity cannot be less than 1');
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1');
    expect(spy).not.toHaveBeenCalled();
  });

  it('has no upper bound unless max is given', () => {
    render(<Harness />);
    const plus = screen.getByRole('button', { name: 'Increase' });
    for (let i = 0; i < 120; i++) fireEvent.click(plus);
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('121');
    expect((plus as HTMLButtonElement).disabled).toBe(false);
  });

  it('stops at max and disables +', () => {
    render(<Harness max={2} />);
    const plus = screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement;
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    expect(plus.disabled).toBe(true);
  });

  it('a typed number commits on blur; a typed 0 toasts and goes back to 1; letters are dropped', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    act(() => input.focus());
    fireEvent.input(input, { target: { value: '7x' } });
    expect(input.value).toBe('7');
    act(() => input.blur());
    expect(spy).toHaveBeenLastCalledWith(7);
    act(() => input.focus());
    fireEvent.input(input, { target: { value: '0' } });
    act(() => input.blur());
    expect($toast.get()?.message).toBe('Quantity cannot be less than 1');
    expect(input.value).toBe('1');
    expect(spy).toHaveBeenLastCalledWith(1);
  });
});
