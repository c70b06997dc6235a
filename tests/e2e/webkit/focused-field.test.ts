/**
 * WebKit: a focused field is never under the screen's sticky bars (parallel to ../focused-field.test.ts,
 * with its check, ../focus-checks.ts). The window is 375×560, as a taller phone with the keyboard up:
 * each field of the address form, focused from the page's top, lies between the nav bar and Save,
 * at 100 % and at 200 % text (WebKit's text zoom, as iOS's text size). iOS moves the page for its
 * keyboard itself; what this shows is WebKit's own scroll to a focused field taking the root's scroll
 * padding (ui/screen/keep-clear.ts) into account.
 */
import { describe, expect, it } from 'vitest';
import { FOCUS_CHECKS_JS, focusEachField } from '../focus-checks';
import { signedIn } from '../journeys';
import { onPhone } from './phone';

describe.each([1, 2])('WebKit: a focused field is clear of the sticky bars (text zoom %s)', (textZoom) => {
  const p = signedIn('demo-member', '/address', onPhone({ height: 560, textZoom }));

  it('the address form: every field between the nav bar and Save', async () => {
    await p.find({ role: 'heading', name: 'Delivery addresses' });
    await p.click({ role: 'button', name: /^Edit / });
    await p.find({ role: 'heading', name: 'Edit address' });
    await p.until('var f = document.querySelector("main [name=name]"); return f && f.value;', 'the address in the form');
    expect(await p.run('return getComputedStyle(document.querySelector("header")).position;')).toBe('sticky');
    // WebKit scrolls to the focused field at its next rendering update: two frames later it has, however busy the machine.
    const { fields, problems } = await focusEachField(
      (expression) => p.run(`${FOCUS_CHECKS_JS}; return ${expression};`),
      async () => {
        await p.run('window.__framed = false; requestAnimationFrame(function () { requestAnimationFrame(function () { window.__framed = true; }); });');
        await p.until('return window.__framed;', 'two frames after the focus');
      },
    );
    expect(fields).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });
});
