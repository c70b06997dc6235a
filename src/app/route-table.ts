/**
 * The route table's one source (spec §2): each screen's path, its page under src/pages/ (folder/File)
 * and the chunk it travels in. Everything that lists screens derives from it:
 *
 * - app/routes.ts loads each path's page: the compiler holds its keys to this table, and
 *   tests/architecture/routes.test.ts checks that each loads the page named here;
 * - the chunk plan (build/chunks.ts): a screen folder's modules go in its flow's chunk; index.html's
 *   boot script preloads the flow of the route landed on and prefetches all of them (build/plugins.ts);
 * - the layering rule (tests/architecture/layering.test.ts): these folders are screens, the others
 *   of src/pages/ shared pieces;
 * - warming (app/routes.ts, WARM_SCREENS) and every per-screen test list:
 *   tests/architecture/screen-lists.test.ts fails when one misses a route.
 *
 * Import-free data: the build reads it in Node, the app only its types (no byte of it ships).
 */

/** The lazy chunks a member's screens travel in: a member on one screen of a flow visits its others. */
export const FLOW_NAMES = ['member', 'exchange', 'fulfilment'] as const;
export type FlowName = (typeof FLOW_NAMES)[number];

/** Where a screen's code goes: a flow's chunk; 'first' the entry (home, the first screen); 'dev' development builds only. */
export type Placement = FlowName | 'first' | 'dev';

export interface Route {
  /** The hash path (`#/order/detail`). */
  path: string;
  /** The page module under src/pages/, without extension: its folder is the screen's folder. */
  page: string;
  flow: Placement;
}

export const ROUTES = [
  { path: '/', page: 'home/Home', flow: 'first' },
  { path: '/card', page: 'card/Cards', flow: 'member' },
  { path: '/bind', page: 'bind/Bind', flow: 'member' },
  { path: '/combo', page: 'top-up/TopUp', flow: 'member' },
  { path: '/share', page: 'share/Share', flow: 'member' },
  { path: '/voucher', page: 'voucher/Vouchers', flow: 'member' },
  { path: '/order', page: 'order/OrderList', flow: 'fulfilment' },
  { path: '/order/detail', page: 'order/OrderDetail', flow: 'fulfilment' },
  { path: '/plan', page: 'plan/PlanList', flow: 'fulfilment' },
  { path: '/plan/detail', page: 'plan/PlanDetail', flow: 'fulfilment' },
  { path: '/address', page: 'address/AddressList', flow: 'fulfilment' },
  { path: '/address/edit', page: 'address/AddressEdit', flow: 'fulfilment' },
  { path: '/map', page: 'map/MapPicker', flow: 'fulfilment' },
  { path: '/product', page: 'product/Products', flow: 'exchange' },
  { path: '/swap/card', page: 'exchange/ExchangeProduct', flow: 'exchange' },
  { path: '/swap/voucher', page: 'exchange/ExchangeVoucher', flow: 'exchange' },
  // Debug login and every kit component on one page (screenshots, design review): development only.
  { path: '/login', page: 'login/Login', flow: 'dev' },
  { path: '/kit', page: 'kit/KitGallery', flow: 'dev' },
] as const satisfies readonly Route[];

export type RoutePath = (typeof ROUTES)[number]['path'];
/** The paths a production build has (all but the development-only screens). */
export type ShippedPath = Extract<(typeof ROUTES)[number], { flow: Exclude<Placement, 'dev'> }>['path'];
export type DevPath = Exclude<RoutePath, ShippedPath>;

/** The routes a production build has: what every per-screen test list covers. */
export const SHIPPED_ROUTES: readonly Route[] = ROUTES.filter((r) => r.flow !== 'dev');

/** A route's screen folder under src/pages/. */
export const folderOf = (route: Route) => route.page.split('/')[0];

/** A path's first segment ('/order/detail' → 'order'): what the boot script reads from the landing hash. */
export const segmentOf = (path: string) => path.split('/')[1] ?? '';

/**
 * Each flow route's first segment → its flow, for index.html's boot script to preload the flow of
 * the route landed on (build/plugins.ts puts it in the script's plan). Routes under one segment share a flow.
 */
export function flowSegments(): Record<string, FlowName> {
  const segments: Record<string, FlowName> = {};
  for (const { path, flow } of ROUTES)
    if (flow !== 'first' && flow !== 'dev') {
      const segment = segmentOf(path);
      if (segments[segment] && segments[segment] !== flow) throw new Error(`route table: the routes under /${segment} are in two flows`);
      segments[segment] = flow;
    }
  return segments;
}
