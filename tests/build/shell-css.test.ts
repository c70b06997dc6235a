/**
 * The orders shell's stylesheet (build/shell-css.ts): the rules of the flows' CSS its template uses, which
 * the boot script keeps on the phone and puts in at once on a return visit (src/boot/preload.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellCss } from '../../build/shell-css';

const dist = join(process.cwd(), 'dist');

describe('shellCss', () => {
  it('keeps the rules whose classes the markup has, the tokens, the attributes it carries, their media and the keyframes they name', () => {
    const css =
      ':root{--a:1}.row{color:red}.row>.pic,.other .pic{float:left}.other{color:blue}[data-tone=done]{--tone:green}[data-open]{x:1}' +
      '@media (prefers-color-scheme:dark){:root{--a:2}.row{color:pink}.other{color:navy}}@media print{.other{x:1}}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}.pic{animation:1s spin}@font-face{font-family:x}';
    const markup = '<ul class="list"><li><button class="row" data-tone="done"><img class="pic" src="x"></button></li></ul>';
    expect(shellCss(css, markup)).toBe(
      ':root{--a:1}.row{color:red}.row>.pic{float:left}[data-tone=done]{--tone:green}' +
        '@media (prefers-color-scheme:dark){:root{--a:2}.row{color:pink}}.pic{animation:1s spin}@keyframes spin{to{rotate:1turn}}',
    );
  });
});

describe("the orders shell's stylesheet in dist/", () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = html.match(/assets\/orders-shell-[\w-]{6}\.css/g) ?? [];
  const kit = readdirSync(join(dist, 'assets')).filter((file) => /^kit-.*\.css$/.test(file));

  it('is the kit stylesheet\'s rules that "my orders"\' templates use, a file the boot script names once', () => {
    expect(named).toHaveLength(1);
    expect(kit).toHaveLength(1);
    const kitCss = readFileSync(join(dist, 'assets', kit[0] ?? ''), 'utf8');
    const templates = [...html.matchAll(/<template id="egg-orders-[\s\S]*?<\/template>/g)].join('');
    const text = readFileSync(join(dist, named[0] ?? ''), 'utf8');
    // Its text names its file first: the boot script puts in only this build's (src/boot/preload.ts).
    expect(text).toBe(`/*${named[0]}*/${shellCss(kitCss, templates)}`);
    // The list's rows, their tones and the tokens they read are in it; the kit's sheets and dialogs are not.
    expect(text).toContain('[data-tone=');
    expect(text).toContain('--radius-sm');
    expect(text.length).toBeLessThan(kitCss.length / 4);
    // shellCss splits selector lists at every comma: no kit selector has one inside parentheses.
    expect(kitCss).not.toMatch(/:(is|where|not|has)\([^)]*,/);
  });
});
