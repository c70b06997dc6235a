/**
 * WebKit: the lane's own guarantee. A script error and a Content-Security-Policy violation in the
 * app's page reach the journey's errors, and a CSP violation makes close() fail, as on Chromium.
 */
import { describe, expect, it } from 'vitest';
import { signedIn } from '../journeys';
import { onPhone } from './phone';

describe('WebKit: page errors and CSP violations reach the journey', () => {
  const p = signedIn('demo-member', '/', onPhone({ heading: 'Member home page', quietly: true }));

  it('an uncaught error and a console error are reported', async () => {
    expect(p.errors()).toEqual([]);
    await p.run('setTimeout(function () { null.crash; }); console.error("e2e: console");');
    await expect.poll(() => p.errors().filter((e) => e.startsWith('pageerror: TypeError')).length).toBe(1);
    expect(p.errors()).toContain('console: e2e: console');
  });

  it('an inline script the policy blocks is a CSP violation, and close() fails on it', async () => {
    await p.run('var s = document.createElement("script"); s.textContent = "window.__ran = 1"; document.body.appendChild(s);');
    await expect.poll(() => p.errors().some((e) => e.startsWith('csp violation: script-src'))).toBe(true);
    expect(await p.run('return window.__ran === undefined;')).toBe(true);
    await expect(p.close()).rejects.toThrow(/Content-Security-Policy violations/);
  });
});
