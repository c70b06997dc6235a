import { listPlanTriggers } from '../../api/plans';
import type { PlanTrigger } from '../../api/types';
import { t, type MessageKey } from '../../i18n';
import { formatDateTime } from '../../lib/china-day';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import styles from './plan.module.css';

const triggerText = (state: unknown): string => (state === 0 || state === 1 || state === 2 ? t(`trigger.${state}` as MessageKey) : '');

function TriggerRow({ trigger }: { trigger: PlanTrigger }) {
  return (
    <li className={styles.trigger}>
      <div className={styles.triggerHead}>
        <span className={styles.triggerState} data-state={trigger.state}>
          {triggerText(trigger.state)}
        </span>
        <span className={styles.triggerTime} title={t('plan.triggerTime')}>
          {formatDateTime(trigger.triggerTime)}
        </span>
      </div>
      {trigger.state !== 0 && (
        <>
          <div className={styles.triggerMeta}>
            {/* the label with its colon (the value comes last in both languages), then the time kept whole:
                a line may break before it, never inside its date */}
            {t('common.labelled', { label: t('plan.finishTime'), value: '' })}
            <span className={styles.triggerTime}>{formatDateTime(trigger.finishTime)}</span>
          </div>
          {trigger.errMessage && <div className={styles.triggerMeta}>{t('common.labelled', { label: t('plan.error'), value: trigger.errMessage })}</div>}
        </>
      )}
    </li>
  );
}

/** The plan's deliveries; a failed load shows error + retry inside this section only. */
export function PlanTriggers({ planId }: { planId: number }) {
  const triggers = useAsync(() => listPlanTriggers(planId), [planId]);
  return (
    <LoadState state={triggers} skeleton={<Skeleton lines={3} />} onRetry={() => void triggers.reload()}>
      {(list) =>
        list.length > 0 ? (
          <ul className={styles.triggers}>
            {list.map((trigger, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a trigger has no id in the answer (spec §3); the list is shown, never reordered
              <TriggerRow key={i} trigger={trigger} />
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{t('plan.noTriggers')}</p>
        )
      }
    </LoadState>
  );
}
