import { useStore } from '@nanostores/react';
import type { Voucher } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import {
  $exchangeAddress,
  $exchangeDraft,
  editExchangeDraft,
  exchangeOf,
  missingChoices,
  orderCostsQuery,
  type ExchangeBasics,
  type ExchangeDraft,
} from '../../stores/exchange';
import { Screen } from '../../ui/screen/Screen';
import { Section } from '../../ui/section/Section';
import { AddressBlock, DeliveryFields, ItemBlock, MissingNotice, SubmitBar } from './exchange-parts';
import { submitAndPay } from './submit-exchange';
import { useCosts } from './use-costs';
import { ExchangeScreen } from './ExchangeScreen';

export default function ExchangeVoucher() {
  return <ExchangeScreen kind="voucher">{(voucher, basics) => <ExchangeVoucherForm voucher={voucher} basics={basics} />}</ExchangeScreen>;
}

function ExchangeVoucherForm({ voucher, basics }: { voucher: Voucher; basics: ExchangeBasics }) {
  const chosen = { address: useStore($exchangeAddress), card: null, draft: useStore($exchangeDraft) };
  const exchange = exchangeOf('voucher', voucher.id, basics, chosen);
  const { address } = exchange;
  const edit = (patch: Partial<ExchangeDraft>) => editExchangeDraft('voucher', voucher.id, patch);
  const fee = useCosts(orderCostsQuery(exchange));
  const submit = () => submitAndPay('voucher', voucher.id, basics);

  return (
    <Screen title={t('exchange.voucherTitle')} back={back} footer={<SubmitBar fee={fee.costs} feeNow={fee.now} onSubmit={submit} />}>
      <MissingNotice missing={missingChoices(exchange)} noAddress={basics.noAddress} />
      {address && <AddressBlock address={address} />}
      <ItemBlock pictures={voucher.pictures} name={voucher.name} spec={voucher.spec} />
      <Section raised>
        <DeliveryFields exchange={exchange} edit={edit} />
      </Section>
    </Screen>
  );
}
