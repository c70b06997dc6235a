/**
 * WebKit (iPhone WeChat's engine): storage that refuses every write, as a full storage or Safari's
 * old private mode does (issue 29.1). The member signs in, moves around past the stores' remount, and
 * is still signed in; nothing ends in "login has expired" and a closed window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phone, type Phone } from './phone';

const FULL_STORAGE = `Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };`;

describe('WebKit: a storage that is full', () => {
  let p: Phone;
  beforeAll(async () => {
    p = await phone({ initScript: FULL_STORAGE });
  });
  afterAll(async () => {
    await p?.close();
  });

  it('keeps the member signed in for the life of the page', async () => {
    // A page of the origin that is not the app first: the first page of a new view may load before
    // its user scripts are in place; once this one refuses a write, every later page does.
    await p.goto('/dev/map-picker.html');
    await p.until(
      'try { localStorage.setItem("probe", "1"); return false; } catch (e) { return e.name === "QuotaExceededError"; }',
      'the full storage in place',
      15_000,
    );
    await p.goto(p.oauthUrl('demo-member', '/'));
    await p.find({ text: '8866 0000 0000 0001' }, 15_000);
    expect(await p.storage('token')).toBeNull();
    await p.click({ role: 'button', name: 'My orders' });
    await p.find({ text: /Order number/ }, 15_000);
    await p.run('history.back();');
    await p.find({ text: '8866 0000 0000 0001' });
    // nanostores unmounts a store 1 s after its last listener left; the next screen mounts it again
    await p.run('return new Promise((done) => setTimeout(done, 1500));');
    await p.click({ role: 'button', name: 'My orders' });
    await p.find({ text: /Order number/ }, 15_000);
    expect(await p.run('return window.__wxClosed === true;')).toBe(false);
    expect(p.errors()).toEqual([]);
  });
});
