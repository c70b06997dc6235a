/**
 * Once per e2e run: find Chromium, build the production (Preact) app with the demo env into
 * dist-e2e/ (dist/ stays as size-limit and tests/build checked it; the WebKit lane serves the same
 * build when nothing it is made from has changed), and serve it with the API and the stand-ins on
 * 127.0.0.1 at a free port, over a seeded in-memory database that setup-file.ts resets before each
 * test file (files run one at a time).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { TestProject } from 'vitest/node';
import { openDb, type Database } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { buildId } from '../../build/build-id';
import { buildDemo, ROOT } from '../../server/demo/build';
import { createSite, listen } from '../../server/demo/site';
import { CURRENT_USER_PATH } from '../../src/lib/boot-contract';
import { findChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    /** The demo build the server serves (absolute). */
    distDir: string;
  }
}

/** POSTed by setup-file.ts before each test file: the path only this test server has. */
export const RESET_PATH = '/__e2e/reset';

/** Empties every table and seeds again, so each test file starts from the same data. */
export function resetDb(db: Database): void {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map(
    (t) => t.name,
  );
  const hasSequence = !!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
      if (hasSequence) db.prepare('DELETE FROM sqlite_sequence').run();
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  seed(db);
}

/** Test-only: GET every telemetry record the demo has stored (issue 32), as JSON rows. */
export const TELEMETRY_PATH = '/__e2e/telemetry';

/** Test-only: POST `?token=…` makes that token past its expiry, so the API answers token.expire for real. */
export const EXPIRE_PATH = '/__e2e/expire-token';

/** Test-only: POST `?phone=…` moves that phone's SMS sends a minute back, as if the server's one-a-minute gap had passed. */
export const SMS_GAP_PATH = '/__e2e/sms-gap';

/**
 * Test-only: POST holds back every response for the app's entry (assets/app-*.js) from then on; POST
 * `?release` sends them. For the WebKit lane, whose driver cannot hold a request itself (the Chromium
 * lane uses Playwright's routes): home's shell with the app not there yet (issue 49.4).
 */
export const HOLD_ENTRY_PATH = '/__e2e/hold-entry';

/**
 * Test-only: POST holds back every answer to home's `GET /api/user/current` from then on; POST
 * `?release` sends them, with `&nickname=…` as the member's name in them (an answer that differs
 * from the card kept on the phone). For the WebKit lane (the Chromium lane holds and answers with
 * Playwright's routes): the kept card on home's shell, then the fresh answer redrawing it (issue 49.4).
 */
export const HOLD_HOME_PATH = '/__e2e/hold-home';

/** Where the lanes keep the demo build, a folder for each state of what it is made from (.gitignore's dist-*). */
const BUILDS = join(ROOT, 'dist-e2e');
/** What the demo build is made from (the commit too: the build carries its id); a change to any of it makes a new one. */
const BUILD_INPUTS = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.production',
  'src',
  'styles',
  'build',
  'server/demo/build.ts',
];

function inputsHash(): string {
  const hash = createHash('sha256').update(buildId());
  const add = (path: string) => {
    const full = join(ROOT, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) for (const entry of readdirSync(full).sort()) add(join(path, entry));
    else hash.update(`\0${path}\0`).update(readFileSync(full));
  };
  for (const path of BUILD_INPUTS) add(path);
  return hash.digest('hex').slice(0, 16);
}

/** The demo build of the sources as they are: the one an earlier lane made of them, or a new one (built aside, then moved in whole). */
async function demoBuild(): Promise<{ dir: string; ms: number | null }> {
  const dir = join(BUILDS, inputsHash());
  if (existsSync(join(dir, 'index.html'))) return { dir, ms: null };
  mkdirSync(BUILDS, { recursive: true });
  const fresh = mkdtempSync(join(BUILDS, 'building-'));
  const { ms } = await buildDemo({ outDir: fresh });
  // Builds of sources that are no more go; one being made aside (building-*) is another run's.
  for (const old of readdirSync(BUILDS)) if (/^[0-9a-f]{16}$/.test(old)) rmSync(join(BUILDS, old), { recursive: true, force: true });
  try {
    renameSync(fresh, dir);
  } catch {
    rmSync(fresh, { recursive: true, force: true }); // another run moved the same build in first
  }
  return { dir, ms };
}

