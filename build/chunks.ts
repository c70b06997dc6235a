/**
 * The chunk plan (vite.config.ts calls `chunkGroups`), from the route table (src/app/route-table.ts):
 * which folders of src/pages/ are screens, in which flow, and where the pieces they share go.
 * Build time, Node.
 *
 * Chunking for both budgets. The first visit to `#/` must be small, and all of dist/ is measured
 * file by file, so dozens of tiny shared chunks waste bytes (each compresses on its own). So:
 * everything the home screen statically needs goes in one `app` chunk (the entry); modules shared
 * by the other screens, and all their CSS, go in one `kit` chunk; the other screens load in three
 * lazy chunks, one per flow (member, exchange, fulfilment: each route's in src/app/route-table.ts).
 */
import { FLOW_NAMES, type FlowName, folderOf, type Placement, ROUTES } from '../src/app/route-table.ts';

/** Each screen folder of src/pages/ (the route table's) and where its modules go; one place a folder. */
export const SCREEN_FOLDERS: ReadonlyMap<string, Placement> = new Map(
  ROUTES.map((route) => {
    const other = ROUTES.find((r) => folderOf(r) === folderOf(route) && r.flow !== route.flow);
    if (other) throw new Error(`src/app/route-table.ts: ${route.path} and ${other.path} share the folder ${folderOf(route)} but not the flow`);
    return [folderOf(route), route.flow];
  }),
);

/**
 * Shared pieces (folders of src/pages/ that no route loads) that only one flow's screens use travel
 * in that flow's chunk; every other piece (payment, scan: used across flows) travels in the kit.
 */
const PIECE_FLOW: Record<string, FlowName> = {
  'sms-code': 'member',
  fulfilment: 'fulfilment',
};

/** Modules outside src/pages/ that only one flow's screens use: the address form's text parser (issue 47). */
const MODULE_FLOW: Record<string, FlowName> = {
  'src/lib/address-text.ts': 'fulfilment',
};

/**
 * The chunk a module of src/pages/ belongs in: a screen's folder → its flow (undefined for home and
 * the development-only screens, which the first screen and the dev build place); a piece → its flow or 'kit'.
 * A module of MODULE_FLOW → its flow.
 */
export function pageChunk(id: string): FlowName | 'kit' | undefined {
  const own = Object.keys(MODULE_FLOW).find((path) => id.endsWith(`/${path}`));
  if (own) return MODULE_FLOW[own];
  const folder = /\/src\/pages\/([\w-]+)\//.exec(id)?.[1];
  if (!folder) return undefined;
  const screen = SCREEN_FOLDERS.get(folder);
  if (screen) return screen === 'first' || screen === 'dev' ? undefined : screen;
  return PIECE_FLOW[folder] ?? 'kit';
}

/** A flow's chunk: its screens' modules and the pieces only they use. */
const flow = (name: string) => ({
  name,
  test: (id: string) => /\.tsx?$/.test(id) && pageChunk(id) === name,
  priority: 4,
  includeDependenciesRecursively: false,
});

const HTTP_CHUNK = /\/(src\/api\/http\.ts|node_modules\/(ofetch|ufo|destr)\/)/;
const SHARED = /\/(src\/(ui|lib|api|stores|platform|app)\/|node_modules\/)/;

const TELEMETRY_CHUNK = /\/src\/platform\/telemetry-send\.ts$|\/node_modules\/web-vitals\//;

/**
 * Rolldown's codeSplitting groups for the plan above. `firstScreen`: the first visit's modules, which
 * collectFirstScreen (plugins.ts) fills before chunks are made; vite.config.ts hands the same Set to both.
 */
export function chunkGroups(firstScreen: ReadonlySet<string>) {
  return [
    { name: 'app', test: (id: string) => firstScreen.has(id), priority: 5 },
    // The HTTP client (src/api/http.ts and ofetch with its helpers): after the first paint.
    { name: 'http', test: (id: string) => HTTP_CHUNK.test(id), priority: 6, includeDependenciesRecursively: false },
    // Telemetry's sender and web-vitals (issue 32): only in builds with VITE_TELEMETRY_URL, loaded when home is idle.
    { name: 'telemetry', test: (id: string) => TELEMETRY_CHUNK.test(id), priority: 7, includeDependenciesRecursively: false },
    // Screens travel in three flows: a member on one screen of a flow visits its others.
    ...FLOW_NAMES.map(flow),
    // The WeChat adapter stays its own chunk: sign-in loads it before the first render.
    {
      name: 'kit',
      test: (id: string) =>
        !firstScreen.has(id) && !/\/src\/platform\/wechat\.ts$/.test(id) && (/\.css$/.test(id) || SHARED.test(id) || pageChunk(id) === 'kit'),
      priority: 1,
    },
  ];
}
