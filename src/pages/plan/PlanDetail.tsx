import { useMemo } from 'react';
import { cancelPlan, readPlan } from '../../api/plans';
import type { Plan } from '../../api/types';
import { back, usePageState } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { Page } from '../../ui/page/Page';
import { useDetailActions } from '../order/use-detail-actions';
import { DetailActions, InfoRow, MissingItem, ProductBlock, Section } from '../order/detail-parts';
import { stateText } from '../order/state-text';
import styles from '../order/order.module.css';
import { periodText } from './period-text';
import { PlanTriggers } from './PlanTriggers';

export default function PlanDetail() {
  const state = usePageState<{ item?: unknown }>();
  const item = useMemo(() => readPlan(state?.item), [state]);
  if (!item) return <MissingItem title={t('plan.detailTitle')} />;
  return <PlanView key={item.id} plan={item} />;
}

function PlanView({ plan }: { plan: Plan }) {
  const { state, pay, cancel } = useDetailActions('plan', plan, cancelPlan, t('done.planCancelled'));
  const { product, address } = plan;

  return (
    <Page
      title={t('plan.detailTitle')}
      back={back}
      footer={
        state === 0 || state === 1 ? (
          <DetailActions
            state={state}
            cancelLabel={t('plan.cancel')}
            confirmText={t('plan.confirmCancel')}
            onPay={pay}
            onCancel={cancel}
          />
        ) : undefined
      }
    >
      <div className={styles.stateBanner} role="status">
        {stateText(state)}
      </div>
      <Section>
        <ProductBlock product={product} quantity={plan.productNumber} />
        <dl className={styles.fields}>
          <InfoRow label={t('plan.period')}>{periodText(plan.type)}</InfoRow>
          <InfoRow label={t('plan.deliveries')}>{plan.deliveryCount}</InfoRow>
          <InfoRow label={t('plan.fee')}>¥{formatMoney(plan.sumLogiCosts)}</InfoRow>
        </dl>
      </Section>
      <Section>
        <dl className={styles.fields}>
          <InfoRow label={t('plan.createTime')}>{formatDateTime(plan.createTime)}</InfoRow>
          <InfoRow label={t('plan.payNo')}>{plan.payNo ?? ''}</InfoRow>
          <InfoRow label={t('order.receiver')}>{address.name}</InfoRow>
          <InfoRow label={t('order.phone')}>{address.phone}</InfoRow>
          <InfoRow label={t('order.address')}>{address.address}</InfoRow>
          <InfoRow label={t('order.remark')}>{plan.remark}</InfoRow>
        </dl>
      </Section>
      <Section title={t('plan.triggers')}>
        <PlanTriggers planId={plan.id} />
      </Section>
    </Page>
  );
}
