import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../button/Button';
import styles from './countdown-button.module.css';

export interface CountdownButtonProps {
  /** Sends the code; resolve true when it was sent (only then the countdown starts). */
  onSend: () => Promise<boolean>;
  /** Spec §9: 60 s. */
  seconds?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * 'send verification code' → after a successful send, disabled for `seconds` showing 'N seconds to
 * resend' → back. Counts against the clock, so a page frozen while the member reads the SMS
 * resumes at the right number.
 */
export function CountdownButton({ onSend, seconds = 60, disabled, className }: CountdownButtonProps) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearInterval(timer.current);
    };
  }, []);

  function start() {
    const end = Date.now() + seconds * 1000;
    setLeft(seconds);
    timer.current = setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer.current);
    }, 1000);
  }

  async function send() {
    let sent = false;
    try {
      sent = await onSend();
    } catch {
      // the caller (API client) has already said why
    }
    if (sent && alive.current) start();
  }

  return (
    <Button size="sm" className={left > 0 ? `${styles.counting} ${className ?? ''}` : className} disabled={disabled || left > 0} onClick={send}>
      {left > 0 ? t('sms.resendIn', { n: left }) : t('sms.send')}
    </Button>
  );
}
