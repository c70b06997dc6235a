import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import styles from './grid.module.css';

export interface GridProps {
  /** Spec §9: 4 columns, gap 8. */
  columns?: number;
  gap?: number;
  'aria-label'?: string;
  children?: ReactNode;
}

/** A grid of icon-and-label shortcuts (a list, so screen readers count the items). */
export function Grid({ columns = 4, gap = 8, children, 'aria-label': label }: GridProps) {
  const style = { '--grid-columns': columns, '--grid-gap': `${gap}px` } as CSSProperties;
  return (
    <ul className={styles.grid} style={style} aria-label={label}>
      {children}
    </ul>
  );
}

export interface GridItemProps {
  icon: ReactNode;
  label: string;
  /**
   * How many there are (home's cards, vouchers): quiet text under the label, part of the accessible
   * name; not an alert badge, which reads as something unread (issue 30.3). null or 0: its line stays,
   * empty, so a count that joins later moves nothing; undefined: no count line.
   */
  count?: number | null;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** A link instead of a button (e.g. '#/card'); `onClick` still runs on a tap (and may prevent the link's own navigation). */
  href?: string;
}

export function GridItem({ icon, label, count, onClick, href }: GridItemProps) {
  const Tag = href ? 'a' : onClick ? 'button' : 'div';
  return (
    <li className={styles.cell}>
      <Tag className={styles.item} href={href} onClick={onClick} type={Tag === 'button' ? 'button' : undefined}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.label}>{label}</span>
        {count !== undefined && <span className={styles.count}>{count ? <span>{count}</span> : null}</span>}
      </Tag>
    </li>
  );
}
