import { createContext, useContext, useId, type ReactNode } from 'react';
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
  /** Right of the control, e.g. a CountdownButton. */
  extra?: ReactNode;
  /** Label above the control (text areas) instead of beside it. */
  vertical?: boolean;
  children: ReactNode;
}

/** A form row: a real <label> for its control, the control, and an error linked by aria-describedby. */
export function Field({ label, error, extra, vertical, children }: FieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`${styles.field} ${vertical ? styles.vertical : ''}`}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
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
