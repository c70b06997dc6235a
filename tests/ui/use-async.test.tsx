import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useAsync } from '../../src/ui/load-state/use-async';
import { deferred } from '../helpers/deferred';

/** A screen's child with an ordinary effect: it runs after the first paint. */
function Child({ log }: { log: string[] }) {
  useEffect(() => {
    log.push('after paint');
  }, [log]);
  return null;
}

function Screen({ log, load }: { log: string[]; load: () => Promise<string> }) {
  const state = useAsync(() => {
    log.push('load');
    return load();
  });
  log.push(`render ${state.status}`);
  return (
    <>
      <Child log={log} />
      <p>{state.data ?? 'nothing yet'}</p>
    </>
  );
}

describe('useAsync: the mount load', () => {
  it('starts before the first paint (a frame sooner; an answer already on its way is taken as it lands), and asking for it renders nothing again', async () => {
    const log: string[] = [];
    const answer = deferred<string>();
    render(<Screen log={log} load={() => answer.promise} />);
    // Before any effect that waits for the paint, and no second render for a state that is already 'loading'.
    expect(log).toEqual(['render loading', 'load', 'after paint']);
    answer.resolve('rows');
    await waitFor(() => expect(screen.getByText('rows')).toBeTruthy());
    expect(log.filter((entry) => entry === 'render loading')).toHaveLength(1);
  });
});
