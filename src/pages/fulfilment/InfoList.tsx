import type { CSSProperties, ReactNode } from 'react';
import styles from './fulfilment.module.css';

/** Label–value rows of a detail (a description list). */
export function InfoList({ children }: { children: ReactNode }) {
  return <dl className={styles.fields}>{children}</dl>;
}

/** An empty value (no remark, not paid yet: no payment number) shows a dash, not a blank that reads as missing data. */
const isBlank = (value: ReactNode) => value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** `number`: the value is a number (an order's, a payment's, a waybill's), never broken inside (issue 46.8). */
export function InfoRow({ label, children, number }: { label: string; children: ReactNode; number?: boolean }) {
  const blank = isBlank(children);
  const fit = number && !blank;
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd className={fit ? styles.number : undefined} style={fit ? ({ '--chars': String(children).length } as CSSProperties) : undefined}>
        {blank ? '—' : children}
      </dd>
    </div>
  );
}
