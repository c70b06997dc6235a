/** Pieces shared by the order and plan details (spec §2 Orders, Plans; §4 actions). */
import type { ReactNode } from 'react';
import type { OrderProductSnapshot, OrderState } from '../../api/types';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { ossUrl } from '../../lib/snapshot';
import { Button } from '../../ui/button/Button';
import { confirm } from '../../ui/confirm/confirm';
import { Page } from '../../ui/page/Page';
import styles from './order.module.css';

export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      {children}
    </section>
  );
}

export function ProductBlock({ product, quantity }: { product: OrderProductSnapshot; quantity: number }) {
  const picture = product.pictures[0];
  return (
    <div className={styles.product}>
      {picture ? (
        <img className={styles.picture} src={ossUrl(picture)} alt={product.name} width={72} height={72} />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.meta}>{product.spec}</span>
        <span className={styles.meta}>
          {t('order.quantity')}: {quantity}
        </span>
      </div>
    </div>
  );
}

/** The detail was opened without its item (a bookmark, or state lost): say so and offer the way back. */
export function MissingItem({ title }: { title: string }) {
  return (
    <Page title={title} back={back}>
      <div className={styles.missing} role="alert">
        <p>{t('detail.missing')}</p>
        <Button variant="primary" onClick={() => back()}>
          {t('app.back')}
        </Button>
      </div>
    </Page>
  );
}

interface ActionsProps {
  state: OrderState;
  cancelLabel: string;
  confirmText: string;
  onPay: () => Promise<void>;
  /** Resolves after the cancel call; rejects when it failed (the client toasted why). */
  onCancel: () => Promise<void>;
}

/** State 0: pay and cancel; state 1: cancel; otherwise nothing (spec §4). */
export function DetailActions({ state, cancelLabel, confirmText, onPay, onCancel }: ActionsProps) {
  if (state !== 0 && state !== 1) return null;
  const cancel = async () => {
    const ok = await confirm(confirmText, { confirmText: t('common.confirm'), closeText: t('common.close') });
    if (!ok) return;
    try {
      await onCancel();
    } catch {
      // ApiError: already toasted; the member stays on the detail
    }
  };
  return (
    <div className={styles.actions}>
      <Button variant="default" onClick={cancel}>
        {cancelLabel}
      </Button>
      {state === 0 && (
        <Button variant="primary" onClick={onPay}>
          {t('common.pay')}
        </Button>
      )}
    </div>
  );
}
