/**
 * The WebKit lane's browser: Debian's WebKitGTK driven through W3C WebDriver (WebKitWebDriver), in
 * a 375×667 window of our own (phone-window.py) on a private Xvfb display. Never a download:
 * 1. the tools are on PATH (WebKitWebDriver, Xvfb, python3 with gi and WebKit2 4.1);
 * 2. when missing and running as root (CI on a fresh machine): apt-get install them;
 * 3. otherwise stop with a message saying how to get them.
 * The client is plain fetch to the W3C endpoints: the lane needs a dozen of them.
 */
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const WEBKIT_PACKAGES = ['webkit2gtk-driver', 'xvfb', 'python3-gi', 'gir1.2-webkit2-4.1'];
const INSTALL = `apt-get update && apt-get install -y ${WEBKIT_PACKAGES.join(' ')}`;
const WINDOW_SCRIPT = resolve(import.meta.dirname, 'phone-window.py');
/** Debian's python3-gi lives in the system Python, not in a pyenv or venv that may come first on PATH. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** What is missing for the lane, empty when it can run. */
function missing(): string[] {
  const gaps: string[] = [];
  const onPath = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
  if (!onPath('WebKitWebDriver')) gaps.push('WebKitWebDriver');
  if (!onPath('Xvfb')) gaps.push('Xvfb');
  const gi = spawnSync(PYTHON, ['-c', "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"]);
  if (gi.status !== 0) gaps.push('python3 gi with WebKit2 4.1');
  return gaps;
}

/** Makes sure the lane's tools are there (installing them as root), or throws saying how to get them. */
export function ensureWebKit(log: (line: string) => void = console.log): void {
  let gaps = missing();
  if (!gaps.length) return;
  if (process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log(`[e2e-webkit] missing ${gaps.join(', ')}; installing Debian's ${WEBKIT_PACKAGES.join(' ')} (about 50 MB)…`);
    try {
      execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 15 * 60_000 });
    } catch (error) {
      log(`[e2e-webkit] installing failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    gaps = missing();
    if (!gaps.length) return;
  }
  throw new Error(
    [
      `The WebKit browser tests need WebKitGTK's WebDriver and a virtual display; missing: ${gaps.join(', ')}.`,
      `- On Debian/Ubuntu: sudo ${INSTALL.replace('&& apt-get', '&& sudo apt-get')}`,
      '- Or run the Chromium lane alone: npm run test:e2e',
    ].join('\n'),
  );
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Stops a child we started (its own process group, so its children go too). */
function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      done();
    }, 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      done();
    }
  });
}

/** A W3C WebDriver element reference. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT_KEY]: string };

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

export interface WebKitSession {
  /** One W3C command; rejects with WebDriverError on an error answer. */
  send<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Lines the page reported: `pageerror: …`, `console: …`, `csp violation: …` (phone-window.py). */
  errors(): string[];
  /** Ends the session and stops the driver, the browser and the display. */
  quit(): Promise<void>;
}

export interface StartOptions {
  userAgent: string;
  /** the browser's time zone (TZ of its process), default Asia/Shanghai */
  timezoneId?: string;
  /** the browser's language, default en-US */
  locale?: string;
  /** the member's text size as WebKit's text-only zoom (1.5 = 150 %), as iOS's text size scales a page; default none */
  textZoom?: number;
  /** the window's height in CSS px (what a keyboard leaves of the screen), default 667 */
  height?: number;
  /** when a navigation counts as done for the next command (W3C pageLoadStrategy): 'none' for a page whose load is held back (the journey waits itself); default 'normal' */
  pageLoadStrategy?: 'normal' | 'none';
}

export async function startWebKit({
  userAgent,
  timezoneId = 'Asia/Shanghai',
  locale = 'en-US',
  textZoom,
  height,
  pageLoadStrategy = 'normal',
}: StartOptions): Promise<WebKitSession> {
  const dir = mkdtempSync(join(tmpdir(), 'eggcard-webkit-'));
  const errorsFile = join(dir, 'errors.log');
  writeFileSync(errorsFile, '');
  const children: ChildProcess[] = [];
  const lang = locale.replace('-', '_');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TZ: timezoneId,
    LANG: `${lang}.UTF-8`,
    LANGUAGE: lang,
    // No GPU or compositor on Xvfb; no sandbox namespaces in containers.
    WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
    LIBGL_ALWAYS_SOFTWARE: '1',
    GTK_A11Y: 'none',
    NO_AT_BRIDGE: '1',
  };
  const spawnOwn = (cmd: string, args: string[]) => {
    // fd 3 is for Xvfb's -displayfd (the display number it chose); the others ignore it
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe', 'pipe'], detached: true });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    children.push(child);
    return { child, stderr: () => stderr };
  };
  let sessionId = '';
  let base = '';
  // A worker that ends without close() (a crash, a timeout) must not leave the display and browser behind.
  const killAll = () => {
    for (const child of children) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', killAll);
  const quit = async () => {
    process.off('exit', killAll);
    if (sessionId) {
      const id = sessionId;
      sessionId = '';
      await fetch(`${base}/session/${id}`, { method: 'DELETE', signal: AbortSignal.timeout(5000) }).catch(() => undefined);
    }
    for (const child of children.reverse()) await stop(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // -displayfd: Xvfb takes a free display itself and says which, so parallel runs never collide.
    const xvfb = spawnOwn('Xvfb', ['-displayfd', '3', '-screen', '0', '800x1000x24', '-nolisten', 'tcp']);
    let chosen = '';
    (xvfb.child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      chosen += chunk.toString();
    });
    for (let i = 0; !chosen.includes('\n'); i++) {
      if (xvfb.child.exitCode !== null || i > 200) throw new Error(`Xvfb did not start: ${xvfb.stderr()}`);
      await sleep(25);
    }
    env.DISPLAY = `:${chosen.trim()}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const driver = spawnOwn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1']);
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (driver.child.exitCode !== null || i > 100) throw new Error(`WebKitWebDriver did not start: ${driver.stderr()}`);
      await sleep(50);
    }
    const created = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            browserName: 'eggcard-phone',
            pageLoadStrategy,
            'webkitgtk:browserOptions': {
              binary: PYTHON,
              args: [
                WINDOW_SCRIPT,
                `--user-agent=${userAgent}`,
                `--errors-file=${errorsFile}`,
                ...(textZoom ? [`--text-zoom=${textZoom}`] : []),
                ...(height ? [`--height=${height}`] : []),
              ],
            },
          },
        },
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await created.json()) as { value: { sessionId?: string; error?: string; message?: string } };
    if (!answer.value.sessionId) throw new Error(`WebKitWebDriver refused the session: ${answer.value.error} ${answer.value.message}\n${driver.stderr()}`);
    sessionId = answer.value.sessionId;
  } catch (error) {
    await quit();
    throw error;
  }
  return {
    async send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
      const response = await fetch(`${base}/session/${sessionId}${path}`, {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
      if (!response.ok) throw new WebDriverError(value?.error ?? `HTTP ${response.status}`, value?.message ?? '');
      return value as T;
    },
    errors: () => readFileSync(errorsFile, 'utf8').split('\n').filter(Boolean),
    quit,
  };
}
