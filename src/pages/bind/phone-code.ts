import type { MessageKey } from '../../i18n';
import { isPhone } from '../../lib/validate';

/** Spec §5: an empty phone asks for one; anything not ^1[3-9]\d{9}$ asks for a correct one. */
export function phoneError(phone: string): MessageKey | null {
  if (!phone.trim()) return 'validate.phoneRequired';
  return isPhone(phone) ? null : 'validate.phoneInvalid';
}

/** Spec §5: a code is required, and a key from a sent SMS. */
export function codeError(code: string, key: string): MessageKey | null {
  if (!code.trim()) return 'validate.codeRequired';
  return key ? null : 'validate.keyMissing';
}
