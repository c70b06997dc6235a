import { get, post, type RequestOptions } from './client';
import { key, obj, text, time } from './decode';
import { earlyOrAsk } from './early';
import type { AuthorizeResult, JsSign, LoginResult } from './types';
import { AUTHORIZE_PATH } from '../lib/boot-contract';

const sign = obj<JsSign>({ appId: text, timestamp: time, nonceStr: text, signature: text });
// Pure: only the debug login (development builds) reads it, so a production build drops it from the first visit.
const signedIn = /* @__PURE__ */ obj<LoginResult>({ token: key, nickname: text, avatar: text });
const authorized = obj<AuthorizeResult>({ token: key, nickname: text, avatar: text, openId: text });

/** GET /wechat/jsSign?url= — the page URL without its hash, URL-encoded by the query. */
export const getJsSign = (url: string, options?: RequestOptions) => get('/wechat/jsSign', sign, { url }, options);

/**
 * GET /wechat/authorize?code= — exchanges an OAuth code (once) for a token. Takes the boot script's
 * exchange of the landing's code when it sent one; anything wrong with that answer asks again, so the
 * client words the failure (a spent code is refused, and said so).
 */
export function authorize(code: string, options?: RequestOptions): Promise<AuthorizeResult> {
  return earlyOrAsk({ path: AUTHORIZE_PATH, decode: authorized }, () => get(AUTHORIZE_PATH, authorized, { code }, options));
}

/** POST /wechat/login {openId} — debug login (development builds only). */
export const login = (openId: string) => post('/wechat/login', { openId }, signedIn);
