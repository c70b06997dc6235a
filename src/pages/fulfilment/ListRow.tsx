import type { ReactNode } from 'react';
import type { OrderProductSnapshot, OrderState, Timestamp } from '../../api/types';
import { go } from '../../platform/navigation';
import { formatDateTime } from '../../lib/format';
import { ossUrl } from '../../lib/snapshot';
import { StateTag } from './StateTag';
import styles from './fulfilment.module.css';

interface Props {
  /** The item as the list has it, passed to its detail screen in navigation state. */
  item: { state: OrderState; createTime: Timestamp };
  /** The item's product, parsed defensively by the caller (it may show more of it). */
  product: OrderProductSnapshot;
  detailPath: '/order/detail' | '/plan/detail';
  /** The grey lines under the product name, one each ('order no.: …', 'quantity: …'). */
  lines: ReactNode[];
}

/**
 * One order or plan row: time and state, the first picture, the product name, then the caller's
 * lines. Plain markup and a fixed-size lazy image (200 rows scroll on a low-end phone).
 */
export function ListRow({ item, product, detailPath, lines }: Props) {
  const picture = product.pictures[0];
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => go(detailPath, { item })}>
        <span className={styles.head}>
          <span className={styles.time}>{formatDateTime(item.createTime)}</span>
          <StateTag state={item.state} />
        </span>
        <span className={styles.body}>
          {picture ? (
            <img className={styles.picture} src={ossUrl(picture)} alt="" width={72} height={72} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.picture} aria-hidden="true" />
          )}
          <span className={styles.info}>
            <span className={styles.name}>{product.name}</span>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's fixed lines of text, in a fixed order
              <span key={i} className={styles.meta}>
                {line}
              </span>
            ))}
          </span>
        </span>
      </button>
    </li>
  );
}
