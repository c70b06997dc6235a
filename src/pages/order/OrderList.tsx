import { memo } from 'react';
import { ORDERS } from '../../api/orders';
import type { Order } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { parseProductSnapshot } from '../../lib/snapshot';
import { Screen } from '../../ui/screen/Screen';
import { CursorList } from '../fulfilment/CursorList';
import { ListRow } from '../fulfilment/ListRow';

const OrderRow = memo(function OrderRow({ order, confirming }: { order: Order; confirming: boolean }) {
  const product = parseProductSnapshot(order.product);
  const lines = [
    t('common.labelled', { label: t('order.no'), value: order.orderNo }),
    product.spec,
    t('common.labelled', { label: t('order.quantity'), value: order.productNumber }),
  ];
  return <ListRow item={order} product={product} detailPath="/order/detail" lines={lines} confirming={confirming} />;
});

const renderRow = (order: Order, confirming: boolean) => <OrderRow key={order.id} order={order} confirming={confirming} />;

export default function OrderList() {
  return (
    <Screen title={t('order.title')} back={back}>
      <CursorList list={ORDERS} kind="order" label={t('order.title')} emptyText={t('order.empty')} renderRow={renderRow} />
    </Screen>
  );
}
