import { listProducts, PRODUCTS_FIRST_PAGE } from '../../api/products';
import type { Product } from '../../api/types';
import { go } from '../../platform/navigation';
import { t } from '../../i18n';
import { clearExchange } from '../../stores/exchange';
import { CatalogScreen } from '../catalog/CatalogScreen';

/** Spec §2 Products: a new exchange forgets the address, card and draft of any earlier one. */
function exchange(product: Product) {
  clearExchange();
  go('/swap/card', { product });
}

const load = () => listProducts(1);

export default function Products() {
  return (
    <CatalogScreen
      title={t('product.title')}
      emptyText={t('product.empty')}
      load={load}
      kept={PRODUCTS_FIRST_PAGE}
      action={t('product.exchange')}
      onAction={exchange}
    />
  );
}
