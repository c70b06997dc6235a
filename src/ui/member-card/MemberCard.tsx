import { type MouseEvent, useState } from 'react';
import type { Timestamp } from '../../api/types';
import { t } from '../../i18n';
import { formatCardNo, formatDate } from '../../lib/format';
import { tierOf } from '../../lib/tier';
import styles from './member-card.module.css';

export interface MemberCardProps {
  /** Avatar URL; a default picture when missing or when it fails to load. */
  avatar?: string | null;
  name: string;
  cardNo: string;
  /** ms timestamp or a 'YYYY-MM-DD[ HH:mm:ss]' string. */
  validTime: Timestamp | null | undefined;
  level: number | string | null | undefined;
  /** Eggs available to redeem; the toolbar shows only when given. */
  eggs?: number;
  /** The eggs are the total of this many cards (home): said under them when more than one (issue 46.8). */
  cards?: number;
  /** The 'ship eggs' link (to the products); hidden without it. */
  shipEggs?: { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };
  /** Smaller, for lists and previews. */
  compact?: boolean;
}

/** The default avatar: a member silhouette in the tier's accent colour. */
const defaultAvatar = (
  <svg viewBox="0 0 40 40" aria-hidden="true" data-default-avatar="">
    <circle cx="20" cy="15" r="7" />
    <path d="M7 35c1-7 6.5-11 13-11s12 4 13 11z" />
  </svg>
);

/**
 * A membership card (spec §2 'Membership card display'), styled by tier. The markup is fixed, so
 * the stylesheet addresses its parts by element (fewer class names: this is on the first screen).
 */
export function MemberCard({ avatar, name, cardNo, validTime, level, eggs, cards = 1, shipEggs, compact }: MemberCardProps) {
  const tier = tierOf(level);
  const tierName = t(`tier.${tier}`);
  const [failed, setFailed] = useState<string | null>(null);
  const valid = formatDate(validTime);
  return (
    // biome-ignore lint/a11y/useSemanticElements: one card's facts named together; fieldset is for form controls
    <div role="group" aria-label={`${tierName} ${name}`} className={styles.card} data-tier={tier} data-compact={compact || undefined}>
      <div className={styles.face}>
        <div>
          {avatar && failed !== avatar ? <img src={avatar} alt="" width={44} height={44} onError={() => setFailed(avatar)} /> : defaultAvatar}
          <div>
            <p>{name}</p>
            <p>{tierName}</p>
          </div>
          <span aria-hidden="true">{t('app.name')}</span>
        </div>
        <p>{formatCardNo(cardNo)}</p>
        {valid && (
          <p>
            {/* The date is one word: at large text on a small phone it never breaks at its hyphens. */}
            {t('card.validUntil')} <span className={styles.date}>{valid}</span>
          </p>
        )}
      </div>
      {eggs !== undefined && (
        <div className={styles.bar}>
          <span>{t(cards > 1 ? 'card.eggsAcross' : 'card.eggsToRedeem', { n: eggs, cards })}</span>
          {shipEggs && <a {...shipEggs}>{t('card.shipEggs')}</a>}
        </div>
      )}
    </div>
  );
}

/**
 * A card while its facts are on their way: the same face and bar, blank, so what is below does not
 * move when the card comes. The bar holds what the card's will: the 'ship eggs' link's box (home), or
 * only a line of text (`action={false}`: a card shown with its eggs and no action, as on bind).
 */
export function MemberCardSkeleton({ action = true }: { action?: boolean }) {
  return (
    <div className={styles.card} data-wait="" aria-hidden="true">
      <div className={styles.face} />
      <div className={styles.bar}>
        {action ? (
          // biome-ignore lint/a11y/useValidAnchor lint/a11y/useAnchorContent: only the link's box, to size the bar; no href, so no link and nothing to focus
          <a />
        ) : (
          <span>{'\u00a0'}</span>
        )}
      </div>
    </div>
  );
}
