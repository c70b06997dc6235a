/**
 * Journeys in a real Chromium against the demo server started by global-setup.ts: a phone-sized
 * touch viewport with a WeChat user agent, a fresh profile each launch, and helpers for the things
 * a journey needs (sign-in through the OAuth stand-in, SMS codes, screenshots, axe-core).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, PHONE, WECHAT_UA } from './browser';

export { CHROMIUM_ARGS, WECHAT_UA };

/** The prefix of a Content-Security-Policy violation in Journey.errors. */
export const CSP_VIOLATION = 'csp violation';

export const RESULTS_DIR = resolve(process.cwd(), 'test-results', 'e2e');
const require = createRequire(import.meta.url);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  baseURL: string;
  /** Messages of uncaught page errors, console errors and CSP violations, for a journey to assert none happened. */
  errors: string[];
  /** The OAuth stand-in's entry for `openId`, landing on `route` (a hash route, default '/'). */
  oauthUrl(openId?: string, route?: string): string;
  /** Opens the OAuth entry and waits until the app has stored a token. */
  signIn(openId?: string, route?: string): Promise<void>;
  /** localStorage of the app's origin. */
  storage(key: string): Promise<string | null>;
  /** Writes test-results/e2e/<name>.png (full page) and returns its path. */
  screenshot(name: string): Promise<string>;
  /** The last SMS code the demo server sent to `phone`. */
  smsCode(phone: string): Promise<{ code: string; key: string }>;
  /** axe-core on the current page: serious and critical violations only. */
  axe(options?: { include?: string; disableRules?: string[] }): Promise<AxeViolation[]>;
  /** Closes the browser; rejects if any Content-Security-Policy violation happened meanwhile. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** default 'en-US' (Chinese text has no font on a bare Debian, screenshots would be boxes) */
  locale?: string;
  userAgent?: string;
  /** default 'Asia/Shanghai'; members' phones may be on any zone */
  timezoneId?: string;
  /** prefers-color-scheme; default 'light' (WeChat follows the phone's dark mode) */
  colorScheme?: 'light' | 'dark';
  baseURL?: string;
  executablePath?: string;
}

export async function launch(options: LaunchOptions = {}): Promise<Journey> {
  const baseURL = options.baseURL ?? inject('baseURL');
  const executablePath = options.executablePath ?? inject('chromiumPath');
  const profile = mkdtempSync(join(tmpdir(), 'eggcard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    ...PHONE,
    userAgent: options.userAgent ?? WECHAT_UA,
    locale: options.locale ?? 'en-US',
    timezoneId: options.timezoneId ?? 'Asia/Shanghai',
    colorScheme: options.colorScheme ?? 'light',
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  // The demo server sends index.html with its Content-Security-Policy (server/demo/csp.ts): every
  // violation, in any frame, is an error of the journey, and close() fails the file if any happened.
  await context.exposeBinding('__e2eCspViolation', (_source, text: string) => void errors.push(`${CSP_VIOLATION}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __e2eCspViolation?: (text: string) => void }).__e2eCspViolation;
        report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${location.pathname}${location.hash} (${e.sourceFile}:${e.lineNumber})`);
      },
      true,
    );
  });

  const oauthUrl = (openId = 'demo-member', route = '/') =>
    `/dev/oauth?redirect_uri=${encodeURIComponent(`/#${route}`)}&state=STATE&openId=${encodeURIComponent(openId)}`;

  return {
    context,
    page,
    baseURL,
    errors,
    oauthUrl,
    async signIn(openId, route) {
      await page.goto(oauthUrl(openId, route));
      await page.waitForFunction(() => !!localStorage.getItem('token'), undefined, { timeout: 15_000 });
    },
    storage: (key) => page.evaluate((k) => localStorage.getItem(k), key),
    async screenshot(name) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      const path = join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    async smsCode(phone) {
      const response = await fetch(`${baseURL}/dev/sms/last?phone=${encodeURIComponent(phone)}`);
      const body = (await response.json()) as { success: boolean; data: { code: string; key: string }; errMessage?: string };
      if (!body.success) throw new Error(`no SMS for ${phone}: ${body.errMessage}`);
      return { code: body.data.code, key: body.data.key };
    },
    async axe({ include, disableRules = [] } = {}) {
      // Evaluated, not added as a <script>: the page's Content-Security-Policy blocks inline scripts.
      if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
      // A fade-in under way (a toast, a sheet) would read as low contrast: let finite animations end.
      await page.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
              .map((a) => a.finished.catch(() => undefined)),
          ),
          new Promise((done) => setTimeout(done, 2000)),
        ]),
      );
      const violations = await page.evaluate(
        async ({ include, disableRules }) => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  ctx: unknown,
                  opts: unknown,
                ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
              };
            }
          ).axe;
          const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
          const result = await axe.run(include ? { include: [include] } : document, { rules, resultTypes: ['violations'] });
          return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
        },
        { include, disableRules },
      );
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      const csp = errors.filter((e) => e.startsWith(CSP_VIOLATION) || /Content Security Policy/i.test(e));
      if (csp.length) throw new Error(`Content-Security-Policy violations:\n${csp.join('\n')}`);
    },
  };
}

/** A call to the demo server from the test process (POST when `body` is given); throws on `success: false`. */
export async function api<T>(baseURL: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data: T; errMessage: string | null };
  if (!envelope.success) throw new Error(`${path}: ${envelope.errMessage}`);
  return envelope.data;
}

/** A token for `openId` through the demo server's debug login (for setting up data, not for journeys). */
export async function tokenFor(baseURL: string, openId = 'demo-member'): Promise<string> {
  return (await api<{ token: string }>(baseURL, '/wechat/login', { body: { openId } })).token;
}
