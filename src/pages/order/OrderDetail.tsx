import { useState } from 'react';
import { cancelOrder } from '../../api/orders';
import type { Order, OrderState } from '../../api/types';
import { back, replace, usePageState } from '../../app/navigation';
import { payFor } from '../../app/payment';
import { t } from '../../i18n';
import { formatDateTime, formatMoney, formatShipDate } from '../../lib/format';
import { parseAddressSnapshot, parseProductSnapshot } from '../../lib/snapshot';
import { Page } from '../../ui/page/Page';
import { toast } from '../../ui/toast/toast';
import { DetailActions, InfoRow, isRecord, MissingItem, ProductBlock, Section } from './detail-parts';
import { stateText } from './state-text';
import styles from './order.module.css';

export default function OrderDetail() {
  const item = usePageState<{ item?: Order }>()?.item;
  if (!isRecord(item)) return <MissingItem title={t('order.detailTitle')} />;
  return <OrderView key={item.id} order={item} />;
}

function OrderView({ order }: { order: Order }) {
  const [state, setState] = useState<OrderState>(order.state);
  const product = parseProductSnapshot(order.product);
  const address = parseAddressSnapshot(order.address);

  const pay = async () => {
    if (!(await payFor('order', order.id))) return;
    setState(1);
    // The navigation state survives a reload: keep it in step with what is shown.
    replace('/order/detail', { item: { ...order, state: 1 } });
  };
  const cancel = async () => {
    await cancelOrder(order.id);
    toast.success(t('done.orderCancelled'));
    back(); // the list reloads on mount and shows the new state
  };

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
