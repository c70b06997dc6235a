import { useStore } from '../../lib/use-store';
import { calculateOrderCosts, createVoucherOrder } from '../../api/orders';
import type { Voucher } from '../../api/types';
import { readVoucher } from '../../api/vouchers';
import { back, usePageState } from '../../platform/navigation';
import { t } from '../../i18n';
import { toShipDate } from '../../lib/ship-date';
import { $swapAddress } from '../../stores';
import { $swapDraft, editSwapDraft, swapDraftFor, type SwapDraft } from '../../stores/swap';
import { DatePicker } from '../../ui/date-picker/DatePicker';
import { TextArea } from '../../ui/field/TextArea';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Page } from '../../ui/page/Page';
import { toast } from '../../ui/toast/toast';
import { completeExchange } from './complete-exchange';
import { MissingItem } from '../../ui/missing-item/MissingItem';
import { Section } from '../../ui/section/Section';
import { AddressBlock, FormSkeleton, ItemBlock, SubmitBar } from './exchange-parts';
import { effectiveShipDay, loadExchangeBasics, REMARK_MAX, toShipTime, useDebouncedQuery, useLeaveChooseMode, type ExchangeBasics } from './use-exchange';

export default function SwapVoucher() {
  const voucher = usePageState('voucher', readVoucher);
  if (!voucher) return <MissingItem title={t('swap.voucherTitle')} text={t('swap.noVoucher')} back={back} />;
  return <SwapVoucherScreen key={voucher.id} voucher={voucher} />;
}

function SwapVoucherScreen({ voucher }: { voucher: Voucher }) {
  useLeaveChooseMode();
  const basics = useAsync(() => loadExchangeBasics(!$swapAddress.get(), false), []);
  if (basics.data) return <SwapVoucherForm voucher={voucher} basics={basics.data} />;
  return (
    <Page title={t('swap.voucherTitle')} back={back}>
      <LoadState state={basics} skeleton={<FormSkeleton />} onRetry={() => void basics.reload()}>
        {() => null}
      </LoadState>
    </Page>
  );
}

function SwapVoucherForm({ voucher, basics }: { voucher: Voucher; basics: ExchangeBasics }) {
  const address = useStore($swapAddress) ?? basics.defaultAddress;
  const draft = swapDraftFor(useStore($swapDraft), 'voucher', voucher.id);
  const edit = (patch: Partial<SwapDraft>) => editSwapDraft('voucher', voucher.id, patch);
  const shipDay = effectiveShipDay(draft.shipDay, basics.minDay);

  // orderType 1 prices by the voucher (payId); productId carries the voucher's id too, so a backend
  // that insists on a positive productId is satisfied (the reference server ignores it for vouchers).
  const fee = useDebouncedQuery(address ? `${address.id}:${voucher.id}` : null, () =>
    calculateOrderCosts({ addressId: address!.id, productId: voucher.id, orderType: 1, payId: voucher.id, productNumber: 1 }),
  );

  async function submit(): Promise<void> {
    // What is chosen now, read at tap time: a tap may land before the re-render of the last edit.
    const address = $swapAddress.get() ?? basics.defaultAddress;
    const draft = swapDraftFor($swapDraft.get(), 'voucher', voucher.id);
    const shipDay = effectiveShipDay(draft.shipDay, basics.minDay);
    if (!address) return void toast.fail(t('swap.noAddress'));
    try {
      const created = await createVoucherOrder({
        addressId: address.id,
        voucherId: voucher.id,
        remark: draft.remark,
        shipDate: toShipDate(shipDay),
        shipTime: toShipTime(basics.shipTime, shipDay),
      });
      await completeExchange('order', created.orderId, created.pay === true);
    } catch {
      // The client has toasted why; everything entered stays as it is for another try.
    }
  }

  return (
    <Page title={t('swap.voucherTitle')} back={back} footer={<SubmitBar fee={fee.value} pending={fee.pending} onSubmit={submit} />}>
      <AddressBlock address={address} />
      <ItemBlock pictures={voucher.pictures} name={voucher.name} spec={voucher.spec} />
      <Section raised>
        <TextArea
          label={t('swap.remark')}
          value={draft.remark}
          maxLength={REMARK_MAX}
          rows={2}
          placeholder={t('swap.remarkPlaceholder')}
          onChange={(remark) => edit({ remark })}
        />
        <DatePicker label={t('swap.shipDate')} value={shipDay} min={basics.minDay} onChange={(day) => edit({ shipDay: day })} />
      </Section>
    </Page>
  );
}
