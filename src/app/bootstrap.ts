/**
 * Sign-in on arrival (spec §4): with `?code&state` in the address, sign the page URL (without its
 * hash, before anything changes it), configure the JS-SDK, exchange the code for a token, store it,
 * mark `init-token`, then strip `code` and `state`. Every code not yet spent in this WebView session
 * is exchanged, whatever the phone still holds: WeChat may have wiped the token, or the code may be
 * another member's (a shared phone); a reload with a spent code in the address never reuses it.
 */
import { authorize, getJsSign } from '../api/wechat';
import { keepFontSize } from '../platform/font';
import { landingParam } from '../platform/landing';
import { setSignatureSource } from '../platform/signature';
import { $initToken, $token, isCodeSpent, signIn, spendCode } from '../stores/session';
import { memberId } from '../lib/member-id';
import { wireSession } from './session';
import { t } from '../i18n';
import { OAUTH_CODE } from '../lib/boot-contract';

/** Exchanges an OAuth code for a token. Rejects with 'code or state is null' without both. */
export async function login(code: string | null | undefined, state: string | null | undefined): Promise<void> {
  if (!code || !state) throw new Error(t('login.codeOrStateNull'));
  try {
    const platform = await import('../platform/wechat');
    await platform.configure(await getJsSign(platform.signatureUrl(), { toast: false }));
  } catch {
    // Outside WeChat, or a bad signature: sign-in still goes on; WeChat features retry lazily.
  }
  // Spent from the moment it is sent: the server takes it once, whatever becomes of the answer.
  spendCode(code);
  const result = await authorize(code);
  signIn(result, memberId(result.openId));
  $initToken.set(true);
}

/** Removes `code` and `state` from the address without a reload, keeping the hash route. */
export function stripOAuthParams(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(OAUTH_CODE) && !url.searchParams.has('state')) return;
  url.searchParams.delete(OAUTH_CODE);
  url.searchParams.delete('state');
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // iOS WKWebView may refuse before its bridge is ready; the init-token mark still prevents reuse.
  }
}

/** Where to send a visitor with no token and no code; `{redirect}` becomes this page's address. */
export function oauthEntry(oauthUrl = import.meta.env.VITE_OAUTH_URL): string | null {
  if (!oauthUrl) return null;
  return oauthUrl.replace('{redirect}', encodeURIComponent(location.href));
}

export type BootOutcome = 'ready' | 'redirecting';

/** Runs before the first render. Never rejects: failures were toasted and the app still renders. */
export async function bootstrap(): Promise<BootOutcome> {
  wireSession();
  setSignatureSource((url) => getJsSign(url, { toast: false }));
  keepFontSize();
  const code = landingParam(OAUTH_CODE);
  const state = landingParam('state');
  const spent = !!code && isCodeSpent(code);
  if (code && state && !spent) {
    try {
      await login(code, state);
    } catch {
      // The client already showed why; a token from an earlier visit may still work.
    }
  }
  stripOAuthParams();
  // No token and no code that could bring one (none, or a spent one in a reloaded address): a fresh code.
  if (!$token.get() && (!code || spent)) {
    const entry = oauthEntry();
    if (entry) {
      location.replace(entry);
      return 'redirecting';
    }
  }
  return 'ready';
}
