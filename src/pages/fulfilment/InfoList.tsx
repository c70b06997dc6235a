import type { ReactNode } from 'react';
import styles from './fulfilment.module.css';

/** Label–value rows of a detail (a description list). */
export function InfoList({ children }: { children: ReactNode }) {
  return <dl className={styles.fields}>{children}</dl>;
}

/** An empty value (no remark, not paid yet: no payment number) shows a dash, not a blank that reads as missing data. */
const isBlank = (value: ReactNode) => value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{isBlank(children) ? '—' : children}</dd>
    </div>
  );
}
