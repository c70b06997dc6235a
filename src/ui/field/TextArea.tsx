import { useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { truncateVisible, visibleLength } from '../../lib/visible-length';
import { Field, closeKeyboardGap, useFieldLink } from './Field';
import '../../../styles/kit-tokens.css';
import styles from './field.module.css';

type Native = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength'>;

export interface TextAreaProps extends Native {
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** In visible characters (an emoji or a CJK character is one); longer input is cut. */
  maxLength?: number;
  error?: ReactNode;
}

function Control({ label: _label, error, value, onChange, maxLength, rows = 3, onBlur, ...rest }: TextAreaProps) {
  const { id, errorId } = useFieldLink();
  const counterId = useId();
  // While an IME composes (pinyin), the letters are not the text yet: cut only when it commits.
  const composing = useRef(false);
  const area = useRef<HTMLTextAreaElement>(null);

  // Grows with its text (from `rows` up to the CSS max-height, then scrolls): a picked place plus a
  // flat number stays readable as a whole. Measured here, not with CSS field-sizing: WeChat's older
  // engines lack it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the trigger, not a value read
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = '';
    if (el.scrollHeight > el.clientHeight) el.style.height = `${el.scrollHeight}px`;
  }, [value]);

  function commit(area: HTMLTextAreaElement) {
    const next = maxLength === undefined ? area.value : truncateVisible(area.value, maxLength);
    if (next !== area.value) area.value = next;
    onChange(next);
  }

  const describedBy = [errorId, maxLength !== undefined ? counterId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.areaWrap}>
      <textarea
        {...rest}
        ref={area}
        id={id}
        className={styles.textarea}
        rows={rows}
        value={value}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => (composing.current ? onChange(e.target.value) : commit(e.target))}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={(e) => {
          composing.current = false;
          commit(e.currentTarget);
        }}
        onBlur={(e) => {
          closeKeyboardGap();
          onBlur?.(e);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {maxLength !== undefined && (
        <span id={counterId} className={styles.counter}>
          {visibleLength(value)}/{maxLength}
        </span>
      )}
    </div>
  );
}

/** Multi-line text that grows with what is typed, with a visible-character counter `n/max` when given one. */
export function TextArea(props: TextAreaProps) {
  return props.label === undefined ? (
    <Control {...props} />
  ) : (
    <Field label={props.label} error={props.error}>
      <Control {...props} />
    </Field>
  );
}
