/**
 * Imports point down (docs/architecture.md): app → pages → (ui, stores) → (api, platform) → (lib,
 * i18n), and the contract types of src/api/types.ts may be imported as types from anywhere. A page
 * never imports another screen's folder or the app. The boot script (boot/) is a program of its own,
 * inlined into index.html: it uses lib/ and api/'s decoders, and nothing imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOf, ROUTES } from '../../src/app/route-table';

const SRC = join(__dirname, '../../src');

type Layer = 'app' | 'boot' | 'pages' | 'ui' | 'stores' | 'api' | 'platform' | 'lib' | 'i18n';

const MAY_IMPORT: Record<Layer, Layer[]> = {
  app: ['app', 'pages', 'ui', 'stores', 'api', 'platform', 'lib', 'i18n'],
  boot: ['boot', 'api', 'lib'],
  pages: ['pages', 'ui', 'stores', 'api', 'platform', 'lib', 'i18n'],
  ui: ['ui', 'lib', 'i18n'],
  stores: ['stores', 'api', 'platform', 'lib', 'i18n'],
  api: ['api', 'lib', 'i18n'],
  platform: ['platform', 'lib', 'i18n'],
  lib: ['lib', 'i18n'],
  i18n: ['i18n', 'lib'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')` of a file: [statement, specifier]. */
