import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Vouchers from '../../src/pages/voucher/Vouchers';
import { fail, mockApi, renderScreen, voucher } from './fixtures';
import { entryState } from '../../src/platform/navigation';

const two = [voucher(1, { showMoney: 59.9, pictures: ['p/v-1a.jpg', 'p/v-1b.jpg'] }), voucher(2, { name: 'Duck egg voucher', showMoney: 128, pictures: [] })];
const open = () => renderScreen('/voucher', Vouchers);
const row = (no: string) => within(document.querySelector<HTMLElement>(`[data-voucher="${no}"]`)!);

describe('/voucher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows a skeleton, then each voucher: number, name, spec, retail price in yuan with 2 decimals, valid time, pictures', async () => {
    mockApi({ 'GET /api/voucher/list': () => two });
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Gift vouchers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const one = row('V-1');
    expect(one.getByText('V-1')).toBeTruthy();
    expect(one.getByRole('heading', { name: 'Egg voucher 1' })).toBeTruthy();
    expect(one.getByText('30 pcs a box')).toBeTruthy();
    // A voucher's worth is labelled as a product's retail value is: it is not a price (issue 46.8).
    expect(one.getByText('Retail value ¥59.90')).toBeTruthy();
    expect(one.getByText('Valid until 2027-06-30')).toBeTruthy();
    expect(one.getByRole('region', { name: 'Egg voucher 1' })).toBeTruthy(); // a carousel of 2 pictures
    expect(one.getAllByRole('img', { name: 'Egg voucher 1' })[0].getAttribute('src')).toContain('/oss/p/v-1a.jpg');
    expect(row('V-2').getByText('Retail value ¥128.00')).toBeTruthy();
    expect(row('V-2').queryByText('¥128.00')).toBeNull();
    expect(row('V-2').getByRole('img', { name: 'Duck egg voucher' })).toBeTruthy(); // placeholder
  });

  it('exchange opens /swap/voucher with the voucher in navigation state', async () => {
    mockApi({ 'GET /api/voucher/list': () => two });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange Duck egg voucher' }));
    expect(location.hash).toBe('#/swap/voucher');
    expect(entryState()).toEqual({ voucher: two[1] });
  });

  it("with no vouchers: 'no vouchers'", async () => {
    mockApi({ 'GET /api/voucher/list': () => [] });
    open();
    expect(await screen.findByText('No vouchers')).toBeTruthy();
  });

  it('a failed load shows the error and a retry that loads again', async () => {
    let n = 0;
    mockApi({ 'GET /api/voucher/list': () => (++n === 1 ? fail('voucher service down') : two) });
    open();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Gift vouchers' })).toBeTruthy());
  });
});
