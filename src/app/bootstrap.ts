/**
 * Sign-in on arrival (spec §4): with `?code&state` in the address, sign the page URL (without its
 * hash, before anything changes it), configure the JS-SDK, exchange the code for a token, store it,
 * mark `init-token`, then strip `code` and `state`. Every code not yet spent in this WebView session
 * is exchanged, whatever the phone still holds: WeChat may have wiped the token, or the code may be
 * another member's (a shared phone); a reload with a spent code in the address never reuses it.
 * The exchange does not wait for the SDK (the boot script may have sent it already, and outside
 * WeChat the SDK never answers): home's data goes as soon as the token is in. The strip waits for
 * the config to settle (it has a time limit), since Android checks the address current at config.
 */
import { authorize, getJsSign } from '../api/wechat';
import { TELEMETRY_URL, telemetryMoment } from '../platform/telemetry';
import { landingParam } from '../platform/landing';
import { setSignatureSource } from '../platform/signature';
import { $initToken, $token, isCodeSpent, signIn, spendCode } from '../stores/session';
import { memberId } from '../lib/member-id';
import { wireClientPolicy } from './client-policy';
import { t } from '../i18n';
import { OAUTH_CODE } from '../lib/boot-contract';

/**
 * Asks the signature over the URL WeChat checks (iOS: the landing URL; elsewhere the address as it is,
 * platform/wechat.ts signatureUrl) and configures the SDK in the background. Settles, never rejects,
 * once the config has (the adapter gives it a time limit): outside WeChat, or with a bad signature,
 * WeChat features retry lazily.
 */
export function configureSdk(): Promise<void> {
  return import('../platform/wechat')
    .then((platform) => getJsSign(platform.signatureUrl(), { toast: false }).then((signed) => platform.configure(signed)))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Exchanges an OAuth code for a token. Rejects with 'code or state is null' without both. */
export async function login(code: string | null | undefined, state: string | null | undefined): Promise<void> {
  if (!code || !state) throw new Error(t('login.codeOrStateNull'));
  // Spent from the moment it is sent: the server takes it once, whatever becomes of the answer.
  spendCode(code);
  const result = await authorize(code);
  signIn(result, memberId(result.openId));
  if (TELEMETRY_URL) telemetryMoment('sign-in');
  $initToken.set(true);
}

/**
 * Removes `code` and `state` from the address without a reload, keeping the hash route; given the
 * landing's code, only while the address still carries that one (the strip waits for the SDK).
 */
export function stripOAuthParams(code?: string): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(OAUTH_CODE) && !url.searchParams.has('state')) return;
  if (code && url.searchParams.get(OAUTH_CODE) !== code) return;
  url.searchParams.delete(OAUTH_CODE);
  url.searchParams.delete('state');
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // iOS WKWebView may refuse before its bridge is ready; the spent-code mark still prevents reuse.
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
  wireClientPolicy();
  setSignatureSource((url) => getJsSign(url, { toast: false }));
  const code = landingParam(OAUTH_CODE);
  const state = landingParam('state');
  const spent = !!code && isCodeSpent(code);
  const landing = !!code && !!state && !spent;
  if (landing) {
    try {
      await login(code, state);
    } catch {
      // The client already showed why; a token from an earlier visit may still work.
    }
  }
  // Before the first render: an in-app navigation before the strip would leave a history entry with
  // the code, and going back to it changes the query too, which fires no hashchange.
  stripOAuthParams();
  if (landing) void configureSdk();
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
