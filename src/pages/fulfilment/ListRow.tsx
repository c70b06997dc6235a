import type { OrderProductSnapshot, OrderState, Timestamp } from '../../api/types';
import { go } from '../../platform/navigation';
import { formatDateTime } from '../../lib/china-day';
import { ossUrl } from '../../lib/snapshot';
import { StateTag } from './StateTag';
import styles from './fulfilment.module.css';

interface Props {
  /** The item as the list has it, passed to its detail screen in navigation state. */
  item: { id: number; state: OrderState; createTime: Timestamp };
  /** The item's product, parsed defensively by the caller (it may show more of it). */
  product: OrderProductSnapshot;
  detailPath: '/order/detail' | '/plan/detail';
  /** The grey lines under the product name, one each ('order no.: …', 'quantity: …'); empty ones are left out. */
  lines: string[];
  /** Paid in WeChat moments ago, the server still reading it pending (the list says, stores/confirm.ts). */
  confirming: boolean;
}

/**
 * One order or plan row: time and state, the first picture, the product name, then the caller's
 * lines. Seven elements and four text nodes a row (200 rows page in on a low-end phone): the
 * picture floats beside the name, the grey lines are one text with line breaks, a fixed-size lazy image.
 */
export function ListRow({ item, product, detailPath, lines, confirming }: Props) {
  const picture = product.pictures[0];
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => go(detailPath, { item })}>
        <span className={styles.head}>
          {formatDateTime(item.createTime)}
          <StateTag state={item.state} confirming={confirming} />
        </span>
        {picture ? (
          <img className={styles.picture} src={ossUrl(picture)} alt="" width={72} height={72} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.picture} aria-hidden="true" />
        )}
        <span className={styles.name}>{product.name}</span>
        <span className={styles.lines}>{lines.filter(Boolean).join('\n')}</span>
      </button>
    </li>
  );
}
