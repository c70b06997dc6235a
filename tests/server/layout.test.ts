/**
 * server/api is the API apart from the demo: it imports nothing from server/demo, and from src/ only
 * the contract (src/api/types, as types) and the rules both sides run (SHARED_RULES: the phone rule,
 * the telemetry records' scrub, the address limits, China days and ship dates), never a copy of its own.
 * Its lib/ is what the resources share, so it never reaches back into modules/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
/** The rules the app and the server run from one file: the phone, the telemetry records' scrub, an address's lengths, the China day, the ship date. */
const SHARED_RULES = ['src/lib/validate', 'src/lib/telemetry', 'src/lib/address-text', 'src/lib/china-day', 'src/lib/ship-date'];
const API = join(ROOT, 'server/api');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** [importing file, statement, target path relative to the repository] for every relative import. */
const edges = (files: string[]) =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)].map(
      (m) => [relative(ROOT, file), m[0], relative(ROOT, join(file, '..', m[1]))] as const,
    ),
  );

describe('server/api layout', () => {
  const all = edges(sources(API));

  it('finds the API files', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('imports nothing from server/demo, and from src/ only the contract types and the shared rules', () => {
    const wrong = all.filter(([, statement, target]) => {
      if (target.startsWith('server/api/')) return false;
      if (target === 'src/api/types' && statement.startsWith('import type ')) return false;
      return !SHARED_RULES.includes(target);
    });
    expect(wrong).toEqual([]);
  });

  it('runs the shared rules from src/lib, with no date module of its own', () => {
    const targets = new Set(all.map(([, , target]) => target));
    for (const rule of SHARED_RULES) expect(targets, rule).toContain(rule);
    expect(sources(API).filter((file) => /china-day|ship-date/.test(file))).toEqual([]);
  });

  it('lib/ and db/ never import modules/', () => {
    const wrong = all.filter(([file, , target]) => /^server\/api\/(lib|db)\//.test(file) && target.startsWith('server/api/modules/'));
    expect(wrong).toEqual([]);
  });
});
