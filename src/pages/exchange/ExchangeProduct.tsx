/** Spec §2 "Exchange product" at /swap/card: renders the exchange of src/stores/exchange/ and calls its verbs. */
import { useStore } from '@nanostores/react';
import type { PlanType, Product } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import {
  $eggsRefused,
  $exchangeAddress,
  $exchangeCard,
  $exchangeDraft,
  cardLacksEggs,
  editExchangeDraft,
  eggsUsed,
  endsBeforeShip,
  exchangeOf,
  feeOf,
  missingChoices,
  orderCostsQuery,
  planCostsQuery,
  QUANTITY_MAX,
  QUANTITY_MIN,
  stepExchangeQuantity,
  type ExchangeBasics,
  type ExchangeDraft,
} from '../../stores/exchange';
import { DatePicker } from '../../ui/date-picker/DatePicker';
import { Screen } from '../../ui/screen/Screen';
import { Picker } from '../../ui/picker/Picker';
import { Stepper } from '../../ui/stepper/Stepper';
import { Section } from '../../ui/section/Section';
import { AddressBlock, CardBlock, DeliveryFields, ItemBlock, MissingNotice, SubmitBar } from './exchange-parts';
import { submitAndPay } from './submit-exchange';
import { useCosts } from './use-costs';
import { ExchangeScreen } from './ExchangeScreen';
import { PlanDates } from './PlanDates';
import styles from './exchange.module.css';

const PERIOD_OPTIONS: { value: PlanType | null; label: () => string }[] = [
  { value: null, label: () => t('period.none') },
  { value: 'ONE_WEEK', label: () => t('period.ONE_WEEK') },
  { value: 'TWO_WEEK', label: () => t('period.TWO_WEEK') },
  { value: 'FOUR_WEEK', label: () => t('period.FOUR_WEEK') },
];

export default function ExchangeProduct() {
  return <ExchangeScreen kind="product">{(product, basics) => <ExchangeProductForm product={product} basics={basics} />}</ExchangeScreen>;
}

function ExchangeProductForm({ product, basics }: { product: Product; basics: ExchangeBasics }) {
  const chosen = { address: useStore($exchangeAddress), card: useStore($exchangeCard), draft: useStore($exchangeDraft) };
  const exchange = exchangeOf('product', product.id, basics, chosen);
  const { address, card, draft } = exchange;
  const { period, endDay, quantity } = draft;
  const edit = (patch: Partial<ExchangeDraft>) => editExchangeDraft('product', product.id, patch);
  const endTooEarly = endsBeforeShip(exchange);
  const order = useCosts(orderCostsQuery(exchange));
  const plan = useCosts(planCostsQuery(exchange));
  const planCosts = plan.costs.value;
  const fee = period ? feeOf(plan.costs, (p) => p.costs) : order.costs;
  const used = eggsUsed(exchange, product.eggs, planCosts?.dates.length ?? null);
  const lacksEggs = cardLacksEggs(exchange, used, useStore($eggsRefused));
  const submit = () => submitAndPay('product', product.id, basics);
  const feeNow = period ? () => plan.now().then((p) => p.costs) : order.now;

  return (
    <Screen title={t('exchange.title')} back={back} footer={<SubmitBar fee={fee} feeNow={feeNow} onSubmit={submit} />}>
      <MissingNotice missing={missingChoices(exchange)} noAddress={basics.noAddress} />
      {address && <AddressBlock address={address} />}
      <ItemBlock pictures={product.pictures} name={product.name} spec={product.spec}>
        <div className={styles.quantity}>
          <span className={styles.muted}>{t('exchange.quantity')}</span>
          <Stepper
            label={t('exchange.quantity')}
            value={quantity}
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            onChange={(n) => edit({ quantity: n })}
            onStep={(delta) => stepExchangeQuantity('product', product.id, delta)}
          />
        </div>
      </ItemBlock>
      {card && <CardBlock card={card} used={used} lacksEggs={lacksEggs} />}
      <Section raised>
        <DeliveryFields exchange={exchange} edit={edit} />
        <Picker
          label={t('exchange.period')}
          value={period}
          options={PERIOD_OPTIONS.map((o) => ({ value: o.value, label: o.label() }))}
          onChange={(next) => edit({ period: next })}
        />
        {period && (
          <DatePicker
            label={t('exchange.endDate')}
            value={endDay}
            // Spec §5: the earliest ship day, not the delivery date: an earlier end is said (endBeforeShip), never
            // clamped silently onto the delivery date, which made a one-delivery plan (issue 30.3).
            min={basics.minDay}
            error={endTooEarly ? t('exchange.endBeforeShip') : undefined}
            onChange={(day) => edit({ endDay: day })}
          />
        )}
        {period && (
          <div className={styles.planExplain} aria-live="polite">
            {endDay === null || endTooEarly ? <p>{t('exchange.planHint')}</p> : <PlanDates dates={planCosts?.dates ?? []} />}
          </div>
        )}
      </Section>
    </Screen>
  );
}
