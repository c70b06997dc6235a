import { t } from '../../i18n';
import styles from './share.module.css';

/** Full screen, pointing at WeChat's ··· menu (top right), where the member sends the gift; a tap closes it. */
export function ShareMask({ onClose }: { onClose: () => void }) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the mask covers the whole screen; focus must be on its only control, which closes it
    <button type="button" className={styles.mask} onClick={onClose} autoFocus>
      <svg className={styles.arrow} viewBox="0 0 120 140" aria-hidden="true" focusable="false">
        <path d="M20 130C30 80 60 40 104 16" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 10" />
        <path d="M80 12l26 2-10 24" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.maskHint}>{t('share.maskHint')}</span>
    </button>
  );
}
