import { useMemo } from 'react';
import { cancelOrder, readOrder } from '../../api/orders';
import type { Order } from '../../api/types';
import { back, usePageState } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { formatShipDate } from '../../lib/ship-date';
import { parseAddressSnapshot, parseProductSnapshot } from '../../lib/snapshot';
import { Page } from '../../ui/page/Page';
import { useDetailActions } from './use-detail-actions';
import { DetailActions, InfoRow, MissingItem, ProductBlock, Section } from './detail-parts';
import { stateText } from './state-text';
import styles from './order.module.css';

export default function OrderDetail() {
  const state = usePageState<{ item?: unknown }>();
  const item = useMemo(() => readOrder(state?.item), [state]);
  if (!item) return <MissingItem title={t('order.detailTitle')} />;
  return <OrderView key={item.id} order={item} />;
}

function OrderView({ order }: { order: Order }) {
  const { state, pay, cancel } = useDetailActions('order', order, cancelOrder, t('done.orderCancelled'));
  const product = parseProductSnapshot(order.product);
  const address = parseAddressSnapshot(order.address);

  return (
    <Page
      title={t('order.detailTitle')}
      back={back}
      footer={
        state === 0 || state === 1 ? (
          <DetailActions
            state={state}
            cancelLabel={t('order.cancel')}
            confirmText={t('order.confirmCancel')}
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
        <ProductBlock product={product} quantity={order.productNumber} />
        <dl className={styles.fields}>
          <InfoRow label={t('order.fee')}>¥{formatMoney(order.expressMoney)}</InfoRow>
        </dl>
      </Section>
      <Section>
        <dl className={styles.fields}>
          <InfoRow label={t('order.no')}>{order.orderNo}</InfoRow>
          <InfoRow label={t('order.time')}>{formatDateTime(order.createTime)}</InfoRow>
          <InfoRow label={t('order.remark')}>{order.remark}</InfoRow>
          <InfoRow label={t('order.receiver')}>{address.name}</InfoRow>
          <InfoRow label={t('order.phone')}>{address.phone}</InfoRow>
          <InfoRow label={t('order.shipDate')}>{formatShipDate(order.shipDate)}</InfoRow>
          <InfoRow label={t('order.address')}>{address.address}</InfoRow>
          {order.expressName && <InfoRow label={t('order.expressName')}>{order.expressName}</InfoRow>}
          {order.expressNo && <InfoRow label={t('order.expressNo')}>{order.expressNo}</InfoRow>}
        </dl>
      </Section>
    </Page>
  );
}
