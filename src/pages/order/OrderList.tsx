import { memo } from 'react';
import { listOrders } from '../../api/orders';
import type { Order } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { parseProductSnapshot } from '../../lib/snapshot';
import { Page } from '../../ui/page/Page';
import { CursorListView, ListRow } from './list-parts';
import styles from './order.module.css';

const OrderRow = memo(function OrderRow({ order }: { order: Order }) {
  const product = parseProductSnapshot(order.product);
  return (
    <ListRow item={order} product={product} detailPath="/order/detail">
      <span className={styles.meta}>
        {t('order.no')}: {order.orderNo}
      </span>
      <span className={styles.meta}>{product.spec}</span>
      <span className={styles.meta}>
        {t('order.quantity')}: {order.productNumber}
      </span>
    </ListRow>
  );
});

const renderRow = (order: Order) => <OrderRow key={order.id} order={order} />;

export default function OrderList() {
  return (
    <Page title={t('order.title')} back={back}>
      <CursorListView load={listOrders} label={t('order.title')} emptyText={t('order.empty')} renderRow={renderRow} />
    </Page>
  );
}
