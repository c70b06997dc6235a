import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Switch } from '../../src/ui/switch/Switch';

function Harness({ spy }: { spy: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Set as default address"
      checked={on}
      onChange={(v) => {
        spy(v);
        setOn(v);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a labelled role=switch whose aria-checked follows taps on it and on its label', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const sw = screen.getByRole('switch', { name: 'Set as default address' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sw);
    expect(spy).toHaveBeenLastCalledWith(true);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Set as default address'));
    expect(spy).toHaveBeenLastCalledWith(false);
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('disabled does not toggle', () => {
    const onChange = vi.fn();
    render(<Switch label="x" checked={false} onChange={onChange} disabled />);
    fireEvent.click(screen.getByRole('switch', { name: 'x' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
