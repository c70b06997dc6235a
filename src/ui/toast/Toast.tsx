import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toast, toast } from './toast';
import styles from './toast.module.css';

const icons: Record<string, string> = { success: '✓', fail: '!' };

/**
 * The single toast host, mounted once by the app. Both live regions stay mounted (a region
 * inserted together with its text is often not read): failures go to the assertive one, the rest
 * to the polite one. Sits above centre so the iOS keyboard does not hide it.
 */
export function ToastHost() {
  const current = useStore($toast);

  useEffect(() => {
    if (!current || current.duration <= 0) return;
    const timer = setTimeout(() => toast.clear(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  const view = current && (
    <div key={current.id} className={`${styles.toast} ${styles[current.type] ?? ''}`} data-type={current.type}>
      {current.type === 'loading' ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        icons[current.type] && (
          <span className={styles.icon} aria-hidden="true">
            {icons[current.type]}
          </span>
        )
      )}
      <span className={styles.message}>{current.message}</span>
    </div>
  );
  const fail = current?.type === 'fail';

  return (
    <div className={styles.host}>
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
        {!fail && view}
      </div>
      <div className={styles.region} role="alert" aria-live="assertive" aria-atomic="true">
        {fail && view}
      </div>
    </div>
  );
}
