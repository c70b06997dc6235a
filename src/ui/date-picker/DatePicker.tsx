import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { formatDate } from '../../lib/china-day';
import { parseDay, startOfDay } from '../../lib/ship-date';
import { t } from '../../i18n';
import { Field, useFieldLink } from '../field/Field';
import styles from './date-picker.module.css';

export interface DatePickerProps {
  label?: ReactNode;
  /** The chosen China day (ms of its midnight, lib/ship-date), or null for nothing chosen yet. */
  value: number | null;
  /** Receives the China day (ms of its midnight), within [min, max]. */
  onChange: (value: number) => void;
  /** The server's earliest ship time (ms); its day is the first one allowed. */
  min: number;
  max?: number;
  placeholder?: string;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A native date input (WeChat's own picker on iOS and Android) under our own YYYY-MM-DD text. iOS
 * lets the wheel go past min/max, and a typed date may too: such a day is clamped into range.
 */
function Control({ value, onChange, min, max, placeholder, error, disabled }: DatePickerProps) {
  const { id, errorId } = useFieldLink();
  const input = useRef<HTMLInputElement>(null);
  // A typed date out of range waits for blur (a year is typed digit by digit on desktop).
  const pending = useRef<number | null>(null);
  const lo = startOfDay(min);
  const hi = max === undefined ? undefined : startOfDay(max);
  const clampDay = (day: number) => Math.max(lo, hi === undefined ? day : Math.min(hi, day));

  function accept(day: number) {
    pending.current = null;
    if (input.current) input.current.value = formatDate(day);
    if (day !== value) onChange(day);
  }

  function change(event: ChangeEvent<HTMLInputElement>) {
    const day = parseDay(event.target.value);
    if (day === null) return; // cleared or half typed: keep the last good day
    if (day === clampDay(day)) accept(day);
    else if (document.activeElement === event.target) pending.current = day;
    else accept(clampDay(day));
  }

  function blur() {
    if (pending.current !== null) accept(clampDay(pending.current));
    else if (input.current) input.current.value = value === null ? '' : formatDate(value);
  }

  const text = value === null ? '' : formatDate(value);
  return (
    <div className={styles.wrap}>
      <span className={text ? styles.text : styles.placeholder} aria-hidden="true">
        {text || placeholder || t('common.choose')}
      </span>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="date"
        value={text}
        min={formatDate(lo)}
        max={hi === undefined ? undefined : formatDate(hi)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={change}
        onBlur={blur}
        onClick={() => {
          // Desktop browsers open the calendar only from their icon; phones open it on tap anyway.
          if (!matchMedia('(pointer: fine)').matches) return;
          try {
            (input.current as (HTMLInputElement & { showPicker?: () => void }) | null)?.showPicker?.();
          } catch {
            // not allowed here (e.g. no user gesture): the native tap behaviour remains
          }
        }}
      />
    </div>
  );
}

export function DatePicker(props: DatePickerProps) {
  return props.label === undefined ? (
    <Control {...props} />
  ) : (
    <Field label={props.label} error={props.error}>
      <Control {...props} />
    </Field>
  );
}
