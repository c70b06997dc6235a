import { get, post, type RequestOptions } from './client';
import type { AuthorizeResult, JsSign, LoginResult } from './types';

/** GET /wechat/jsSign?url= — the page URL without its hash, URL-encoded by the query. */
export const getJsSign = (url: string, options?: RequestOptions) => get<JsSign>('/wechat/jsSign', { url }, options);

/** GET /wechat/authorize?code= — exchanges an OAuth code (once) for a token. */
export const authorize = (code: string, options?: RequestOptions) =>
  get<AuthorizeResult>('/wechat/authorize', { code }, options);

/** POST /wechat/login {openId} — debug login (development builds only). */
export const login = (openId: string) => post<LoginResult>('/wechat/login', { openId });
