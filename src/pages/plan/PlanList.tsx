import { memo } from 'react';
import { PLANS } from '../../api/plans';
import type { Plan } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { Screen } from '../../ui/screen/Screen';
import { CursorList } from '../fulfilment/CursorList';
import { ListRow } from '../fulfilment/ListRow';
import { periodText } from './period-text';

const PlanRow = memo(function PlanRow({ plan, confirming }: { plan: Plan; confirming: boolean }) {
  const lines = [
    t('common.labelled', { label: t('plan.period'), value: periodText(plan.type) }),
    t('common.labelled', { label: t('plan.quantity'), value: plan.productNumber }),
    t('common.labelled', { label: t('plan.deliveries'), value: plan.deliveryCount }),
  ];
  return <ListRow item={plan} product={plan.product} detailPath="/plan/detail" lines={lines} confirming={confirming} />;
});

const renderRow = (plan: Plan, confirming: boolean) => <PlanRow key={plan.id} plan={plan} confirming={confirming} />;

export default function PlanList() {
  return (
    <Screen title={t('plan.title')} back={back}>
      <CursorList list={PLANS} kind="plan" label={t('plan.title')} emptyText={t('plan.empty')} renderRow={renderRow} />
    </Screen>
  );
}
