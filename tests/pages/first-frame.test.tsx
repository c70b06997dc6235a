/**
 * Issue 49.2: every screen with a kept answer shows it in its first frame. A return visit renders each
 * with the network held (no answer ever comes) and looks at the screen as its first commit left it,
 * before any effect ran (a ref on a wrapper is attached in that commit, after the screen's elements are
 * in, and before layout and passive effects: on React as on preact/compat, whose useStore subscribes
 * in a passive effect): the kept data is there, no skeleton, no "Loading...". Home and "my orders" also
 * show theirs before the bundle (their shells: tests/boot/); here their app's first frame.
 */
import { cleanup } from '@testing-library/react';
import { type ComponentType, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../src/api/decode';
import { ADDRESSES } from '../../src/api/addresses';
import { CARDS } from '../../src/api/cards';
import { COMBOS } from '../../src/api/combos';
import { ORDERS } from '../../src/api/orders';
import { PLANS } from '../../src/api/plans';
import { PRODUCTS_FIRST_PAGE } from '../../src/api/products';
import { CURRENT_USER } from '../../src/api/user';
import { VOUCHERS } from '../../src/api/vouchers';
import { MEMBER_KEY } from '../../src/lib/boot-contract';
import AddressList from '../../src/pages/address/AddressList';
import Cards from '../../src/pages/card/Cards';
import Home from '../../src/pages/home/Home';
import OrderList from '../../src/pages/order/OrderList';
import PlanList from '../../src/pages/plan/PlanList';
import Products from '../../src/pages/product/Products';
import TopUp from '../../src/pages/top-up/TopUp';
import Vouchers from '../../src/pages/voucher/Vouchers';
import { clearLastKnown, keepLastKnown } from '../../src/stores/last-known';
import { address, card, eggs, mockApi, order, plan, product, renderScreen, user, voucher } from './fixtures';

const wx = vi.hoisted(() => ({ scan: vi.fn(), closeWindow: vi.fn() }));
vi.mock('../../src/platform/wechat', () => ({ scan: wx.scan, closeWindow: wx.closeWindow }));

/** Each screen with a kept answer: its route, its page, what the phone kept, and words only that answer puts on screen. */
const SCREENS: [name: string, path: string, page: ComponentType, kept: [Answer<unknown>, unknown][], shows: string[]][] = [
  ['home', '/', Home, [[CURRENT_USER, user({ nickname: 'Kept Lei' })]], ['Kept Lei']],
  ['my orders', '/order', OrderList, [[ORDERS, { list: [order(41)], total: 1 }]], ['NO-41']],
  ['order plans', '/plan', PlanList, [[PLANS, { list: [plan(42, { product: { ...eggs, name: 'Kept plan eggs' } })], total: 1 }]], ['Kept plan eggs']],
  ['Member cards', '/card', Cards, [[CARDS, { list: [card(43, { cardNo: '8866000000004343' })], total: 1 }]], ['8866 0000 0000 4343']],
  [
    'top-up',
    '/combo',
    TopUp,
    [
      [CARDS, { list: [card(44, { cardNo: '8866000000004444' })], total: 1 }],
      [COMBOS, [{ id: 45, name: 'Kept combo', description: 'kept', price: 45 }]],
    ],
    ['8866 0000 0000 4444', 'Kept combo'],
  ],
  ['vouchers', '/voucher', Vouchers, [[VOUCHERS, [voucher(46, { name: 'Kept voucher' })]]], ['Kept voucher']],
  ['products', '/product', Products, [[PRODUCTS_FIRST_PAGE, [product(47, { name: 'Kept eggs' })]]], ['Kept eggs']],
  ['addresses', '/address', AddressList, [[ADDRESSES, [address(48, { name: 'Kept Receiver' })]]], ['Kept Receiver']],
];

/** The screen at `path` rendered with every request held, and its markup as its first commit left it. */
function firstFrame(path: string, Page: ComponentType): string {
  let first: string | undefined;
  const Observed = () => (
    <div
      ref={(element) => {
        if (element && first === undefined) first = element.innerHTML;
      }}
    >
      <Page />
    </div>
  );
  renderScreen(path, Observed);
  expect(first).toBeDefined();
  return first!;
}

/** A screen that takes its kept answer in an effect: the check must see it as a skeleton. */
function LateProbe() {
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => setKept('Kept late'), []);
  return kept ? <p>{kept}</p> : <div aria-busy="true" />;
}

describe('a return visit shows the kept answer in the first frame (issue 49.2)', () => {
  beforeEach(() => {
    localStorage.setItem(MEMBER_KEY, 'member-a');
    // The network held: nothing the screens ask is ever answered.
    mockApi(new Proxy({}, { get: () => () => new Promise(() => undefined), has: () => true }));
  });
  afterEach(() => {
    cleanup();
    clearLastKnown();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it.each(SCREENS)('%s (%s)', (_, path, Page, kept, shows) => {
    for (const [answer, data] of kept) keepLastKnown(answer, data, Date.now() - 60_000);
    const html = firstFrame(path, Page);
    const frame = document.createElement('div');
    frame.innerHTML = html;
    for (const words of shows) expect(frame.textContent, words).toContain(words);
    expect(frame.querySelector('[aria-busy="true"]'), 'a skeleton or a spinner').toBeNull();
    expect(frame.textContent).not.toContain('Loading...');
  });

  it('a screen that took its kept answer in an effect would show its skeleton first: the check sees the first commit, not the state after effects', () => {
    const frame = document.createElement('div');
    frame.innerHTML = firstFrame('/probe', LateProbe);
    expect(frame.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(document.body.textContent).toContain('Kept late'); // rendered, after its effect
  });

  it.each(SCREENS)('and without a kept answer, %s (%s) shows its skeleton first (the check above can fail)', (_, path, Page, _kept, shows) => {
    const frame = document.createElement('div');
    frame.innerHTML = firstFrame(path, Page);
    for (const words of shows) expect(frame.textContent).not.toContain(words);
    expect(frame.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
