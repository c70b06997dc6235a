/**
 * The build's CSP hashes (dist/.vite/csp.json) cover every inline script and style of dist/index.html
 * exactly, so the policy of server/csp.ts lets the page run without 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspForDist, readCspHashes } from '../../server/demo/csp';

const dist = join(process.cwd(), 'dist');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('CSP hashes of dist/index.html', () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const hashes = readCspHashes(dist);

  it('lists the hash of each inline script and inline style, and nothing else', () => {
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]));
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
    // the boot spinner's, and the app's stylesheet (build/plugins.ts)
    expect(styles).toHaveLength(2);
    // then the style the boot script puts in from the orders shell's stylesheet, the file its plan names (src/boot/preload.ts)
    const ordersShellCss = html.match(/assets\/orders-shell-[\w-]{6}\.css/)![0];
    expect(hashes.scriptHashes).toEqual(scripts);
    expect(hashes.styleHashes).toEqual([...styles, sha256(readFileSync(join(dist, ordersShellCss), 'utf8'))]);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('puts them in the production policy, without unsafe-inline or unsafe-eval', () => {
    const policy = cspForDist(dist, {});
    for (const hash of [...hashes.scriptHashes, ...hashes.styleHashes]) expect(policy).toContain(hash);
    expect(policy).not.toContain('unsafe');
  });
});
