import type { OrderProductSnapshot } from '../../api/types';
import { t } from '../../i18n';
import { ossUrl } from '../../lib/snapshot';
import styles from './fulfilment.module.css';

/** The product of an order or plan detail: first picture, name, spec and quantity. */
export function ProductBlock({ product, quantity }: { product: OrderProductSnapshot; quantity: number }) {
  const picture = product.pictures[0];
  return (
    <div className={styles.product}>
      {picture ? (
        <img className={styles.picture} src={ossUrl(picture)} alt={product.name} width={72} height={72} />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.meta}>{product.spec}</span>
        <span className={styles.meta}>{t('common.labelled', { label: t('order.quantity'), value: quantity })}</span>
      </div>
    </div>
  );
}
