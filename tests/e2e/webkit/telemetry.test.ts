/**
 * WebKit: telemetry (issue 32) from iPhone WeChat's engine (parallel to ../telemetry.test.ts). A
 * member's visit — sign-in, home's card, my orders — reaches the server when the page is hidden: on
 * WebKitGTK, leaving the page fires pagehide (the page goes into the back/forward cache, still
 * 'visible') before visibilitychange, and the sender's pagehide listener sends the batch with
 * sendBeacon. The records carry the build and the engine the server reads from the iPhone WeChat user
 * agent, the vitals WebKit offers, the app's moments, and nothing that names the member.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildId } from '../../../build/build-id';
import { IPHONE_WECHAT_UA } from '../browser';
import { TELEMETRY_PATH } from '../global-setup';
import { browserFor } from '../journeys';
import { onPhone } from './phone';

const DEMO = { phone: '13800138000', cards: ['8866000000000001', '8866000000000002'], openId: 'demo-member', nickname: 'Lily Chen', street: 'Century Avenue' };

type Row = {
  build: string;
  engine: string;
  os: string;
  osVersion: string;
  wechat: string;
  browser: string;
  browserVersion: string;
  kind: string;
  name: string;
  value: number | null;
};

const rows = async (): Promise<Row[]> => (await fetch(`${inject('baseURL')}${TELEMETRY_PATH}`)).json() as Promise<Row[]>;

/** The performance entry type each vital is read from (web-vitals): an engine without it reports no such vital. */
const ENTRY_TYPE: Record<string, string> = { FCP: 'paint', TTFB: 'navigation', LCP: 'largest-contentful-paint', INP: 'event', CLS: 'layout-shift' };

/**
 * Runs in the page: notes in localStorage each beacon or keepalive fetch the page sends, and when it
 * is hidden, so the test can read how the batch left (passing every call on unchanged).
 */
const WATCH_SENDING = `
  var note = function (line) { localStorage.setItem('e2e-sending', (localStorage.getItem('e2e-sending') || '') + line + ';'); };
  var beacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = function (url, data) { var ok = beacon(url, data); note('beacon ' + url + ' ' + ok); return ok; };
  var fetched = window.fetch;
  window.fetch = function (url, init) { if (init && init.keepalive) note('keepalive ' + url); return fetched.apply(this, arguments); };
  addEventListener('pagehide', function () { note('pagehide'); }, true);
  addEventListener('visibilitychange', function () { note('visibilitychange ' + document.visibilityState); }, true);
`;

describe('WebKit: telemetry of a member visit', () => {
  const p = browserFor(onPhone());
  let token = '';
  let userAgent = '';
  let offered: string[] = [];
  let pageErrors: string[] = [];
  let sentWhileVisible: Row[] = [];
  let sending = '';
  let found: Row[] = [];

  beforeAll(async () => {
    await p.signIn(DEMO.openId, '/');
    token = (await p.storage('token')) ?? '';
    await p.find({ text: '8866 0000 0000 0001' });
    // The sender loads when home is idle (no requestIdleCallback on WebKit: a timeout); the visit goes on meanwhile.
    await p.until('return performance.getEntriesByName("egg:telemetry").length > 0;', 'the telemetry sender', 20_000);
    userAgent = await p.run<string>('return navigator.userAgent;');
    offered = await p.run<string[]>('return PerformanceObserver.supportedEntryTypes.slice();');
    await p.run(WATCH_SENDING);
    await p.click({ role: 'link', name: /my orders/i });
    await p.find({ role: 'heading', name: 'My orders' });
    await p.find({ role: 'listitem' });
    pageErrors = p.errors();
    sentWhileVisible = await rows();
    // Leaving the page hides it.
    await p.goto('about:blank');
    // The beacon is asynchronous: ask until the batch (stored whole or not at all) has landed.
    for (const until = Date.now() + 15_000; Date.now() < until && !found.length; ) {
      found = await rows();
      if (!found.length) await new Promise((r) => setTimeout(r, 200));
    }
    // Back on the app's origin (a page that is not the app) to read what the watch noted.
    await p.goto('/dev/sms/last?phone=0');
    sending = (await p.storage('e2e-sending')) ?? '';
  });

  it('sends nothing while the page is visible; hidden, the batch goes with sendBeacon (no keepalive fetch needed)', () => {
    expect(pageErrors).toEqual([]);
    expect(sentWhileVisible).toEqual([]);
    expect(found.length).toBeGreaterThan(0);
    const notes = sending.split(';').filter(Boolean);
    const firstSend = notes.findIndex((n) => /^(?:beacon|keepalive) /.test(n));
    expect(notes[firstSend]).toBe('beacon /telemetry true');
    expect(notes.slice(0, firstSend).some((n) => n === 'pagehide' || n === 'visibilitychange hidden')).toBe(true);
    expect(notes.filter((n) => n.startsWith('keepalive'))).toEqual([]);
  });

  it('each record carries the build and the engine read from the iPhone WeChat user agent (versions only)', () => {
    expect(userAgent).toBe(IPHONE_WECHAT_UA);
    const build = buildId();
    expect(build).toMatch(/^[\w.-]+$/);
    for (const row of found) {
      expect(row).toMatchObject({ build, engine: 'iOS 17', os: 'iOS', osVersion: '17.5', wechat: '8.0.50', browser: 'WebKit', browserVersion: '17.5' });
    }
  });

  it('has the vitals WebKit offers (FCP and TTFB; none whose entry type the engine lacks) and the moments of the visit', () => {
    const vitals = found.filter((r) => r.kind === 'vital').map((r) => r.name);
    expect(vitals).toContain('FCP');
    expect(vitals).toContain('TTFB');
    expect(new Set(vitals).size).toBe(vitals.length);
    // WebKitGTK 2.50 offers mark, measure, navigation, paint and resource: no LCP, INP or CLS.
    for (const name of vitals) expect(offered).toContain(ENTRY_TYPE[name]);
    for (const [name, type] of Object.entries(ENTRY_TYPE)) if (!offered.includes(type)) expect(vitals).not.toContain(name);
    const value = (kind: string, name: string) => found.find((r) => r.kind === kind && r.name === name)?.value ?? Number.NaN;
    expect(value('vital', 'FCP')).toBeGreaterThan(0);
    expect(value('vital', 'TTFB')).toBeGreaterThanOrEqual(0);
    expect(value('vital', 'TTFB')).toBeLessThan(value('vital', 'FCP'));

    const moments = found.filter((r) => r.kind === 'moment').map((r) => r.name);
    expect(moments.sort()).toEqual(['card', 'first-row', 'sign-in']);
    // The card is on screen no earlier than the first paint (WebKit paints the boot script's card late).
    expect(value('moment', 'card')).toBeGreaterThanOrEqual(value('vital', 'FCP'));
    expect(value('moment', 'sign-in')).toBeGreaterThan(0);
    expect(value('moment', 'first-row')).toBeGreaterThan(0);
    expect(found.filter((r) => r.kind !== 'vital' && r.kind !== 'moment')).toEqual([]);
  });

  it('carries nothing of the member: no phone, card number, token, openId, nickname or address, nor the user agent', () => {
    const all = JSON.stringify(found);
    for (const secret of [DEMO.phone, ...DEMO.cards, token, DEMO.openId, DEMO.nickname, DEMO.street]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/#\/|token=|MicroMessenger|iPhone/);
  });
});
