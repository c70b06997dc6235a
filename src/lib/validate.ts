/**
 * The input rules of spec §5 and §9, once. Each answers a catalog key (the page shows it with t())
 * or null when the value is fine. The server shares PHONE_PATTERN (server/api/lib/validate.ts).
 */
import type { MessageKey } from '../i18n';

/** Mobile phone pattern (spec §5, §9). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/**
 * A phone as members paste or WeChat holds it ('138 0013 8000', '138-0013-8000', '+86 13800138000',
 * '(+86)138…', '86-138…') as its 11 digits; text that holds no such phone comes back as it was
 * (the check then says what is wrong with it).
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/[\s\-()（）+.]/g, '');
  if (!/^\d+$/.test(digits)) return text;
  const national = digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
  return PHONE_PATTERN.test(national) ? national : text;
}

/** An empty phone asks for one; anything not ^1[3-9]\d{9}$ asks for a correct one. */
export function phoneError(phone: string): MessageKey | null {
  if (!phone.trim()) return 'validate.phoneRequired';
  return isPhone(phone) ? null : 'validate.phoneInvalid';
}

/** A code is required, and the key of a sent SMS (no key: the member has not sent one yet). */
export function codeError(code: string, key: string): MessageKey | null {
  if (!code.trim()) return 'validate.codeRequired';
  return key ? null : 'validate.keyMissing';
}
