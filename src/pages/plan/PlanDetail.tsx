import { cancelPlan, readPlan } from '../../api/plans';
import type { Plan } from '../../api/types';
import { back, usePageState } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/china-day';
import { formatMoney } from '../../lib/money';
import { MissingItem } from '../../ui/missing-item/MissingItem';
import { Section } from '../../ui/section/Section';
import { DetailScreen } from '../fulfilment/DetailScreen';
import { InfoRow } from '../fulfilment/InfoList';
import { periodText } from './period-text';
import { PlanTriggers } from './PlanTriggers';

export default function PlanDetail() {
  const plan = usePageState('item', readPlan);
  if (!plan) return <MissingItem title={t('plan.detailTitle')} text={t('detail.missing')} back={back} />;
  return <PlanView key={plan.id} plan={plan} />;
}

function PlanView({ plan }: { plan: Plan }) {
  const { address } = plan;
  return (
    <DetailScreen
      kind="plan"
      item={plan}
      cancelCall={cancelPlan}
      product={plan.product}
      quantity={plan.productNumber}
      summary={
        <>
          <InfoRow label={t('plan.period')}>{periodText(plan.type)}</InfoRow>
          <InfoRow label={t('plan.deliveries')}>{plan.deliveryCount}</InfoRow>
          <InfoRow label={t('plan.fee')}>¥{formatMoney(plan.sumLogiCosts)}</InfoRow>
        </>
      }
      details={
        <>
          <InfoRow label={t('plan.createTime')}>{formatDateTime(plan.createTime)}</InfoRow>
          <InfoRow label={t('plan.payNo')} number>
            {plan.payNo ?? ''}
          </InfoRow>
          <InfoRow label={t('order.receiver')}>{address.name}</InfoRow>
          <InfoRow label={t('order.phone')}>{address.phone}</InfoRow>
          <InfoRow label={t('order.address')}>{address.address}</InfoRow>
          <InfoRow label={t('order.remark')}>{plan.remark}</InfoRow>
        </>
      }
    >
      <Section title={t('plan.triggers')}>
        <PlanTriggers planId={plan.id} />
      </Section>
    </DetailScreen>
  );
}
