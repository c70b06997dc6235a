/**
 * Imports point down (docs/architecture.md): app → pages → (ui, stores) → (api, platform) → (lib,
 * i18n), and the contract types of src/api/types.ts may be imported as types from anywhere. A page
 * never imports another screen's folder or the app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../src');

type Layer = 'app' | 'pages' | 'ui' | 'stores' | 'api' | 'platform' | 'lib' | 'i18n';

const MAY_IMPORT: Record<Layer, Layer[]> = {
  app: ['app', 'pages', 'ui', 'stores', 'api', 'platform', 'lib', 'i18n'],
  pages: ['pages', 'ui', 'stores', 'api', 'platform', 'lib', 'i18n'],
  ui: ['ui', 'lib', 'i18n'],
  stores: ['stores', 'api', 'platform', 'lib', 'i18n'],
  api: ['api', 'lib', 'i18n'],
  platform: ['platform', 'lib', 'i18n'],
  lib: ['lib', 'i18n'],
  i18n: ['i18n', 'lib'],
};

/**
 * Imports against the rule that exist today, each to be moved away (issue "One way down"). The list
 * may only shrink: a new wrong import fails, and so does an entry here that is no longer needed.
 */
const KNOWN: string[] = [
  'api/client.ts → ui/toast/toast',
  'api/client.ts → stores/session',
  'api/client.ts → platform/wechat',
  'pages/address/AddressEdit.tsx → app/navigation',
  'pages/address/AddressList.tsx → app/navigation',
  'pages/bind/Bind.tsx → app/navigation',
  'pages/bind/Bind.tsx → pages/home/scan-to-bind',
  'pages/card/Cards.tsx → app/navigation',
  'pages/card/Cards.tsx → pages/home/scan-to-bind',
  'pages/card/UnbindSheet.tsx → pages/bind/CodeField',
  'pages/combo/Combo.tsx → app/payment',
  'pages/combo/Combo.tsx → app/navigation',
  'pages/home/Home.tsx → app/navigation',
  'pages/home/scan-to-bind.ts → app/navigation',
  'pages/kit/KitGallery.tsx → app/navigation',
  'pages/login/Login.tsx → app/navigation',
  'pages/map/MapPicker.tsx → app/navigation',
  'pages/order/OrderDetail.tsx → app/navigation',
  'pages/order/OrderList.tsx → app/navigation',
  'pages/order/detail-parts.tsx → app/navigation',
  'pages/order/list-parts.tsx → app/navigation',
  'pages/order/use-detail-actions.ts → app/navigation',
  'pages/order/use-detail-actions.ts → app/payment',
  'pages/plan/PlanDetail.tsx → app/navigation',
  'pages/plan/PlanDetail.tsx → pages/order/use-detail-actions',
  'pages/plan/PlanDetail.tsx → pages/order/detail-parts',
  'pages/plan/PlanDetail.tsx → pages/order/state-text',
  'pages/plan/PlanDetail.tsx → pages/order/order.module.css',
  'pages/plan/PlanList.tsx → app/navigation',
  'pages/plan/PlanList.tsx → pages/order/list-parts',
  'pages/plan/PlanList.tsx → pages/order/order.module.css',
  'pages/product/Products.tsx → app/navigation',
  'pages/share/Share.tsx → app/navigation',
  'pages/share/Share.tsx → pages/bind/phone-code',
  'pages/swap/SwapCard.tsx → app/navigation',
  'pages/swap/SwapVoucher.tsx → app/navigation',
  'pages/swap/complete-exchange.ts → app/navigation',
  'pages/swap/complete-exchange.ts → app/payment',
  'pages/swap/exchange-parts.tsx → app/navigation',
  'pages/voucher/Vouchers.tsx → app/navigation',
  'platform/wechat.ts → ui/toast/toast',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every `import … from '…'`, `export … from '…'` and `import('…')` of a file: [statement, specifier]. */
const importsOf = (code: string) => [
  ...[...code.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((m) => [m[0], m[1]] as const),
  ...[...code.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => [m[0], m[1]] as const),
];

/** 'pages/order/OrderList.tsx' → ['pages', 'order']; 'main.tsx' → ['app', '']. */
function place(path: string): [Layer, string] {
  const [top, second = ''] = path.split(sep);
  if (!(top in MAY_IMPORT)) return ['app', '']; // main.tsx and env.d.ts belong to the composition root
  return [top as Layer, top === 'pages' ? second : ''];
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
        return layer === 'pages' && target === 'pages' && targetScreen !== screen;
      })
      .map(([, specifier]) => `${from} → ${relative(SRC, join(file, '..', specifier))}`);
  });
}

describe('src layering (docs/architecture.md: arrows only point down)', () => {
  const files = sources(SRC);

  it('finds the sources of every layer', () => {
    const layers = new Set(files.map((f) => place(relative(SRC, f))[0]));
    expect([...layers].sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('has no import against the direction beyond the known ones', () => {
    const wrong = wrongImports(files);
    expect(wrong.filter((w) => !KNOWN.includes(w))).toEqual([]);
    expect(KNOWN.filter((k) => !wrong.includes(k))).toEqual([]);
  });
});

describe('the layering check itself', () => {
  const check = (path: string, code: string) => wrongImports([join(SRC, path)], () => code);

  it('flags an import that points up, into a sibling screen, or at the API beyond its types', () => {
    expect(check('lib/x.ts', "import { go } from '../app/navigation';")).toEqual(['lib/x.ts → app/navigation']);
    expect(check('stores/x.ts', "import { Button } from '../ui/button/Button';")).toEqual(['stores/x.ts → ui/button/Button']);
    expect(check('pages/order/X.tsx', "import { periodText } from '../plan/period-text';")).toEqual(['pages/order/X.tsx → pages/plan/period-text']);
    expect(check('ui/x/X.tsx', "import { listCards } from '../../api/cards';")).toEqual(['ui/x/X.tsx → api/cards']);
    expect(check('ui/x/X.tsx', "import { isCard } from '../../api/types';")).toEqual(['ui/x/X.tsx → api/types']);
    expect(check('api/x.ts', "const m = () => import('../platform/wechat');")).toEqual(['api/x.ts → platform/wechat']);
  });

  it('lets imports point down, within a screen, and to the contract types from anywhere', () => {
    expect(check('pages/order/X.tsx', "import { List } from '../../ui/list/List';\nimport styles from './order.module.css';")).toEqual([]);
    expect(check('lib/x.ts', "import type { Timestamp } from '../api/types';")).toEqual([]);
    expect(check('app/x.ts', "import { Home } from '../pages/home/Home';")).toEqual([]);
    expect(check('main.tsx', "import '../styles/tokens.css';\nimport { App } from './app/App';")).toEqual([]);
  });
});
