import type { Timestamp } from '../../api/types';
import { t } from '../../i18n';
import { formatDate } from '../../lib/china-day';
import styles from './exchange.module.css';

/**
 * A plan's delivery dates in short: how many, the first and the last; the whole list (27 dates for
 * half a year weekly) one tap away in a native disclosure, which needs no script and is announced as
 * expandable.
 */
export function PlanDates({ dates }: { dates: Timestamp[] }) {
  if (dates.length === 0) return null;
  // {first} and {last} stay unfilled, then come back as spans that never break at their hyphens.
  const days: Record<string, Timestamp> = { '{first}': dates[0], '{last}': dates[dates.length - 1] };
  const parts = t('exchange.planSummary', { n: dates.length }).split(/(\{first\}|\{last\})/);
  return (
    <>
      <p>
        {parts.map((part, i) =>
          part === '{first}' || part === '{last}' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the summary's fixed parts, in a fixed order
            <span key={i} className={styles.date}>
              {formatDate(days[part])}
            </span>
          ) : (
            part
          ),
        )}
      </p>
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
