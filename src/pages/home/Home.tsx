import { CURRENT_USER, currentUserNow, getCurrentUser } from '../../api/user';
import type { CurrentUser } from '../../api/types';
import { useTelemetryMoment } from '../../platform/telemetry';
import { go, linkTo } from '../../platform/navigation';
import { takeTap } from '../../lib/boot-contract';
import { t } from '../../i18n';
import { signOut } from '../../stores/session';
import { lastKnown } from '../../stores/last-known';
import { $online } from '../../stores/network';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Grid, GridItem } from '../../ui/grid/Grid';
import { List, ListItem } from '../../ui/list/List';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { MemberCard, MemberCardSkeleton } from '../../ui/member-card/MemberCard';
import { Screen } from '../../ui/screen/Screen';
import { ask } from '../../ui/dialog/ask';
import { cardIcon, topUpIcon, voucherIcon } from './icons';
import styles from './home.module.css';

/** Development builds: a bindable card of the reference backend's seed. */
const DEV_SAMPLE_CARD = '8866000000000101';

/** Spec §2: log out clears local storage and closes the window; both undo nothing, so the member is asked first.
 * The way out of the question says what it keeps: 'Close' would read as closing the window (issue 30.3). */
async function logOut() {
  if (!(await ask(t('home.logoutAsk'), { yesText: t('home.logout'), closeText: t('home.staySignedIn') }))) return;
  signOut();
  void import('../../platform/wechat').then((platform) => platform.closeWindow());
}

/** The scan flow (parser included) loads on the tap: it stays off the first visit. One scan per tap. */
let scanning: Promise<void> | null = null;
const scan = () => (scanning ??= import('../scan/scan-to-bind').then((m) => m.scanToBind()).finally(() => (scanning = null)));

/** The entries only the app serves, by their TAP_ATTR name: a tap on one in index.html's shell is served once the app has rendered (issue 49.4). */
const SERVED_LATER: Record<string, () => unknown> = { logOut, scan };

function Summary({ user }: { user: CurrentUser }) {
  useTelemetryMoment('card', true);
  if (!user.card) {
    return (
      <section className={styles.noCard}>
        <p>{t('home.noCard')}</p>
        {/* A plain button: the kit Button's styles would cost the first visit ~0.5 kB; scanToBind locks itself. */}
        <button type="button" className={styles.scan} onClick={scan} data-tap="scan">
          {t('home.scanToBind')}
        </button>
      </section>
    );
  }
  return (
    <MemberCard
      avatar={user.avatar}
      name={user.nickname}
      cardNo={user.card.cardNo}
      validTime={user.card.validTime}
      level={user.card.level}
      eggs={user.totalEgg}
      cards={user.totalCard}
      shipEggs={linkTo('/product')}
    />
  );
}

/**
 * The tiles and the menu: there from the first frame and while the summary's load has failed (log out included); the counts join once known.
 * Entries that navigate are links, so index.html's shell follows them before the app has taken over.
 */
function Menu({ user }: { user: CurrentUser | undefined }) {
  return (
    <>
      {/* Three tiles fill one row of three (spec §9's four columns are for a shortcut grid of four or more). Counts are quiet text, not alert badges; a zero count shows none. */}
      <Grid columns={3} aria-label={t('home.title')}>
        <GridItem icon={cardIcon} label={t('home.cards')} count={user?.totalCard || null} {...linkTo('/card')} />
        <GridItem icon={topUpIcon} label={t('home.combos')} {...linkTo('/combo')} />
        <GridItem icon={voucherIcon} label={t('home.vouchers')} count={user?.totalVoucher || null} {...linkTo('/voucher')} />
      </Grid>
      <List>
        <ListItem title={t('home.orders')} {...linkTo('/order')} />
        <ListItem title={t('home.plans')} {...linkTo('/plan')} />
        <ListItem title={t('home.addresses')} {...linkTo('/address')} />
        {import.meta.env.DEV && <ListItem title={t('home.debugLogin')} {...linkTo('/login')} />}
        {import.meta.env.DEV && <ListItem title={t('home.bindCard')} onClick={() => go('/bind', { cardNo: DEV_SAMPLE_CARD })} />}
        <ListItem title={t('home.logout')} onClick={logOut} data-tap="logOut" />
      </List>
    </>
  );
}

export default function Home() {
  // With the boot script's answer already in, the first render is the card (no skeleton frame); else the last-known card, updating.
  const user = useAsync(() => getCurrentUser(), [], currentUserNow, lastKnown(CURRENT_USER));
  const online = useStore($online);
  useEffect(() => {
    const tapped = takeTap();
    if (tapped) void SERVED_LATER[tapped]?.();
  }, []);
  return (
    <Screen title={t('home.title')}>
      <div className={styles.home}>
        <LoadState state={user} skeleton={<MemberCardSkeleton />} onRetry={() => void user.reload()} offline={!online}>
          {(data) => <Summary user={data} />}
        </LoadState>
        <Menu user={user.data} />
      </div>
    </Screen>
  );
}
