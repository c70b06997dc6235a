import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddressList from '../../src/pages/address/AddressList';
import { $addressSelect, $exchangeAddress, startChoosingAddress } from '../../src/stores';
import { address, fail, mockApi, renderScreen } from './fixtures';
import { entryState } from '../../src/platform/navigation';

const nav = vi.hoisted(() => ({ back: vi.fn() }));
vi.mock('../../src/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/platform/navigation')>()),
  back: nav.back,
}));

const two = [
  address(1, { name: 'Li Lei', phone: '13800138000', address: '1 Egg Road', isDefault: 1 }),
  address(2, { name: 'Han Meimei', phone: '13900139000', address: '2 Hen Lane' }),
];

describe('/address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    $addressSelect.set(false);
    $exchangeAddress.set(null);
  });

  it('lists name, phone, address, the default badge and an edit icon per address', async () => {
    mockApi({ 'GET /api/address/list': () => two });
    renderScreen('/address', AddressList);
    const list = await screen.findByRole('list', { name: 'Delivery addresses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Li Lei')).toBeTruthy();
    expect(within(rows[0]).getByText('13800138000')).toBeTruthy();
    expect(within(rows[0]).getByText('1 Egg Road')).toBeTruthy();
    expect(within(rows[0]).getByText('Default')).toBeTruthy();
    expect(within(rows[1]).queryByText('Default')).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: 'Edit Han Meimei' })).toBeTruthy();
  });

  it('the edit icon opens the form with the address in navigation state', async () => {
    mockApi({ 'GET /api/address/list': () => two });
    renderScreen('/address', AddressList);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Han Meimei' }));
    expect(location.hash).toBe('#/address/edit');
    expect(entryState()).toEqual({ item: two[1] });
  });

  it('with the address-select flag, tapping an address stores it as swap-address and goes back', async () => {
    startChoosingAddress();
    mockApi({ 'GET /api/address/list': () => two });
    renderScreen('/address', AddressList);
    fireEvent.click(await screen.findByText('2 Hen Lane'));
    expect($exchangeAddress.get()).toEqual(two[1]);
    expect(JSON.parse(localStorage.getItem('swap-address') ?? 'null')).toEqual(two[1]);
    expect($addressSelect.get()).toBe(false);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it('choose mode is visible: a hint and the address in use checked (the default until one is chosen)', async () => {
    startChoosingAddress();
    mockApi({ 'GET /api/address/list': () => two });
    renderScreen('/address', AddressList);
    const list = await screen.findByRole('list', { name: 'Delivery addresses' });
    expect(screen.getByText('Choose an address for this exchange')).toBeTruthy();
    const current = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => !!row.querySelector('[aria-current="true"]'));
    expect(current()).toEqual([true, false]);
    act(() => $exchangeAddress.set(two[1]));
    expect(current()).toEqual([false, true]);
  });

  it('outside choose mode there is no hint and no check', async () => {
    $exchangeAddress.set(two[1]);
    mockApi({ 'GET /api/address/list': () => two });
    renderScreen('/address', AddressList);
    await screen.findByRole('list', { name: 'Delivery addresses' });
    expect(screen.queryByText('Choose an address for this exchange')).toBeNull();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('without the flag, tapping an address edits it and chooses nothing', async () => {
    mockApi({ 'GET /api/address/list': () => two });
    renderScreen('/address', AddressList);
    fireEvent.click(await screen.findByText('1 Egg Road'));
    expect($exchangeAddress.get()).toBeNull();
    expect(nav.back).not.toHaveBeenCalled();
    expect(location.hash).toBe('#/address/edit');
  });

  it("shows 'no addresses' and the add-address button at the bottom", async () => {
    mockApi({ 'GET /api/address/list': () => [] });
    renderScreen('/address', AddressList);
    expect(await screen.findByText('No addresses')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(location.hash).toBe('#/address/edit');
    expect(entryState()).toBeNull();
  });

  it('a failed load shows the error and a retry that loads again', async () => {
    let calls = 0;
    mockApi({ 'GET /api/address/list': () => (++calls === 1 ? fail('address service down') : two) });
    renderScreen('/address', AddressList);
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Li Lei')).toBeTruthy());
  });
});
