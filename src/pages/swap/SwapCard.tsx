import { Fragment } from 'react';
import { useStore } from '../../lib/use-store';
import { calculateOrderCosts, createOrder } from '../../api/orders';
import { calculatePlanCosts, createPlan } from '../../api/plans';
import { readProduct } from '../../api/products';
import type { PlanType, Product, Timestamp } from '../../api/types';
import { back, usePageState } from '../../platform/navigation';
import { getLang, t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { toShipDate } from '../../lib/ship-date';
import { $swapAddress, $swapCard } from '../../stores';
import { $swapDraft, editSwapDraft, swapDraftFor, type SwapDraft } from '../../stores/swap';
import { DatePicker } from '../../ui/date-picker/DatePicker';
import { TextArea } from '../../ui/field/TextArea';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Page } from '../../ui/page/Page';
import { Picker } from '../../ui/picker/Picker';
import { Stepper } from '../../ui/stepper/Stepper';
import { toast } from '../../ui/toast/toast';
import { completeExchange } from './complete-exchange';
import { MissingItem } from '../../ui/missing-item/MissingItem';
import { Section } from '../../ui/section/Section';
import { AddressBlock, CardBlock, FormSkeleton, ItemBlock, SubmitBar } from './exchange-parts';
import { effectiveShipDay, loadExchangeBasics, REMARK_MAX, toShipTime, useDebouncedQuery, useLeaveChooseMode, type ExchangeBasics } from './use-exchange';
import styles from './swap.module.css';

const PERIOD_OPTIONS: { value: PlanType | null; label: () => string }[] = [
  { value: null, label: () => t('period.none') },
  { value: 'ONE_WEEK', label: () => t('period.ONE_WEEK') },
  { value: 'TWO_WEEK', label: () => t('period.TWO_WEEK') },
  { value: 'FOUR_WEEK', label: () => t('period.FOUR_WEEK') },
];

export default function SwapCard() {
  const product = usePageState('product', readProduct);
  if (!product) return <MissingItem title={t('swap.title')} text={t('swap.noProduct')} back={back} />;
  return <SwapCardScreen key={product.id} product={product} />;
}

function SwapCardScreen({ product }: { product: Product }) {
  useLeaveChooseMode();
  // Defaults are looked up only for what the member has not chosen (chosen ones come back from /address, /card).
  const basics = useAsync(() => loadExchangeBasics(!$swapAddress.get(), !$swapCard.get()), []);
  if (basics.data) return <SwapCardForm product={product} basics={basics.data} />;
  return (
    <Page title={t('swap.title')} back={back}>
      <LoadState state={basics} skeleton={<FormSkeleton />} onRetry={() => void basics.reload()}>
        {() => null}
      </LoadState>
    </Page>
  );
}

/** '{n} deliveries, on {dates}', a date never broken at its hyphens. */
function PlanDates({ dates }: { dates: Timestamp[] }) {
  if (dates.length === 0) return null;
  const mark = '\u0001';
  const [before, after = ''] = t('swap.planExplain', { n: dates.length, dates: mark }).split(mark);
  const separator = getLang() === 'zh' ? '、' : ', ';
  return (
    <>
      {before}
      {dates.map((d, i) => (
        <Fragment key={i}>
          {i > 0 && separator}
          <span className={styles.date}>{formatDate(d)}</span>
        </Fragment>
      ))}
      {after}
    </>
  );
}

