/**
 * Every per-screen test list covers every route of the route table (src/app/route-table.ts) that a
 * production build has: a new screen missing from one fails here, by name, with the list's file.
 * Each list is read from its file's export (route paths); the file's own tests do not run here
 * (their suite functions are inert in this file's module graph), so the export carries
 * `// biome-ignore lint/suspicious/noExportsInTest: …`. A route a list leaves out on purpose is named
 * below with the reason.
 *
 * Lists checked elsewhere: the screenshots script (tests/visual/screenshots.ts) fails its run when a
 * route was never shown; the warmed screens (tests/app/warm-screens.test.ts) are one a flow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES, SHIPPED_ROUTES } from '../../src/app/route-table';

vi.mock('vitest', async (original) => {
  const real = await original<typeof import('vitest')>();
  const inert: unknown = new Proxy(() => inert, { get: () => inert });
  return { ...real, describe: inert, it: inert, test: inert, beforeAll: inert, afterAll: inert, beforeEach: inert, afterEach: inert };
});

interface List {
  file: string;
  /** The export: an array of route paths. */
  name: string;
  /** Imports the file; none while the export is not there yet (another change adds it): a todo until then. */
  load?: () => Promise<Record<string, unknown>>;
  /** Routes the list leaves out on purpose, and why. */
  except?: Record<string, string>;
}

const LISTS: List[] = [
  {
    file: 'tests/e2e/a11y-screens.test.ts',
    name: 'A11Y_SCREENS',
    load: () => import('../e2e/a11y-screens.test'),
  },
  {
    file: 'tests/pages/untidy-cases.ts',
    name: 'UNTIDY_SCREENS',
    load: () => import('../pages/untidy-cases'),
    except: { '/map': 'asks the API nothing: the place comes from the picker page in its frame' },
  },
  {
    file: 'tests/e2e/layout-checks.ts',
    name: 'LARGE_TEXT_SCREENS',
    load: () => import('../e2e/layout-checks'),
  },
];

const shipped = SHIPPED_ROUTES.map((r) => r.path);
const known = new Set<string>(ROUTES.map((r) => r.path));

describe('every per-screen test list covers every route of the route table', () => {
  for (const list of LISTS) {
    const title = `${list.file} (${list.name})`;
    const load = list.load;
    if (!load) {
      it.todo(`${title}: not exported yet`);
      continue;
    }
    it(title, async () => {
      const routes = (await load())[list.name];
      expect(Array.isArray(routes), `${list.file} exports ${list.name}, an array of route paths`).toBe(true);
      const listed = new Set(routes as string[]);
      const except = list.except ?? {};
      expect(
        shipped.filter((path) => !listed.has(path) && !(path in except)),
        `routes ${list.file} misses`,
      ).toEqual([]);
      expect(
        [...listed].filter((path) => !known.has(path) && path !== '*'),
        `paths in ${list.file} the route table does not have`,
      ).toEqual([]);
      // Importing an e2e file loads its browser driver: seconds on a busy machine.
    }, 60_000);
  }
});

describe('the answers-decode test reads every GET of src/api with the reference server', () => {
  /** Modules of src/api that are not one domain's calls. */
  const INFRASTRUCTURE = ['client', 'http', 'decode', 'decode-more', 'early', 'list-resource', 'types'];
  const modules = import.meta.glob<Record<string, unknown>>('../../src/api/*.ts', { eager: true });
  const reads = Object.entries(modules).flatMap(([path, exports]) => {
    const name = path.replace(/^.*\/|\.ts$/g, '');
    if (INFRASTRUCTURE.includes(name)) return [];
    return Object.keys(exports)
      .filter((key) => /^(get|list)[A-Z]/.test(key) && typeof exports[key] === 'function')
      .map((key) => `api.${name}.${key}(`);
  });
  const test = readFileSync(join(__dirname, '../server/answers-decode.test.ts'), 'utf8');

  it('finds the reads (a list of each screen, home, the bind preview, …)', () => {
    expect(reads).toEqual(expect.arrayContaining(['api.cards.listCards(', 'api.orders.listOrders(', 'api.user.getCurrentUser(']));
  });

  it('calls each in tests/server/answers-decode.test.ts', () => {
    expect(reads.filter((call) => !test.includes(call))).toEqual([]);
  });
});
