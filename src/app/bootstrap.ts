/**
 * Sign-in on arrival (spec §4): with `?code&state` in the address, sign the page URL (without its
 * hash, before anything changes it), configure the JS-SDK, exchange the code for a token, store it,
 * mark `init-token`, then strip `code` and `state` so a reload never reuses the spent code.
 */
import { authorize, getJsSign } from '../api/wechat';
import { keepFontSize } from '../platform/font';
import { landingParam } from '../platform/landing';
import { setSignatureSource } from '../platform/signature';
import { $initToken, $token, signIn } from '../stores/session';
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
  const result = await authorize(code);
  signIn(result);
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
  if (code && state && !$initToken.get()) {
    try {
      await login(code, state);
    } catch {
      // The client already showed why; a token from an earlier visit may still work.
    }
  }
  stripOAuthParams();
  if (!$token.get() && !code) {
    const entry = oauthEntry();
    if (entry) {
      location.replace(entry);
      return 'redirecting';
    }
  }
  return 'ready';
}
