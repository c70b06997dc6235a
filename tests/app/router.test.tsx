import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { App } from '../../src/app/App';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { back, go, usePageState } from '../../src/platform/navigation';
import { preloadScreen, screens } from '../../src/app/routes';
import { mockApi } from '../pages/fixtures';
import { SHIPPED_ROUTES } from '../../src/app/route-table';

/** Spec §2: the 17 screen paths (plus `*`). */
const SPEC_PATHS = [
  '/login',
  '/',
  '/card',
  '/share',
  '/plan',
  '/plan/detail',
  '/voucher',
  '/combo',
  '/bind',
  '/map',
  '/swap/card',
  '/swap/voucher',
  '/order',
  '/order/detail',
  '/product',
  '/address',
  '/address/edit',
];

beforeEach(() => history.replaceState(null, '', '/#/'));
afterEach(() => vi.restoreAllMocks());

const reads: unknown[] = [];
/** Stands in for an api decoder: a card number, or null for anything else. */
const readCardNo = (v: unknown) => {
  reads.push(v);
  return typeof v === 'object' && v !== null && typeof (v as { cardNo?: unknown }).cardNo === 'string' ? (v as { cardNo: string }).cardNo : null;
};

function ShowState() {
  const cardNo = usePageState('card', readCardNo);
  return <p>card: {cardNo ?? 'none'}</p>;
}

function NavHarness() {
  return (
    <Router hook={useHashLocation}>
      <Route path="/share" component={ShowState} />
      <Route path="/">
        <p>home</p>
      </Route>
    </Router>
  );
}

describe('the router', () => {
  it('shows the 404 page for an unknown route, and its back button leaves it', async () => {
    history.replaceState(null, '', '/#/no/such/page');
    render(<App />);
    expect(await screen.findByText('The page does not exist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.hash).toBe('#/');
  });

  it("renders a screen whose chunk has run in the first render, not the loading fallback first (a landing, a tap after warmScreens; issue 29's speed)", async () => {
    mockApi({ 'GET /api/order/list': () => ({ list: [], total: 0 }) });
    await preloadScreen('/order');
    history.replaceState(null, '', '/#/order');
    render(<App />);
    // the first render, nothing awaited: lazy alone showed 'Loading...' here, the list a render later
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeTruthy();
    expect(await screen.findByText('No orders')).toBeTruthy();
  });

  it('registers every path of spec §2 once (the debug login in development only), each loaded on demand', () => {
    // The route table may grow beyond the spec's screens (tests/architecture/routes.test.ts holds the app to the table).
    const paths = screens.map((s) => s.path);
    expect(paths.filter((p) => SPEC_PATHS.includes(p)).sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(paths).size).toBe(paths.length);
    expect(SHIPPED_ROUTES.map((r) => r.path)).not.toContain('/login');
    for (const { load, component } of screens) {
      expect(typeof load).toBe('function');
      expect(component).toBeTruthy();
    }
  });

  it('passes navigation state with hash routing, and the state survives a reload', async () => {
    const view = render(<NavHarness />);
    act(() => go('/share', { card: { cardNo: '88000001' } }));
    expect(location.hash).toBe('#/share');
    expect(await screen.findByText('card: 88000001')).toBeTruthy();
    // a reload: the page is built again from the same history entry
    view.unmount();
    render(<NavHarness />);
    expect(screen.getByText('card: 88000001')).toBeTruthy();
  });

  it("gives the page its state through the page's decoder: what it cannot read is null, read once per entry", async () => {
    const view = render(<NavHarness />);
    act(() => go('/share', { card: { cardNo: 7 } }));
    expect(await screen.findByText('card: none')).toBeTruthy();
    act(() => go('/share', 'not an object'));
    expect(screen.getByText('card: none')).toBeTruthy();
    reads.length = 0;
    act(() => go('/share', { card: { cardNo: '88000002' } }));
    expect(screen.getByText('card: 88000002')).toBeTruthy();
    view.rerender(<NavHarness />);
    expect(reads).toEqual([{ cardNo: '88000002' }]);
  });

  it('back() returns to the previous in-app page, or home when the member landed directly', () => {
    const historyBack = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    history.replaceState(null, '', '/#/card');
    back(); // landed here: no in-app page behind
    expect(historyBack).not.toHaveBeenCalled();
    expect(location.hash).toBe('#/');
    go('/card');
    back();
    expect(historyBack).toHaveBeenCalledTimes(1);
  });

  it('never puts a query before the hash when navigating (the signed URL stays the same)', () => {
    history.replaceState(null, '', '/?from=singlemessage#/');
    go('/order');
    expect(location.search).toBe('?from=singlemessage');
    expect(location.hash).toBe('#/order');
  });
});

function Broken(): never {
  throw new Error('boom');
}

describe('the error boundary', () => {
  it("shows 'Unexpected Application Error!' instead of a white screen, with a way home", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    history.replaceState(null, '', '/#/order');
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Unexpected Application Error!');
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(location.hash).toBe('#/');
  });
});
