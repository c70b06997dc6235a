/**
 * Which folders of src/pages/ are screens and which are pieces screens share, for the build's chunk
 * plan (vite.config.ts) and the layering rule (tests/architecture/layering.test.ts). Build-time code:
 * it runs in Node and nothing under src/ imports it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowOf, type FlowName } from './flows.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The screens: the folders of src/pages/ the route table (src/app/routes.ts) loads. */
export const SCREEN_FOLDERS: ReadonlySet<string> = new Set(
  [...readFileSync(join(ROOT, 'src', 'app', 'routes.ts'), 'utf8').matchAll(/'\.\.\/pages\/([\w-]+)\//g)].map((m) => m[1]),
);

/**
 * Shared pieces (folders of src/pages/ that no route loads) that only one flow's screens use travel
 * in that flow's chunk; every other piece (payment, scan: used across flows) travels in the kit.
 */
const PIECE_FLOW: Record<string, FlowName> = {
  'sms-code': 'member',
  fulfilment: 'fulfilment',
};

/**
 * The chunk a module of src/pages/ belongs in: a screen's folder → its flow (undefined for home and
 * the development-only screens, which the first screen and the dev build place); a piece → its flow or 'kit'.
 */
export function pageChunk(id: string): FlowName | 'kit' | undefined {
  const folder = /\/src\/pages\/([\w-]+)\//.exec(id)?.[1];
  if (!folder) return undefined;
  if (SCREEN_FOLDERS.has(folder)) return flowOf(folder);
  return PIECE_FLOW[folder] ?? 'kit';
}
