/**
 * WebKit: spec §8 with a token that really expired on the server (the test server's expiry path in
 * ../global-setup.ts): the API answers token.expire → the toast 'login has expired, please exit and
 * reopen', the window closed through WeChat's bridge 1.5 s later (the stand-in sets
 * window.__wxClosed) and local storage cleared (parallel to ../fault-session.test.ts, which fakes
 * the answer with Playwright's interception).
 */
import { describe, expect, it } from 'vitest';
import { EXPIRE_PATH } from '../global-setup';
import { signedIn } from '../journeys';
import { onPhone } from './phone';

const EXPIRED = 'Login has expired, please exit and reopen';

const cases = [
  { open: '#/voucher', how: 'on a screen change' },
  { open: 'reload', how: "on reopening home (the boot script's request)" },
];

for (const { open, how } of cases) {
  describe(`WebKit: an expired token, ${how}`, () => {
    const p = signedIn('demo-member', '/', onPhone({ heading: 'Member home page' }));

    it('toasts, keeps the window open for about 1.5 s, then closes it and clears local storage', async () => {
      const token = await p.storage('token');
      const expired = await fetch(`${p.baseURL}${EXPIRE_PATH}?token=${encodeURIComponent(token!)}`, { method: 'POST' });
      expect(expired.status).toBe(204);
      if (open === 'reload') await p.session.send('POST', '/refresh');
      else await p.run('location.hash = arguments[0];', open);
      await p.find({ text: EXPIRED, within: { css: '[role="alert"][aria-live="assertive"]' } });
      const toastAt = Date.now();
      expect(await p.run('return window.__wxClosed === true;')).toBe(false);
      expect(await p.storage('token')).not.toBeNull();
      await p.until('return window.__wxClosed === true;', 'the window closed through the bridge', 4000);
      // the toast shows first, the window closes about 1.5 s after the answer (the find polls at 100 ms)
      expect(Date.now() - toastAt).toBeGreaterThan(700);
      expect(await p.run('return localStorage.length;')).toBe(0);
      await p.find({ role: 'alertdialog', name: 'Window closed' });
      expect(p.errors()).toEqual([]);
    });
  });
}
