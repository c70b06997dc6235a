/**
 * Telemetry in a real browser (issue 32): the demo build sends to /telemetry. A member's visit —
 * sign-in, home's card, my orders, a call that fails, an uncaught error — reaches the server when the
 * page is hidden, with the engine and the build, and nothing in it names the member.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TELEMETRY_PATH } from './global-setup';
import { launch, type Journey } from './harness';

const DEMO = { phone: '13800138000', cards: ['8866000000000001', '8866000000000002'], openId: 'demo-member', nickname: 'Lily Chen', street: 'Century Avenue' };

type Row = {
  kind: string;
  name: string;
  value: number | null;
  status: number | null;
  code: string | null;
  message: string | null;
  engine: string;
  build: string;
};

const rows = async (): Promise<Row[]> => (await fetch(`${inject('baseURL')}${TELEMETRY_PATH}`)).json() as Promise<Row[]>;

describe('telemetry of a member visit', () => {
  let j: Journey;
  let token = '';
  let found: Row[] = [];
  beforeAll(async () => {
    j = await launch();
    // One call fails as a server error would: telemetry learns its route and status, not its URL.
    await j.page.route('**/api/voucher/list*', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
    await j.signIn(DEMO.openId, '/');
    token = (await j.storage('token')) ?? '';
    await j.page.getByText('8866 0000 0000 0001').first().waitFor();
    // The sender loads when home is idle; the visit goes on meanwhile.
    await j.page.waitForFunction(() => performance.getEntriesByName('egg:telemetry').length > 0, undefined, { timeout: 20_000 });
    await j.page.getByRole('link', { name: /my orders/i }).click();
    await j.page.getByRole('listitem').first().waitFor();
    // The first-row moment is taken in an effect after the rows' frame (a frame, then a task): leaving
    // the list before it runs would unmount it first. Two frames and a task cover it.
    await j.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
    await j.page.evaluate(() => setTimeout(() => Promise.reject(new Error('lost for 13800138000'))));
    await j.page.evaluate(() => {
      location.hash = '#/voucher';
    });
    await j.page
      .getByRole('alert')
      .or(j.page.getByText(/failed|try again/i))
      .first()
      .waitFor();
    // Leaving the page hides it: the queue goes out with sendBeacon.
    await j.page.goto('about:blank');
    // The beacon is asynchronous: ask until the batch has landed.
    for (const until = Date.now() + 15_000; Date.now() < until && !found.some((r) => r.kind === 'api'); ) {
      found = await rows();
      if (!found.some((r) => r.kind === 'api')) await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    await j?.close();
  });

  it("has the vitals the engine gives, the app's moments, the failed call's route and status, and the rejection", () => {
    const names = new Set(found.map((r) => `${r.kind} ${r.name}`));
    for (const n of ['vital FCP', 'vital TTFB', 'moment card', 'moment first-row', 'moment sign-in']) expect(names).toContain(n);
    expect(found.find((r) => r.kind === 'api')).toMatchObject({ name: '/api/voucher/list', status: 502 });
    expect(found.find((r) => r.kind === 'error' && r.name === 'rejection')?.message).toBe('Error: lost for #');
    const card = found.find((r) => r.name === 'card')!;
    expect(card.value).toBeGreaterThan(0);
    expect(new Set(found.map((r) => r.engine))).toEqual(new Set([found[0].engine]));
    expect(found[0].engine).toMatch(/^Android|^Chrome|^iOS/);
    expect(found[0].build).toMatch(/^[\w.-]+$/);
  });

  it('carries nothing of the member: no phone, card number, token, openId, nickname or address', async () => {
    const all = JSON.stringify(found);
    for (const secret of [DEMO.phone, ...DEMO.cards, token, DEMO.openId, DEMO.nickname, DEMO.street]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/#\/|token=/);
  });
});
