import type { ReactNode } from 'react';
import styles from './fulfilment.module.css';

/** Label–value rows of a detail (a description list). */
export function InfoList({ children }: { children: ReactNode }) {
  return <dl className={styles.fields}>{children}</dl>;
}

export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
