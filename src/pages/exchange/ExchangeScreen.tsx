import { useEffect, type ReactNode } from 'react';
import { readProduct } from '../../api/products';
import type { Product, Voucher } from '../../api/types';
import { readVoucher } from '../../api/vouchers';
import { t, type MessageKey } from '../../i18n';
import { back, usePageState } from '../../platform/navigation';
import { type ExchangeBasics, type ExchangeKind, leaveChooseMode, loadExchangeBasics } from '../../stores/exchange';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { MissingItem } from '../../ui/missing-item/MissingItem';
import { Screen } from '../../ui/screen/Screen';
import { FormSkeleton } from './exchange-parts';

interface Items {
  product: Product;
  voucher: Voucher;
}

/** What each exchange screen is opened with (spec §2: the product or the voucher "in state"), and its words. */
const SCREENS: { [K in ExchangeKind]: { read: (value: unknown) => Items[K] | null; title: MessageKey; missing: MessageKey } } = {
  product: { read: readProduct, title: 'exchange.title', missing: 'exchange.noProduct' },
  voucher: { read: readVoucher, title: 'exchange.voucherTitle', missing: 'exchange.noVoucher' },
};

/**
 * What both exchange screens do before their form: read the product or voucher they were opened
 * with (none: the way back), leave choose mode (the member is back from /address or /card), load the
 * defaults, and show a skeleton, or the failure with retry, meanwhile.
 */
export function ExchangeScreen<K extends ExchangeKind>({ kind, children }: { kind: K; children: (item: Items[K], basics: ExchangeBasics) => ReactNode }) {
  const screen = SCREENS[kind];
  const item = usePageState(kind, screen.read as (value: unknown) => Items[K] | null);
  if (!item) return <MissingItem title={t(screen.title)} text={t(screen.missing)} back={back} />;
  return (
    <WithBasics key={item.id} kind={kind} title={screen.title}>
      {(basics) => children(item, basics)}
    </WithBasics>
  );
}

function WithBasics({ kind, title, children }: { kind: ExchangeKind; title: MessageKey; children: (basics: ExchangeBasics) => ReactNode }) {
  useEffect(leaveChooseMode, []);
  // Defaults are looked up only for what the member has not chosen (chosen ones come back from /address, /card).
  const basics = useAsync(() => loadExchangeBasics(kind), []);
  if (basics.data) return <>{children(basics.data)}</>;
  return (
    <Screen title={t(title)} back={back}>
      <LoadState state={basics} skeleton={<FormSkeleton />} onRetry={() => void basics.reload()}>
        {() => null}
      </LoadState>
    </Screen>
  );
}
