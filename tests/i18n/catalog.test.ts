import { afterAll, describe, expect, it } from 'vitest';
import { en as enCore } from '../../src/i18n/en';
import { zh as zhCore } from '../../src/i18n/zh';
import { screensEn } from '../../src/i18n/screens-en';
import { screensZh } from '../../src/i18n/screens-zh';
import { detectLang, getLang, loadLang, loadScreenStrings, t, type MessageKey } from '../../src/i18n';

const en: Record<MessageKey, string> = { ...enCore, ...screensEn };
const zh: Record<MessageKey, string> = { ...zhCore, ...screensZh };

/** Every English string the spec quotes, word for word (the catalog shows them in sentence case). */
const specStrings: Partial<Record<MessageKey, string>> = {
  'home.title': 'member home page',
  'home.noCard': 'you have not bound a membership card yet',
  'cards.setDefault': 'set as default',
  'cards.gift': 'gift to friend',
  'cards.unbind': 'unbind card',
  'order.confirmCancel': 'confirm to cancel this order',
  'plan.confirmCancel': 'confirm to cancel this plan',
  'common.paySubmit': 'pay and submit',
  'common.submit': 'submit',
  'card.eggsToRedeem': '{n} eggs available to redeem',
  'card.shipEggs': 'ship eggs',
  'card.validUntil': 'valid until',
  'tier.svip': 'SVIP member',
  'tier.vip': 'VIP member',
  'tier.default': 'ordinary member',
  'sms.send': 'send verification code',
  'sms.resendIn': '{n} seconds to resend',
  'validate.phoneInvalid': 'please enter a correct mobile number',
  'validate.phoneRequired': 'please enter phone number',
  'validate.receiverRequired': 'please enter receiver name',
  'validate.addressRequired': 'please enter detailed address',
  'validate.codeRequired': 'please enter verification code',
  'validate.keyMissing': 'please get verification code first',
  'validate.quantityMin': 'quantity cannot be less than 1',
  'validate.accountRequired': 'account cannot be empty',
  'bind.cannotBind': 'this card has been bound or is invalid',
  'net.tokenExpired': 'login has expired, please exit and reopen',
  'pay.succeeded': 'transaction payment succeeded',
  'pay.failed': 'transaction payment failed',
  'done.setDefault': 'set successfully',
  'done.unbind': 'unbind successful',
  'done.bind': 'bind successful',
  'done.submit': 'submit successful',
  'done.orderCancelled': 'order has been cancelled',
  'done.planCancelled': 'order plan has been cancelled',
  'login.codeOrStateNull': 'code or state is null',
  'app.unexpectedError': 'Unexpected Application Error!',
  'app.notFound': 'the page does not exist',
  'order.empty': 'no orders',
  'state.0': 'pending payment',
  'trigger.0': 'not executed',
  'trigger.1': 'completed',
  'trigger.2': 'execution failed',
  'map.myLocation': 'my location',
};

afterAll(async () => {
  await loadLang('en');
  await loadScreenStrings();
});

describe('the text catalog', () => {
  it("has the spec's English strings word for word, with a capital first letter (sentence case)", () => {
    // A string with a count holds 'singular|plural': the spec quotes the plural.
    const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    for (const [key, text] of Object.entries(specStrings)) expect(en[key as MessageKey].split('|').pop(), key).toBe(sentence(text));
  });

  it('writes every English string in sentence case: none starts with a lower-case letter', () => {
    for (const [key, text] of Object.entries(en)) expect(/^[a-z]/.test(text), `${key}: ${text}`).toBe(false);
  });

  it('has a Chinese string for every English key, none empty, with the same parameters', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(zh[key].trim(), key).not.toBe('');
      const params = (s: string) => [...new Set(s.match(/\{\w+\}/g))].sort();
      expect(params(zh[key]), key).toEqual(params(en[key]));
    }
  });

  it('picks Chinese for zh* languages and English for anything else', () => {
    expect(detectLang('zh-CN')).toBe('zh');
    expect(detectLang('zh-TW')).toBe('zh');
    expect(detectLang('ZH')).toBe('zh');
    expect(detectLang('en-US')).toBe('en');
    expect(detectLang('fr')).toBe('en');
    expect(detectLang('')).toBe('en');
  });

  it('keeps the two parts apart: no key in both the shell part and the screens part', () => {
    for (const key of Object.keys(screensEn)) expect(key in enCore, key).toBe(false);
  });

  it('switches the screens part along with the language once it was loaded', async () => {
    await loadLang('zh');
    expect(t('order.empty')).toBe('暂无订单');
    await loadLang('en');
    expect(t('order.empty')).toBe('No orders');
  });

  it('fills parameters and switches language', async () => {
    expect(t('sms.resendIn', { n: 42 })).toBe('42 seconds to resend');
    await loadLang('zh');
    expect(getLang()).toBe('zh');
    expect(t('sms.resendIn', { n: 42 })).toBe('42秒后重新发送');
    expect(document.documentElement.lang).toBe('zh-CN');
    await loadLang('en');
    expect(t('card.eggsToRedeem', { n: 7 })).toBe('7 eggs available to redeem');
  });
});
