import { createContext, useContext, useId, type ReactNode } from 'react';
import '../../../styles/fields.css';
import '../../../styles/kit-tokens.css';
import { clearOfBars } from '../screen/keep-clear';
import styles from './field.module.css';

interface FieldLink {
  id: string;
  /** The error's id, for aria-describedby; undefined when there is no error. */
  errorId?: string;
}

const FieldContext = createContext<FieldLink | null>(null);

/** The control's id and error id inside a <Field>; controls outside a Field get their own id. */
export function useFieldLink(): FieldLink {
  const own = useId();
  return useContext(FieldContext) ?? { id: own };
}

export interface FieldProps {
  label: ReactNode;
  error?: ReactNode;
  /** Right of the control's box, e.g. a CountdownButton or the map button. */
  extra?: ReactNode;
  /** A value shown, not edited (the unbind sheet's phone): the box is drawn as such. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A form field, laid out one way everywhere (issue 15 §3): a real <label> above, the control in a
 * box that shows focus and error (tokens in styles/fields.css), `extra` beside the box, the error
 * under it, linked by aria-describedby.
 */
export function Field({ label, error, extra, readOnly, children }: FieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches its control's focus, which bubbles up; nothing to interact with
    <div
      className={`${styles.field}${error ? ` ${styles.invalid}` : ''}${readOnly ? ` ${styles.readonly}` : ''}`}
      // Focus is scrolled into view after this: clear of the sticky bars (ui/screen/keep-clear.ts).
      onFocus={(event) => clearOfBars(event.currentTarget)}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.control}>
          <FieldContext.Provider value={{ id, errorId }}>{children}</FieldContext.Provider>
        </div>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** iOS WeChat leaves a gap where the keyboard was: scrolling to where we are closes it. */
export function closeKeyboardGap(): void {
  window.scrollTo(window.scrollX, window.scrollY);
}
