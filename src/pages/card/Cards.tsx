import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { CARDS, listCards, setDefaultCard } from '../../api/cards';
import type { Card } from '../../api/types';
import { back, go } from '../../platform/navigation';
import { t } from '../../i18n';
import { $avatar, $cardSelect, $exchangeCard, $nickname, $online, chooseCard, isFresh, lastKnown } from '../../stores';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { MemberCard } from '../../ui/member-card/MemberCard';
import { Screen } from '../../ui/screen/Screen';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { toast } from '../../ui/toast/toast';
import { useConfirmingCards } from '../payment/use-confirming-cards';
import { scanToBind } from '../scan/scan-to-bind';
import { UnbindSheet } from './UnbindSheet';
import styles from './cards.module.css';

interface TileProps {
  card: Card;
  /** Choosing for an exchange: whether this card is the one it uses now; undefined when not choosing. */
  chosen: boolean | undefined;
  onSetDefault: (card: Card) => Promise<void>;
  onUnbind: (card: Card) => void;
  /** The cards shown are last-known: nothing that spends until the fresh answer is in. */
  stale: boolean;
  /** A top-up of this card was paid in WeChat and the server has not applied it yet (issue 46.4). */
  confirming: boolean;
}

function CardTile({ card, chosen, onSetDefault, onUnbind, stale, confirming }: TileProps) {
  const name = useStore($nickname);
  const avatar = useStore($avatar);
  const face = <MemberCard compact avatar={avatar} name={name} cardNo={card.cardNo} validTime={card.validTime} level={card.level} eggs={card.eggNumber} />;
  // Choosing the card for an exchange (card-select flag): tapping the card picks it and goes back.
  const pick = () => {
    chooseCard(card);
    back();
  };
  // Choose mode offers the pick only: gifting or unbinding a card is not part of choosing one.
  if (chosen !== undefined) {
    return (
      <li className={styles.tile} data-card={card.cardNo}>
        <button type="button" className={styles.pick} onClick={pick} aria-current={chosen || undefined}>
          {face}
          {chosen && <span className={styles.check} aria-hidden="true" />}
        </button>
      </li>
    );
  }
  return (
    <li className={styles.tile} data-card={card.cardNo}>
      {face}
      {confirming && <p className={styles.confirming}>{t('pay.confirming')}</p>}
      <div className={styles.actions}>
        {card.default ? (
          <span className={styles.badge}>{t('cards.default')}</span>
        ) : (
          <Button size="sm" disabled={stale} onClick={() => onSetDefault(card)}>
            {t('cards.setDefault')}
          </Button>
        )}
        <Button size="sm" disabled={stale} onClick={() => go('/share', { card })}>
          {t('cards.gift')}
        </Button>
        <Button size="sm" variant="text" disabled={stale} onClick={() => onUnbind(card)}>
          {t('cards.unbind')}
        </Button>
      </div>
    </li>
  );
}

/** The card the exchange uses now: the chosen one, else the default (as the exchange screen counts it). */
const isInUse = (card: Card, chosen: Card | null) => (chosen ? chosen.id === card.id : card.default);

export default function Cards() {
  const selecting = useStore($cardSelect);
  const chosen = useStore($exchangeCard);
  const cards = useAsync(listCards, [], undefined, lastKnown(CARDS));
  const online = useStore($online);
  const [unbinding, setUnbinding] = useState<Card | null>(null);
  const confirming = useConfirmingCards(cards.data?.list, cards.reload);

  async function setDefault(card: Card) {
    try {
      await setDefaultCard(card.cardNo);
    } catch {
      return; // toasted by the client
    }
    toast.success(t('done.setDefault'));
    await cards.reload();
  }

  return (
    <Screen
      title={t('cards.title')}
      back={back}
      footer={
        <Button variant="primary" block onClick={scanToBind}>
          {t('home.scanToBind')}
        </Button>
      }
    >
      <LoadState
        state={cards}
        skeleton={
          <div className={styles.list}>
            <Skeleton card lines={1} />
            <Skeleton card lines={1} />
          </div>
        }
        onRetry={() => void cards.reload()}
        offline={!online}
      >
        {(page) =>
          page.list.length ? (
            <>
              {selecting && <p className={styles.hint}>{t('cards.chooseHint')}</p>}
              <ul className={styles.list} aria-label={t('cards.title')}>
                {page.list.map((card) => (
                  <CardTile
                    key={card.id}
                    card={card}
                    chosen={selecting ? isInUse(card, chosen) : undefined}
                    onSetDefault={setDefault}
                    onUnbind={setUnbinding}
                    stale={!isFresh(cards)}
                    confirming={confirming.has(card.cardNo)}
                  />
                ))}
              </ul>
            </>
          ) : (
            <Empty text={t('cards.empty')} />
          )
        }
      </LoadState>
      <UnbindSheet
        card={unbinding}
        onClose={() => setUnbinding(null)}
        onUnbound={() => {
          setUnbinding(null);
          void cards.reload();
        }}
      />
    </Screen>
  );
}
