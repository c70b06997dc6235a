import { cancelOrder, readOrder } from '../../api/orders';
import type { Order } from '../../api/types';
import { back, usePageState } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/china-day';
import { formatMoney } from '../../lib/money';
import { formatShipDate } from '../../lib/ship-date';
import { parseAddressSnapshot, parseProductSnapshot } from '../../lib/snapshot';
import { MissingItem } from '../../ui/missing-item/MissingItem';
import { DetailScreen } from '../fulfilment/DetailScreen';
import { InfoRow } from '../fulfilment/InfoList';

export default function OrderDetail() {
  const order = usePageState('item', readOrder);
  if (!order) return <MissingItem title={t('order.detailTitle')} text={t('detail.missing')} back={back} />;
  return <OrderView key={order.id} order={order} />;
}

function OrderView({ order }: { order: Order }) {
  const address = parseAddressSnapshot(order.address);
  return (
    <DetailScreen
      kind="order"
      item={order}
      cancelCall={cancelOrder}
      product={parseProductSnapshot(order.product)}
      quantity={order.productNumber}
      summary={<InfoRow label={t('order.fee')}>¥{formatMoney(order.expressMoney)}</InfoRow>}
      details={
        <>
          <InfoRow label={t('order.no')} number>
            {order.orderNo}
          </InfoRow>
          <InfoRow label={t('order.time')}>{formatDateTime(order.createTime)}</InfoRow>
          <InfoRow label={t('order.remark')}>{order.remark}</InfoRow>
          <InfoRow label={t('order.receiver')}>{address.name}</InfoRow>
          <InfoRow label={t('order.phone')}>{address.phone}</InfoRow>
          <InfoRow label={t('order.shipDate')}>{formatShipDate(order.shipDate)}</InfoRow>
          <InfoRow label={t('order.address')}>{address.address}</InfoRow>
          {order.expressName && <InfoRow label={t('order.expressName')}>{order.expressName}</InfoRow>}
          {order.expressNo && (
            <InfoRow label={t('order.expressNo')} number>
              {order.expressNo}
            </InfoRow>
          )}
        </>
      }
    />
  );
}
