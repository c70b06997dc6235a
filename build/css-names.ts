/**
 * A CSS module's class in the build: 'c' and four base-36 digits of a hash of its file (relative to
 * the repository, so every machine builds the same names) and its local name. Two classes that
 * would share a name stop the build (36^4 names make that unlikely for a few hundred classes).
 * Class names ship in the CSS and again in each module's JS map, so they are short; development
 * keeps readable ones (vite.config.ts).
 */
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const scopedNames = new Map<string, string>();

export function scopedName(local: string, file: string): string {
  const key = `${relative(ROOT, file.split('?')[0])}:${local}`;
  const name = `c${createHash('sha1').update(key).digest().readUInt32BE(0).toString(36).slice(-4).padStart(4, '0')}`;
  const taken = scopedNames.get(name);
  if (taken && taken !== key) throw new Error(`CSS module classes ${taken} and ${key} hash to the same name ${name}: change scopedName in build/css-names.ts`);
  scopedNames.set(name, key);
  return name;
}
