/**
 * The API client's policy, wired once (spec §7, §8): the stored token goes in
 * every request, a renewed one from a response replaces it, a failure is a toast, and an ended
 * session (token.expire, token.error) is a toast, 1.5 s, sign-out with local storage cleared, and
 * the window closed. Sign-in on arrival is bootstrap.ts; together they are the token's whole journey.
 */
import { type ApiError, configureClient } from '../api/client';
import { routeTemplate } from '../lib/telemetry';
import { TELEMETRY_URL, telemetryRecord } from '../platform/telemetry';
import { $token, renewToken, signOut } from '../stores/session';
import { $online, reportReach } from '../stores/network';
import { toast } from '../ui/toast/toast';
import { t } from '../i18n';

export const EXPIRED_CLOSE_DELAY = 1500;

let expiring = false;

/** Once, however many calls fail at the same time. */
function expireSession(): void {
  if (expiring) return;
  expiring = true;
  toast.fail(t('net.tokenExpired'), EXPIRED_CLOSE_DELAY + 500);
  setTimeout(() => {
    signOut();
    expiring = false;
    // The adapter is loaded on demand; closing waits for it, the sign-out does not.
    void import('../platform/wechat').then((platform) => platform.closeWindow());
  }, EXPIRED_CLOSE_DELAY);
}

export function wireClientPolicy(): void {
  configureClient({
    getToken: () => $token.get(),
    onRenewedToken: renewToken,
    onFailure(error) {
      // Offline is a state (issue 29.4): a lookup's screen says so itself (its note, the fee in place); an action is told it needs the network (issue 46.5).
      if (error.kind === 'network' && !$online.get()) {
        if (error.action) toast.fail(t('net.offlineAction'));
      } else toast.fail(error.message);
    },
    onSessionExpired: expireSession,
    onReach: reportReach,
    // Without VITE_TELEMETRY_URL the build leaves this out.
    ...(TELEMETRY_URL ? { onCallFailed: recordFailure } : {}),
  });
}

/** A failed call as a telemetry record (issue 32): its route template, never the URL; status 0 when nothing answered. */
function recordFailure(path: string, error: ApiError, ms: number): void {
  const name = routeTemplate(path);
  if (!name) return;
  const unanswered = error.kind === 'network' || error.kind === 'timeout';
  const code = error.code ?? (error.kind === 'http' || error.kind === 'network' ? undefined : error.kind);
  telemetryRecord({ kind: 'api', name, status: unanswered ? 0 : (error.status ?? 200), code: code ?? undefined, value: Math.round(ms) });
}

/** For tests: forget a pending expiry. */
export function resetClientPolicyForTests(): void {
  expiring = false;
}
