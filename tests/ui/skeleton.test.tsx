import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Loading, Skeleton } from '../../src/ui/skeleton/Skeleton';
import { LoadState } from '../../src/ui/load-state/LoadState';

describe('Skeleton', () => {
  it('draws 3 lines by default, hidden from screen readers', () => {
    const { container } = render(<Skeleton />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelectorAll('div[class*="line"]:not([class*="lines"])')).toHaveLength(3);
  });

  it('draws an avatar, a card and a chosen number of lines', () => {
    const { container } = render(<Skeleton avatar card lines={2} />);
    expect(container.querySelectorAll('[class*="avatar"]')).toHaveLength(1);
    expect(container.querySelectorAll('[class*="card"]')).toHaveLength(1);
    expect(container.querySelectorAll('div[class*="line"]:not([class*="lines"])')).toHaveLength(2);
  });

  it("draws a list row's square picture beside the lines", () => {
    const { container } = render(<Skeleton picture lines={3} />);
    const picture = container.querySelector('[class*="picture"]')!;
    expect(picture).not.toBeNull();
    expect(picture.nextElementSibling!.querySelectorAll('div[class*="line"]')).toHaveLength(3);
    expect(container.querySelector('[class*="avatar"]')).toBeNull();
  });

  it('sits in a busy container when LoadState shows it', () => {
    render(
      <LoadState state={{ status: 'loading' } as never} skeleton={<Skeleton card lines={0} />} onRetry={() => undefined}>
        {() => null}
      </LoadState>,
    );
    expect(screen.getByLabelText('Loading...').getAttribute('aria-busy')).toBe('true');
  });
});

describe('Loading', () => {
  it("is a status with a visually hidden 'loading...'", () => {
    render(<Loading />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelector('.visually-hidden')).toBeTruthy();
  });

  it('shows its text when given', () => {
    render(<Loading text="Refreshing..." />);
    expect(screen.getByRole('status').querySelector('.visually-hidden')).toBeNull();
    expect(screen.getByText('Refreshing...')).toBeTruthy();
  });
});
