import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { useStore } from '../../src/lib/use-store';

function Count({ store }: { store: ReturnType<typeof atom<number>> }) {
  return <p>count {useStore(store)}</p>;
}

/** Changes its store during its first render, before any effect subscribed. */
function Early({ store }: { store: ReturnType<typeof atom<number>> }) {
  const value = useStore(store);
  if (value === 1) store.set(5);
  return <p>early {value}</p>;
}

describe('useStore', () => {
  it('shows the atom’s value and re-renders on every change', () => {
    const $n = atom(1);
    render(<Count store={$n} />);
    expect(screen.getByText('count 1')).toBeTruthy();
    act(() => $n.set(2));
    expect(screen.getByText('count 2')).toBeTruthy();
  });

  it('sees a change made between the render and the subscription', () => {
    const $n = atom(1);
    render(<Early store={$n} />);
    expect(screen.getByText('early 5')).toBeTruthy();
  });

  it('re-renders on a change made right after it mounted, before the next frame (a tap on a form just shown)', async () => {
    // Outside act(), as an app renders: act() would run every effect at once and hide the difference.
    const actEnv = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const $n = atom(1);
      flushSync(() => root.render(<Count store={$n} />));
      expect(container.textContent).toBe('count 1');
      $n.set(2); // before any frame: preact/compat's useSyncExternalStore had not subscribed yet
      await new Promise((done) => setTimeout(done, 0));
      expect(container.textContent).toBe('count 2');
    } finally {
      flushSync(() => root.unmount());
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnv;
    }
  });

  it('stops listening when the component goes', async () => {
    const $n = atom(1);
    const view = render(<Count store={$n} />);
    expect($n.lc).toBe(1);
    view.unmount();
    await vi.waitFor(() => expect($n.lc).toBe(0)); // preact runs the cleanup a tick after unmount
  });
});
