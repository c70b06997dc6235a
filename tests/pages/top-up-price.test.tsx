/** Issue 15 §1 on /combo: each combo shows its price where the answer carries it (an optional field). */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TopUp from '../../src/pages/top-up/TopUp';
import { card, mockApi, renderScreen } from './fixtures';

const cards = { list: [card(1, { default: true })], total: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('/combo prices', () => {
  it('shows the price of each combo in yuan, 2 decimals, inside its tile', async () => {
    mockApi({
      'GET /api/card/list': () => cards,
      'GET /api/combo/list': () => [
        { id: 11, name: 'Small basket', description: '30 eggs', price: 39 },
        { id: 12, name: 'Family basket', description: '100 eggs', price: 119.5 },
      ],
    });
    renderScreen('/combo', TopUp);
    const tiles = within(await screen.findByRole('list', { name: 'Top-up' })).getAllByRole('listitem');
    expect(within(tiles[0]).getByText('¥39.00')).toBeTruthy();
    expect(within(tiles[1]).getByText('¥119.50')).toBeTruthy();
  });

  it('without prices the tiles show name, description and the top-up button as before', async () => {
    mockApi({
      'GET /api/card/list': () => cards,
      'GET /api/combo/list': () => [{ id: 11, name: 'Small basket', description: '30 eggs' }],
    });
    renderScreen('/combo', TopUp);
    const tile = within(await screen.findByRole('list', { name: 'Top-up' })).getByRole('listitem');
    expect(within(tile).getByText('Small basket')).toBeTruthy();
    expect(within(tile).getByText('30 eggs')).toBeTruthy();
    expect(within(tile).queryByText(/¥/)).toBeNull();
    expect(within(tile).getByRole('button', { name: 'Top up Small basket' })).toBeTruthy();
  });
});