/** A request held back until `open`, which hands it `T` (what to send it with). */
interface Gate<T = void> {
  until: Promise<T>;
  open: (value: T) => void;
}

function gate<T = void>(): Gate<T> {
  let open: (value: T) => void = () => {};
  const until = new Promise<T>((done) => (open = done));
  return { until, open };
}

/** The demo build served over a seeded database, for either engine's lane; `close` stops it (the build stays for the next lane). */
export async function serveDemo(engine: string): Promise<{ url: string; distDir: string; close(): Promise<void> }> {
  const built = await demoBuild();
  const outDir = built.dir;
  const db = openDb();
  seed(db);
  const logs: string[] = [];
  const root = new Hono();
  root.post(RESET_PATH, (c) => {
    resetDb(db);
    return c.body(null, 204);
  });
  root.get(TELEMETRY_PATH, (c) => c.json(db.prepare('SELECT * FROM telemetry_records ORDER BY id').all()));
  root.post(EXPIRE_PATH, (c) => {
    const changed = db.prepare('UPDATE tokens SET expiresAt = ? WHERE token = ?').run(Date.now() - 1000, c.req.query('token') ?? '').changes;
    return c.body(null, changed ? 204 : 404);
  });
  root.post(SMS_GAP_PATH, (c) => {
    db.prepare('UPDATE sms SET sentAt = sentAt - 61000 WHERE phone = ?').run(c.req.query('phone') ?? '');
    return c.body(null, 204);
  });
  /** POST `path` puts up a gate (one at a time); POST `path?release` opens it, with `value` of the release's query. The gate up now, or null. */
  const gateAt = <T>(path: string, value: (query: (name: string) => string | undefined) => T) => {
    let up: Gate<T> | null = null;
    root.post(path, (c) => {
      if (c.req.query('release') === undefined) up ??= gate<T>();
      else {
        up?.open(value((name) => c.req.query(name)));
        up = null;
      }
      return c.body(null, 204);
    });
    return () => up;
  };
  const entry = gateAt(HOLD_ENTRY_PATH, () => undefined);
  const home = gateAt(HOLD_HOME_PATH, (query) => query('nickname'));
  root.use(CURRENT_USER_PATH, async (c, next) => {
    const held = home();
    if (!held || c.req.method !== 'GET') return next();
    const nickname = await held.until;
    await next();
    if (nickname === undefined || !c.res.ok) return;
    // The site gzips its API answers: read it plain, rename, and send it plain.
    const gzipped = c.res.headers.get('Content-Encoding') === 'gzip';
    const body = c.res.body && gzipped ? c.res.body.pipeThrough(new DecompressionStream('gzip')) : c.res.body;
    const answer = (await new Response(body).json()) as { data: { nickname: string } };
    answer.data.nickname = nickname;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify(answer), { status: c.res.status, headers });
  });
  root.use('/assets/*', async (c, next) => {
    const held = entry();
    if (held && /\/app-[\w-]+\.js$/.test(c.req.path)) await held.until;
    await next();
  });
  root.route('/', createSite({ db, demo: true, distDir: outDir, log: (line) => (line.startsWith('[error]') ? console.error(line) : logs.push(line)) }));
  const server = await listen(root, { host: '127.0.0.1', port: 0 });
  console.log(
    `[e2e] ${built.ms === null ? 'the demo build of these sources' : `demo build ${built.ms} ms`} in ${outDir}; serving ${server.url}; browser ${engine}`,
  );
  return {
    url: server.url,
    distDir: outDir,
    async close() {
      await server.close();
      db.close();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  const demo = await serveDemo(chromiumPath);
  project.provide('baseURL', demo.url);
  project.provide('chromiumPath', chromiumPath);
  project.provide('distDir', demo.distDir);
  return () => demo.close();
}
