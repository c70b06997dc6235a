import { describe, expect, it } from 'vitest';
import { codeError, phoneError } from '../../src/lib/validate';

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
});
