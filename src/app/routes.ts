import { createElement, lazy, type ComponentType } from 'react';
import { loadScreenStrings } from '../i18n';
import Home from '../pages/home/Home';
import { httpClient } from '../api/client';
import type { DevPath, ShippedPath } from './route-table';

/**
 * The app's routes (spec §2): each path of the route table (route-table.ts, the one source: path,
 * page, flow) with its page. Anything else falls through to the 404 page in App.tsx.
 *
 * Home is the first screen: it is in the entry chunk anyway (build/chunks.ts), so it renders
 * without a Suspense round. Every other screen is loaded on demand, in its flow's chunk, together
 * with the other screens' strings.
 */
export interface Screen {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  component: ComponentType;
}

type Load = () => Promise<{ default: ComponentType }>;

/**
 * A lazy screen. Once its chunk has run (main.tsx's preloadScreen on a landing, warmScreens before a
 * tap) it renders at once: `lazy` alone suspends on its first render whatever has loaded, so the
 * screen came in a second render after a fallback frame, its own layout on top (docs/performance.md, "A loaded screen renders in the first render").
 */
const screen = (path: string, loadPage: Load): Screen => {
  let ready: ComponentType | undefined;
  const load = () =>
    Promise.all([loadPage(), loadScreenStrings()]).then(([page]) => {
      ready = page.default;
      return page;
    });
  const Lazy = lazy(load);
  const component: ComponentType = () => createElement(ready ?? Lazy);
  // React DevTools names a screen by its path, not by this arrow's variable; production drops the line.
  if (import.meta.env.DEV) component.displayName = `Screen(${path})`;
  return { path, load, component };
};

/**
 * Each route's page, by its path. The compiler holds the keys to the route table; each loads the
 * page the table names (tests/architecture/routes.test.ts).
 */
const PAGES: Record<Exclude<ShippedPath, '/'>, Load> = {
  '/card': () => import('../pages/card/Cards'),
  '/bind': () => import('../pages/bind/Bind'),
  '/combo': () => import('../pages/top-up/TopUp'),
  '/share': () => import('../pages/share/Share'),
  '/voucher': () => import('../pages/voucher/Vouchers'),
  '/order': () => import('../pages/order/OrderList'),
  '/order/detail': () => import('../pages/order/OrderDetail'),
  '/plan': () => import('../pages/plan/PlanList'),
  '/plan/detail': () => import('../pages/plan/PlanDetail'),
  '/address': () => import('../pages/address/AddressList'),
  '/address/edit': () => import('../pages/address/AddressEdit'),
  '/map': () => import('../pages/map/MapPicker'),
  '/product': () => import('../pages/product/Products'),
  '/swap/card': () => import('../pages/exchange/ExchangeProduct'),
  '/swap/voucher': () => import('../pages/exchange/ExchangeVoucher'),
};

export const screens: Screen[] = [
  { path: '/', load: async () => ({ default: Home }), component: Home },
  ...Object.entries(PAGES).map(([path, load]) => screen(path, load)),
];

// Development builds only; this branch and its chunks are dropped from production.
if (import.meta.env.DEV) {
  const DEV_PAGES: Record<DevPath, Load> = {
    '/login': () => import('../pages/login/Login'),
    '/kit': () => import('../pages/kit/KitGallery'),
  };
  for (const [path, load] of Object.entries(DEV_PAGES)) screens.push(screen(path, load));
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
 * One screen of each flow chunk (route-table.ts; tests/app/warm-screens.test.ts fails when a flow has none), likeliest tap first: home's "my orders", then its
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
 * home pays a few short tasks while the page is idle (both measured: docs/performance.md, "The flows prefetched and run at idle"). Started right
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
