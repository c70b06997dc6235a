import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemberCard, tierOf } from '../../src/ui/member-card/MemberCard';

describe('tierOf (spec §4)', () => {
  it('maps 3 to svip, 2 to vip and anything else to default', () => {
    expect(tierOf(3)).toBe('svip');
    expect(tierOf(2)).toBe('vip');
    expect(tierOf('3')).toBe('svip');
    expect(tierOf(1)).toBe('default');
    expect(tierOf(0)).toBe('default');
    expect(tierOf(4)).toBe('default');
    expect(tierOf(null)).toBe('default');
    expect(tierOf(undefined)).toBe('default');
  });
});

const base = { name: 'Li Lei', cardNo: '1234567890123456', validTime: '2027-03-01 12:00:00', level: 3 };

describe('MemberCard', () => {
  it('shows name, tier label, grouped card number and valid-until date', () => {
    render(<MemberCard {...base} />);
    expect(screen.getByText('Li Lei')).toBeTruthy();
    expect(screen.getByText('SVIP member')).toBeTruthy();
    expect(screen.getByText('1234 5678 9012 3456')).toBeTruthy();
    expect(screen.getByText('valid until 2027-03-01')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'SVIP member Li Lei' }).getAttribute('data-tier')).toBe('svip');
  });

  it('styles by tier: 2 → VIP member, other levels → ordinary member', () => {
    const { rerender, container } = render(<MemberCard {...base} level={2} />);
    expect(screen.getByText('VIP member')).toBeTruthy();
    expect(container.querySelector('[data-tier]')!.getAttribute('data-tier')).toBe('vip');
    rerender(<MemberCard {...base} level={1} />);
    expect(screen.getByText('ordinary member')).toBeTruthy();
    expect(container.querySelector('[data-tier]')!.getAttribute('data-tier')).toBe('default');
  });

  it('accepts a ms timestamp for the valid time', () => {
    render(<MemberCard {...base} validTime={new Date(2026, 11, 31, 15).getTime()} />);
    expect(screen.getByText('valid until 2026-12-31')).toBeTruthy();
  });

  it('shows the default avatar when there is none, and when the image fails to load', () => {
    const { container, rerender } = render(<MemberCard {...base} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-default-avatar]')).toBeTruthy();

    rerender(<MemberCard {...base} avatar="https://example.com/a.png" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.com/a.png');
    expect(img.getAttribute('alt')).toBe('');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-default-avatar]')).toBeTruthy();

    rerender(<MemberCard {...base} avatar="https://example.com/b.png" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://example.com/b.png');
  });

  it("shows 'N eggs available to redeem' and a 'ship eggs' button that calls onShipEggs", () => {
    const onShipEggs = vi.fn();
    render(<MemberCard {...base} eggs={12} onShipEggs={onShipEggs} />);
    expect(screen.getByText('12 eggs available to redeem')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ship eggs' }));
    expect(onShipEggs).toHaveBeenCalledTimes(1);
  });

  it('hides the ship action without onShipEggs, and the toolbar without eggs', () => {
    const { rerender } = render(<MemberCard {...base} eggs={0} />);
    expect(screen.getByText('0 eggs available to redeem')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<MemberCard {...base} compact />);
    expect(screen.queryByText(/eggs available/)).toBeNull();
    expect(screen.getByText('1234 5678 9012 3456')).toBeTruthy();
  });

  it('leaves out the valid-until line when the date is invalid, never a throw', () => {
    render(<MemberCard {...base} validTime="not a date" />);
    expect(screen.queryByText(/valid until/)).toBeNull();
  });
});
