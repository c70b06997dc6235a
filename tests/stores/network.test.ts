/**
 * Issue 29.4: what the app knows of the network. The engine's events and every request say it; an
 * answer to a request sent before the network was last found gone says nothing of now.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $online, reportReach, setOnline } from '../../src/stores/network';

describe('the network state', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setOnline(true);
  });

  it('a failure is offline only when the engine agrees; a server that is down is not "offline"', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    reportReach(false, performance.now());
    expect($online.get()).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reportReach(false, performance.now());
    expect($online.get()).toBe(false);
  });

  it('an answer sent before the network went leaves it gone; one sent after brings it back', () => {
    const sentBefore = performance.now();
    window.dispatchEvent(new Event('offline'));
    expect($online.get()).toBe(false);
    reportReach(true, sentBefore);
    expect($online.get()).toBe(false);
    reportReach(true, performance.now() + 1);
    expect($online.get()).toBe(true);
  });

  it('the same after a request found the network gone', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sentBefore = performance.now();
    reportReach(false, performance.now());
    reportReach(true, sentBefore);
    expect($online.get()).toBe(false);
    const back = vi.fn();
    const stop = $online.listen(back);
    reportReach(true, performance.now() + 1);
    expect(back.mock.calls.map(([online]) => online)).toEqual([true]);
    stop();
  });
});
