import type { Timestamp } from '../../api/types';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import styles from './exchange.module.css';

/**
 * A plan's delivery dates in short: how many, the first and the last; the whole list (27 dates for
 * half a year weekly) one tap away in a native disclosure, which needs no script and is announced as
 * expandable.
 */
export function PlanDates({ dates }: { dates: Timestamp[] }) {
  if (dates.length === 0) return null;
  return (
    <>
      <p>{t('exchange.planSummary', { n: dates.length, first: formatDate(dates[0]), last: formatDate(dates[dates.length - 1]) })}</p>
      {dates.length > 2 && (
        <details className={styles.allDates}>
          <summary>{t('exchange.planAllDates')}</summary>
          <ol>
            {dates.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a plan's dates are its positions (the same day may come twice in a list that is only shown)
              <li key={i}>{formatDate(d)}</li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}
