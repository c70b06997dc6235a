import { describe, expect, it } from 'vitest';
// ufo itself, past the alias that replaces `ufo` with src/api/url.ts everywhere else.
import * as ufo from '../../node_modules/ufo/dist/index.mjs';
import { withBase, withQuery } from '../../src/api/url';

/** A URL's meaning: its path, its query parameters (in any order) and its fragment. */
function meaning(url: string) {
  const parsed = new URL(url, 'http://127.0.0.1');
  return { path: parsed.origin + parsed.pathname, query: [...parsed.searchParams].sort(), hash: parsed.hash };
}

describe('api/url: the two ufo helpers ofetch uses, as ufo means them', () => {
  it('puts a base before a path as ufo does', () => {
    const cases: [string, string | undefined][] = [
      ['/api/user/current', undefined],
      ['/api/user/current', ''],
      ['/api/user/current', '/'],
      ['/api/user/current', 'https://api.example.com'],
      ['/api/user/current', 'https://api.example.com/'],
      ['api/user/current', 'https://api.example.com/v1'],
      ['./api/order/list?lastId=3', 'https://api.example.com/v1/'],
      ['/v1/api/order/list', '/v1'],
      ['/v1?x=1', '/v1'],
      ['/v10/api', '/v1'],
      ['https://other.example.com/api', 'https://api.example.com'],
      ['/', 'https://api.example.com'],
      ['', 'https://api.example.com'],
    ];
    for (const [input, base] of cases) expect(withBase(input, base), `${input} on ${base}`).toBe(ufo.withBase(input, base as string));
  });

  it('merges a query into a URL with the parameters, path and fragment ufo gives', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/api/order/list', { lastId: 12 }],
      ['/api/order/list', { lastId: undefined }],
      ['/api/order/list?lastId=3', { lastId: 12 }],
      ['/api/order/list?a=1#top', { b: 'two words' }],
      ['/wechat/jsSign', { url: 'https://m.example.com/?code=abc&state=STATE&from=singlemessage' }],
      ['/wechat/authorize', { code: '061a+b/c=d#e' }],
      ['/api/card/info', { cardNo: '8866000000000101' }],
      ['/api/card/info', { cardNo: '蛋卡 0001' }],
      ['/x', { list: [1, 2], on: true, off: false, zero: 0 }],
      ['/x', { object: { a: 1 } }],
      ['https://api.example.com/x?keep=1', { add: 'y' }],
    ];
    for (const [input, query] of cases) expect(meaning(withQuery(input, query)), input).toEqual(meaning(ufo.withQuery(input, query as never)));
  });

  it('is what `ufo` resolves to in the tests, as in the build', async () => {
    const imported = await import('ufo');
    expect(imported.withQuery).toBe(withQuery);
  });
});