function SwapCardForm({ product, basics }: { product: Product; basics: ExchangeBasics }) {
  const address = useStore($swapAddress) ?? basics.defaultAddress;
  const card = useStore($swapCard) ?? basics.defaultCard;
  const draft = swapDraftFor(useStore($swapDraft), 'card', product.id);
  const edit = (patch: Partial<SwapDraft>) => editSwapDraft('card', product.id, patch);
  const shipDay = effectiveShipDay(draft.shipDay, basics.minDay);
  const { period, endDay, quantity } = draft;
  const endTooEarly = period !== null && endDay !== null && endDay < shipDay;

  const ready = address && card ? { addressId: address.id, productId: product.id, cardId: card.id, productNumber: quantity } : null;
  const order = useDebouncedQuery(ready && !period ? JSON.stringify(ready) : null, () =>
    calculateOrderCosts({ addressId: ready!.addressId, productId: product.id, orderType: 0, payId: ready!.cardId, productNumber: quantity }),
  );
  // Spec §5: the plan's costs are asked for only once there is an end date.
  const planBody =
    ready && period && endDay !== null && !endTooEarly
      ? { ...ready, shipTime: toShipTime(basics.shipTime, shipDay), finishTime: toShipTime(basics.shipTime, endDay), type: period }
      : null;
  const plan = useDebouncedQuery(planBody ? JSON.stringify(planBody) : null, () => calculatePlanCosts(planBody!));
  const fee = period ? (plan.value?.costs ?? null) : order.value;

  async function submit(): Promise<void> {
    // What is chosen now, read at tap time: a tap may land before the re-render of the last edit.
    const address = $swapAddress.get() ?? basics.defaultAddress;
    const card = $swapCard.get() ?? basics.defaultCard;
    const draft = swapDraftFor($swapDraft.get(), 'card', product.id);
    const shipDay = effectiveShipDay(draft.shipDay, basics.minDay);
    const { period, endDay, quantity } = draft;
    if (!address) return void toast.fail(t('swap.noAddress'));
    if (!card) return void toast.fail(t('swap.noCard'));
    if (period && endDay === null) return void toast.fail(t('swap.chooseEndDate'));
    if (period && endDay !== null && endDay < shipDay) return void toast.fail(t('swap.endBeforeShip'));
    const body = {
      addressId: address.id,
      productId: product.id,
      cardId: card.id,
      productNumber: quantity,
      remark: draft.remark,
      shipDate: toShipDate(shipDay),
      shipTime: toShipTime(basics.shipTime, shipDay),
    };
    try {
      if (period && endDay !== null) {
        const created = await createPlan({ ...body, plan: true, finishTime: toShipTime(basics.shipTime, endDay), type: period });
        await completeExchange('plan', created.planId, created.pay === true);
      } else {
        const created = await createOrder({ ...body, plan: false });
        await completeExchange('order', created.orderId, created.pay === true);
      }
    } catch {
      // The client has toasted why; everything entered stays as it is for another try.
    }
  }

  return (
    <Page title={t('swap.title')} back={back} footer={<SubmitBar fee={fee} pending={period ? plan.pending : order.pending} onSubmit={submit} />}>
      <AddressBlock address={address} />
      <ItemBlock pictures={product.pictures} name={product.name} spec={product.spec}>
        <div className={styles.quantity}>
          <span className={styles.muted}>{t('swap.quantity')}</span>
          <Stepper label={t('swap.quantity')} value={quantity} min={1} onChange={(n) => edit({ quantity: n })} />
        </div>
      </ItemBlock>
      <CardBlock card={card} />
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
        <Picker
          label={t('swap.period')}
          value={period}
          options={PERIOD_OPTIONS.map((o) => ({ value: o.value, label: o.label() }))}
          onChange={(next) => edit({ period: next })}
        />
        {period && (
          <DatePicker
            label={t('swap.endDate')}
            value={endDay}
            min={shipDay}
            placeholder={t('swap.chooseEndDate')}
            error={endTooEarly ? t('swap.endBeforeShip') : undefined}
            onChange={(day) => edit({ endDay: day })}
          />
        )}
        {period && (
          <p className={styles.planExplain} aria-live="polite">
            {endDay === null || endTooEarly ? t('swap.planHint') : <PlanDates dates={plan.value?.dates ?? []} />}
          </p>
        )}
      </Section>
    </Page>
  );
}
