import { memo } from 'react';
import { listOrders } from '../../api/orders';
import type { Order } from '../../api/types';
import { back, go } from '../../app/navigation';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { ossUrl, parseProductSnapshot } from '../../lib/snapshot';
import { Page } from '../../ui/page/Page';
import { CursorListView } from './list-parts';
import { stateText } from './state-text';
import styles from './order.module.css';

/** One row: plain markup, a fixed-size lazy image, no kit components (200 rows scroll on a low-end phone). */
const OrderRow = memo(function OrderRow({ order }: { order: Order }) {
  const product = parseProductSnapshot(order.product);
  const picture = product.pictures[0];
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => go('/order/detail', { item: order })}>
        <span className={styles.head}>
          <span className={styles.time}>{formatDateTime(order.createTime)}</span>
          <span className={styles.state} data-state={order.state}>
            {stateText(order.state)}
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
              {t('order.no')}: {order.orderNo}
            </span>
            <span className={styles.meta}>{product.spec}</span>
            <span className={styles.meta}>
              {t('order.quantity')}: {order.productNumber}
            </span>
          </span>
        </span>
      </button>
    </li>
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
