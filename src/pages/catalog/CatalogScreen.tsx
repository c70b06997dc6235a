import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Answer } from '../../api/decode';
import { $online, lastKnown } from '../../stores';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Screen } from '../../ui/screen/Screen';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { PictureSwiper } from '../../ui/swiper/PictureSwiper';
import styles from './catalog.module.css';

/** What a row of products or vouchers shows. */
export interface CatalogItem {
  id: number;
  name: string;
  spec: string;
  /** Retail value in yuan: what a product or a voucher is worth, never a price to pay (issue 46.8). */
  showMoney: number;
  pictures: string[];
}

interface Props<T extends CatalogItem> {
  title: string;
  emptyText: string;
  load: () => Promise<T[]>;
  /** The list as the phone keeps it (issue 29.4): what shows first may be last-known. */
  kept: Answer<T[]>;
  /** Lines under the spec (a voucher's number and validity). */
  meta?: (item: T) => ReactNode;
  action: string;
  onAction: (item: T) => void;
  /** An attribute on the row for tests and the member's tools (data-voucher). */
  rowData?: (item: T) => Record<string, string>;
}

/** Spec §2 Products and Vouchers: one list of pictures, name, spec, retail value and the exchange button. */
export function CatalogScreen<T extends CatalogItem>({ title, emptyText, load, kept, meta, action, onAction, rowData }: Props<T>) {
  // The exchange a row opens asks the server afresh.
  const items = useAsync(load, [], undefined, lastKnown(kept));
  const online = useStore($online);
  return (
    <Screen title={title} back={back}>
      <LoadState
        state={items}
        skeleton={
          <div className={styles.list}>
            <Skeleton card lines={2} />
            <Skeleton card lines={2} />
          </div>
        }
        onRetry={() => void items.reload()}
        offline={!online}
      >
        {(list) =>
          list.length > 0 ? (
            <ul className={styles.list} aria-label={title}>
              {list.map((item) => {
                return (
                  <li key={item.id} className={styles.item} {...rowData?.(item)}>
                    <PictureSwiper pictures={item.pictures} alt={item.name} ratio={16 / 9} />
                    <div className={styles.body}>
                      <h2 className={styles.name}>{item.name}</h2>
                      <p className={styles.spec}>{item.spec}</p>
                      {meta && <p className={styles.meta}>{meta(item)}</p>}
                      <div className={styles.foot}>
                        <span className={styles.value}>{t('product.retailValue', { price: formatMoney(item.showMoney) })}</span>
                        <Button variant="primary" size="sm" onClick={() => onAction(item)} aria-label={`${action} ${item.name}`}>
                          {action}
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <Empty text={emptyText} />
          )
        }
      </LoadState>
    </Screen>
  );
}
