import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toast, toast } from './toast';
import styles from './toast.module.css';

const icons: Record<string, string> = { success: '✓', fail: '!', info: 'i' };

/** The single toast host, mounted once by the app. Announced politely; failures assertively. */
export function ToastHost() {
  const current = useStore($toast);

  useEffect(() => {
    if (!current || current.duration <= 0) return;
    const timer = setTimeout(() => toast.clear(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <div className={styles.host} role={current?.type === 'fail' ? 'alert' : 'status'} aria-live={current?.type === 'fail' ? 'assertive' : 'polite'}>
      {current && (
        <div key={current.id} className={`${styles.toast} ${styles[current.type] ?? ''}`} data-type={current.type}>
          {current.type === 'loading' ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            <span className={styles.icon} aria-hidden="true">
              {icons[current.type]}
            </span>
          )}
          <span className={styles.message}>{current.message}</span>
        </div>
      )}
    </div>
  );
}
