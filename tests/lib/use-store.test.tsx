import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
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

  it('stops listening when the component goes', async () => {
    const $n = atom(1);
    const view = render(<Count store={$n} />);
    expect($n.lc).toBe(1);
    view.unmount();
    await vi.waitFor(() => expect($n.lc).toBe(0)); // preact runs the cleanup a tick after unmount
  });
});
