import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOW_NAMES, ROUTES } from '../../src/app/route-table';
import { WARM_DELAY_MS, WARM_FALLBACK_MS, WARM_IDLE_TIMEOUT, WARM_SCREENS, preloadScreen, screens, warmScreens } from '../../src/app/routes';

afterEach(() => vi.restoreAllMocks());

const screenAt = (path: string) => screens.find((s) => s.path === path)!;

/** A window whose load event, idle callbacks and timers the test runs by hand. */
function fakeWindow({ loaded = false, idleCallbacks = true } = {}) {
  const onLoad: (() => void)[] = [];
  const idle: { fn: () => void; timeout?: number }[] = [];
  const timers: { fn: () => void; ms?: number }[] = [];
  const w = {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    addEventListener: (type: string, fn: () => void) => type === 'load' && onLoad.push(fn),
    setTimeout: (fn: () => void, ms?: number) => timers.push({ fn, ms }),
    ...(idleCallbacks ? { requestIdleCallback: (fn: () => void, o?: { timeout?: number }) => idle.push({ fn, timeout: o?.timeout }) } : {}),
  } as unknown as Window;
  return { w, onLoad, idle, timers };
}

/** Lets the loads' promise chains settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warmScreens (issue 16: a tap waits for no evaluation)', () => {
  it('runs one screen of each flow chunk, the order list first', () => {
    expect(WARM_SCREENS[0]).toBe('/order');
    // One a flow of the route table: a new flow without a warmed screen fails here.
    const flows = WARM_SCREENS.map((path) => ROUTES.find((r) => r.path === path)?.flow);
    expect([...flows].sort()).toEqual([...FLOW_NAMES].sort());
    for (const path of WARM_SCREENS) expect(screenAt(path)).toBeDefined();
  });

  it('waits for the load event and a second more, then runs one chunk per idle moment, each after the one before has run', async () => {
    const loads = WARM_SCREENS.map((path) => {
      let done!: () => void;
      const spy = vi.spyOn(screenAt(path), 'load').mockImplementation(() => new Promise((resolve) => (done = () => resolve({ default: () => null }))));
      return { spy, done: () => done() };
    });
    const { w, onLoad, idle, timers } = fakeWindow();
    warmScreens(WARM_SCREENS, w);
    expect(timers).toHaveLength(0);
    for (const fn of onLoad) fn();
    expect(timers).toEqual([{ fn: expect.any(Function), ms: WARM_DELAY_MS }]);
    expect(idle).toHaveLength(0);
    timers[0].fn();
    expect(idle).toHaveLength(1);
    expect(idle[0].timeout).toBe(WARM_IDLE_TIMEOUT);
    expect(loads[0].spy).not.toHaveBeenCalled();
    idle[0].fn();
    expect(loads[0].spy).toHaveBeenCalledTimes(1);
    await settle();
    // The first chunk still running: no second idle callback yet.
    expect(idle).toHaveLength(1);
    loads[0].done();
    await settle();
    expect(idle).toHaveLength(2);
    idle[1].fn();
    expect(loads[1].spy).toHaveBeenCalledTimes(1);
    loads[1].done();
    await settle();
    idle[2].fn();
    loads[2].done();
    await settle();
    expect(idle).toHaveLength(3);
    for (const { spy } of loads) expect(spy).toHaveBeenCalledTimes(1);
  });

  it('goes on past a chunk that fails to load (the tap then shows the failure, as without warming)', async () => {
    const failing = vi.spyOn(screenAt('/order'), 'load').mockRejectedValue(new Error('chunk failed'));
    const next = vi.spyOn(screenAt('/card'), 'load').mockResolvedValue({ default: () => null });
    const { w, idle, timers } = fakeWindow({ loaded: true });
    warmScreens(['/order', '/card'], w);
    timers[0].fn();
    idle[0].fn();
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
    idle[1].fn();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('uses a timer where the engine has no idle callbacks (WebKit)', async () => {
    const load = vi.spyOn(screenAt('/product'), 'load').mockResolvedValue({ default: () => null });
    const { w, timers } = fakeWindow({ loaded: true, idleCallbacks: false });
    warmScreens(['/product'], w);
    timers[0].fn();
    expect(timers[1]).toEqual({ fn: expect.any(Function), ms: WARM_FALLBACK_MS });
    expect(load).not.toHaveBeenCalled();
    timers[1].fn();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloadScreen settles without rejecting, for a failed chunk and for a path with no screen', async () => {
    vi.spyOn(screenAt('/plan'), 'load').mockRejectedValue(new Error('offline'));
    await expect(preloadScreen('/plan?id=1')).resolves.toBeUndefined();
    await expect(preloadScreen('/nowhere')).resolves.toBeUndefined();
  });
});
