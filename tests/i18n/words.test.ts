import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { en as enCore } from '../../src/i18n/en';
import { zh as zhCore } from '../../src/i18n/zh';
import { screensEn } from '../../src/i18n/screens-en';
import { screensZh } from '../../src/i18n/screens-zh';
import { loadLang, loadScreenStrings, t, type MessageKey } from '../../src/i18n';

/** Issue 15.2: plurals, Chinese punctuation, and a brand style that does not split Chinese. */
const en: Record<MessageKey, string> = { ...enCore, ...screensEn };
const zh: Record<MessageKey, string> = { ...zhCore, ...screensZh };
const keys = Object.keys(en) as MessageKey[];

afterEach(async () => {
  await loadLang('en');
  await loadScreenStrings();
});

describe('counts read right', () => {
  it.each([
    ['card.eggsToRedeem', 1, '1 egg available to redeem'],
    ['card.eggsToRedeem', 2, '2 eggs available to redeem'],
    ['card.eggsToRedeem', 0, '0 eggs available to redeem'],
    ['cards.eggs', 1, '1 egg'],
    ['cards.eggs', 30, '30 eggs'],
    ['sms.resendIn', 1, '1 second to resend'],
    ['sms.resendIn', 60, '60 seconds to resend'],
    ['exchange.planSummary', 1, '1 delivery, on {first}'],
    ['exchange.planSummary', 2, '2 deliveries, first on {first}, last on {last}'],
  ] as const)('%s with n = %i reads %j', (key, n, text) => {
    expect(t(key, { n })).toBe(text);
  });

  it('no English count string puts a plural after 1, nor hedges with "(s)"', () => {
    for (const key of keys) {
      expect(en[key], key).not.toMatch(/\(s\)/);
      if (en[key].includes('{n}')) expect(t(key, { n: 1, m: 3, dates: 'd' }), key).not.toMatch(/\b1 (?:\w+s|deliveries)\b/);
    }
  });

  it('Chinese has one form for every count (no plural forms)', async () => {
    for (const key of keys) expect(zh[key], key).not.toContain('|');
    await loadLang('zh');
    await loadScreenStrings();
    expect(t('cards.eggs', { n: 1 })).toBe('1枚鸡蛋');
    expect(t('sms.resendIn', { n: 1 })).toBe('1秒后重新发送');
  });
});

describe('Chinese punctuation', () => {
  const CJK = '[\\u3400-\\u9fff]';
  const halfWidthNextToChinese = new RegExp(`${CJK}[:,;!?()]|[:,;!?()]${CJK}|${CJK}\\.{2,}`);

  it('every zh catalog string uses full-width punctuation next to Chinese (：，；！？（） and …)', () => {
    for (const key of keys) expect(zh[key], key).not.toMatch(halfWidthNextToChinese);
  });

  it('a label and its value read "数量：1" in Chinese, "Quantity: 1" in English', async () => {
    expect(t('common.labelled', { label: t('order.quantity'), value: 1 })).toBe('Quantity: 1');
    await loadLang('zh');
    await loadScreenStrings();
    expect(t('common.labelled', { label: t('order.quantity'), value: 1 })).toBe('数量：1');
  });

  it("the reference backend's Chinese messages too", () => {
    const files = ['app.ts', 'lib/auth.ts', 'lib/delivery.ts', 'lib/envelope.ts', 'lib/validate.ts', 'db/schema.ts', 'db/seed.ts']
      .concat(['addresses', 'cards', 'catalog', 'combos', 'orders', 'pay', 'plans', 'sms', 'wechat'].map((m) => `modules/${m}.ts`))
      .map((f) => readFileSync(`server/api/${f}`, 'utf8'));
    const chinese = files.flatMap((source) => source.match(/(['`])[^'`\n]*[\u3400-\u9fff][^'`\n]*\1/g) ?? []);
    expect(chinese.length).toBeGreaterThan(50);
    for (const text of chinese) expect(text).not.toMatch(halfWidthNextToChinese);
  });
});

describe("the brand's letter-spacing", () => {
  it('spaces Latin letters only: the member card undoes it for Chinese (蛋卡 stays one word)', () => {
    const css = readFileSync('src/ui/member-card/member-card.module.css', 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.face span \{[^}]*letter-spacing: 0\.2em/);
    expect(css).toMatch(/\.face span:lang\(zh\) \{ letter-spacing: 0; \}/);
  });
});
