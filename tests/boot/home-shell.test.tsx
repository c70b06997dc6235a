/**
 * Home before the bundle (src/boot/home-shell.ts, issue 16): the template is what the real app
 * renders for the build's sample member (build/prerender.ts's own steps, here on this test's runtime),
 * and filling it from an answer gives exactly what the app renders for that answer. Then the app
 * renders over it: no mark left, the same markup, and on preact/compat the same elements.
 */
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { SLOT, showHome, showLoadingHome } from '../../src/boot/home-shell';
import { BOOT_MARK, put, take } from '../../src/lib/boot-contract';
import { canonical } from '../helpers/markup';
import { homeTemplate, SAMPLE_USER } from '../../build/prerender';
import { loadLang } from '../../src/i18n';
import type { CurrentUser } from '../../src/api/types';
import { $token } from '../../src/stores/session';
import { user } from '../pages/fixtures';

const envelope = (data: unknown) => ({ success: true, data, errMessage: null, errCode: null });

/** Sets the boot script's early answer as the app finds it: already in, or (undefined) still on its way. */
function answer(data: unknown): void {
  const v = { ok: true, s: 200, auth: null, body: envelope(data) };
  put('/api/user/current', data === undefined ? { p: new Promise(() => undefined) } : { p: Promise.resolve(v), v });
}

/** The app's first render (main.tsx's) into `root`, with `data` as the early answer. */
function renderApp(root: HTMLElement, data: unknown): () => void {
  answer(data);
  const app = createRoot(root);
  act(() => app.render(<App />));
  return () => act(() => app.unmount());
}

/** What the app renders on `#/` for `data`. */
function appMarkup(data: unknown): string {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const unmount = renderApp(root, data);
  const html = root.innerHTML;
  unmount();
  root.remove();
  return html;
}

/** What the app renders in the card's place for `data` (build/prerender.ts's 'loading' and 'no-card' renders). */
function inCardsPlace(data: unknown): string {
  const root = document.createElement('div');
  root.innerHTML = appMarkup(data);
  return root.querySelector('ul')!.previousElementSibling!.outerHTML;
}

/** Home's template for `lang`, as the build writes it. */
const cardTemplate = (lang: 'en' | 'zh', markup = appMarkup(SAMPLE_USER)) =>
  homeTemplate(markup, { loading: inCardsPlace(undefined), noCard: inCardsPlace({ ...SAMPLE_USER, card: null }) }, lang);

/** index.html as the build writes it for `lang`: the template, then #root with the boot spinner. */
function page(lang: 'en' | 'zh'): HTMLElement {
  const templates = cardTemplate(lang);
  document.body.innerHTML = `${templates}<div id="root"><div class="boot" role="status"><i></i></div></div>`;
  return document.getElementById('root')!;
}

