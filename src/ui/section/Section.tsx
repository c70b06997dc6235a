import type { ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  /** A visible heading that also names the region. */
  title?: string;
  /** Names the region for screen readers only (the content shows what it is). */
  label?: string;
  /** A shadow: the block is itself a control (the exchange's address and card choices). */
  raised?: boolean;
  children: ReactNode;
}

/** A white rounded block on the page background, inset from the screen's edges. */
export function Section({ title, label, raised, children }: SectionProps) {
  return (
    <section className={raised ? `${styles.section} ${styles.raised}` : styles.section} aria-label={title ?? label}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </section>
  );
}
