import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = join(__dirname, '../../src/ui');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every `import … from '…'` / `export … from '…'` of a file: [whole statement, specifier]. */
const imports = (code: string) => [...code.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((m) => [m[0], m[1]] as const);

describe('src/ui layering (DESIGN.md: arrows only point down)', () => {
  const files = sources(UI);

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('never imports the app, pages, stores or platform, and from the API only its types', () => {
    const wrong = files.flatMap((file) =>
      imports(readFileSync(file, 'utf8'))
        .filter(([statement, from]) => {
          if (!from.startsWith('.')) return false;
          const target = relative(UI, join(file, '..', from));
          if (!target.startsWith('..')) return false; // inside src/ui
          if (/^\.\.\/(i18n|lib)(\/|$)/.test(target)) return false;
          if (/^\.\.\/api\/types$/.test(target) && /^import type /.test(statement)) return false;
          return true;
        })
        .map(([, from]) => `${relative(UI, file)} → ${from}`),
    );
    expect(wrong).toEqual([]);
  });
});
