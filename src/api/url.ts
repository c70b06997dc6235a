/**
 * What ofetch asks of ufo, and no more: a base put before a path, and a query merged into a URL.
 * The build, the development server and the tests alias `ufo` here (vite.config.ts): ufo whole cost
 * the bundle about 1 kB brotli for these two functions. tests/api/url.test.ts holds them to ufo's
 * meaning: the same path, query parameters and fragment.
 */

/** ufo's hasProtocol: a scheme (or a script scheme) before the path. */
const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{1,2})|^(?:javascript|data|vbscript|blob):/i;

export function withBase(input: string, base?: string): string {
  if (!base || base === '/' || PROTOCOL.test(input)) return input;
  const root = (base.endsWith('/') ? base.slice(0, -1) : base) || '/';
  if (input.startsWith(root) && /^(?:[/?]|$)/.test(input.slice(root.length))) return input;
  if (!input || input === '/') return root;
  return `${root.endsWith('/') ? root : `${root}/`}${input.replace(/^\.?\//, '')}`;
}

export function withQuery(input: string, query: Record<string, unknown>): string {
  const hashAt = input.indexOf('#');
  const head = hashAt < 0 ? input : input.slice(0, hashAt);
  const questionAt = head.indexOf('?');
  const params = new URLSearchParams(questionAt < 0 ? '' : head.slice(questionAt + 1));
  for (const [key, value] of Object.entries(query)) {
    params.delete(key);
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item ?? ''));
  }
  const search = params.toString();
  return (questionAt < 0 ? head : head.slice(0, questionAt)) + (search ? `?${search}` : '') + (hashAt < 0 ? '' : input.slice(hashAt));
}
