import { lazy, type ComponentType } from 'react';
import { loadScreenStrings } from '../i18n';
import Home from '../pages/home/Home';

/**
 * The one route table (spec §2). Anything else falls through to the 404 page in App.tsx.
 *
 * Home is the first screen: it is in the entry chunk anyway (see vite.config.ts), so it renders
 * without a Suspense round. Every other screen is loaded on demand, in its flow's chunk, together
 * with the other screens' strings.
 */
export interface Screen {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  component: ComponentType;
}

const screen = (path: string, loadPage: () => Promise<{ default: ComponentType }>): Screen => {
  const load = () => Promise.all([loadPage(), loadScreenStrings()]).then(([page]) => page);
  return { path, load, component: lazy(load) };
};

export const screens: Screen[] = [
  { path: '/', load: async () => ({ default: Home }), component: Home },
  screen('/card', () => import('../pages/card/Cards')),
  screen('/bind', () => import('../pages/bind/Bind')),
  screen('/combo', () => import('../pages/combo/Combo')),
  screen('/share', () => import('../pages/share/Share')),
  screen('/voucher', () => import('../pages/voucher/Vouchers')),
  screen('/order', () => import('../pages/order/OrderList')),
  screen('/order/detail', () => import('../pages/order/OrderDetail')),
  screen('/plan', () => import('../pages/plan/PlanList')),
  screen('/plan/detail', () => import('../pages/plan/PlanDetail')),
  screen('/address', () => import('../pages/address/AddressList')),
  screen('/address/edit', () => import('../pages/address/AddressEdit')),
  screen('/map', () => import('../pages/map/MapPicker')),
  screen('/product', () => import('../pages/product/Products')),
  screen('/swap/card', () => import('../pages/swap/SwapCard')),
  screen('/swap/voucher', () => import('../pages/swap/SwapVoucher')),
];

// Debug login: development builds only; this branch and its chunk are dropped from production.
if (import.meta.env.DEV) {
  screens.push(screen('/login', () => import('../pages/login/Login')));
  // Every kit component on one page, for screenshots and design review.
  screens.push(screen('/kit', () => import('../pages/kit/KitGallery')));
}

/** Starts downloading the chunk of the screen at `path` (a failure shows later, on render). */
export function preloadScreen(path: string): void {
  const match = screens.find((s) => s.path === path.split('?')[0]);
  match?.load().catch(() => undefined);
}