const importsOf = (code: string) => [
  ...[...code.matchAll(/^import\s+'([^']+)'/gm)].map((m) => [m[0], m[1]] as const),
  ...[...code.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((m) => [m[0], m[1]] as const),
  ...[...code.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => [m[0], m[1]] as const),
];

/** The screens (the route table's folders of src/pages/); other folders there are shared screen pieces. */
const SCREENS: ReadonlySet<string> = new Set(ROUTES.map(folderOf));

/** 'pages/order/OrderList.tsx' → ['pages', 'order']; 'pages/payment/pay.ts' → ['pages', ''] (shared); 'main.tsx' → ['app', '']. */
function place(path: string): [Layer, string] {
  const [top, second = ''] = path.split(sep);
  if (!(top in MAY_IMPORT)) return ['app', '']; // main.tsx and env.d.ts belong to the composition root
  return [top as Layer, top === 'pages' && SCREENS.has(second) ? second : ''];
}

/** Every relative import in src/ that breaks the rule, as 'from → to'. */
function wrongImports(files: string[], read = (file: string) => readFileSync(file, 'utf8')): string[] {
  return files.flatMap((file) => {
    const from = relative(SRC, file);
    const [layer, screen] = place(from);
    return importsOf(read(file))
      .filter(([statement, specifier]) => {
        if (!specifier.startsWith('.')) return false;
        const to = relative(SRC, join(file, '..', specifier));
        if (to.startsWith('..')) return !/^\.\.\/styles\//.test(to); // outside src: only the styles
        if (to === join('api', 'types') && /^(import|export) type /.test(statement)) return false;
        const [target, targetScreen] = place(to);
        if (!MAY_IMPORT[layer].includes(target)) return true;
        // A page may use its own screen's files and shared screen pieces, never another screen's.
        return layer === 'pages' && target === 'pages' && targetScreen !== '' && targetScreen !== screen;
      })
      .map(([, specifier]) => `${from} → ${relative(SRC, join(file, '..', specifier))}`);
  });
}

describe('src layering (docs/architecture.md: arrows only point down)', () => {
  const files = sources(SRC);

  it("tells screens (the route table's folders) from shared screen pieces", () => {
    expect([...SCREENS]).toEqual(expect.arrayContaining(['home', 'order', 'plan', 'bind', 'exchange']));
    expect(SCREENS.has('payment')).toBe(false);
  });

  it('finds the sources of every layer', () => {
    const layers = new Set(files.map((f) => place(relative(SRC, f))[0]));
    expect([...layers].sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('has no import against the direction, and no page borrows from a sibling screen', () => {
    expect(wrongImports(files)).toEqual([]);
  });
});

/** The file an import of `specifier` from `file` loads (src/boot/old-engine.ts names its imports with `.ts`, for Node). */
const resolveImport = (file: string, specifier: string) => {
  const path = join(file, '..', specifier);
  return /\.tsx?$/.test(path) ? path : [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((p) => SOURCES.includes(p))!;
};
const SOURCES = sources(SRC);

/** The files a script inlines from `entry`: its value imports, followed (types are erased, dynamic imports would be chunks). */
function inlined(entry: string, read = (file: string) => readFileSync(file, 'utf8')): string[] {
  const seen = new Set<string>([entry]);
  for (const file of seen)
    for (const [statement, specifier] of importsOf(read(file)))
      if (specifier.startsWith('.') && !/^(import|export) type /.test(statement) && !statement.startsWith('import(')) seen.add(resolveImport(file, specifier));
  return [...seen].map((file) => relative(SRC, file));
}

describe("the boot script (boot/: index.html's inline scripts)", () => {
  it('inlines only boot/, lib/ and api/ modules that stay within them: no client, no catalog, no store', () => {
    for (const entry of ['boot/preload-inline.ts', 'boot/old-engine.ts']) {
      const files = inlined(join(SRC, entry));
      expect(files, entry).toContain(entry);
      expect(
        files.filter((file) => !['boot', 'lib', 'api'].includes(place(file)[0]) || file === join('api', 'client.ts')),
        entry,
      ).toEqual([]);
    }
    // what it shares with the app, each read by both
    expect(inlined(join(SRC, 'boot/preload-inline.ts'))).toEqual(expect.arrayContaining(['lib/boot-contract.ts', 'api/decode.ts', 'api/order-page.ts']));
  });

  it('the check follows imports through the modules in between', () => {
    const code: Record<string, string> = {
      [join(SRC, 'boot/x.ts')]: "import { a } from '../api/decode';\nimport type { B } from '../app/route-table';",
      [join(SRC, 'api/decode.ts')]: "import { t } from '../i18n';",
      [join(SRC, 'i18n/index.ts')]: '',
    };
    expect(inlined(join(SRC, 'boot/x.ts'), (file) => code[file])).toEqual(['boot/x.ts', 'api/decode.ts', 'i18n/index.ts']);
  });
});

/**
 * src/ is what members download: no Node module, and nothing from outside src/ but packages and the
 * global styles (styles/, downloaded too). Build code lives in build/, and src/ never reaches it.
 */
function notShipped(files: string[], read = (file: string) => readFileSync(file, 'utf8')): string[] {
  return files.flatMap((file) =>
    importsOf(read(file))
      .filter(([, specifier]) => {
        if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return true;
        if (!specifier.startsWith('.')) return false;
        const to = relative(join(SRC, '..'), join(file, '..', specifier));
        return !to.startsWith(`src${sep}`) && !to.startsWith(`styles${sep}`);
      })
      .map(([, specifier]) => `${relative(SRC, file)} → ${specifier}`),
  );
}

describe('src/ holds what members download', () => {
  it('imports no Node module and nothing outside src/ but packages and styles/', () => {
    expect(notShipped(sources(SRC))).toEqual([]);
  });

  it('the check flags node: and builtin modules, build/, and the repository around src/', () => {
    const check = (path: string, code: string) => notShipped([join(SRC, path)], () => code);
    expect(check('boot/x.ts', "import { readFileSync } from 'node:fs';")).toEqual(['boot/x.ts → node:fs']);
    expect(check('lib/x.ts', "import { join } from 'path';")).toEqual(['lib/x.ts → path']);
    expect(check('boot/x.ts', "import { pageChunk } from '../../build/chunks';")).toEqual(['boot/x.ts → ../../build/chunks']);
    expect(check('app/x.ts', "const c = () => import('../../vite.config');")).toEqual(['app/x.ts → ../../vite.config']);
    expect(check('main.tsx', "import '../server/api/db';")).toEqual(['main.tsx → ../server/api/db']);
    expect(check('main.tsx', "import '../styles/tokens.css';\nimport { atom } from 'nanostores';\nimport { App } from './app/App';")).toEqual([]);
  });
});

describe('the layering check itself', () => {
  const check = (path: string, code: string) => wrongImports([join(SRC, path)], () => code);

  it('flags an import that points up, into a sibling screen, or at the API beyond its types', () => {
    expect(check('lib/x.ts', "import { go } from '../platform/navigation';")).toEqual(['lib/x.ts → platform/navigation']);
    expect(check('api/x.ts', "import { $token } from '../stores/session';")).toEqual(['api/x.ts → stores/session']);
    expect(check('platform/x.ts', "import { toast } from '../ui/toast/toast';")).toEqual(['platform/x.ts → ui/toast/toast']);
    expect(check('pages/payment/x.ts', "import { go } from '../order/OrderList';")).toEqual(['pages/payment/x.ts → pages/order/OrderList']);
    expect(check('pages/plan/X.tsx', "import styles from '../order/order.module.css';")).toEqual(['pages/plan/X.tsx → pages/order/order.module.css']);
    expect(check('stores/x.ts', "import { Button } from '../ui/button/Button';")).toEqual(['stores/x.ts → ui/button/Button']);
    expect(check('pages/order/X.tsx', "import { periodText } from '../plan/period-text';")).toEqual(['pages/order/X.tsx → pages/plan/period-text']);
    expect(check('ui/x/X.tsx', "import { listCards } from '../../api/cards';")).toEqual(['ui/x/X.tsx → api/cards']);
    expect(check('ui/x/X.tsx', "import { isCard } from '../../api/types';")).toEqual(['ui/x/X.tsx → api/types']);
    expect(check('api/x.ts', "const m = () => import('../platform/wechat');")).toEqual(['api/x.ts → platform/wechat']);
    expect(check('boot/x.ts', "import { t } from '../i18n';")).toEqual(['boot/x.ts → i18n']);
    expect(check('boot/x.ts', "import { $token } from '../stores/session';")).toEqual(['boot/x.ts → stores/session']);
    expect(check('boot/x.ts', "import { ROUTES } from '../app/route-table';")).toEqual(['boot/x.ts → app/route-table']);
    expect(check('app/x.ts', "import { preload } from '../boot/preload';")).toEqual(['app/x.ts → boot/preload']);
    expect(check('main.tsx', "import { showHome } from './boot/home-shell';")).toEqual(['main.tsx → boot/home-shell']);
  });

  it('lets imports point down, within a screen, and to the contract types from anywhere', () => {
    expect(check('pages/order/X.tsx', "import { List } from '../../ui/list/List';\nimport styles from './order.module.css';")).toEqual([]);
    expect(check('lib/x.ts', "import type { Timestamp } from '../api/types';")).toEqual([]);
    expect(check('app/x.ts', "import { Home } from '../pages/home/Home';")).toEqual([]);
    expect(check('pages/order/X.tsx', "import { payFor } from '../payment/pay';")).toEqual([]); // a shared screen piece
    expect(check('pages/plan/X.tsx', "import { DetailScreen } from '../fulfilment/DetailScreen';")).toEqual([]);
    expect(check('main.tsx', "import '../styles/tokens.css';\nimport { App } from './app/App';")).toEqual([]);
    expect(
      check('boot/x.ts', "import { currentUser } from '../api/decode';\nimport { put } from '../lib/boot-contract';\nimport { showHome } from './home-shell';"),
    ).toEqual([]);
  });
});
