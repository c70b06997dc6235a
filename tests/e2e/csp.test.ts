/**
 * The Content-Security-Policy (server/demo/csp.ts, docs/deployment.md "Security headers"): the demo server sends it
 * on index.html, the app runs under it without a violation, and the harness notices one.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCsp, cspConfig } from '../../server/demo/csp';
import { CSP_VIOLATION } from './harness';
import { entryOf, inlineStyles } from '../helpers/index-html';
import { browserFor, inChromium } from './journeys';

const sha256Of = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy of index.html', () => {
  const j = browserFor(inChromium());

  it('is sent on index.html (also for an app path), with the hashes of its inline scripts and styles', async () => {
    const response = await fetch(`${j.baseURL}/`);
    const policy = response.headers.get('content-security-policy');
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]); // the preloader, the below-the-floor message
    const inline = inlineStyles(html); // the boot spinner's, the app's
    expect(inline).toHaveLength(2);
    // and the one the boot script puts in on a return visit to "my orders": the orders shell's stylesheet (src/boot/preload.ts)
    const ordersShellCss = await (await fetch(`${j.baseURL}/${html.match(/assets\/orders-shell-[\w-]{6}\.css/)![0]}`)).text();
    const styles = [...inline, ordersShellCss];
    expect(policy).toBe(
      buildCsp(
        cspConfig(
          { scriptHashes: scripts.map(sha256Of), styleHashes: styles.map(sha256Of) },
          { VITE_WX_SDK_URL: '/dev/jweixin.js', VITE_MAP_PICKER_URL: '/dev/map-picker.html' },
        ),
      ),
    );
    expect(scripts).toHaveLength(2);
    expect(policy).toContain(`script-src 'self' ${scripts.map(sha256Of).join(' ')}`);
    expect(policy).toContain(`style-src 'self' ${styles.map(sha256Of).join(' ')}`);
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toContain('unsafe');
    expect((await fetch(`${j.baseURL}/some/page`)).headers.get('content-security-policy')).toBe(policy);
    // Assets and API answers need none.
    const asset = `/${entryOf(html)}`;
    expect((await fetch(`${j.baseURL}${asset}`)).headers.get('content-security-policy')).toBeNull();
  });

  it('runs the app under it: home renders, with no violation', async () => {
    await j.signIn('demo-member', '/');
    await j.page.getByRole('heading', { name: 'Member home page' }).waitFor();
    expect(j.errors).toEqual([]);
  });

  it('reports a violation as a journey error (an inline script injected at run time is blocked)', async () => {
    await j.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
    });
    await expect.poll(() => j.errors.filter((e) => e.startsWith(CSP_VIOLATION))).toHaveLength(1);
    expect(j.errors.find((e) => e.startsWith(CSP_VIOLATION))).toContain('script-src-elem blocked inline');
    expect(await j.page.evaluate('window.__injected')).toBeUndefined();
    j.errors.length = 0; // seen: not a failure of this file
  });

  it('production policy (no stand-ins): the official JS-SDK hosts and Tencent map picker', () => {
    const policy = buildCsp(cspConfig({ scriptHashes: ["'sha256-script='"], styleHashes: ["'sha256-style='"] }, {}));
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' https://res.wx.qq.com https://res2.wx.qq.com 'sha256-script='; " +
        "style-src 'self' 'sha256-style='; img-src 'self' data: https://open.weixin.qq.com; connect-src 'self'; " +
        "frame-src 'self' https://apis.map.qq.com https://mapapi.qq.com; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'self'",
    );
    expect(buildCsp(cspConfig({ scriptHashes: [], styleHashes: [] }, { VITE_API_BASE: 'https://api.example.com/base' }))).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });
});
