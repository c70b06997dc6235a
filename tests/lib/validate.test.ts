import { describe, expect, it } from 'vitest';
import { codeError, phoneDigits, phoneError } from '../../src/lib/validate';

describe('lib/validate: the phone and SMS code rules answer catalog keys (spec §5)', () => {
  it('asks for a phone, then for a correct one', () => {
    expect(phoneError('  ')).toBe('validate.phoneRequired');
    expect(phoneError('12800138000')).toBe('validate.phoneInvalid');
    expect(phoneError('1380013800')).toBe('validate.phoneInvalid');
    expect(phoneError(' 13800138000 ')).toBeNull();
  });

  it('asks for a code, then for a sent SMS', () => {
    expect(codeError('', 'k')).toBe('validate.codeRequired');
    expect(codeError('123456', '')).toBe('validate.keyMissing');
    expect(codeError(' 123456 ', 'k')).toBeNull();
  });

  it('keeps the 11 digits of a phone pasted or held with spaces, dashes or a country code', () => {
    for (const text of [
      '13800138000',
      '138 0013 8000',
      '138-0013-8000',
      '+86 13800138000',
      '+86 138 0013 8000',
      '(+86)13800138000',
      '86-13800138000',
      '8613800138000',
      ' 138 0013 8000\n',
    ])
      expect(phoneDigits(text), text).toBe('13800138000');
  });

  it('leaves text that holds no mobile phone as it was', () => {
    for (const text of ['', '1380013', '12800138000', 'abc', '138 0013 80001', '0086 10 1234 5678']) expect(phoneDigits(text), text).toBe(text);
  });
});
