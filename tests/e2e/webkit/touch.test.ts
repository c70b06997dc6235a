/**
 * WebKit: a finger pull on the order list refreshes it. There is no touchscreen under Xvfb, so the
 * finger is made in the page. WebKitGTK, like iOS Safari, has no Touch constructor ('Illegal
 * constructor') and its TouchEvent constructor refuses a `touches` list ('Type error'), but it has
 * Safari's document.createTouch/createTouchList: real Touch objects on TouchEvents, dispatched where the finger is (document.elementFromPoint), from (187, 160) 250 px down in 25 moves
 * a frame apart, as ../browser.ts touchPull does through CDP for the Chromium lane's
 * ../fault-paging.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phone, type Phone } from './phone';

/** Records pull-to-refresh's status and head text changes on the list's scroller into window.__pull. */
const RECORD_PULL = `
  var scroller = document.querySelector('[data-status]');
  var head = scroller.parentElement.querySelector('[role="status"]'); // behind the scroller, in the same frame
  var log = (window.__pull = []);
  var note = function () {
    var entry = { status: scroller.getAttribute('data-status'), head: head.textContent };
    var last = log[log.length - 1];
    if (!last || last.status !== entry.status || last.head !== entry.head) log.push(entry);
  };
  note();
  new MutationObserver(note).observe(scroller.parentElement, { attributes: true, attributeFilter: ['data-status'], subtree: true, childList: true, characterData: true });
`;

/** The finger: runs as an async WebDriver script (its last argument is the callback). */
const PULL = `
  var done = arguments[arguments.length - 1];
  var x = 187, y = 160;
  var target = document.elementFromPoint(x, y);
  var touch = function (y) {
    return document.createTouch(window, target, 1, x, y + scrollY, x, y);
  };
  var fire = function (type, t) {
    var event = new TouchEvent(type, { bubbles: true, cancelable: true, composed: true });
    var down = type === 'touchend' ? document.createTouchList() : document.createTouchList(t);
    Object.defineProperty(event, 'touches', { value: down });
    Object.defineProperty(event, 'targetTouches', { value: down });
    Object.defineProperty(event, 'changedTouches', { value: document.createTouchList(t) });
    target.dispatchEvent(event);
  };
  fire('touchstart', touch(y));
  var moves = 0;
  var step = function () {
    y += 10;
    fire('touchmove', touch(y));
    if (++moves < 25) return setTimeout(step, 16);
    fire('touchend', touch(y));
    done(target.tagName);
  };
  setTimeout(step, 16);
`;

describe('WebKit: pull to refresh with touch events made in the page', () => {
  let p: Phone;
  beforeAll(async () => {
    p = await phone();
    await p.signIn('demo-member', '/order');
    await p.find({ role: 'heading', name: 'My orders' });
    await p.find({ role: 'listitem', css: '[data-status] li' });
  });
  afterAll(async () => {
    await p?.close();
  });

  it("has Safari's document.createTouch and TouchEvent, though no touchscreen", async () => {
    expect(await p.run('return [typeof document.createTouch, typeof document.createTouchList, typeof TouchEvent];')).toEqual([
      'function',
      'function',
      'function',
    ]);
  });

  it("pulled down and released: 'release to refresh', 'refreshing...', 'refreshed'", async () => {
    await p.run(RECORD_PULL);
    await p.session.send('POST', '/execute/async', { script: PULL, args: [] });
    await expect
      .poll(() => p.run<{ status: string; head: string }[]>('return window.__pull;'), { timeout: 5000 })
      .toEqual(
        expect.arrayContaining([
          { status: 'canRelease', head: 'Release to refresh' },
          { status: 'refreshing', head: 'Refreshing...' },
          { status: 'complete', head: 'Refreshed' },
        ]),
      );
    const statuses = (await p.run<{ status: string }[]>('return window.__pull;')).map((s) => s.status);
    expect(statuses.slice(0, 4)).toEqual(['pulling', 'canRelease', 'refreshing', 'complete']);
    expect(p.errors()).toEqual([]);
  });
});
