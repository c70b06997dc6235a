import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../button/Button';
import styles from './countdown-button.module.css';

export interface CountdownButtonProps {
  /**
   * Sends the code. Resolve true when it was sent (counts `seconds`), a number of seconds to count
   * (the wait a refused send was told), or false / 0 for no countdown.
   */
  onSend: () => Promise<boolean | number>;
  /** Spec §9: 60 s. */
  seconds?: number;
  /**
   * When the next send is allowed (ms timestamp) as someone else keeps it: a remounted button
   * resumes the countdown, and a change to 0 or the past (another phone) ends it.
   */
  endsAt?: number;
  disabled?: boolean;
  className?: string;
}

const secondsTo = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/**
 * 'send verification code' → after a successful send, disabled for `seconds` showing 'N seconds to
 * resend' → back. Counts against the clock, so a page frozen while the member reads the SMS
 * resumes at the right number.
 */
export function CountdownButton({ onSend, seconds = 60, endsAt, disabled, className }: CountdownButtonProps) {
  const [left, setLeft] = useState(() => (endsAt ? secondsTo(endsAt) : 0));
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const alive = useRef(true);

  function stop() {
    clearInterval(timer.current);
    timer.current = undefined;
  }

  function countTo(end: number) {
    stop();
    setLeft(secondsTo(end));
    if (secondsTo(end) === 0) return;
    timer.current = setInterval(() => {
      const next = secondsTo(end);
      setLeft(next);
      if (next === 0) stop();
    }, 1000);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: mount and unmount only; stop() reads a ref
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stop();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: countTo only reads refs and setters; a new deadline is the trigger
  useEffect(() => {
    if (endsAt !== undefined) countTo(endsAt);
  }, [endsAt]);

  async function send() {
    let result: boolean | number = false;
    try {
      result = await onSend();
    } catch {
      // the caller (API client) has already said why
    }
    const count = result === true ? seconds : typeof result === 'number' ? result : 0;
    if (count > 0 && alive.current) countTo(Date.now() + count * 1000);
  }

  return (
    <Button size="sm" className={left > 0 ? `${styles.counting} ${className ?? ''}` : className} disabled={disabled || left > 0} onClick={send}>
      {left > 0 ? t('sms.resendIn', { n: left }) : t('sms.send')}
    </Button>
  );
}
