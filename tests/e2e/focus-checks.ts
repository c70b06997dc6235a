/**
 * The focused-field check, as plain JavaScript run in the page (Playwright's evaluate in Chromium,
 * WebDriver's execute in WebKit: both outside the page's Content-Security-Policy), shared by
 * ./focused-field.test.ts and ./webkit/focused-field.test.ts, in two steps, since WebKit scrolls to a
 * focused field at its next rendering update, not inside focus():
 * - `focusField(i)`: the page at its top, the i-th field of `main` focused as the browser focuses it
 *   (which scrolls it into view); returns how many fields there are;
 * - `fieldProblem(i)`, a frame or so later: '' when that field lies between the sticky bars (or, the
 *   bars static, on screen), else where it lies. A textarea scrolls its caret's line into view, not
 *   its box: at least a line of it must show.
 */
export const FOCUS_CHECKS_JS = `
function fieldsOfMain() {
  return document.querySelectorAll('main input:not([type=hidden]), main textarea, main select');
}
function focusField(i) {
  var fields = fieldsOfMain();
  window.scrollTo(0, 0);
  fields[i].focus();
  return fields.length;
}
function fieldProblem(i) {
  var el = fieldsOfMain()[i];
  var main = el.closest('main');
  var bar = main.previousElementSibling;
  var footer = main.nextElementSibling;
  var sticks = getComputedStyle(bar).position === 'sticky';
  var top = sticks ? bar.getBoundingClientRect().bottom : 0;
  var bottom = sticks && footer ? footer.getBoundingClientRect().top : innerHeight;
  var box = el.getBoundingClientRect();
  var clear = el.tagName === 'TEXTAREA'
    ? Math.min(box.bottom, bottom) - Math.max(box.top, top) >= parseFloat(getComputedStyle(el).lineHeight)
    : box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
  return clear ? '' : (el.getAttribute('name') || el.id) + ': ' + Math.round(box.top) + '–' + Math.round(box.bottom) +
    ' against ' + Math.round(top) + '–' + Math.round(bottom) + ' (bars ' + (sticks ? 'sticky' : 'static') + ')';
}
`;

/** Runs `expression` (a call of the functions above) in the page and returns its value. */
type InPage = <T>(expression: string) => Promise<T>;

/** Every field of `main`, focused in turn, `settle` awaited after each focus: the problems found (none: []), and how many fields. */
export async function focusEachField(inPage: InPage, settle: () => Promise<unknown>): Promise<{ fields: number; problems: string[] }> {
  const problems: string[] = [];
  const fields = await inPage<number>('focusField(0)');
  for (let i = 0; i < fields; i++) {
    if (i) await inPage(`focusField(${i})`);
    await settle();
    const problem = await inPage<string>(`fieldProblem(${i})`);
    if (problem) problems.push(problem);
  }
  return { fields, problems };
}
