import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import {
  $smsCodes,
  lastSmsPhone,
  refusalWait,
  retryAfterSeconds,
  sendSmsCode,
  SMS_KEY_TTL_MS,
  SMS_STORAGE_KEY,
  smsKey,
  smsResendAt,
  spendSmsKey,
} from '../../src/stores/sms';
import { fail, mockApi } from '../pages/fixtures';

const A = '13800138000';
const B = '13900139000';
const stored = () => JSON.parse(sessionStorage.getItem(SMS_STORAGE_KEY) ?? '{}');
const refusal = (message: string, code: string | null = 'biz', retryAfter: string | null = null) => new ApiError(message, 'business', code, 429, retryAfter);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("stores/sms: a phone's SMS key and resend countdown, in sessionStorage 'sms-codes' (issue 13.7)", () => {
  it('a send keeps the key for 10 minutes and blocks the next send for 60 s, for that phone only', async () => {
    mockApi({ 'POST /api/sms/send': () => 'key-a' });
    const start = Date.now();
    expect(await sendSmsCode(` ${A} `)).toEqual({ sent: true, seconds: 60 });
    expect(stored()).toEqual({ [A]: { key: 'key-a', keyUntil: start + SMS_KEY_TTL_MS, resendAt: start + 60_000 } });
    expect($smsCodes.get()[A].key).toBe('key-a');
    expect([smsKey(A), smsResendAt(A), lastSmsPhone()]).toEqual(['key-a', start + 60_000, A]);
    expect([smsKey(B), smsResendAt(B)]).toEqual(['', 0]);
    vi.advanceTimersByTime(60_000);
    expect([smsKey(A), smsResendAt(A)]).toEqual(['key-a', 0]);
    vi.advanceTimersByTime(SMS_KEY_TTL_MS - 60_000);
    expect([smsKey(A), smsResendAt(A), lastSmsPhone()]).toEqual(['', 0, '']);
  });

  it('a refusal sets the countdown to its wait and keeps a key already held; other failures change nothing', async () => {
    let answer: unknown = 'key-a';
    mockApi({ 'POST /api/sms/send': () => answer });
    await sendSmsCode(A);
    answer = fail('a code was just sent to this number, try again in 25 seconds', { errCode: 'sms.too.frequent', status: 429 });
    expect(await sendSmsCode(A)).toEqual({ sent: false, seconds: 25 });
    expect([smsKey(A), smsResendAt(A)]).toEqual(['key-a', Date.now() + 25_000]);
    answer = fail('Please enter a correct mobile number', { errCode: 'param.invalid', status: 400 });
    expect(await sendSmsCode(B)).toEqual({ sent: false, seconds: 0 });
    expect(stored()[B]).toBeUndefined();
  });

  it('a spent key is forgotten, its countdown kept', async () => {
    mockApi({ 'POST /api/sms/send': () => 'key-a' });
    await sendSmsCode(A);
    spendSmsKey(A);
    expect([smsKey(A), smsResendAt(A) > 0, lastSmsPhone()]).toEqual(['', true, '']);
  });

  it('drops entries with nothing left on the next write, and ignores corrupt or foreign storage', async () => {
    mockApi({ 'POST /api/sms/send': () => 'key-b' });
    const now = Date.now();
    sessionStorage.setItem(SMS_STORAGE_KEY, JSON.stringify({ [A]: { key: 'old', keyUntil: now - 1, resendAt: now - 1 }, x: { key: 1 }, y: 'z' }));
    expect(smsKey(A)).toBe('');
    await sendSmsCode(B);
    expect(Object.keys(stored())).toEqual([B]);
    for (const junk of ['{', '[]', 'null', '"text"']) {
      sessionStorage.setItem(SMS_STORAGE_KEY, junk);
      expect([smsKey(B), smsResendAt(B), lastSmsPhone()]).toEqual(['', 0, '']);
    }
  });

  it('a fresh load of the module (a reload) reads what the page before wrote', async () => {
    mockApi({ 'POST /api/sms/send': () => 'key-a' });
    await sendSmsCode(A);
    vi.resetModules();
    const reloaded = await import('../../src/stores/sms');
    expect(reloaded.$smsCodes.get()[A].key).toBe('key-a');
    expect(reloaded.smsKey(A)).toBe('key-a');
  });

  it('keeps the codes in memory when sessionStorage refuses writes', async () => {
    mockApi({ 'POST /api/sms/send': () => 'key-a' });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(await sendSmsCode(A)).toEqual({ sent: true, seconds: 60 });
      expect([smsKey(A), smsResendAt(A) > 0]).toEqual(['key-a', true]);
    } finally {
      setItem.mockRestore();
    }
    spendSmsKey(A); // storage works again: back to it
    expect(stored()[A].key).toBe('');
  });
});

describe('refusalWait: the seconds a refused send asks to wait', () => {
  it('reads Retry-After as delay-seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-23T08:00:00Z');
    expect(retryAfterSeconds('42', now)).toBe(42);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 08:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 07:59:00 GMT', now)).toBe(0);
    for (const junk of [null, undefined, '', 'soon', '-5', '1.5']) expect(retryAfterSeconds(junk, now)).toBeNull();
  });

  it('takes Retry-After first, then seconds or minutes in the words, then the whole 60 s for sms.too.frequent', () => {
    expect(refusalWait(refusal('try again in 42 seconds', 'sms.too.frequent', '7'))).toBe(7);
    expect(refusalWait(refusal('try again in 42 seconds', 'sms.too.frequent', 'Mon, 23 Nov 2026 08:00:09 GMT'))).toBe(9);
    expect(refusalWait(refusal('try again in 42 seconds', 'sms.too.frequent', 'soon'))).toBe(42);
    expect(refusalWait(refusal('a code was just sent to this number, try again in 42 seconds'))).toBe(42);
    expect(refusalWait(refusal('try again in 1 second'))).toBe(1);
    expect(refusalWait(refusal('retry after 30s'))).toBe(30);
    expect(refusalWait(refusal('操作过于频繁，请 45 秒后再试'))).toBe(45);
    expect(refusalWait(refusal('请2分钟后再试'))).toBe(120);
    expect(refusalWait(refusal('try again in 2 minutes'))).toBe(120);
    expect(refusalWait(refusal('sending too often', 'sms.too.frequent'))).toBe(60);
    expect(refusalWait(refusal('try again in 999999 seconds'))).toBe(3600);
  });

  it('is null for anything that is not a wait', () => {
    expect(refusalWait(refusal('Please enter a correct mobile number', 'param.invalid'))).toBeNull();
    expect(refusalWait(refusal('phone 13800138000 is blocked'))).toBeNull();
    expect(refusalWait(refusal('try again in 0 seconds'))).toBeNull();
    expect(refusalWait(new ApiError('request timed out after 10 seconds', 'timeout'))).toBeNull();
    expect(refusalWait(new ApiError('server error (503)', 'http', null, 503))).toBeNull();
    expect(refusalWait(new Error('try again in 5 seconds'))).toBeNull();
  });
});
