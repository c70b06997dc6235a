import { lazy, type ComponentType } from 'react';
import { loadScreenStrings } from '../i18n';
import Home from '../pages/home/Home';
import { httpClient } from '../api/client';

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

/**
 * Starts loading the chunk of the screen at `path` and runs it (a failure shows later, on render).
 * Settles, never rejects, once it has.
 */
export function preloadScreen(path: string): Promise<void> {
  const match = screens.find((s) => s.path === path.split('?')[0]);
  return Promise.resolve(match?.load()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * One screen of each flow chunk (boot/flows.ts), likeliest tap first: home's "my orders", then its
 * grid (cards), then "ship eggs" (products). Running one runs its whole chunk.
 */
export const WARM_SCREENS = ['/order', '/card', '/product'];

/** After the load event, how long the first chunk waits before its idle moment (ms): the first screen's own work goes first. */
export const WARM_DELAY_MS = 1000;
/** How long each idle callback may wait for an idle moment (ms); engines without them wait `WARM_FALLBACK_MS`. */
export const WARM_IDLE_TIMEOUT = 3000;
export const WARM_FALLBACK_MS = 1000;

/**
 * Runs the flows' chunks before a tap asks for them: a second after the page has loaded, one chunk
 * per idle moment, each after the one before has run. The boot script has put their files in the
 * HTTP cache by then (boot/preload.ts, `prefetchFlows`); without this, a tap still waited for the
 * chunk's compile and evaluation, its stylesheet and the screen strings. A member who never leaves
 * home pays a few short tasks while the page is idle (both measured: docs/performance.md). Started right
 * at the load event it could meet home's card still rendering on a slow first visit; a tap within
 * that second loads as it did without.
 */
export function warmScreens(paths: readonly string[] = WARM_SCREENS, w: Window = window): void {
  const idle = (fn: () => void) => (w.requestIdleCallback ? w.requestIdleCallback(fn, { timeout: WARM_IDLE_TIMEOUT }) : w.setTimeout(fn, WARM_FALLBACK_MS));
  const next = (i: number) => {
    if (i < paths.length) idle(() => void preloadScreen(paths[i]).then(() => next(i + 1)));
  };
  const start = () =>
    w.setTimeout(() => {
      // The HTTP client first (api/http.ts): every screen's next request needs it.
      void httpClient().catch(() => undefined);
      next(0);
    }, WARM_DELAY_MS);
  if (w.document.readyState === 'complete') start();
  else w.addEventListener('load', start);
}
