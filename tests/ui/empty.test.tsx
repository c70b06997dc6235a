import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Empty } from '../../src/ui/empty/Empty';

describe('Empty', () => {
  it('shows the given text, a hidden picture and an optional action', () => {
    const { container } = render(<Empty text="no orders" action={<button type="button">scan to bind</button>} />);
    expect(screen.getByText('no orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'scan to bind' })).toBeTruthy();
    expect(container.querySelector('svg')!.parentElement!.getAttribute('aria-hidden')).toBe('true');
  });

  it("falls back to 'nothing here yet'", () => {
    render(<Empty />);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });
});
