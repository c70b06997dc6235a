import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Grid, GridItem } from '../../src/ui/grid/Grid';

describe('Grid', () => {
  it('lays out 4 columns with gap 8 by default (spec §9)', () => {
    render(
      <Grid aria-label="shortcuts">
        <GridItem icon="★" label="Member cards" />
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'shortcuts' });
    expect(list.style.getPropertyValue('--grid-columns')).toBe('4');
    expect(list.style.getPropertyValue('--grid-gap')).toBe('8px');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders a tappable item as a button named by its label and count; the icon is hidden', () => {
    const onClick = vi.fn();
    render(
      <Grid>
        <GridItem icon={<svg data-testid="icon" />} label="Member cards" count={3} onClick={onClick} />
      </Grid>,
    );
    const button = screen.getByRole('button', { name: 'Member cards 3' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('icon').parentElement!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a count as a count, text after its label, never as an alert badge (issue 30.3)', () => {
    render(
      <Grid>
        <GridItem icon="○" label="Gift vouchers" count={12} />
      </Grid>,
    );
    const count = screen.getByText('12').parentElement!;
    expect(count.previousElementSibling?.textContent).toBe('Gift vouchers');
    expect(count.className).toMatch(/count/);
    expect(count.className).not.toMatch(/badge/);
  });

  it('renders an item with href as a link and leaves out an empty count', () => {
    render(
      <Grid columns={3} gap={12}>
        <GridItem icon="○" label="Gift vouchers" href="#/voucher" count={null} />
      </Grid>,
    );
    const link = screen.getByRole('link', { name: 'Gift vouchers' });
    expect(link.getAttribute('href')).toBe('#/voucher');
    expect(screen.getByRole('list').style.getPropertyValue('--grid-columns')).toBe('3');
  });
});
