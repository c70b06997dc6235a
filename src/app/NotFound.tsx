import { t } from '../i18n';
import { back } from '../platform/navigation';
import styles from './app.module.css';

/** The `*` route. */
export function NotFound() {
  return (
    <main className={styles.fallback}>
      <h1 className={styles.title}>{t('app.notFound')}</h1>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={back}>
        {t('app.back')}
      </button>
    </main>
  );
}
