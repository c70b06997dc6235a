import { listVouchers, VOUCHERS } from '../../api/vouchers';
import { useStore } from '@nanostores/react';
import { $online, lastKnown } from '../../stores';
import type { Voucher } from '../../api/types';
import { back, go } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Page } from '../../ui/page/Page';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { PictureSwiper } from '../../ui/swiper/PictureSwiper';
import styles from './vouchers.module.css';

function VoucherRow({ voucher }: { voucher: Voucher }) {
  const valid = formatDate(voucher.validTime);
  return (
    <li className={styles.item} data-voucher={voucher.voucherNo}>
      <PictureSwiper pictures={voucher.pictures} alt={voucher.name} ratio={16 / 9} />
      <div className={styles.body}>
        <h2 className={styles.name}>{voucher.name}</h2>
        <p className={styles.spec}>{voucher.spec}</p>
        <p className={styles.meta}>
          <span>{voucher.voucherNo}</span>
          {valid && <span>{t('voucher.validUntil', { date: valid })}</span>}
        </p>
        <div className={styles.foot}>
          <span className={styles.price}>{t('product.price', { price: formatMoney(voucher.showMoney) })}</span>
          <Button variant="primary" size="sm" onClick={() => go('/swap/voucher', { voucher })} aria-label={`${t('voucher.exchange')} ${voucher.name}`}>
            {t('voucher.exchange')}
          </Button>
        </div>
      </div>
    </li>
  );
}

export default function Vouchers() {
  // The exchange a voucher opens asks the server afresh: what shows here may be last-known.
  const vouchers = useAsync(listVouchers, [], undefined, lastKnown(VOUCHERS));
  const online = useStore($online);
  return (
    <Page title={t('voucher.title')} back={back}>
      <LoadState
        state={vouchers}
        skeleton={
          <div className={styles.list}>
            <Skeleton card lines={2} />
            <Skeleton card lines={2} />
          </div>
        }
        onRetry={() => void vouchers.reload()}
        offline={!online}
      >
        {(list) =>
          list.length > 0 ? (
            <ul className={styles.list} aria-label={t('voucher.title')}>
              {list.map((voucher) => (
                <VoucherRow key={voucher.id} voucher={voucher} />
              ))}
            </ul>
          ) : (
            <Empty text={t('voucher.empty')} />
          )
        }
      </LoadState>
    </Page>
  );
}
