import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { List, ListItem } from '../../src/ui/list/List';

describe('List / ListItem', () => {
  it('names the list by its header and renders rows as list items', () => {
    render(
      <List header="settings">
        <ListItem title="My orders" />
        <ListItem title="Order plans" />
      </List>,
    );
    expect(screen.getByRole('list', { name: 'settings' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('makes a row with onClick a button with a hidden right arrow', () => {
    const onClick = vi.fn();
    const { container } = render(
      <List>
        <ListItem title="My orders" description="all of them" extra="3" onClick={onClick} />
      </List>,
    );
    const button = screen.getByRole('button', { name: /My orders/ });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('all of them')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    const hidden = container.querySelectorAll('[aria-hidden="true"]');
    expect(hidden).toHaveLength(1); // the arrow
  });

  it('makes a row with href a link; a plain row has no arrow unless asked', () => {
    const { container } = render(
      <List>
        <ListItem title="Delivery addresses" href="#/address" />
        <ListItem title="Phone" extra="138" />
        <ListItem title="version" arrow />
      </List>,
    );
    expect(screen.getByRole('link', { name: 'Delivery addresses' }).getAttribute('href')).toBe('#/address');
    expect(screen.queryAllByRole('button').length).toBe(0);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('can turn the arrow off on a tappable row', () => {
    const { container } = render(
      <List>
        <ListItem title="Log out" onClick={() => undefined} arrow={false} />
      </List>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
