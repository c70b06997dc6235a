/**
 * What the tests of the two exchange screens (/swap/card and /swap/voucher) share: the demo records
 * they start from, how a member fills the form, and the cases both screens must pass.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetPlatformForTests } from '../../src/platform/wechat';
import { $exchangeDraft } from '../../src/stores/exchange';
import { address, day, fail, removePayBridge, wait, type Routes } from './fixtures';

/** The earliest ship day the backend answers. */
export const MIN = day(2026, 12, 1);
export const home = address(1, { name: 'Li Lei', address: '1 Egg Road', isDefault: 1 });
export const office = address(2, { name: 'Han Meimei', address: '2 Hen Lane' });

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Preact renders a store change on its next tick, as a browser does before the next tap. */
export const settle = () => act(() => wait(0));
/** What a phone does: the value changes, then input and change fire (each runtime listens to one). */
export async function change(label: string, value: string) {
  const control = (await screen.findByLabelText(label)) as HTMLInputElement;
  act(() => {
    // The prototype's setter: React's value tracker would otherwise swallow the change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}
export const submitButton = () => screen.getByRole('button', { name: /^(Pay and submit|Submit)$/ });
/** The screen has loaded: the default address is on it. */
export const ready = () => screen.findByText('Li Lei');
export const fee = () => screen.getByTestId('fee').textContent;

/** A fresh platform before each case; no pay bridge, stubbed global or draft left after it. */
export function cleanExchangeEachTime() {
  beforeEach(() => resetPlatformForTests());
  afterEach(() => {
    vi.unstubAllGlobals();
    removePayBridge();
    $exchangeDraft.set(null);
  });
}

/**
 * The cases both exchange screens pass: a skeleton, then a failed load's error and retry; 'submit'
 * when the fee is 0. `backend` stubs the screen's usual answers with `over`; `open` renders it.
 */
export function itLoadsAndPricesLikeAnExchange(backend: (over?: Routes) => unknown, open: () => unknown) {
  it('shows a skeleton while loading; a failed load shows the error and a retry', async () => {
    let calls = 0;
    backend({ 'GET /api/order/shipTime': () => (++calls === 1 ? fail('ship time unavailable') : MIN) });
    open();
    expect(screen.getByLabelText('Loading...').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
  });

  it("reads 'submit' when the fee is 0", async () => {
    backend({ 'POST /api/order/calculateCosts': () => 0 });
    open();
    await ready();
    await waitFor(() => expect(fee()).toBe('¥0.00'));
    expect(submitButton().textContent).toBe('Submit');
  });
}
