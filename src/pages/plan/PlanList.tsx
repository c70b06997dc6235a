import { memo } from 'react';
import { listPlans } from '../../api/plans';
import type { Plan } from '../../api/types';
import { back, go } from '../../app/navigation';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { ossUrl, parseProductSnapshot } from '../../lib/snapshot';
import { Page } from '../../ui/page/Page';
import { CursorListView } from '../order/list-parts';
import { stateText } from '../order/state-text';
import styles from '../order/order.module.css';
import { periodText } from './period-text';

/** One row: plain markup, a fixed-size lazy image, no kit components. */
const PlanRow = memo(function PlanRow({ plan }: { plan: Plan }) {
  // Plan.product is an object by contract; parse anyway, so a text snapshot or null cannot crash a row.
  const product = parseProductSnapshot(plan.product);
  const picture = product.pictures[0];
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => go('/plan/detail', { item: plan })}>
        <span className={styles.head}>
          <span className={styles.time}>{formatDateTime(plan.createTime)}</span>
          <span className={styles.state} data-state={plan.state}>
            {stateText(plan.state)}
          </span>
        </span>
        <span className={styles.body}>
          {picture ? (
            <img className={styles.picture} src={ossUrl(picture)} alt="" width={72} height={72} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.picture} aria-hidden="true" />
          )}
          <span className={styles.info}>
            <span className={styles.name}>{product.name}</span>
            <span className={styles.meta}>
              {t('plan.period')}: {periodText(plan.type)}
            </span>
            <span className={styles.meta}>
              {t('plan.quantity')}: {plan.productNumber}
            </span>
            <span className={styles.meta}>
              {t('plan.deliveries')}: {plan.deliveryCount}
            </span>
          </span>
        </span>
      </button>
    </li>
  );
});

const renderRow = (plan: Plan) => <PlanRow key={plan.id} plan={plan} />;

export default function PlanList() {
  return (
    <Page title={t('plan.title')} back={back}>
      <CursorListView load={listPlans} label={t('plan.title')} emptyText={t('plan.empty')} renderRow={renderRow} />
    </Page>
  );
}
