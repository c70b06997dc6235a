import { useEffect, type ReactNode } from 'react';
import { t } from '../../i18n';
import { back } from '../../platform/navigation';
import { type ExchangeBasics, type ExchangeKind, leaveChooseMode, loadExchangeBasics } from '../../stores/exchange';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Page } from '../../ui/page/Page';
import { FormSkeleton } from './exchange-parts';

/**
 * What both exchange screens do before their form: leave choose mode (the member is back from
 * /address or /card), load the defaults, and show a skeleton, or the failure with retry, meanwhile.
 */
export function ExchangeScreen({ kind, children }: { kind: ExchangeKind; children: (basics: ExchangeBasics) => ReactNode }) {
  useEffect(leaveChooseMode, []);
  // Defaults are looked up only for what the member has not chosen (chosen ones come back from /address, /card).
  const basics = useAsync(() => loadExchangeBasics(kind), []);
  if (basics.data) return <>{children(basics.data)}</>;
  return (
    <Page title={t(kind === 'product' ? 'exchange.title' : 'exchange.voucherTitle')} back={back}>
      <LoadState state={basics} skeleton={<FormSkeleton />} onRetry={() => void basics.reload()}>
        {() => null}
      </LoadState>
    </Page>
  );
}
