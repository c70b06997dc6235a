/**
 * Demo-only stand-ins for what lives inside WeChat, mounted under /dev/ when `demo` is on:
 * - GET /dev/oauth?redirect_uri=&state=[&openId=]: the OAuth entry. With openId it redirects at
 *   once with `code` and `state` added before the hash; without, a page to pick a member.
 *   Only relative or same-origin redirect_uris are followed (no open redirect).
 * - GET /dev/sms/last?phone=: the last SMS code sent to a phone (for tests and the demo).
 * - GET /dev/pay/info?prepayId=, POST /dev/pay/confirm {prepayId, outcome[, notify, notifyAfterMs, reported]}:
 *   the pay sheet's side. WeChat tells the page 'ok' at once but the merchant's server learns it from
 *   the payment notification, which may come seconds later or (for the server) not at all: with
 *   outcome 'ok', notify 'later' applies it after notifyAfterMs (default 4000), 'never' not at all;
 *   'now' (the default) at once, as every existing journey expects. And what WeChat tells the page is
 *   no proof either: `reported` (default: the outcome) is the answer the sheet gives the page, so a
 *   payment that went through can reach the page as 'cancel' or 'fail', as members have seen.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { originOf, type Ctx } from '../../api/lib/context';
import { fail, ok } from '../../api/lib/envelope';
import { confirmPayment, paymentInfo, type PayOutcome } from '../../api/modules/pay';
import { lastSms } from '../../api/modules/sms';
import { oneOf, phone, posInt, queryString, readBody, str } from '../../api/lib/validate';
import { issueOAuthCode, OPEN_ID_PATTERN } from '../../api/modules/wechat';

const ignoreClosed = (apply: () => void) => {
  try {
    apply();
  } catch {}
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The redirect target with code and state in its query (before any #hash), or a 400 if it leaves this origin. */
export function oauthTarget(origin: string, redirectUri: string, code: string, state: string): string {
  const relative = redirectUri.startsWith('/') && !redirectUri.startsWith('//') && !redirectUri.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(redirectUri, origin);
  } catch {
    fail({ en: 'redirect_uri is not a valid address', zh: 'redirect_uri 不是有效的地址' });
  }
  if (url.origin !== origin) fail({ en: 'redirect_uri must be on this site', zh: 'redirect_uri 必须在本站' });
  url.searchParams.set('code', code);
  url.searchParams.set('state', state);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

function pickerPage(ctx: Ctx, redirectUri: string, state: string): string {
  const members = ctx.db.prepare('SELECT openId, nickname FROM members ORDER BY id LIMIT 50').all() as { openId: string; nickname: string }[];
  const link = (openId: string) =>
    `/dev/oauth?redirect_uri=${encodeURIComponent(redirectUri)}&state=${encodeURIComponent(state)}&openId=${encodeURIComponent(openId)}`;
  const items = members.map((m) => `<li><a href="${escapeHtml(link(m.openId))}">${escapeHtml(m.nickname)} <small>(${escapeHtml(m.openId)})</small></a></li>`);
  items.push(`<li><a href="${escapeHtml(link(`member-${randomBytes(4).toString('hex')}`))}">A new member</a></li>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in (WeChat stand-in)</title><style>body{font:16px system-ui,sans-serif;margin:24px}li{margin:12px 0}a{color:#c2410c}</style></head>
<body><h1>Sign in as</h1><p>WeChat OAuth stand-in: choose who opens the app.</p><ul>${items.join('')}</ul></body></html>`;
}

export function standInApiRoutes(ctx: Ctx): Hono {
  const app = new Hono();

  app.get('/oauth', (c) => {
    const redirectUri = queryString(c, 'redirect_uri');
    const state = c.req.query('state')?.trim() || 'STATE';
    const origin = originOf(ctx, c);
    oauthTarget(origin, redirectUri, 'check', state);
    const openId = c.req.query('openId');
    if (openId === undefined) return c.html(pickerPage(ctx, redirectUri, state));
    if (!OPEN_ID_PATTERN.test(openId)) fail({ en: 'openId may only contain letters, digits, "-" and "_"', zh: 'openId 只能包含字母、数字、“-”和“_”' });
    return c.redirect(oauthTarget(origin, redirectUri, issueOAuthCode(ctx, openId, state), state), 302);
  });

  app.get('/sms/last', (c) => {
    const to = phone({ phone: c.req.query('phone') });
    const sms = lastSms(ctx, to) ?? fail({ en: 'no code was sent to this phone number', zh: '没有向该手机号发送过验证码' }, 'not.found');
    return ok(c, { phone: sms.phone, code: sms.code, key: sms.key });
  });

  app.get('/pay/info', (c) => ok(c, paymentInfo(ctx, queryString(c, 'prepayId', 64))));

  app.post('/pay/confirm', async (c) => {
    const body = await readBody(c);
    const prepayId = str(body, 'prepayId', { max: 64 });
    const outcome = oneOf<PayOutcome>(body, 'outcome', ['ok', 'cancel', 'fail']);
    const notify = body.notify === undefined ? 'now' : oneOf(body, 'notify', ['now', 'later', 'never']);
    const after = notify === 'later' && body.notifyAfterMs !== undefined ? posInt(body, 'notifyAfterMs', { max: 60_000 }) : 4000;
    const reported = body.reported === undefined ? outcome : oneOf<PayOutcome>(body, 'reported', ['ok', 'cancel', 'fail']);
    if (outcome !== 'ok' || notify === 'now') confirmPayment(ctx, prepayId, outcome);
    else {
      paymentInfo(ctx, prepayId); // refuses an unknown or closed payment now, as an immediate notification would
      // The notification, late: the payment may have been closed meanwhile; then it is simply dropped.
      if (notify === 'later') setTimeout(() => ignoreClosed(() => confirmPayment(ctx, prepayId, 'ok')), after).unref();
    }
    return ok(c, { prepayId, outcome, reported });
  });

  return app;
}
