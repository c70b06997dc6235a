import type { ReactNode } from 'react';
import type { Address, Card } from '../../api/types';
import { go } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatCardNo } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { startChoosingAddress, startChoosingCard } from '../../stores';
import { mayProceed, REMARK_MAX, submitLabel, type Exchange, type ExchangeDraft, type Fee } from '../../stores/exchange';
import { DatePicker } from '../../ui/date-picker/DatePicker';
import { TextArea } from '../../ui/field/TextArea';
import { Button } from '../../ui/button/Button';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { PictureSwiper } from '../../ui/swiper/PictureSwiper';
import { Section } from '../../ui/section/Section';
import styles from './exchange.module.css';

const chooseAddress = () => {
  startChoosingAddress();
  go('/address');
};
// A member with no address has none to choose: the form, whose saved address is the exchange's.
const addAddress = () => {
  startChoosingAddress();
  go('/address/edit');
};
const chooseCard = () => {
  startChoosingCard();
  go('/card');
};

/**
 * What the exchange still lacks (an address, a card), said first on the screen, each with the way to
 * add it, instead of empty blocks with 'change' buttons and a complaint on submit (issue 30.3).
 */
export function MissingNotice({ missing, noAddress }: { missing: ('address' | 'card')[]; noAddress?: boolean }) {
  if (missing.length === 0) return null;
  return (
    <Section raised title={t('exchange.missingTitle')}>
      <ul className={styles.missing}>
        {missing.map((what) => (
          <li key={what}>
            <p>{t(what === 'address' ? 'exchange.missingAddress' : 'exchange.missingCard')}</p>
            <Button variant="primary" size="sm" onClick={what === 'card' ? chooseCard : noAddress ? addAddress : chooseAddress}>
              {t(what === 'address' ? 'exchange.addAddress' : 'exchange.chooseCard')}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The delivery address, with a way to /address in choose mode to change it. */
export function AddressBlock({ address }: { address: Address }) {
  const change = chooseAddress;
  return (
    <Section raised label={t('exchange.address')}>
      <button type="button" className={styles.choice} onClick={change}>
        <span className={styles.pin} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="9" r="2.5" fill="currentColor" />
          </svg>
        </span>
        <span className={styles.choiceBody}>
          <span className={styles.who}>
            <span className={styles.strong}>{address.name}</span> <span className={styles.muted}>{address.phone}</span>
          </span>
          <span className={styles.muted}>{address.address}</span>
        </span>
        <span className={styles.change}>
          <span className="visually-hidden">{t('exchange.changeAddress')}</span>
          <span aria-hidden="true">{t('common.change')}</span>
        </span>
      </button>
    </Section>
  );
}

/**
 * The card the eggs come from: number in groups of 4, its eggs and, when known, the eggs this
 * exchange uses; a way to /card in choose mode. When the card lacks the eggs, it says so here,
 * beside the change button; the rest of the form stays as it is.
 */
export function CardBlock({ card, used = null, lacksEggs = false }: { card: Card; used?: number | null; lacksEggs?: boolean }) {
  const change = chooseCard;
  return (
    <Section raised label={t('exchange.card')}>
      <button type="button" className={styles.choice} onClick={change}>
        {
          <span className={styles.choiceBody}>
            <span>
              <span className={styles.muted}>{t('exchange.cardNo')} </span>
              <span className={styles.cardNo}>{formatCardNo(card.cardNo)}</span>
            </span>
            <span>
              <span className={styles.muted}>{t('exchange.exchangeableEggs')} </span>
              <span className={styles.strong}>{card.eggNumber}</span>
            </span>
            {used !== null && (
              <span data-testid="eggs-used">
                <span className={styles.muted}>{t('exchange.eggsUsed')} </span>
                <span className={lacksEggs ? styles.short : styles.strong}>{used}</span>
              </span>
            )}
          </span>
        }
        <span className={styles.change}>
          <span className="visually-hidden">{t('exchange.changeCard')}</span>
          <span aria-hidden="true">{t('common.change')}</span>
        </span>
      </button>
      {lacksEggs && (
        <p className={styles.lacks} role="alert">
          {t('exchange.notEnoughEggs')}
        </p>
      )}
    </Section>
  );
}

/** Pictures, name and spec of the product or voucher, with room for a control (the quantity stepper). */
export function ItemBlock({ pictures, name, spec, children }: { pictures: string[]; name: string; spec: string; children?: ReactNode }) {
  return (
    <Section raised label={name}>
      <div className={styles.item}>
        <div className={styles.thumb}>
          <PictureSwiper pictures={pictures} alt={name} autoplay={false} />
        </div>
        <div className={styles.itemBody}>
          <h2 className={styles.name}>{name}</h2>
          <p className={styles.muted}>{spec}</p>
          {children}
        </div>
      </div>
    </Section>
  );
}

/**
 * The footer: total express fee (2 decimals; '--' until asked; unknown, with a tap to ask again) and
 * the submit button, whose words the store decides (submitLabel) and which submits once the fee is
 * known (mayProceed). `feeNow` answers the fee of the inputs on screen, asking for it if need be.
 */
export function SubmitBar({ fee, feeNow, onSubmit }: { fee: Fee; feeNow: () => Promise<number>; onSubmit: () => Promise<void> }) {
  const label = submitLabel(fee);
  return (
    <>
      <p className={styles.fee} aria-live="polite" aria-busy={fee.status === 'asking' || undefined}>
        <span className={styles.muted}>{t('exchange.fee')}</span>{' '}
        {fee.status === 'failed' ? (
          <Button variant="text" size="sm" className={styles.feeUnknown} onClick={() => void feeNow().catch(() => undefined)}>
            {t('exchange.feeUnknown')}
          </Button>
        ) : (
          <span className={styles.feeValue} data-testid="fee">
            {fee.value === null ? '--' : t('product.price', { price: formatMoney(fee.value) })}
          </span>
        )}
      </p>
      <Button variant="primary" onClick={async () => (await mayProceed(label, fee, feeNow)) && onSubmit()}>
        {t(label)}
      </Button>
    </>
  );
}

/** The remark and the delivery date, the same on both exchange screens (inside their form's section). */
export function DeliveryFields({ exchange, edit }: { exchange: Exchange; edit: (patch: Partial<ExchangeDraft>) => void }) {
  return (
    <>
      <TextArea
        label={t('exchange.remark')}
        value={exchange.draft.remark}
        maxLength={REMARK_MAX}
        rows={2}
        placeholder={t('exchange.remarkPlaceholder')}
        onChange={(remark) => edit({ remark })}
      />
      <DatePicker label={t('exchange.shipDate')} value={exchange.shipDay} min={exchange.basics.minDay} onChange={(day) => edit({ shipDay: day })} />
    </>
  );
}

export function FormSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton lines={2} />
      <Skeleton lines={3} />
      <Skeleton lines={2} />
    </div>
  );
}
