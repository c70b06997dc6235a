/**
 * The route table (src/app/route-table.ts) is the one source of the screens: the app's routes are
 * exactly its paths, each loads the page the table names (so the chunk plan and the layering rule,
 * which read its folders, place the code that runs), and routes that share a folder or a first
 * segment share a flow (the chunk plan and the boot script's preload go by them).
 */
import { describe, expect, it } from 'vitest';
import { FLOW_NAMES, flowSegments, folderOf, ROUTES, SHIPPED_ROUTES } from '../../src/app/route-table';
import { screens } from '../../src/app/routes';

const PAGE_MODULES = import.meta.glob<{ default: unknown }>('../../src/pages/*/*.tsx');

describe('the route table drives the app', () => {
  it('the app has exactly its routes, in its order (the development ones in a dev build, as here)', () => {
    expect(screens.map((s) => s.path)).toEqual(ROUTES.map((r) => r.path));
    expect(SHIPPED_ROUTES.map((r) => r.path)).not.toContain('/login');
  });

  it.each(ROUTES.map((r) => [r.path, r.page] as const))('%s loads src/pages/%s', async (path, page) => {
    const loaded = await screens.find((s) => s.path === path)!.load();
    const module = PAGE_MODULES[`../../src/pages/${page}.tsx`];
    expect(module, `src/pages/${page}.tsx`).toBeDefined();
    expect(loaded.default).toBe((await module()).default);
  });

  it('places each folder and each first segment in one flow; every flow has a screen; home alone is first', () => {
    for (const route of ROUTES)
      expect(ROUTES.filter((r) => folderOf(r) === folderOf(route)).map((r) => r.flow)).toEqual(
        ROUTES.filter((r) => folderOf(r) === folderOf(route)).map(() => route.flow),
      );
    expect(() => flowSegments()).not.toThrow();
    expect(new Set(Object.values(flowSegments()))).toEqual(new Set(FLOW_NAMES));
    expect(ROUTES.filter((r) => r.flow === 'first').map((r) => r.path)).toEqual(['/']);
  });
});
