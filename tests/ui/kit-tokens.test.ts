/**
 * The design tokens in two files: styles/tokens.css (what the first screen reads, on the first visit)
 * and styles/kit-tokens.css (the rest, in the kit's stylesheet). A kit component whose stylesheet reads
 * one of the kit's tokens imports kit-tokens.css itself, so it has them wherever it is loaded (the
 * build's check that the first visit defines what it reads: tests/build/dist.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const defined = (css: string) => [...css.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!);
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [relative(ROOT, join(ROOT, dir, e.name))],
  );

/** A token's name once a file, light and dark and reduced motion counted once. */
const names = (path: string) => new Set(defined(read(path)));

describe("the kit's tokens", () => {
  const first = names('styles/tokens.css');
  const kit = names('styles/kit-tokens.css');

  it('each token is in one file only', () => {
    expect(kit.size).toBeGreaterThan(0);
    for (const name of kit) expect(first.has(name), name).toBe(false);
  });

  it("a kit component whose stylesheet reads the kit's tokens imports kit-tokens.css", () => {
    const readers = files('src/ui').filter((path) => path.endsWith('.module.css') && [...read(path).matchAll(/var\((--[\w-]+)/g)].some((m) => kit.has(m[1]!)));
    expect(readers.length).toBeGreaterThan(0);
    for (const css of readers) {
      const name = css.split('/').pop()!;
      const components = files(css.replace(/\/[^/]+$/, '')).filter((path) => path.endsWith('.tsx') && read(path).includes(`from './${name}'`));
      expect(components.length, css).toBeGreaterThan(0);
      for (const component of components) expect(read(component), component).toContain("import '../../../styles/kit-tokens.css';");
    }
  });

  it('every token a stylesheet of src/ or styles/ reads is defined in one of them (or, a component-set value, by a rule or inline style)', () => {
    const sheets = [...files('src'), ...files('styles')].filter((path) => path.endsWith('.css'));
    const everywhere = new Set(sheets.flatMap((path) => defined(read(path))));
    const inline = new Set(files('src').flatMap((path) => (path.endsWith('.tsx') ? [...read(path).matchAll(/'(--[\w-]+)'/g)].map((m) => m[1]!) : [])));
    for (const path of sheets)
      for (const [, name] of read(path).matchAll(/var\((--[\w-]+)\)/g)) expect(everywhere.has(name!) || inline.has(name!), `${path}: ${name}`).toBe(true);
  });
});
