import { listProducts, PRODUCTS_FIRST_PAGE } from '../../api/products';
import { useStore } from '@nanostores/react';
import { $online, lastKnown } from '../../stores';
import type { Product } from '../../api/types';
import { back, go } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { clearExchange } from '../../stores/exchange';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Page } from '../../ui/page/Page';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { PictureSwiper } from '../../ui/swiper/PictureSwiper';
import styles from './products.module.css';

/** Spec §2 Products: a new exchange forgets the address, card and draft of any earlier one. */
function exchange(product: Product) {
  clearExchange(); // a new exchange starts with nothing chosen, nothing typed (spec §2 Products)
  go('/swap/card', { product });
}

function ProductRow({ product }: { product: Product }) {
  return (
    <li className={styles.item}>
      <PictureSwiper pictures={product.pictures} alt={product.name} ratio={16 / 9} />
      <div className={styles.body}>
        <h2 className={styles.name}>{product.name}</h2>
        <p className={styles.spec}>{product.spec}</p>
        <div className={styles.foot}>
          <span className={styles.price}>{t('product.retailValue', { price: formatMoney(product.showMoney) })}</span>
          <Button variant="primary" size="sm" onClick={() => exchange(product)} aria-label={`${t('product.exchange')} ${product.name}`}>
            {t('product.exchange')}
          </Button>
        </div>
      </div>
    </li>
  );
}

export default function Products() {
  // The exchange a product opens asks the server afresh: what shows here may be last-known.
  const products = useAsync(() => listProducts(1), [], undefined, lastKnown(PRODUCTS_FIRST_PAGE));
  const online = useStore($online);
  return (
    <Page title={t('product.title')} back={back}>
      <LoadState
        state={products}
        skeleton={
          <div className={styles.skeleton}>
            <Skeleton card lines={2} />
            <Skeleton card lines={2} />
          </div>
        }
        onRetry={() => void products.reload()}
        offline={!online}
      >
        {(list) =>
          list.length > 0 ? (
            <ul className={styles.list} aria-label={t('product.title')}>
              {list.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </ul>
          ) : (
            <Empty text={t('product.empty')} />
          )
        }
      </LoadState>
    </Page>
  );
}
