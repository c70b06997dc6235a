import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MissingItem } from '../../src/ui/missing-item/MissingItem';
import { Section } from '../../src/ui/section/Section';

describe('Section', () => {
  it('heads and names the region with its title', () => {
    render(<Section title="Deliveries">rows</Section>);
    expect(screen.getByRole('region', { name: 'Deliveries' }).textContent).toBe('Deliveriesrows');
    expect(screen.getByRole('heading', { level: 2, name: 'Deliveries' })).toBeTruthy();
  });

  it('names the region without a heading when given only a label', () => {
    render(<Section label="Delivery address">a choice</Section>);
    expect(screen.getByRole('region', { name: 'Delivery address' }).textContent).toBe('a choice');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('MissingItem', () => {
  it('says what is missing under the screen title and offers the way back', () => {
    const back = vi.fn();
    render(<MissingItem title="share card" text="No card was chosen, please go back and choose one" back={back} />);
    expect(screen.getByRole('heading', { level: 1, name: 'share card' })).toBeTruthy();
    expect(screen.getByText('No card was chosen, please go back and choose one')).toBeTruthy();
    const [navBack, pageBack] = screen.getAllByRole('button', { name: 'Back' }); // the nav bar's arrow and the page's button
    fireEvent.click(pageBack);
    fireEvent.click(navBack);
    expect(back).toHaveBeenCalledTimes(2);
  });
});
