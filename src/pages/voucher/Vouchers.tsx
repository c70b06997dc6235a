import { listVouchers, VOUCHERS } from '../../api/vouchers';
import type { Voucher } from '../../api/types';
import { go } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatDate } from '../../lib/china-day';
import { CatalogScreen } from '../catalog/CatalogScreen';

function meta(voucher: Voucher) {
  const valid = formatDate(voucher.validTime);
  return (
    <>
      <span>{voucher.voucherNo}</span>
      {valid && <span>{t('voucher.validUntil', { date: valid })}</span>}
    </>
  );
}

const exchange = (voucher: Voucher) => go('/swap/voucher', { voucher });
const rowData = (voucher: Voucher) => ({ 'data-voucher': voucher.voucherNo });

export default function Vouchers() {
  return (
    <CatalogScreen
      title={t('voucher.title')}
      emptyText={t('voucher.empty')}
      load={listVouchers}
      kept={VOUCHERS}
      meta={meta}
      action={t('voucher.exchange')}
      onAction={exchange}
      rowData={rowData}
    />
  );
}
