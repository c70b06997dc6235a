import { memo } from 'react';
import { listPlans } from '../../api/plans';
import type { Plan } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { Page } from '../../ui/page/Page';
import { CursorListView, ListRow } from '../order/list-parts';
import styles from '../order/order.module.css';
import { periodText } from './period-text';

const PlanRow = memo(function PlanRow({ plan }: { plan: Plan }) {
  return (
    <ListRow item={plan} product={plan.product} detailPath="/plan/detail">
      <span className={styles.meta}>
        {t('plan.period')}: {periodText(plan.type)}
      </span>
      <span className={styles.meta}>
        {t('plan.quantity')}: {plan.productNumber}
      </span>
      <span className={styles.meta}>
        {t('plan.deliveries')}: {plan.deliveryCount}
      </span>
    </ListRow>
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
