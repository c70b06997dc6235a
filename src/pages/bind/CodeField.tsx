import type { ReactNode } from 'react';
import { CountdownButton } from '../../ui/countdown-button/CountdownButton';
import { Field } from '../../ui/field/Field';
import { Input } from '../../ui/field/Input';
import styles from './bind.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => Promise<boolean>;
  error?: ReactNode;
  placeholder?: string;
}

/**
 * The SMS code with its send / countdown button. Label above: beside a 6.5em label and
 * '60 seconds to resend', the code input would be a few characters wide on a 375 px phone.
 */
export function CodeField({ label, value, onChange, onSend, error, placeholder }: Props) {
  return (
    <Field label={label} error={error} vertical>
      <div className={styles.codeRow}>
        <Input value={value} onChange={onChange} type="digit" maxLength={8} name="code" autoComplete="one-time-code" placeholder={placeholder} />
        <CountdownButton onSend={onSend} />
      </div>
    </Field>
  );
}
