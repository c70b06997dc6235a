import { t } from '../../i18n';
import { formatCardNo } from '../../lib/format';
import { Button } from '../../ui/button/Button';
import styles from './bind.module.css';

interface Props {
  cardNo: string;
  onScan: () => void;
}

/** In place of the card preview when the card cannot be bound: why, which card, and another scan. */
export function CannotBind({ cardNo, onScan }: Props) {
  return (
    <div className={styles.refused} role="alert">
      <svg className={styles.refusedIcon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="4" y="10" width="40" height="28" rx="4" />
        <path d="M16 18l16 12M32 18L16 30" />
      </svg>
      <p className={styles.refusedText}>{t('bind.cannotBind')}</p>
      <p className={styles.refusedCard}>{formatCardNo(cardNo)}</p>
      <Button variant="primary" onClick={onScan}>
        {t('bind.scanAgain')}
      </Button>
    </div>
  );
}
