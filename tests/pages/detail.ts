/**
 * What the tests of the two detail screens (/order/detail and /plan/detail) share: going back and
 * paying stood in for (import this module before the screen, so the screen gets the stand-ins; asking
 * before paying again is the app's own), a
 * detail row's value, and the actions each state offers.
 */
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

export const nav = { back: vi.fn() };
vi.mock('../../src/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/platform/navigation')>()),
  back: nav.back,
}));
export const payment = { payFor: vi.fn() };
vi.mock('../../src/pages/payment/pay', async (importOriginal) => ({ ...(await importOriginal<object>()), ...payment }));

/** The value shown for `label` in the detail's rows. */
export const shownFor = (label: string) => (screen.getByText(label).closest('div') as HTMLElement).querySelector('dd')?.textContent;

/** States 0 (pending payment) and 1 (in progress) offer cancel (and pay while pending); 2 and 3 offer nothing. */
export function itOffersByState(cancel: 'Cancel order' | 'Cancel plan', open: (state: 0 | 1 | 2 | 3) => void) {
  it.each([
    [0, [cancel, 'Pay']],
    [1, [cancel]],
    [2, []],
    [3, []],
  ] as const)('state %i offers %j', (state, actions) => {
    open(state);
    expect([cancel, 'Pay'].filter((name) => screen.queryByRole('button', { name }))).toEqual(actions);
  });
}
