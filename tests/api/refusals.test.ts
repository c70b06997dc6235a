import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, get } from '../../src/api/client';
import { ignore } from '../../src/api/decode';
import { loadLang, loadScreenStrings } from '../../src/i18n';
import { screensEn } from '../../src/i18n/screens-en';
import { screensZh } from '../../src/i18n/screens-zh';
import { refusalText } from '../../src/lib/refusal';
import { $toast } from '../../src/ui/toast/toast';
import { ERR_CODES } from '../../server/api/lib/envelope';
import { failure, sendJson, testApiServer } from '../helpers/api-server';

/**
 * Issue 15.2: the member reads a refusal in the app's words where the app knows its code, the
 * server's message (in the member's language) only where nothing better is known, and never an
 * API field's name.
 */

/** Codes whose message the app writes itself ('refusal.' + code in the screens catalogs). */
const IN_APP_WORDS = ['param.invalid', 'not.found', 'eggs.insufficient', 'oauth.code.invalid', 'server.error'];
/** Codes whose message says more than the app could (which card, how many seconds, why not now), in the member's words. */
const IN_SERVER_WORDS = ['input.invalid', 'sms.invalid', 'sms.too.frequent', 'state.conflict', 'forbidden'];
/** Not a refusal to put in words: the session ends (spec §8). */
const SESSION = ['token.error', 'token.expire'];

const server = testApiServer();
afterEach(async () => {
  await loadLang('en');
  await loadScreenStrings();
});

/** The toast after a GET answered with this refusal. */
async function toastFor(errMessage: string, errCode: string | null, status = 400): Promise<string> {
  server.handle((_req, res) => sendJson(res, failure(errMessage, errCode), status));
  const error = await get('/api/x', ignore).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return $toast.get()?.message ?? '';
}

describe('refusals in the member’s words', () => {
  it('decides the words for every code the reference backend sends', () => {
    expect([...IN_APP_WORDS, ...IN_SERVER_WORDS, ...SESSION].sort()).toEqual([...ERR_CODES].sort());
    for (const code of IN_APP_WORDS) {
      const key = `refusal.${code}` as keyof typeof screensEn;
      expect(screensEn[key], code).toBeTruthy();
      expect(screensZh[key], code).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const code of IN_SERVER_WORDS) expect(`refusal.${code}` in screensEn, code).toBe(false);
  });

  it.each([
    [
      'param.invalid',
      'productNumber must be at most 999',
      'Some of the details could not be accepted, please check them and try again',
      '提交的信息有误，请检查后重试',
    ],
    [
      'not.found',
      'card not found',
      'This could not be found, it may have been removed; please refresh and try again',
      '未找到相关内容，可能已被删除，请刷新后重试',
    ],
    [
      'eggs.insufficient',
      'not enough eggs on this card: 31 needed, 30 available',
      'This card does not have enough eggs, please choose another card or top it up',
      '此卡鸡蛋不足，请更换会员卡或充值',
    ],
    ['oauth.code.invalid', 'invalid code (40029): sign in again', 'Sign-in failed, please exit and reopen', '登录失败，请退出重新进入'],
    [
      'server.error',
      'something went wrong on the server, please try again',
      'Something went wrong on the server, please try again later',
      '服务器出错了，请稍后再试',
    ],
  ])('says %s in its own words, in English and in Chinese', async (code, said, en, zh) => {
    expect(await toastFor(said, code)).toBe(en);
    await loadLang('zh');
    expect(await toastFor(said, code)).toBe(zh);
  });

  it("shows the server's message where it knows better (a state, an SMS code, what was entered)", async () => {
    expect(await toastFor('this voucher has already been used', 'state.conflict', 409)).toBe('this voucher has already been used');
    await loadLang('zh');
    expect(await toastFor('验证码错误，还可以再试2次', 'sms.invalid')).toBe('验证码错误，还可以再试2次');
    expect(await toastFor('配送日期不能早于明天', 'input.invalid')).toBe('配送日期不能早于明天');
  });

  it('never shows a message that names an API field, whatever its code', async () => {
    expect(await toastFor('cardNo must be a string', 'validation.failed')).toBe('Some of the details could not be accepted, please check them and try again');
    expect(await toastFor('shipDate is required', null)).toBe('Some of the details could not be accepted, please check them and try again');
    await loadLang('zh');
    expect(await toastFor('productNumber 不能大于 999', 'state.conflict')).toBe('提交的信息有误，请检查后重试');
  });

  it('keeps a message in plain words from a code it does not know', () => {
    expect(refusalText('card.missing', 'card not found')).toBe('card not found');
    expect(refusalText(null, 'please enter a correct mobile number')).toBe('please enter a correct mobile number');
    expect(refusalText('token.expire' as string, 'x')).toBe('x');
  });

  it("asks in the app's language: Accept-Language en, or zh once the app reads Chinese", async () => {
    server.handle((_req, res) => sendJson(res, failure('x')));
    await get('/api/x', ignore).catch(() => undefined);
    await loadLang('zh');
    await get('/api/x', ignore).catch(() => undefined);
    expect(server.received.map((r) => r.headers['accept-language'])).toEqual(['en', 'zh']);
  });
});
