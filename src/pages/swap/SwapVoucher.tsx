import { useStore } from '../../lib/use-store';
import type { Voucher } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import {
  $exchangeAddress,
  $exchangeDraft,
  editExchangeDraft,
  exchangeOf,
  orderCostsQuery,
  REMARK_MAX,
  type ExchangeBasics,
  type ExchangeDraft,
} from '../../stores/exchange';
import { DatePicker } from '../../ui/date-picker/DatePicker';
import { TextArea } from '../../ui/field/TextArea';
import { Page } from '../../ui/page/Page';
import { Section } from '../../ui/section/Section';
import { AddressBlock, ItemBlock, SubmitBar } from './exchange-parts';
import { submitAndPay } from './submit-exchange';
import { useCosts } from './use-costs';
import { ExchangeScreen } from './ExchangeScreen';

export default function ExchangeVoucher() {
  return <ExchangeScreen kind="voucher">{(voucher, basics) => <ExchangeVoucherForm voucher={voucher} basics={basics} />}</ExchangeScreen>;
}

function ExchangeVoucherForm({ voucher, basics }: { voucher: Voucher; basics: ExchangeBasics }) {
  const chosen = { address: useStore($exchangeAddress), card: null, draft: useStore($exchangeDraft) };
  const exchange = exchangeOf('voucher', voucher.id, basics, chosen);
  const { address, draft, shipDay } = exchange;
  const edit = (patch: Partial<ExchangeDraft>) => editExchangeDraft('voucher', voucher.id, patch);
  const fee = useCosts(orderCostsQuery(exchange));
  const submit = () => submitAndPay('voucher', voucher.id, basics);

  return (
    <Page title={t('exchange.voucherTitle')} back={back} footer={<SubmitBar fee={fee.value} pending={fee.pending} onSubmit={submit} />}>
      <AddressBlock address={address} />
      <ItemBlock pictures={voucher.pictures} name={voucher.name} spec={voucher.spec} />
      <Section raised>
        <TextArea
          label={t('exchange.remark')}
          value={draft.remark}
          maxLength={REMARK_MAX}
          rows={2}
          placeholder={t('exchange.remarkPlaceholder')}
          onChange={(remark) => edit({ remark })}
        />
        <DatePicker label={t('exchange.shipDate')} value={shipDay} min={basics.minDay} onChange={(day) => edit({ shipDay: day })} />
      </Section>
    </Page>
  );
}
