import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $smsCodes, sendSmsCode, smsResendAt } from '../../stores/sms';
import { CountdownButton } from '../../ui/countdown-button/CountdownButton';
import { Field } from '../../ui/field/Field';
import { Input } from '../../ui/field/Input';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the code goes; its countdown is this phone's own (stores/sms). */
  phone: string;
  /** Checks before a send (shows its own message); false: no request. */
  canSend?: () => boolean;
  /** After a code was sent (the page clears a stale 'please enter verification code'). */
  onSent?: () => void;
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * The SMS code with its send / countdown button beside its box, in the one field layout (label
 * above, so the code keeps its width next to '60 seconds to resend' on a 375 px phone). The key and the countdown live in stores/sms per phone, so a closed sheet or a reload keeps them.
 */
export function CodeField({ label, value, onChange, phone, canSend, onSent, error, placeholder, disabled }: Props) {
  useStore($smsCodes); // re-read this phone's countdown after every send or refusal
  async function send(): Promise<number> {
    if (canSend && !canSend()) return 0;
    const result = await sendSmsCode(phone);
    if (result.sent) onSent?.();
    return result.seconds;
  }
  return (
    <Field label={label} error={error} extra={<CountdownButton onSend={send} endsAt={smsResendAt(phone)} disabled={disabled} />}>
      <Input
        value={value}
        onChange={onChange}
        type="digit"
        maxLength={8}
        name="code"
        autoComplete="one-time-code"
        placeholder={placeholder}
        disabled={disabled}
      />
    </Field>
  );
}
