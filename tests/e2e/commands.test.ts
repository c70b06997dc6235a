/**
 * `npm start` and `npm run dev` as a person runs them: the process starts, prints the URL to open,
 * serves the app, the API and the stand-ins on that one port, and stops cleanly on SIGTERM.
 * (`--no-build` reuses the build global-setup.ts made, so dist/ is left alone.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, inject, it } from 'vitest';

const TSX = 'node_modules/.bin/tsx';
let child: ChildProcess | null = null;

/** Starts server/main.ts and resolves with the sign-in URL it prints. */
function start(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    child = spawn(TSX, ['server/main.ts', ...args], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', EGG_DB: ':memory:', EGG_OUT_DIR: inject('distDir') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no URL printed within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Open:\s+(\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing a URL:\n${output}`)));
  });
}

function stop(): Promise<number | null> {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null) return Promise.resolve(running?.exitCode ?? null);
  return new Promise((resolve) => {
    running.once('exit', (code) => resolve(code));
    running.kill('SIGTERM');
  });
}

afterEach(async () => {
  await stop();
});

describe('npm start (tsx server/main.ts)', () => {
  it('prints a sign-in URL and serves the production app, the API and the stand-ins on its port', async () => {
    const signIn = await start(['--no-build']);
    const url = new URL(signIn);
    expect(url.pathname).toBe('/dev/oauth');
    expect(url.searchParams.get('openId')).toBe('demo-member');
    const back = await fetch(signIn, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/^\/\?code=\w+&state=STATE$/);
    const html = await (await fetch(`${url.origin}/`)).text();
    expect(html).toContain('data-only="bridge"');
    expect(html).not.toContain('/@vite/client');
    expect(await (await fetch(`${url.origin}/api/user/current`)).json()).toMatchObject({ success: false, errCode: 'token.error' });
    expect((await fetch(`${url.origin}/dev/jweixin.js`)).status).toBe(200);
    expect(await stop()).toBe(0);
  });
});

describe('npm run dev (tsx server/main.ts --dev)', () => {
  it('serves the development build with the same API and stand-ins behind one URL', async () => {
    const signIn = await start(['--dev']);
    const { origin } = new URL(signIn);
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).toContain('/@vite/client');
    expect(html).toContain('data-only="bridge"');
    expect(html).toContain('/@react-refresh'); // Fast Refresh (tests/e2e/dev-server.test.ts edits a page under it)
    const back = await fetch(signIn, { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(/^\/\?code=\w+&state=STATE$/);
    expect(await (await fetch(`${origin}/api/user/current`)).json()).toMatchObject({ success: false, errCode: 'token.error' });
    expect((await fetch(`${origin}/dev/map-picker.html`)).status).toBe(200);
    // Vite's own SIGTERM handler closes the server and exits with 128 + 15.
    expect([0, 143]).toContain(await stop());
  });

  it('-- --preact serves the development build on Preact: react resolved to preact/compat, no React refresh', async () => {
    const signIn = await start(['--dev', '--preact']);
    const { origin } = new URL(signIn);
    expect(await (await fetch(`${origin}/`)).text()).not.toContain('/@react-refresh');
    // Vite pre-bundles `react` for this runtime apart (vite.config.ts's cacheDir), from preact/compat.
    const main = await (await fetch(`${origin}/src/main.tsx`)).text();
    const react = /from "(\/node_modules\/\.vite-preact\/deps\/react\.js[^"]*)"/.exec(main)?.[1];
    expect(react).toBeTruthy();
    expect(await (await fetch(`${origin}${react}`)).text()).toMatch(/\bas unmountComponentAtNode\b/);
    expect([0, 143]).toContain(await stop());
  });
});
