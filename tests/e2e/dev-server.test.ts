/**
 * The development server (server/demo/dev-server.ts, `npm run dev`) in a real browser, started here
 * on a free port and stopped by the test:
 * - on React, an edit keeps a screen's state (Fast Refresh): a member types in the debug login's
 *   field, the test rewrites that page's file, and the page shows the edit with what was typed still
 *   there (a whole-page reload would bring the field's default back). The file is put back whatever happens;
 * - with `preact` (`npm run dev -- --preact`), the app runs on Preact, the runtime members get.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { ROOT } from '../../server/demo/build';
import { startDevServer } from '../../server/demo/dev-server';
import { launch, type Journey } from './harness';

const PAGE_FILE = join(ROOT, 'src/pages/login/Login.tsx');
/** What the edit adds to the page's form; a file that has it was left by a run that did not finish. */
const EDIT = ' data-edited="1"';
const original = readFileSync(PAGE_FILE, 'utf8').replace(EDIT, '');
const putBack = () => readFileSync(PAGE_FILE, 'utf8') !== original && writeFileSync(PAGE_FILE, original);
putBack();

let stop: (() => Promise<void>) | undefined;
let j: Journey | undefined;

/** A development server over a seeded in-memory database, and a phone's browser on it. */
async function open(preact: boolean): Promise<Journey> {
  const db = openDb(':memory:');
  seed(db);
  const server = await startDevServer({ db, host: '127.0.0.1', port: 0, preact, log: () => undefined });
  stop = async () => {
    await server.close();
    db.close();
  };
  j = await launch({ baseURL: server.url });
  return j;
}

afterEach(async () => {
  putBack();
  await j?.close();
  j = undefined;
  await stop?.();
  stop = undefined;
});
afterAll(putBack);

/** What renders #root: React's container key, or Preact's vnode on the element. */
const runtimeOf = (j: Journey) =>
  j.page.evaluate(() => {
    const keys = Object.keys(document.getElementById('root') ?? {});
    return keys.some((k) => k.startsWith('__reactContainer$')) ? 'react' : keys.includes('__k') ? 'preact' : keys.join(',');
  });

describe('npm run dev', () => {
  it('keeps what was typed when the page file is rewritten (React Fast Refresh)', async () => {
    const j = await open(false);
    await j.signIn('demo-member', '/login');
    const field = j.page.getByLabel('Account');
    await field.waitFor();
    // The dev server compiles (and may pre-bundle, then reload for) what a page uses on demand: let it settle first.
    await j.page.waitForLoadState('networkidle');
    expect(await runtimeOf(j)).toBe('react');
    await field.fill('typed-before-the-edit');

    const edited = original.replace('<form', `<form${EDIT}`);
    expect(edited).not.toBe(original);
    writeFileSync(PAGE_FILE, edited);

    await j.page.locator('form[data-edited="1"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => field.inputValue()).toBe('typed-before-the-edit');
    expect(j.errors).toEqual([]);
  });

  it('-- --preact runs home and a list on Preact, with no React refresh in the page', async () => {
    const j = await open(true);
    await j.signIn('demo-member', '/');
    await j.page.locator('[data-tier]').waitFor({ timeout: 30_000 });
    expect(await runtimeOf(j)).toBe('preact');
    expect(await j.page.evaluate(() => '$RefreshReg$' in window)).toBe(false);
    await j.page.goto('/#/order');
    await j.page.getByRole('heading', { name: 'My orders' }).waitFor();
    await j.page.locator('ul li').first().waitFor({ timeout: 30_000 });
    expect(j.errors).toEqual([]);
  });
});
