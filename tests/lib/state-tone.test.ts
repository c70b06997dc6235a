import { describe, expect, it } from 'vitest';
import { stateTone } from '../../src/lib/state-tone';

describe('stateTone (spec §4 order and plan states)', () => {
  it('gives each of the four states its own tone', () => {
    expect([0, 1, 2, 3].map(stateTone)).toEqual(['pending', 'active', 'cancelled', 'done']);
    expect(new Set([0, 1, 2, 3].map(stateTone)).size).toBe(4);
  });

  it('has no tone for a state the spec does not name', () => {
    for (const state of [4, -1, 1.5, '1', null, undefined]) expect(stateTone(state), String(state)).toBeNull();
  });
});
