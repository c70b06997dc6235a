import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Field, closeKeyboardGap, useFieldLink } from './Field';
import styles from './field.module.css';

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'>;

export interface InputProps extends Native {
  /** Given: the input renders inside its own <Field>. Omitted: put it in a <Field> yourself. */
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** number: a decimal; digit: whole digits only; tel: numeric keypad. */
  type?: 'text' | 'tel' | 'number' | 'digit';
  /** For number and digit: the value is clamped into [min, max] on blur. */
  min?: number;
  max?: number;
  error?: ReactNode;
}

const keyboards = { text: undefined, tel: 'numeric', number: 'decimal', digit: 'numeric' } as const;

/** Keeps only what the type allows (a pasted '1 38-0013' in a digit field becomes '138 0013' → '1380013'). */
function sanitize(type: InputProps['type'], text: string): string {
  if (type === 'digit') return text.replace(/\D/g, '');
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

function Control({ label: _label, error, value, onChange, type = 'text', min, max, inputMode, onBlur, className, ...rest }: InputProps) {
  const { id, errorId } = useFieldLink();
  const numeric = type === 'number' || type === 'digit';

  function change(event: ChangeEvent<HTMLInputElement>) {
    const next = sanitize(type, event.target.value);
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
      inputMode={inputMode ?? keyboards[type]}
      pattern={type === 'tel' || type === 'digit' ? '[0-9]*' : undefined}
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
