/**
 * Once per e2e run: find Chromium, build the production (Preact) app with the demo env into a
 * temporary directory (dist/ stays as size-limit and tests/build checked it), and serve it with the
 * API and the stand-ins on 127.0.0.1 at a free port, over a fresh seeded in-memory database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb, seed } from '../../server/db';
import { buildDemo } from '../../server/demo-build';
import { createSite, listen } from '../../server/site';
import { findChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  const outDir = mkdtempSync(join(tmpdir(), 'eggcard-e2e-'));
  const built = await buildDemo({ outDir });
  const db = openDb();
  seed(db);
  const logs: string[] = [];
  const server = await listen(createSite({ db, demo: true, distDir: outDir, log: (line) => (line.startsWith('[error]') ? console.error(line) : logs.push(line)) }), {
    host: '127.0.0.1',
    port: 0,
  });
  console.log(`[e2e] demo build ${built.ms} ms into ${outDir}; serving ${server.url}; browser ${chromiumPath}`);
  project.provide('baseURL', server.url);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.close();
    db.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
