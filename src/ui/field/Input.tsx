import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { phoneDigits } from '../../lib/validate';
import { Field, closeKeyboardGap, useFieldLink } from './Field';
import '../../../styles/kit-tokens.css';
import styles from './field.module.css';

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'>;

export interface InputProps extends Native {
  /** Given: the input renders inside its own <Field>. Omitted: put it in a <Field> yourself. */
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** number: a decimal; digit: whole digits only; tel: a phone, numeric keypad (a pasted one kept as its digits). */
  type?: 'text' | 'tel' | 'number' | 'digit';
  /** For number and digit: the value is clamped into [min, max] on blur. */
  min?: number;
  max?: number;
  error?: ReactNode;
}

const keyboards = { text: undefined, tel: 'numeric', number: 'decimal', digit: 'numeric' } as const;

/**
 * Keeps only what the type allows: a phone as its 11 digits however it was pasted ('138 0013 8000',
 * '+86 13800138000'), a digit field's digits ('12 34-56\n' → '123456'), a number's digits and point;
 * then for a phone or digit field at most `max` digits. The native maxLength is not used for those: it
 * would cut the pasted text, spaces and all, before its digits were taken (WCAG 2.2, 3.3.8).
 */
function sanitize(type: InputProps['type'], text: string, max?: number): string {
  if (type === 'tel' || type === 'digit') {
    const kept = type === 'tel' ? phoneDigits(text) : text.replace(/\D/g, '');
    return max !== undefined && /^\d+$/.test(kept) ? kept.slice(0, max) : kept;
  }
  if (type === 'number') {
    const [whole, ...rest] = text.replace(/[^\d.-]/g, '').split('.');
    const signed = whole.slice(0, 1) + whole.slice(1).replace(/-/g, '');
    return rest.length ? `${signed}.${rest.join('')}` : signed;
  }
  return text;
}

export function clamp(text: string, min?: number, max?: number): string {
  if (text === '' || text === '-') return text === '-' ? '' : text;
  let n = Number(text);
  if (!Number.isFinite(n)) return '';
  if (min !== undefined && n < min) n = min;
  if (max !== undefined && n > max) n = max;
  return n === Number(text) ? text : String(n);
}

function Control({ label: _label, error, value, onChange, type = 'text', min, max, maxLength, inputMode, onBlur, className, ...rest }: InputProps) {
  const { id, errorId } = useFieldLink();
  const numeric = type === 'number' || type === 'digit';
  const digits = type === 'tel' || type === 'digit';

  function change(event: ChangeEvent<HTMLInputElement>) {
    const next = sanitize(type, event.target.value, maxLength);
    // preact keeps a rejected character on screen when the value does not change: put it right.
    if (next !== event.target.value) event.target.value = next;
    onChange(next);
  }

  function blur(event: FocusEvent<HTMLInputElement>) {
    if (numeric) {
      const next = clamp(event.target.value, min, max);
      if (next !== event.target.value) {
        event.target.value = next;
        onChange(next);
      }
    }
    closeKeyboardGap();
    onBlur?.(event);
  }

  return (
    <input
      {...rest}
      id={id}
      className={`${styles.input} ${className ?? ''}`}
      type={type === 'tel' ? 'tel' : 'text'}
      maxLength={digits ? undefined : maxLength}
      inputMode={inputMode ?? keyboards[type]}
      pattern={digits ? '[0-9]*' : undefined}
      value={value}
      onChange={change}
      onBlur={blur}
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
    />
  );
}

/** A text, phone, number or digit input; number and digit clamp to min and max on blur. */
export function Input(props: InputProps) {
  return props.label === undefined ? (
    <Control {...props} />
  ) : (
    <Field label={props.label} error={props.error} readOnly={props.readOnly}>
      <Control {...props} />
    </Field>
  );
}
