import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { ask, type AskOptions } from '../dialog/ask';
import '../../../styles/kit-tokens.css';
import styles from './button.module.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** 'text': a quiet action (no fill, no border), for what should not compete with the main one. */
  variant?: 'primary' | 'default' | 'danger' | 'text';
  size?: 'md' | 'sm';
  block?: boolean;
  loading?: boolean;
  /** May return a Promise: until it settles the button shows loading and ignores taps. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler returns nothing or a promise; `undefined` would refuse plain void handlers
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  /**
   * Asks this first (ui/dialog). While the question is open the button is locked but shows no
   * spinner (nothing is happening yet); onClick runs only on yes.
   */
  ask?: AskOptions & { text: string };
}

/** One tap is one request: an async onClick locks the button until its promise settles. */
export function Button({
  variant = 'default',
  size = 'md',
  block,
  loading,
  onClick,
  ask: question,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const showBusy = busy || !!loading;

  function click(event: MouseEvent<HTMLButtonElement>) {
    if (pending.current || loading) {
      event.preventDefault();
      return;
    }
    if (!question) {
      run(event);
      return;
    }
    pending.current = true;
    void ask(question.text, question).then((yes) => {
      if (yes) run(event);
      else pending.current = false;
    });
  }

  function run(event: MouseEvent<HTMLButtonElement>) {
    const result = onClick?.(event);
    if (result && typeof result.then === 'function') {
      pending.current = true;
      setBusy(true);
      const done = () => {
        pending.current = false;
        setBusy(false);
      };
      // A failure was already reported by whoever raised it (the API client toasts); re-enable only.
      result.then(done, done);
    } else pending.current = false;
  }

  const cls = [styles.button, styles[variant], size === 'sm' && styles.sm, block && styles.block, className];
  return (
    <button
      {...rest}
      type={type}
      className={cls.filter(Boolean).join(' ')}
      aria-busy={showBusy || undefined}
      aria-disabled={showBusy || undefined}
      onClick={click}
    >
      {showBusy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
