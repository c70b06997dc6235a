/**
 * WebKit: sign-in through the OAuth stand-in → home with the member's card, and an unknown route →
 * the 404 page → back (parallel to ../sign-in.test.ts and ../fault-session.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { browserFor } from '../journeys';
import { onPhone } from './phone';

const DEMO_CARD_NO = '8866 0000 0000 0001';

describe('WebKit: sign-in, the home card, the 404 page', () => {
  const p = browserFor(onPhone());

  it('stores a token and strips code and state from the address, keeping the hash route', async () => {
    await p.signIn('demo-member', '/');
    await p.until('return location.search === "";', 'code and state gone from the address');
    const url = await p.url();
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#/');
    expect(await p.storage('token')).toMatch(/\S{8,}/);
  });

  it("shows the member's default card on home at phone size", async () => {
    await p.find({ role: 'heading', name: 'Member home page' });
    await p.find({ text: DEMO_CARD_NO });
    expect(await p.run('return [innerWidth, innerHeight];')).toEqual([375, 667]);
    expect(p.errors()).toEqual([]);
  });

  it('a reload keeps the member signed in', async () => {
    const token = await p.storage('token');
    await p.session.send('POST', '/refresh');
    await p.find({ text: DEMO_CARD_NO });
    expect((await p.url()).pathname).toBe('/');
    expect(await p.storage('token')).toBe(token);
  });

  it("an unknown route shows 'the page does not exist'; back returns home", async () => {
    await p.run('location.hash = "#/no-such-page";');
    await p.find({ role: 'heading', name: 'The page does not exist' });
    await p.click({ role: 'button', name: 'Back' });
    await p.find({ role: 'heading', name: 'Member home page' });
    expect((await p.url()).hash).toBe('#/');
  });

  it('opened directly (nothing to go back to): back goes home', async () => {
    await p.goto('/#/order/nope');
    await p.find({ role: 'heading', name: 'The page does not exist' });
    await p.click({ role: 'button', name: 'Back' });
    await p.find({ role: 'heading', name: 'Member home page' });
    expect((await p.url()).hash).toBe('#/');
    expect(p.errors()).toEqual([]);
  });
});
