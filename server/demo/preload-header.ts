/**
 * index.html's `Link` header (docs/deployment.md, "Serving dist/"): the stylesheets index.html links,
 * preloaded from the response's headers. The browser's network side starts them as the headers
 * arrive; from the markup they start only once the renderer has parsed the head past the inline boot
 * script, later on a slow phone. Home's first frame waits for the stylesheet, and home's answer waits
 * on the main thread behind that frame (docs/performance.md, "the stylesheet from the headers").
 * Each preload carries the stylesheet's own `crossorigin`, or the browser downloads it twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A tag's attributes (the text after `<link`), names lower-cased; a bare attribute (`crossorigin`) reads ''. */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g))
    attributes[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attributes;
}

/** The `Link` header value preloading `html`'s stylesheets, or null when it links none. */
export function preloadLinks(html: string): string | null {
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const { rel, href, crossorigin } = attributesOf(tag.slice(5).replace(/\/?>$/, ''));
    if (!href || !rel?.split(/\s+/).some((r) => r.toLowerCase() === 'stylesheet')) continue;
    const mode = crossorigin === undefined ? '' : crossorigin.toLowerCase() === 'use-credentials' ? '; crossorigin=use-credentials' : '; crossorigin';
    links.push(`<${href}>; rel=preload; as=style${mode}`);
  }
  return links.length ? links.join(', ') : null;
}

/** The headers to add to `distDir`'s index.html: `{ Link }`, or none when it links no stylesheet or cannot be read. */
export function preloadHeaderForDist(distDir: string): Record<string, string> {
  try {
    const link = preloadLinks(readFileSync(join(distDir, 'index.html'), 'utf8'));
    return link ? { Link: link } : {};
  } catch {
    return {};
  }
}
