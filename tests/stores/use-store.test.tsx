import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { $exchangeDraft, draftFor, editExchangeDraft, QUANTITY_MAX, stepExchangeQuantity } from '../../src/stores/exchange';
import { Stepper } from '../../src/ui/stepper/Stepper';

function Count({ store }: { store: ReturnType<typeof atom<number>> }) {
  return <p>count {useStore(store)}</p>;
}

/** Changes its store during its first render, before any effect subscribed. */
function Early({ store }: { store: ReturnType<typeof atom<number>> }) {
  const value = useStore(store);
  if (value === 1) store.set(5);
  return <p>early {value}</p>;
}

/** The exchange's quantity as /swap/card binds it. */
function Quantity() {
  const { quantity } = draftFor('product', 7, useStore($exchangeDraft));
  return (
    <Stepper
      label="Quantity"
      value={quantity}
      max={QUANTITY_MAX}
      onChange={(n) => editExchangeDraft('product', 7, { quantity: n })}
      onStep={(delta) => stepExchangeQuantity('product', 7, delta)}
    />
  );
}

describe('useStore (@nanostores/react)', () => {
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

  it('two quick taps on the quantity right after the form appeared both count, on either runtime (the lost tap)', async () => {
    // Outside act(), as an app renders: act() would run every effect at once and hide the difference.
    // preact/compat subscribes after the next frame, so the screen still shows 1 at the second tap;
    // the tap steps what the store holds, not what was shown (stepExchangeQuantity).
    const actEnv = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(<Quantity />));
      const input = () => (container.querySelector('input') as HTMLInputElement).value;
      expect(input()).toBe('1');
      const increase = container.querySelector('button[aria-label="Increase"]') as HTMLButtonElement;
      increase.click();
      increase.click();
      expect(draftFor('product', 7).quantity).toBe(3);
      await vi.waitFor(() => expect(input()).toBe('3'));
    } finally {
      flushSync(() => root.unmount());
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnv;
      $exchangeDraft.set(null);
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
