/**
 * The one reader of the server's envelope `{success, data, errMessage, errCode}` (spec §7):
 * api/client.ts `read`, for the client's own answers, home's and the OAuth exchange's early answers
 * (api/early.ts) and a list's early first page (api/list-resource.ts). Each place words an answer as
 * the others do.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, get, read } from '../../src/api/client';
import { key, nullable, obj } from '../../src/api/decode';
import { takeEarly } from '../../src/api/early';
import { listResource } from '../../src/api/list-resource';
import { resetClientPolicyForTests } from '../../src/app/client-policy';
import { put } from '../../src/lib/boot-contract';
import { envelope, sendJson, testApiServer } from '../helpers/api-server';

const named = obj({ name: key });
/** What `read` makes of `body`: the data, or the error's kind, code, message and status. */
const outcome = (body: unknown, status?: number, decode: (v: unknown) => unknown = named) => {
  try {
    return { data: read(body, decode, status) };
  } catch (error) {
    const e = error as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    return { kind: e.kind, code: e.code, message: e.message, status: e.status };
  }
};
const MALFORMED = { kind: 'malformed', code: null, message: 'The server sent an unexpected response, please try again later', status: undefined };

describe('read: the envelope, judged in one place', () => {
  it("a success: its data, read by the call's decoder", () => {
    expect(outcome({ success: true, data: { name: 'Lily', extra: 1 }, errMessage: null, errCode: null })).toEqual({ data: { name: 'Lily' } });
    expect(outcome({ success: true, data: null }, undefined, nullable(named))).toEqual({ data: null });
    expect(outcome({ success: true })).toEqual(MALFORMED);
  });

  it('a success whose data is null, or that the decoder cannot read, is malformed', () => {
    expect(outcome(envelope(null))).toEqual(MALFORMED);
    expect(outcome(envelope({ name: null }))).toEqual(MALFORMED);
    expect(outcome(envelope('Lily'))).toEqual(MALFORMED);
  });

  it("success: false is a refusal in the server's words, with its code; a message that is no text, the unexpected-response words", () => {
    expect(outcome({ success: false, data: null, errMessage: 'Card already bound', errCode: 'card.bound' })).toEqual({
      kind: 'business',
      code: 'card.bound',
      message: 'Card already bound',
      status: undefined,
    });
    expect(outcome({ success: false, data: { name: 'Lily' }, errMessage: '  ', errCode: null })).toEqual({ ...MALFORMED, kind: 'business' });
    expect(outcome({ success: false, errMessage: 42 })).toEqual({ ...MALFORMED, kind: 'business' });
  });

  it('the token codes end the session, whatever the message (spec §8)', () => {
    for (const code of ['token.expire', 'token.error'])
      expect(outcome({ success: false, data: null, errMessage: 'whatever', errCode: code }, 401)).toEqual({
        kind: 'token',
        code,
        message: 'Login has expired, please exit and reopen',
        status: 401,
      });
  });

  it('a body that is no envelope is malformed: no object, an array, success not a boolean', () => {
    for (const body of [null, undefined, 'ok', 200, true, [], [{ success: true }], { data: { name: 'Lily' } }, { success: 'true', data: { name: 'Lily' } }])
      expect(outcome(body), JSON.stringify(body)).toEqual(MALFORMED);
  });

  it('an answer that is not 2xx: a refusal as such, with its status; anything else by its status, even a success envelope', () => {
    expect(outcome({ success: false, errMessage: 'busy', errCode: null }, 503)).toEqual({ kind: 'business', code: null, message: 'busy', status: 503 });
    for (const body of [envelope({ name: 'Lily' }), null, '<html>bad gateway</html>'])
      expect(outcome(body, 502), JSON.stringify(body)).toEqual({
        kind: 'http',
        code: null,
        message: 'Server error (502), please try again later',
        status: 502,
      });
  });
});

describe('the three places that read an answer word it alike', () => {
  const server = testApiServer();
  beforeEach(resetClientPolicyForTests);
  const PATH = '/api/thing';
  const words = (e: unknown) => [(e as ApiError).kind, (e as ApiError).message];
  /** The same answer as the boot script would have kept it, for `path`. */
  const early = (path: string, status: number, body: unknown) => {
    const v = { ok: status < 300, s: status, auth: null, body };
    put(path, { p: Promise.resolve(v), v });
  };

  it.each([
    ['a refusal', 200, { success: false, data: null, errMessage: 'Service busy', errCode: null }],
    ['a refusal with an error status', 500, { success: false, data: null, errMessage: 'Service busy', errCode: null }],
    ['an ended session', 401, { success: false, data: null, errMessage: 'x', errCode: 'token.expire' }],
    ['no envelope', 200, { ok: true }],
    ['data the call cannot read', 200, envelope({ name: '' })],
    ['an HTTP error', 502, null],
  ])('%s: the client, an early answer and a list’s early first page', async (_, status, body) => {
    server.handle((_req, res) => sendJson(res, body, status));
    const own = await get(PATH, named).catch((e: unknown) => e);
    early(PATH, status, body);
    const home = await takeEarly({ path: PATH, decode: named })!.catch((e: unknown) => e);
    early(PATH, status, body);
    const list = await listResource(PATH, named as never)
      .load()
      .catch((e: unknown) => e);
    expect(own).toBeInstanceOf(ApiError);
    expect(words(home)).toEqual(words(own));
    expect(words(list)).toEqual(words(own));
  });
});
