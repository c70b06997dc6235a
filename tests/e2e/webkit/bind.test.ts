/**
 * WebKit: a first visit through the OAuth entry with state = a bindable card number → /bind with
 * that card → the SMS code with its 60 s countdown → bind → home shows the card (parallel to the
 * first steps of ../member-cards.test.ts; the seed's friend member has no cards of its own).
 */
import { describe, expect, it } from 'vitest';
import { browserFor } from '../journeys';
import { onPhone } from './phone';

const FRIEND = 'demo-friend';
const CARD = '8866000000000101';
const GROUPED = '8866 0000 0000 0101';
const PHONE_NO = '13700000001';

describe('WebKit: bind a card with the SMS code and its countdown', () => {
  const p = browserFor(onPhone());

  it('the OAuth entry with state = a card number opens /bind with that card', async () => {
    await p.goto(p.oauthUrl(FRIEND, '/bind', CARD));
    await p.until('return !!localStorage.getItem("token");', 'a token in local storage', 15_000);
    await p.find({ role: 'heading', name: 'Bind card' });
    await p.find({ text: GROUPED });
  });

  it("send starts the countdown: '60 seconds to resend', disabled, counting down", async () => {
    const bind = { role: 'button', name: 'Bind' };
    await expect.poll(async () => p.run('return arguments[0].disabled;', await p.find(bind)), { timeout: 15_000 }).toBe(false);
    await p.fill({ label: 'Phone' }, PHONE_NO);
    await p.click({ role: 'button', name: 'Send verification code' });
    const counting = await p.find({ role: 'button', name: '60 seconds to resend' });
    expect(await p.run('return arguments[0].disabled;', counting)).toBe(true);
    await p.find({ role: 'button', name: /^5[89] seconds to resend$/ }, 4000);
    expect(await p.count({ role: 'button', name: 'Send verification code' })).toBe(0);
  });

  it("binds with the code: 'bind successful' and home shows the card", async () => {
    await p.fill({ label: 'Verification code' }, await p.smsCode(PHONE_NO));
    await p.click({ role: 'button', name: 'Bind' });
    await p.find({ text: 'Bind successful' });
    await p.find({ role: 'heading', name: 'Member home page' });
    await p.find({ text: GROUPED });
    await p.find({ text: '60 eggs available to redeem' });
    expect(p.errors()).toEqual([]);
  });
});
