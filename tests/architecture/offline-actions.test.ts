/**
 * Issue 46.5: every action of src/api is in the offline journey's table (tests/e2e/offline-actions.ts),
 * and the table names only actions. Each domain module's every function is called against an HTTP
 * layer with no network: the path it sent and whether its failure says it was an action
 * (RequestOptions.action: every POST unless it says it is a lookup) are what counts, not its source text.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../src/api/client';
import { DEV_ONLY_ACTIONS, OFFLINE_ACTIONS } from '../e2e/offline-actions';

const sent = vi.hoisted(() => [] as { path: string; method: string }[]);
vi.mock('../../src/api/http', () => ({
  createHttp: () => async (path: string, options: { method: string }) => {
    sent.push({ path, method: options.method });
    throw new TypeError('Failed to fetch');
  },
}));

/** Modules of src/api that are not one domain's calls (as tests/architecture/screen-lists.test.ts has them). */
const INFRASTRUCTURE = ['client', 'http', 'decode', 'decode-more', 'early', 'list-resource', 'order-page', 'types'];
const modules = import.meta.glob<Record<string, unknown>>('../../src/api/*.ts', { eager: true });

/** Each call of src/api: its path, method and whether it is an action, found by making it. */
async function calls() {
  const found: { call: string; path: string; method: string; action: boolean }[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const name = file.replace(/^.*\/|\.ts$/g, '');
    if (INFRASTRUCTURE.includes(name)) continue;
    for (const [key, value] of Object.entries(exports)) {
      if (typeof value !== 'function') continue;
      const before = sent.length;
      let failure: unknown;
      try {
        await (value as () => unknown)();
      } catch (error) {
        failure = error;
      }
      if (sent.length === before) continue; // a decoder or a helper: no call
      found.push({ call: `${name}.${key}`, ...sent[sent.length - 1], action: (failure as ApiError).action === true });
    }
  }
  return found;
}

describe('the offline journey covers every action of src/api (issue 46.5)', () => {
  it('finds the calls by making them: actions and lookups alike', async () => {
    const found = await calls();
    expect(found.map((c) => c.call)).toEqual(expect.arrayContaining(['orders.createOrder', 'orders.calculateOrderCosts', 'cards.listCards', 'wechat.login']));
    // The fee is a lookup sent as a POST; a read is never an action.
    expect(
      found
        .filter((c) => c.method === 'POST' && !c.action)
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/api/order/calculateCosts', '/api/orderPlan/calculateCosts']);
    expect(found.filter((c) => c.method === 'GET' && c.action)).toEqual([]);
  });

  it('the table is every action a production build offers, each once (a new action is added to the table and its journey)', async () => {
    const actions = [...new Set((await calls()).filter((c) => c.action).map((c) => c.path))];
    const tabled = Object.values(OFFLINE_ACTIONS);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect([...tabled].sort()).toEqual(actions.filter((path) => !DEV_ONLY_ACTIONS.includes(path)).sort());
    expect(DEV_ONLY_ACTIONS.every((path) => actions.includes(path))).toBe(true);
  });
});
