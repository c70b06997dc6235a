import type { ChangeEvent, ReactNode } from 'react';
import { t } from '../../i18n';
import { Field, useFieldLink } from '../field/Field';
import styles from './picker.module.css';

export interface PickerOption<V> {
  value: V;
  label: string;
}

export interface PickerProps<V> {
  /** Given: renders inside its own <Field>. Omitted: put it in a <Field> yourself. */
  label?: ReactNode;
  value: V | null | undefined;
  options: PickerOption<V>[];
  onChange: (value: V) => void;
  /** Shown while nothing is chosen; defaults to 'please choose'. */
  placeholder?: string;
  error?: ReactNode;
  disabled?: boolean;
}

/** A native <select>, styled: WeChat's own wheel (iOS) or list (Android), accessible as is. */
function Control<V>({ value, options, onChange, placeholder, error, disabled }: PickerProps<V>) {
  const { id, errorId } = useFieldLink();
  const index = options.findIndex((o) => o.value === value);
  return (
    <div className={styles.wrap}>
      <select
        id={id}
        className={index < 0 ? `${styles.select} ${styles.empty}` : styles.select}
        value={index < 0 ? '' : String(index)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => {
          const option = options[Number(e.target.value)];
          if (e.target.value !== '' && option) onChange(option.value);
        }}
      >
        {index < 0 && (
          <option value="" disabled>
            {placeholder ?? t('common.choose')}
          </option>
        )}
        {options.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's value (values may be any type, the select's are strings)
          <option key={i} value={String(i)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Picker<V>(props: PickerProps<V>) {
  return props.label === undefined ? (
    <Control {...props} />
  ) : (
    <Field label={props.label} error={props.error}>
      <Control {...props} />
    </Field>
  );
}
