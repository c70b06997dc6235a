import { t } from '../../i18n';
import '../../../styles/kit-tokens.css';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** Text lines (default 3; 0 for none). */
  lines?: number;
  /** A round avatar before the lines. */
  avatar?: boolean;
  /** A square picture (72 px, a list row's) before the lines. */
  picture?: boolean;
  /** A card-shaped block (ID-1 proportions) before the lines. */
  card?: boolean;
}

/**
 * Grey shapes of the coming content. Hidden from screen readers: the container that shows it
 * (LoadState) carries aria-busy and the 'loading...' label.
 */
export function Skeleton({ lines = 3, avatar, picture, card }: SkeletonProps) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {card && <div className={`${styles.block} ${styles.card}`} />}
      {(avatar || picture || lines > 0) && (
        <div className={styles.row}>
          {avatar && <div className={`${styles.block} ${styles.avatar}`} />}
          {picture && <div className={`${styles.block} ${styles.picture}`} />}
          {lines > 0 && (
            <div className={styles.lines}>
              {Array.from({ length: lines }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, nothing else to key them by
                <div key={i} className={`${styles.block} ${styles.line}`} />
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** A spinner; 'loading...' for screen readers, or shown when `text` is given. */
export function Loading({ text }: { text?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={text ? undefined : 'visually-hidden'}>{text ?? t('app.loading')}</span>
    </div>
  );
}
