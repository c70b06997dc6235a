/**
 * The chunk plan's `app` chunk is the first visit's modules, which a plugin collects during the
 * build: vite.config.ts hands one Set to both for each build, so two builds in one process (the e2e
 * lanes, `npm start` after a test build) never read each other's.
 */
import type { Plugin, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

type Group = { name: string; test: (id: string) => boolean };

/** A production build's config as Vite makes it from vite.config.ts. */
function buildConfig(): UserConfig {
  if (typeof config !== 'function') throw new Error('vite.config.ts exports a config function');
  return config({ command: 'build', mode: 'production' }) as UserConfig;
}

/** Whether the chunk `name` of the config's plan takes the module `id`. */
const takes = (made: UserConfig, name: string, id: string): boolean => {
  const output = made.build?.rolldownOptions?.output;
  const split = (Array.isArray(output) ? output[0] : output)?.codeSplitting;
  const groups = ((typeof split === 'object' && split ? split.groups : []) ?? []) as Group[];
  const group = groups.find((g) => g.name === name);
  if (!group) throw new Error(`no chunk ${name} in the plan`);
  return group.test(id);
};

const FORMAT = '/r/src/lib/format.ts';

/** Runs the first-screen plugin's buildEnd over a module graph: main.tsx imports `imports`, which import `deeper`. */
function collect(made: UserConfig, imports: string[], deeper: string[] = []): void {
  const plugin = (made.plugins as Plugin[]).find((p) => p?.name === 'eggcard:first-screen-modules');
  if (!plugin) throw new Error('no first-screen plugin in the config');
  const graph: Record<string, string[]> = { '/r/src/main.tsx': imports, '/r/src/pages/card/Cards.tsx': [] };
  for (const id of imports) graph[id] = deeper;
  for (const id of deeper) graph[id] = [];
  const context = { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null) };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
}

describe('the chunk plan and the first screen', () => {
  it("puts in `app` what this build's first screen imports, and leaves it out of the kit", () => {
    const made = buildConfig();
    collect(made, [FORMAT]);
    expect(takes(made, 'app', FORMAT)).toBe(true);
    expect(takes(made, 'kit', FORMAT)).toBe(false);
    expect(takes(made, 'app', '/r/src/pages/card/Cards.tsx')).toBe(false);
  });

  it("reads each build's own first screen: a second config sees none of the first's modules", () => {
    const first = buildConfig();
    const second = buildConfig();
    collect(first, [FORMAT]);
    expect(takes(first, 'app', FORMAT)).toBe(true);
    expect(takes(second, 'app', FORMAT)).toBe(false);
    expect(takes(second, 'kit', FORMAT)).toBe(true);
  });

  it('stops the build when the first screen would carry dayjs, naming the modules that bring it', () => {
    const dayjs = '/r/node_modules/dayjs/esm/index.js';
    expect(() => collect(buildConfig(), ['/r/src/lib/china-day.ts'], [dayjs])).toThrow(
      'the first screen imports node_modules/dayjs/esm/index.js: src/main.tsx → src/lib/china-day.ts → node_modules/dayjs/esm/index.js',
    );
    expect(() => collect(buildConfig(), [FORMAT])).not.toThrow();
  });
});
