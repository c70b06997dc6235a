import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { CARDS, listCards } from '../../api/cards';
import { COMBOS, createCombo, listCombos } from '../../api/combos';
import type { Card, Combo } from '../../api/types';
import { askBeforePaying, payFor } from '../payment/pay';
import { useConfirmingCards } from '../payment/use-confirming-cards';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { formatCardNo } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { $avatar, $nickname, $online, isFresh, lastKnown } from '../../stores';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { MemberCard, MemberCardSkeleton } from '../../ui/member-card/MemberCard';
import { Screen } from '../../ui/screen/Screen';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { Swiper, type SwiperRef } from '../../ui/swiper/Swiper';
import { scanToBind } from '../scan/scan-to-bind';
import styles from './top-up.module.css';

/** Spec §2 Top-up: the member's cards in a carousel (previous / next when more than one). */
function CardCarousel({ cards, onChange }: { cards: Card[]; onChange: (index: number) => void }) {
  const swiper = useRef<SwiperRef>(null);
  const name = useStore($nickname);
  const avatar = useStore($avatar);
  const start = Math.max(
    0,
    cards.findIndex((c) => c.default),
  );
  const many = cards.length > 1;
  return (
    <div className={styles.carousel}>
      {/* No autoplay: the shown card is the one that gets topped up. */}
      <Swiper
        ref={swiper}
        items={cards}
        label={t('cards.title')}
        autoplay={false}
        defaultIndex={start}
        onChange={onChange}
        renderItem={(card) => (
          <div className={styles.slide}>
            <MemberCard avatar={avatar} name={name} cardNo={card.cardNo} validTime={card.validTime} level={card.level} eggs={card.eggNumber} />
          </div>
        )}
      />
      {many && (
        <div className={styles.arrows}>
          <Button size="sm" onClick={() => swiper.current?.prev()}>
            {t('topUp.prev')}
          </Button>
          <Button size="sm" onClick={() => swiper.current?.next()}>
            {t('topUp.next')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ComboGrid({ combos, onTopUp }: { combos: Combo[]; onTopUp?: (combo: Combo) => Promise<void> }) {
  if (!combos.length) return <Empty text={t('topUp.empty')} />;
  return (
    <ul className={styles.combos} aria-label={t('topUp.title')}>
      {combos.map((combo) => (
        <li key={combo.id} className={styles.combo}>
          <p className={styles.name}>{combo.name}</p>
          <p className={styles.description}>{combo.description}</p>
          {combo.price !== undefined && <p className={styles.price}>{t('product.price', { price: formatMoney(combo.price) })}</p>}
          <Button variant="primary" size="sm" disabled={!onTopUp} onClick={onTopUp && (() => onTopUp(combo))} aria-label={`${t('topUp.action')} ${combo.name}`}>
            {t('topUp.action')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** No card to top up: a way on, the scan-to-bind flow of home and /card (issue 30.3). */
function NoCard() {
  return (
    <Empty
      text={t('topUp.noCard')}
      action={
        <Button variant="primary" onClick={scanToBind}>
          {t('home.scanToBind')}
        </Button>
      }
    />
  );
}

export default function TopUp() {
  const cards = useAsync(listCards, [], undefined, lastKnown(CARDS));
  const combos = useAsync(listCombos, [], undefined, lastKnown(COMBOS));
  const online = useStore($online);
  const [picked, setPicked] = useState<number | null>(null);
  const list = cards.data?.list ?? [];
  const index =
    picked ??
    Math.max(
      0,
      list.findIndex((c) => c.default),
    );
  const shown: Card | undefined = list[Math.min(index, list.length - 1)];
  // A top-up WeChat approved and the server has not applied yet (issue 46.4); a top-up under way reloads the cards itself.
  const paying = useRef(false);
  const confirming = useConfirmingCards(cards.data?.list, () => paying.current || cards.reload());

  async function topUp(combo: Combo) {
    if (!shown) return;
    paying.current = true;
    try {
      await payAndShow(shown, combo);
    } finally {
      paying.current = false;
    }
  }

  async function payAndShow(card: Card, combo: Combo) {
    // Paid in WeChat before, not yet on the card: asked first; on it by now: said, and shown.
    const ask = await askBeforePaying('topUp', 0, card);
    if (ask === 'paid') await cards.reload();
    if (ask !== 'pay') return;
    let payId: number;
    try {
      payId = await createCombo({ comboId: combo.id, cardNo: card.cardNo });
    } catch {
      return; // toasted by the client
    }
    await payFor('topUp', payId, card); // says 'confirming payment…', then succeeded (the server read it paid), being confirmed, or failed
    // WeChat's answer is not proof either way: the card's eggs and validity come from the server.
    await cards.reload();
  }

  return (
    <Screen title={t('topUp.title')} back={back}>
      <div className={styles.body}>
        <LoadState
          state={cards}
          skeleton={
            // The carousel's box with one card (dots and arrows come only with more)
            <div className={styles.carousel}>
              <div className={styles.slide}>
                <MemberCardSkeleton action={false} />
              </div>
            </div>
          }
          onRetry={() => void cards.reload()}
          offline={!online}
        >
          {(page) => (page.list.length ? <CardCarousel cards={page.list} onChange={setPicked} /> : <NoCard />)}
        </LoadState>
        {/* Which card receives the top-up, said before paying (issue 30.3); it follows the carousel. */}
        {shown && (
          <p className={styles.receiving} aria-live="polite">
            {t('topUp.receiving', { cardNo: formatCardNo(shown.cardNo) })}
            {confirming.has(shown.cardNo) && <span className={styles.confirming}> {t('pay.confirming')}</span>}
          </p>
        )}
        <p className={styles.hint}>{t('topUp.hint')}</p>
        <LoadState state={combos} skeleton={<Skeleton lines={4} />} onRetry={() => void combos.reload()}>
          {/* A top-up waits for the fresh cards and prices (a last-known one is never paid for). */}
          {(items) => <ComboGrid combos={items} onTopUp={shown && isFresh(cards, combos) ? topUp : undefined} />}
        </LoadState>
      </div>
    </Screen>
  );
}
