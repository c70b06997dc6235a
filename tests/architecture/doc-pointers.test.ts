/**
 * Pointers into the docs lead somewhere. A Markdown link in a doc names a file that exists and, with
 * a #fragment, one of its headings (GitHub's slugs); a section named in quotes after a doc, in code or
 * in the docs (`docs/performance.md, "Terser"`, `README "Supported engines"`), is a heading of that doc.
 * docs/performance.md stays a reference (issue 48): at most 300 lines, and nothing points at the
 * archive its dated runs moved to.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SKIP = new Set(['node_modules', 'dist', '.data', '.git', 'bench-results', 'test-results', 'coverage']);

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = dir ? `${dir}/${name}` : name;
    if (SKIP.has(name)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return dir || ['src', 'build', 'server', 'tests', 'styles', 'docs'].includes(name) ? walk(path) : [];
    return /\.(ts|tsx|css|md|html|js|py)$/.test(name) ? [path] : [];
  });
}

const FILES = walk('');
const DOCS = FILES.filter((file) => file.endsWith('.md'));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Markdown without its fenced code blocks (links and headings there are examples). */
const prose = (md: string) => md.replace(/^```[\s\S]*?^```/gm, '');

/** A heading's text as GitHub shows it: links as their text, no code marks or trailing #s. */
const plain = (heading: string) =>
  heading
    .replace(/\s+#+\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim();

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** A doc's headings, in order. */
const headings = (file: string): string[] => [...prose(read(file)).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => plain(m[1]));

/** Its anchors: a repeated slug gets -1, -2, … as on GitHub. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    headings(file).map((text) => {
      const base = slug(text);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      return n ? `${base}-${n}` : base;
    }),
  );
}

/** A doc named in `file`: beside it, from the repository's root, or in docs/ (README alone is the root's). */
function resolveDoc(file: string, name: string): string | undefined {
  const doc = name.endsWith('.md') ? name : `${name}.md`;
  const tries = doc === 'README.md' && !file.endsWith('.md') ? [doc] : [join(dirname(file), doc), doc, join('docs', doc)];
  return tries.map((t) => normalize(t)).find((t) => existsSync(join(ROOT, t)));
}

interface Pointer {
  file: string;
  doc: string;
  section: string;
}

/** `<doc>, "Section"`, two sections after one doc joined by "and", the README's too; comment lines joined, links read as their target. */
function pointers(file: string): Pointer[] {
  let text = read(file);
  if (file.endsWith('.md')) text = prose(text).replace(/\[[^\]]*\]\(([^)\s#]+)[^)]*\)/g, '$1');
  text = text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');
  const found: Pointer[] = [];
  for (const m of text.matchAll(/((?:[\w.-]+\/)*(?:README(?:\.md)?|[\w-]+\.md))(?:'s)?,? ((?:"[^"]{1,80}"(?:,? (?:and |or )?(?="))?)+)/g)) {
    const doc = resolveDoc(file, m[1]);
    for (const q of m[2].matchAll(/"([^"]+)"/g)) found.push({ file, doc: doc ?? `${m[1]} (no such doc)`, section: q[1] });
  }
  return found;
}

describe('pointers into the docs', () => {
  it('every Markdown link of a doc names a file, and a heading of it', () => {
    const links = DOCS.flatMap((file) =>
      [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/i.test(target))
        .map((target) => ({ file, target })),
    );
    expect(links.length).toBeGreaterThan(20);
    const broken = links.filter(({ file, target }) => {
      const [path, fragment] = target.split('#');
      const to = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file;
      if (!existsSync(join(ROOT, to))) return true;
      return fragment !== undefined && (!to.endsWith('.md') || !anchors(to).has(fragment));
    });
    expect(broken.map(({ file, target }) => `${file}: ${target}`)).toEqual([]);
  });

  it('every section named in quotes after a doc is a heading of that doc', () => {
    const all = FILES.flatMap(pointers);
    expect(all.length).toBeGreaterThan(10);
    const key = (s: string) => plain(s).toLowerCase();
    const broken = all.filter(({ doc, section }) => !existsSync(join(ROOT, doc)) || !headings(doc).some((h) => key(h) === key(section)));
    expect(broken.map(({ file, doc, section }) => `${file}: ${doc}, "${section}"`)).toEqual([]);
  });
});

describe('docs/performance.md is a reference', () => {
  it('of at most 300 lines', () => {
    expect(read('docs/performance.md').trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });
});
