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
import { plural } from '../lib/words';

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
  if (!key) fail({ en: 'please get verification code first', zh: '请先获取验证码' }, 'sms.invalid');
  if (!code) fail({ en: 'please enter verification code', zh: '请输入验证码' }, 'sms.invalid');
  const row = ctx.db.prepare('SELECT * FROM sms WHERE key = ?').get(key) as SmsRow | undefined;
  if (!row || row.memberId !== memberId || row.phone !== forPhone) {
    fail(
      { en: 'the verification code was not sent to this phone number, please get a new one', zh: '该验证码不是发给这个手机号的，请重新获取' },
      'sms.invalid',
    );
  }
  if (row.used) fail({ en: 'this verification code has already been used, please get a new one', zh: '该验证码已使用，请重新获取' }, 'sms.invalid');
  if (row.attempts >= SMS_MAX_WRONG)
    fail({ en: 'too many wrong codes, please get a new verification code', zh: '验证码错误次数过多，请重新获取' }, 'sms.invalid');
  if (ctx.now() - row.sentAt > SMS_CODE_TTL_MS)
    fail({ en: 'the verification code has expired, please get a new one', zh: '验证码已过期，请重新获取' }, 'sms.invalid');
  if (row.code !== code) {
    ctx.db.prepare('UPDATE sms SET attempts = attempts + 1 WHERE key = ?').run(key);
    const left = SMS_MAX_WRONG - row.attempts - 1;
    fail(
      left > 0
        ? { en: `wrong verification code, ${plural(left, 'try', 'tries')} left`, zh: `验证码错误，还可以再试${left}次` }
        : { en: 'wrong verification code, please get a new one', zh: '验证码错误，请重新获取' },
      'sms.invalid',
    );
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
      fail(
        { en: `a code was just sent to this number, try again in ${plural(seconds, 'second', 'seconds')}`, zh: `验证码刚刚发送过，请${seconds}秒后再试` },
        'sms.too.frequent',
        seconds,
      );
    }
    const key = randomBytes(16).toString('hex');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.db.prepare('INSERT INTO sms (key, memberId, phone, code, sentAt) VALUES (?, ?, ?, ?, ?)').run(key, c.get('memberId'), to, code, now);
    ctx.log(`[sms] code ${code} for ${to} (key ${key})`);
    return ok(c, key);
  });

  return app;
}
