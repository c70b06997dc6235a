import { useState, type ChangeEvent } from 'react';
import { t } from '../../i18n';
import { closeKeyboardGap, useFieldLink } from '../field/Field';
import { toast } from '../toast/toast';
import '../../../styles/kit-tokens.css';
import styles from './stepper.module.css';

export interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Spec §5: 1, and going below it says 'quantity cannot be less than 1'. */
  min?: number;
  /** No upper bound unless given. */
  max?: number;
  /** Names the group and its input for screen readers. */
  label: string;
  /**
   * A tap on − or + when the value lives in a store: a store verb that steps the value it holds now
   * (not `value`, which may be a render behind) and returns false when it refused at a bound.
   * Without it a tap commits `value` ± 1.
   */
  onStep?: (delta: 1 | -1) => boolean;
}

/** − input +. Typing commits on blur; below min is refused with a toast (min 1) and stays at min. */
export function Stepper({ value, onChange, min = 1, max, label, onStep }: StepperProps) {
  const { id } = useFieldLink();
  // What is being typed; null when not typing (then the value shows).
  const [draft, setDraft] = useState<string | null>(null);

  function refuseBelowMin() {
    if (min === 1) toast.fail(t('validate.quantityMin'));
  }

  function step(delta: 1 | -1) {
    if (!onStep) return commit(value + delta);
    setDraft(null);
    if (!onStep(delta) && delta < 0) refuseBelowMin();
  }

  function commit(n: number) {
    let next = n;
    if (!Number.isFinite(next) || next < min) {
      refuseBelowMin();
      next = min;
    }
    if (max !== undefined && next > max) next = max;
    setDraft(null);
    if (next !== value) onChange(next);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the input and its two buttons as one named control; a fieldset would need a legend inside a Field's label
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.step} aria-label={t('stepper.decrease')} onClick={() => step(-1)}>
        −
      </button>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft ?? String(value)}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const digits = e.target.value.replace(/\D/g, '');
          if (digits !== e.target.value) e.target.value = digits;
          setDraft(digits);
        }}
        onBlur={() => {
          if (draft !== null) commit(draft === '' ? min : Number(draft));
          closeKeyboardGap();
        }}
      />
      <button type="button" className={styles.step} aria-label={t('stepper.increase')} disabled={max !== undefined && value >= max} onClick={() => step(1)}>
        +
      </button>
    </div>
  );
}
