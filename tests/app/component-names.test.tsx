/**
 * React DevTools (`npm run dev`) names each component by its function's name or its displayName:
 * every component the app defines must have a readable one, never an arrow's variable ('component')
 * or nothing. Development is not minified, so a named function is enough.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { preloadScreen, screens } from '../../src/app/routes';
import { card, mockApi, order, user } from '../pages/fixtures';

type Named = { displayName?: string; name?: string; type?: unknown; render?: unknown; $$typeof?: symbol };

/** The name DevTools shows for an element type: a function's displayName or name; memo's and forwardRef's inner one. */
function nameOf(type: unknown): string | undefined {
  if (typeof type !== 'function' && (typeof type !== 'object' || type === null)) return undefined;
  const t = type as Named;
  if (t.displayName) return t.displayName;
  if (typeof type === 'function') return t.name;
  return nameOf(t.type) ?? nameOf(t.render);
}

/** PascalCase, or a wrapper's `Kind(detail)` as React itself writes `Memo(Row)`. */
const READABLE = /^[A-Z][A-Za-z0-9]*(\(.+\))?$/;

const modules = import.meta.glob<Record<string, unknown>>(['../../src/{app,pages,ui}/**/*.tsx'], { eager: true });

describe('component names in development', () => {
  it('names each screen by its path (the route table wraps every lazy one in a component of its own)', () => {
    for (const { path, component } of screens) expect(nameOf(component), path).toBe(path === '/' ? 'Home' : `Screen(${path})`);
  });

  it('gives every component a module exports a readable name', () => {
    const exported = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([key, value]) => /^[A-Z]/.test(key) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)))
        .map(([key, value]) => [`${file.replace('../../', '')} ${key}`, nameOf(value)] as const),
    );
    expect(exported.length).toBeGreaterThan(40);
    expect(exported.filter(([, name]) => !name || !READABLE.test(name))).toEqual([]);
  });

  // React's own tree: Preact's dist is minified (its Fragment is `$`), and DevTools here means React's.
  it.runIf(process.env.TEST_RUNTIME === 'react')('shows a readable name for every component rendered on home, a list, a form and a menu', async () => {
    mockApi({
      'GET /api/user/current': () => user(),
      'GET /api/order/list': () => ({ list: [order(1)], total: 1 }),
      'GET /api/card/list': () => ({ list: [card(1)], total: 1 }),
    });
    const names = new Set<string>();
    for (const [path, shown] of [
      ['/', /available to redeem/],
      ['/order', /Order number/],
      ['/address/edit', /Add address/],
      ['/card', /Gift to friend/],
    ] as const) {
      await preloadScreen(path);
      history.replaceState(null, '', `/#${path}`);
      const { container, unmount } = render(<App />);
      await screen.findAllByText(shown);
      const root = Object.entries(container).find(([key]) => key.startsWith('__reactContainer$'))?.[1] as Fiber;
      for (let stack = [root.child]; stack.length; ) {
        const fiber = stack.pop();
        if (!fiber) continue;
        stack.push(fiber.child, fiber.sibling);
        const kind = typeof fiber.type === 'object' && fiber.type ? String((fiber.type as Named).$$typeof?.description) : '';
        // Contexts and lazy() are not components of the app's: DevTools shows them by kind.
        if (typeof fiber.type === 'function' || kind === 'react.memo' || kind === 'react.forward_ref') names.add(String(nameOf(fiber.type)));
      }
      unmount();
    }
    expect(names).toContain('Screen(/order)');
    expect([...names].filter((name) => !READABLE.test(name))).toEqual([]);
  });
});

interface Fiber {
  type: unknown;
  child?: Fiber;
  sibling?: Fiber;
}
