/**
 * SMS codes: POST /api/sms/send {phone} → a key. One send per phone per 60 s; a code is 6 digits,
 * valid 10 minutes, for the member who asked, used once; 5 wrong tries kill the key.
 * The code goes to the log (and, in demo mode, GET /dev/sms/last?phone=).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Hono } from 'hono';
import type { Ctx, Env } from '../lib/context';
import { fail, ok } from '../lib/envelope';
import { phone, readBody } from '../lib/validate';

export const SMS_RESEND_MS = 60_000;
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_MAX_WRONG = 5;

interface SmsRow {
  key: string;
  memberId: number;
  phone: string;
  code: string;
  sentAt: number;
  attempts: number;
  used: number;
}

/**
 * Checks a code without spending it (a wrong try is counted and kept). Returns the key to pass to
 * spendSms inside the caller's transaction.
 */
export function checkSms(ctx: Ctx, memberId: number, key: string, forPhone: string, code: string): string {
  if (!key) fail('please get verification code first', 'sms.invalid');
  if (!code) fail('please enter verification code', 'sms.invalid');
  const row = ctx.db.prepare('SELECT * FROM sms WHERE key = ?').get(key) as SmsRow | undefined;
  if (!row || row.memberId !== memberId || row.phone !== forPhone) {
    fail('the verification code was not sent to this phone number, please get a new one', 'sms.invalid');
  }
  if (row.used) fail('this verification code has already been used, please get a new one', 'sms.invalid');
  if (row.attempts >= SMS_MAX_WRONG) fail('too many wrong codes, please get a new verification code', 'sms.invalid');
  if (ctx.now() - row.sentAt > SMS_CODE_TTL_MS) fail('the verification code has expired, please get a new one', 'sms.invalid');
  if (row.code !== code) {
    ctx.db.prepare('UPDATE sms SET attempts = attempts + 1 WHERE key = ?').run(key);
    const left = SMS_MAX_WRONG - row.attempts - 1;
    fail(left > 0 ? `wrong verification code, ${left} ${left === 1 ? 'try' : 'tries'} left` : 'wrong verification code, please get a new one', 'sms.invalid');
  }
  return key;
}

export function spendSms(ctx: Ctx, key: string): void {
  ctx.db.prepare('UPDATE sms SET used = 1 WHERE key = ?').run(key);
}

export function lastSms(ctx: Ctx, forPhone: string): SmsRow | undefined {
  return ctx.db.prepare('SELECT * FROM sms WHERE phone = ? ORDER BY sentAt DESC, rowid DESC LIMIT 1').get(forPhone) as SmsRow | undefined;
}

export function smsRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();

  app.post('/send', async (c) => {
    const to = phone(await readBody(c));
    const now = ctx.now();
    const last = lastSms(ctx, to);
    if (last && now - last.sentAt < SMS_RESEND_MS) {
      const seconds = Math.ceil((SMS_RESEND_MS - (now - last.sentAt)) / 1000);
      // The seconds in words for the toast and as Retry-After for the app's countdown (issue 13.7).
      fail(`a code was just sent to this number, try again in ${seconds} seconds`, 'sms.too.frequent', seconds);
    }
    const key = randomBytes(16).toString('hex');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.db.prepare('INSERT INTO sms (key, memberId, phone, code, sentAt) VALUES (?, ?, ?, ?, ?)').run(key, c.get('memberId'), to, code, now);
    ctx.log(`[sms] code ${code} for ${to} (key ${key})`);
    return ok(c, key);
  });

  return app;
}
