import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ExchangeVoucher from '../../src/pages/exchange/ExchangeVoucher';
import { $addressSelect, $exchangeAddress, chooseAddress } from '../../src/stores/exchange';
import { change, cleanExchangeEachTime, fee, field, home, itLoadsAndPricesLikeAnExchange, MIN, office, ready, submitButton } from './exchange-form';
import { day, fail, mockApi, order, payParams, renderScreen, stubPayBridge, voucher, type Routes } from './fixtures';

const gift = voucher(31, { name: 'Egg gift voucher', spec: '2 boxes', pictures: ['vouchers/gift.jpg'] });

function backend(over: Routes = {}) {
  return mockApi({
    'GET /api/order/shipTime': () => MIN,
    'GET /api/address/list': () => [office, home],
    'POST /api/order/calculateCosts': () => 6,
    'POST /api/order/createVoucher': () => ({ orderId: 51, pay: false }),
    'POST /api/pay/order': () => payParams,
    ...over,
  });
}

const open = () => renderScreen('/swap/voucher', ExchangeVoucher, { voucher: gift });

describe('/swap/voucher', () => {
  cleanExchangeEachTime();
  itLoadsAndPricesLikeAnExchange(backend, open);

  it('without a voucher in navigation state says so and offers the way back', () => {
    renderScreen('/swap/voucher', ExchangeVoucher);
    expect(screen.getByText('No voucher was chosen, please go back and choose one')).toBeTruthy();
  });

  it('shows the default address, the voucher (pictures, name, spec), remark and the delivery date from shipTime', async () => {
    backend();
    open();
    await ready();
    expect(screen.getByText('1 Egg Road')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Egg gift voucher' })).toBeTruthy();
    expect(screen.getByText('2 boxes')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Egg gift voucher' }).getAttribute('src')).toBe('/oss/vouchers/gift.jpg');
    expect(field('Remark')).toBeTruthy();
    expect(field('Delivery date').value).toBe('2026-12-01');
    expect(field('Delivery date').min).toBe('2026-12-01');
    expect(screen.queryByLabelText('Periodic delivery')).toBeNull();
  });

  it("prices it with orderType 1 and the voucher's id; fee with 2 decimals; 'pay and submit' above 0", async () => {
    const api = backend();
    open();
    await ready();
    await waitFor(() => expect(fee()).toBe('¥6.00'));
    expect(api.to('/api/order/calculateCosts')[0].body).toEqual({ addressId: 1, productId: 31, orderType: 1, payId: 31, productNumber: 1 });
    expect(submitButton().textContent).toBe('Pay and submit');
  });

  it("creates the voucher order with the exact body, pays when told, 'submit successful' and paid, then /order", async () => {
    const invoke = stubPayBridge('ok');
    const api = backend({
      'POST /api/order/createVoucher': () => ({ orderId: 51, pay: true }),
      'GET /api/order/list': () => ({ list: [order(51, { state: 1 })], total: 1 }),
    });
    $exchangeAddress.set(office);
    renderScreen('/swap/voucher', ExchangeVoucher, { voucher: gift });
    expect(await screen.findByText('Han Meimei')).toBeTruthy();
    await change('Remark', 'call first');
    await change('Delivery date', '2026-12-08');
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(await screen.findByText('Submit successful. Transaction payment succeeded', undefined, { timeout: 3000 })).toBeTruthy();
    expect(api.to('/api/order/createVoucher')).toHaveLength(1);
    expect(api.to('/api/order/createVoucher')[0].body).toEqual({
      addressId: 2,
      voucherId: 31,
      remark: 'call first',
      shipDate: 20261208,
      shipTime: day(2026, 12, 8),
    });
    expect(api.to('/api/pay/order')[0].body).toEqual({ id: 51 });
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('#/order');
  });

  it('without an address says so up front, with the way to add one, and sends nothing', async () => {
    const api = backend({ 'GET /api/address/list': () => [office] });
    open();
    const notice = within(await screen.findByRole('region', { name: 'Before you submit' }));
    expect(notice.getByText('This exchange needs a delivery address: add one, or choose one you saved')).toBeTruthy();
    expect(notice.getByRole('button', { name: 'Add or choose an address' })).toBeTruthy();
    expect(notice.queryByRole('button', { name: 'Choose a card' })).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please choose a delivery address'));
    expect(api.to('/api/order/createVoucher')).toHaveLength(0);
    expect(api.to('/api/order/calculateCosts')).toHaveLength(0);
  });

  it('a failed create keeps the input; the input survives choosing an address and a reload', async () => {
    const api = backend({ 'POST /api/order/createVoucher': () => fail('this voucher has expired') });
    open();
    await ready();
    await change('Remark', 'back door');
    await change('Delivery date', '2026-12-09');
    fireEvent.click(submitButton());
    expect(await screen.findByText('this voucher has expired')).toBeTruthy();
    expect(api.to('/api/order/createVoucher')).toHaveLength(1);
    expect(field('Remark').value).toBe('back door');
    fireEvent.click(screen.getByRole('button', { name: /Change delivery address/ }));
    expect($addressSelect.get()).toBe(true);
    expect(location.hash).toBe('#/address');
    act(() => chooseAddress(office));
    cleanup();
    open();
    expect(await screen.findByText('Han Meimei')).toBeTruthy();
    expect(field('Remark').value).toBe('back door');
    expect(field('Delivery date').value).toBe('2026-12-09');
    expect(JSON.parse(localStorage.getItem('swap-draft') ?? 'null')).toMatchObject({ kind: 'voucher', id: 31, remark: 'back door' });
  });
});
