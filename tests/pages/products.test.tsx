import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Products from '../../src/pages/product/Products';
import { $addressSelect, $cardSelect, $exchangeAddress, $exchangeCard, $exchangeDraft, editExchangeDraft } from '../../src/stores/exchange';
import { address, card, fail, mockApi, product, renderScreen } from './fixtures';
import { entryState } from '../../src/platform/navigation';

const two = [
  product(1, { name: 'Free-range eggs', spec: '30 pcs a box', showMoney: 49.9 }),
  product(2, { name: 'Duck eggs', spec: '12 pcs', showMoney: 36, pictures: ['products/duck.jpg'] }),
];

describe('/product', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    $exchangeDraft.set(null);
  });

  it('asks for page 1 with page size 10', async () => {
    const api = mockApi({ 'GET /api/product/list': () => two });
    renderScreen('/product', Products);
    await screen.findByText('Duck eggs');
    const [call] = api.to('/api/product/list');
    expect(call.query.get('current')).toBe('1');
    expect(call.query.get('pageSize')).toBe('10');
  });

  it('shows a skeleton while loading, then each product: pictures under /oss/, title, spec, retail price in yuan', async () => {
    mockApi({ 'GET /api/product/list': () => two });
    renderScreen('/product', Products);
    expect(screen.getByLabelText('Loading...').getAttribute('aria-busy')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Products' });
    const rows = within(list)
      .getAllByRole('listitem', { hidden: true })
      .filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('heading', { name: 'Free-range eggs' })).toBeTruthy();
    expect(within(rows[0]).getByText('30 pcs a box')).toBeTruthy();
    expect(within(rows[0]).getByText('Retail value ¥49.90')).toBeTruthy();
    expect(within(rows[1]).getByText('Retail value ¥36.00')).toBeTruthy();
    const srcs = within(rows[0])
      .getAllByRole('img', { hidden: true })
      .map((img) => img.getAttribute('src'));
    expect(srcs).toContain('/oss/products/egg-1-a.jpg');
    expect(srcs).toContain('/oss/products/egg-1-b.jpg');
    expect(within(rows[1]).getByRole('img', { hidden: true }).getAttribute('src')).toBe('/oss/products/duck.jpg');
  });

  it('exchange clears the previously chosen address, card and draft, then opens /swap/card with the product', async () => {
    $exchangeAddress.set(address(7));
    $exchangeCard.set(card(8));
    $addressSelect.set(true);
    $cardSelect.set(true);
    editExchangeDraft('product', 1, { quantity: 4, remark: 'old' });
    mockApi({ 'GET /api/product/list': () => two });
    renderScreen('/product', Products);
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange Duck eggs' }));
    expect($exchangeAddress.get()).toBeNull();
    expect($exchangeCard.get()).toBeNull();
    expect($addressSelect.get()).toBe(false);
    expect($cardSelect.get()).toBe(false);
    expect($exchangeDraft.get()).toBeNull();
    expect(localStorage.getItem('swap-address')).toBeNull();
    expect(localStorage.getItem('swap-card')).toBeNull();
    expect(localStorage.getItem('swap-draft')).toBeNull();
    expect(location.hash).toBe('#/swap/card');
    expect(entryState()).toEqual({ product: two[1] });
  });

  it("shows 'No products' for an empty list", async () => {
    mockApi({ 'GET /api/product/list': () => [] });
    renderScreen('/product', Products);
    expect(await screen.findByText('No products')).toBeTruthy();
  });

  it('a failed load shows the error and a retry that loads again', async () => {
    let calls = 0;
    mockApi({ 'GET /api/product/list': () => (++calls === 1 ? fail('product service down') : two) });
    renderScreen('/product', Products);
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Duck eggs')).toBeTruthy());
  });
});
