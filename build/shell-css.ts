/**
 * The orders shell's stylesheet for a return visit (issue 49.2): the rules of the flows' CSS (the kit's
 * stylesheet) that its template's markup can use. The boot script keeps its text on the phone and puts
 * it in at once on a return visit, so the kept rows' frame waits for no stylesheet from the HTTP cache
 * (docs/performance.md, "Before a return visit's first paint"). The full stylesheet comes with the app,
 * with the same rules in it. The file's text begins with a comment naming the file (build/plugins.ts).
 */

/** The top-level blocks of minified CSS: each block's prelude and body. */
function blocks(css: string): { prelude: string; body: string }[] {
  const out: { prelude: string; body: string }[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let end = open + 1;
    for (; depth && end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
    }
    if (depth) throw new Error('shell CSS: an unbalanced block');
    out.push({ prelude: css.slice(at, open).trim(), body: css.slice(open + 1, end - 1) });
    at = end;
  }
  return out;
}

/**
 * The rules of `css` that `markup` can use: a selector is kept when every class it names is on an
 * element of the markup, or, naming none, when it is `:root` (the tokens) or every attribute it names
 * is in the markup (a row's `[data-tone]`); conditional groups keep what they hold of those, and a
 * keyframes block stays when a kept rule names it. Selectors are split at their top-level commas
 * (no kit selector has a comma inside parentheses: a build test compares the result with the rules).
 */
export function shellCss(css: string, markup: string): string {
  const classes = new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  const attributes = new Set([...markup.matchAll(/\s([\w-]+)=["']/g)].map((m) => m[1]));
  const uses = (selector: string) => {
    const named = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
    if (named.length) return named.every((name) => classes.has(name));
    if (selector.trim() === ':root') return true;
    const attrs = [...selector.matchAll(/\[([\w-]+)/g)].map((m) => m[1]);
    return attrs.length > 0 && attrs.every((name) => attributes.has(name));
  };
  const keyframes = new Map<string, string>();
  const kept = (text: string): string =>
    blocks(text)
      .map(({ prelude, body }) => {
        if (/^@(media|supports|layer)\b/.test(prelude)) {
          const inner = kept(body);
          return inner && `${prelude}{${inner}}`;
        }
        if (prelude.startsWith('@keyframes')) {
          keyframes.set(prelude.slice('@keyframes'.length).trim(), `${prelude}{${body}}`);
          return '';
        }
        if (prelude.startsWith('@')) return '';
        const selectors = prelude.split(',').filter(uses);
        return selectors.length ? `${selectors.join(',')}{${body}}` : '';
      })
      .join('');
  const rules = kept(css);
  const named = [...keyframes].filter(([name]) => new RegExp(`animation(-name)?:[^;}]*\\b${name}\\b`).test(rules));
  return rules + named.map(([, block]) => block).join('');
}
