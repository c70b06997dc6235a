/** Issue 15 §1 and §3: the new strings are in both languages, and field placeholders are hints, not error texts. */
import { afterAll, describe, expect, it } from 'vitest';
import { loadLang, loadScreenStrings, t, type MessageKey } from '../../src/i18n';
import { screensEn } from '../../src/i18n/screens-en';
import { screensZh } from '../../src/i18n/screens-zh';

const KEYS: MessageKey[] = ['product.retailValue', 'exchange.eggsUsed', 'exchange.notEnoughEggs', 'address.namePlaceholder', 'address.detailPlaceholder'];
const PLACEHOLDERS = [
  'address.namePlaceholder',
  'bind.phonePlaceholder',
  'address.detailPlaceholder',
  'bind.codePlaceholder',
  'exchange.remarkPlaceholder',
] as const;

afterAll(async () => {
  await loadLang('en');
  await loadScreenStrings();
});

describe('catalog: costs and fields', () => {
  it('has every new key in English and Chinese, each its own text', () => {
    for (const key of KEYS) {
      const en = (screensEn as Record<string, string>)[key];
      const zh = (screensZh as Record<string, string>)[key];
      expect(en?.trim(), key).toBeTruthy();
      expect(zh?.trim(), key).toBeTruthy();
      expect(zh, key).not.toBe(en);
    }
  });

  it('placeholders are hints: in neither language the text of an error', () => {
    for (const strings of [screensEn, screensZh] as Record<string, string>[]) {
      const errors = Object.entries(strings)
        .filter(([key]) => key.startsWith('validate.') || /^exchange\.(no|choose)/.test(key))
        .map(([, text]) => text);
      for (const key of PLACEHOLDERS) expect(errors, key).not.toContain(strings[key]);
    }
  });

  it("labels a product's price as its retail value, in both languages", async () => {
    await loadLang('en');
    await loadScreenStrings();
    expect(t('product.retailValue', { price: '59.90' })).toBe('Retail value ¥59.90');
    await loadLang('zh');
    expect(t('product.retailValue', { price: '59.90' })).toBe('零售价 ¥59.90');
    expect(t('exchange.notEnoughEggs')).toBe('这张卡的鸡蛋不够本次兑换，请换一张卡或减少数量');
  });
});