describe('home shell (issue 16: the card before the bundle)', () => {
  beforeEach(() => {
    $token.set('t');
    history.replaceState(null, '', '#/');
  });
  afterEach(async () => {
    take('/api/user/current');
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
    await loadLang('en');
  });

  const members: [string, CurrentUser][] = [
    ['a VIP member with counts', user()],
    [
      'an SVIP member with a picture',
      user({ avatar: 'https://cdn.test/a.png', card: { cardNo: '8866000000000303', validTime: '2027-01-31', level: '3' as never } }),
    ],
    [
      'one egg, no counts, no valid-until date',
      user({ totalEgg: 1, totalCard: 0, totalVoucher: 0, card: { cardNo: '8866 0000 0000 01', validTime: '', level: 1 } }),
    ],
    ['one card: its eggs are its own, no "across"', user({ totalCard: 1, totalEgg: 120 })],
    ['a name with markup in it', user({ nickname: '<b>Tom & "Jerry"</b>', card: { cardNo: '8866000000000101', validTime: '2027-06-30 23:59:59', level: 0 } })],
    ['an empty name', user({ nickname: '' })],
    ['no card: "scan to bind" in its place (issue 49.4: the shell serves its tap too)', user({ card: null, totalEgg: 0, totalCard: 0, totalVoucher: 2 })],
    ['no card, with a picture and counts (the picture is only on the card)', user({ card: null, avatar: 'https://cdn.test/a.png' })],
  ];

  it.each(members)('filled from the answer, it is what the app renders: %s', (_, member) => {
    const root = page('en');
    expect(showHome(window, member, false)).toBe(true);
    expect(root.firstElementChild!.hasAttribute(BOOT_MARK)).toBe(true);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(member)));
    expect(document.title).toBe('Member home page');
  });

  it.each(members)('filled over the loading home, it is what the app renders, the unchanged parts the same elements: %s', (_, member) => {
    const root = page('en');
    expect(showLoadingHome(window, false)).toBe(true);
    const title = root.querySelector('h1');
    const menu = root.querySelectorAll('ul')[1];
    const toasts = root.lastElementChild;
    const skeleton = root.querySelector('[aria-busy="true"]');
    expect(showHome(window, member, false)).toBe(true);
    expect(root.firstElementChild!.hasAttribute(BOOT_MARK)).toBe(true);
    expect(root.querySelector('h1')).toBe(title);
    expect(root.querySelectorAll('ul')[1]).toBe(menu);
    expect(root.lastElementChild).toBe(toasts);
    expect(skeleton!.isConnected).toBe(false);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(member)));
  });

  it('an entry tapped before the app took over (issue 49.4) still shows it was taken once the answer fills home; the rest is the answer', () => {
    const root = page('en');
    expect(showLoadingHome(window, false)).toBe(true);
    const logOut = root.querySelector('[data-tap="logOut"]')!;
    const cards = root.querySelector('a[href="#/card"]')!;
    logOut.setAttribute('aria-busy', 'true');
    cards.setAttribute('aria-busy', 'true');
    expect(showHome(window, user({ totalCard: 4 }), false)).toBe(true);
    expect(root.querySelector('[data-tap="logOut"]')!.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('a[href="#/card"]')!.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('a[href="#/card"]')!.textContent).toContain('4');
    // The kept card, then the fresh answer: the same.
    expect(showHome(window, user({ totalCard: 5 }), false)).toBe(true);
    expect(root.querySelector('[data-tap="logOut"]')!.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('a[href="#/card"]')!.textContent).toContain('5');
    expect(root.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  });

  it('while the answer is on its way, home is what the app renders then (title, menu, skeleton card); the card then replaces it', () => {
    const root = page('en');
    expect(showLoadingHome(window, false)).toBe(true);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(undefined)));
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    root.firstElementChild!.setAttribute(BOOT_MARK, '');
    expect(showLoadingHome(window, false)).toBe(false); // once only, over the spinner
    expect(showHome(window, user(), false)).toBe(true);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(user())));
  });

  it('fills the Chinese template in Chinese, and marks the page zh-CN', async () => {
    await loadLang('zh');
    const root = page('zh');
    expect(showHome(window, user({ totalEgg: 1 }), true)).toBe(true);
    root.firstElementChild!.removeAttribute(BOOT_MARK);
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(user({ totalEgg: 1 }))));
    expect(root.textContent).toContain('1枚鸡蛋可兑换');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('the build refuses a slot in an attribute the shell does not fill (it fills text and the accessible name)', () => {
    const markup = appMarkup(SAMPLE_USER);
    expect(() => cardTemplate('en', markup)).not.toThrow();
    const titled = markup.replace('<h1', `<h1 title="${SLOT.vouchers}"`);
    expect(titled).not.toBe(markup);
    expect(() => cardTemplate('en', titled)).toThrow(/attribute title/);
  });

  it('sets the grid’s style through CSSOM, not as markup (CSP has no unsafe-inline for styles)', () => {
    const template = document.createElement('div');
    template.innerHTML = cardTemplate('en');
    expect(template.innerHTML).not.toMatch(/ style="/);
    const root = page('en');
    showHome(window, user(), false);
    expect((root.querySelector('ul') as HTMLElement).style.getPropertyValue('--grid-columns')).toBe('3');
  });

  it.each([
    ['data that does not decode', { ...user(), totalEgg: 'many' }],
    ['no data (a failure: the boot script shows only a success, src/boot/preload.ts)', undefined],
  ])('leaves the spinner for the app on %s', (_, data) => {
    const root = page('en');
    expect(showHome(window, data, false)).toBe(false);
    expect(root.querySelector('.boot')).not.toBeNull();
  });

  it('never touches #root once the app has rendered (the spinner is gone)', () => {
    const root = page('en');
    root.innerHTML = '<div>the app</div>';
    expect(showHome(window, user(), false)).toBe(false);
    expect(showLoadingHome(window, false)).toBe(false);
    expect(root.innerHTML).toBe('<div>the app</div>');
  });

  it('the app renders over it in one go: the same markup, the mark gone', () => {
    const root = page('en');
    const member = user({ avatar: 'https://cdn.test/a.png' });
    showHome(window, member, false);
    const unmount = renderApp(root, member);
    expect(root.querySelector(`[${BOOT_MARK}]`)).toBeNull();
    expect(canonical(root.innerHTML)).toBe(canonical(appMarkup(member)));
    unmount();
  });
});
