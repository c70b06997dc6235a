import type { ReactNode } from 'react';
import type { OrderProductSnapshot, OrderState } from '../../api/types';
import { back } from '../../platform/navigation';
import { t, type MessageKey } from '../../i18n';
import { Screen } from '../../ui/screen/Screen';
import { Section } from '../../ui/section/Section';
import { DetailActions } from './DetailActions';
import { InfoList } from './InfoList';
import { ProductBlock } from './ProductBlock';
import { stateTone } from '../../lib/state-tone';
import { StateTag } from './StateTag';
import { useDetailActions } from './use-detail-actions';
import styles from './fulfilment.module.css';

const TEXTS = {
  order: { title: 'order.detailTitle', cancel: 'order.cancel', cancelAsk: 'order.confirmCancel', cancelled: 'done.orderCancelled' },
  plan: { title: 'plan.detailTitle', cancel: 'plan.cancel', cancelAsk: 'plan.confirmCancel', cancelled: 'done.planCancelled' },
} satisfies Record<'order' | 'plan', Record<string, MessageKey>>;

interface Props<T extends { id: number; state: OrderState }> {
  kind: 'order' | 'plan';
  item: T;
  cancelCall: (id: number) => Promise<unknown>;
  product: OrderProductSnapshot;
  quantity: number;
  /** InfoRows under the product (period, fee…). */
  summary: ReactNode;
  /** InfoRows of the second block (numbers, times, receiver…). */
  details: ReactNode;
  /** More sections below (the plan's deliveries). */
  children?: ReactNode;
}

/**
 * An order or plan detail (spec §2 Orders, Plans; §4): the state banner, the product with its
 * summary, the details, and pay / cancel at the bottom while the state allows them.
 */
export function DetailScreen<T extends { id: number; state: OrderState }>({ kind, item, cancelCall, product, quantity, summary, details, children }: Props<T>) {
  const text = TEXTS[kind];
  const { state, confirming, pay, cancel } = useDetailActions(kind, item, cancelCall, t(text.cancelled));
  return (
    <Screen
      title={t(text.title)}
      back={back}
      footer={
        state === 0 || state === 1 ? (
          <DetailActions state={state} cancelLabel={t(text.cancel)} cancelAsk={t(text.cancelAsk)} onPay={confirming ? undefined : pay} onCancel={cancel} />
        ) : undefined
      }
    >
      <div className={styles.stateBanner} data-tone={stateTone(state) ?? undefined} role="status">
        <StateTag state={state} confirming={confirming} />
      </div>
      <Section>
        <ProductBlock product={product} quantity={quantity} />
        <InfoList>{summary}</InfoList>
      </Section>
      <Section>
        <InfoList>{details}</InfoList>
      </Section>
      {children}
    </Screen>
  );
}
