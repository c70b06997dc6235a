import { useId, type MouseEvent, type ReactNode } from 'react';
import styles from './list.module.css';

export interface ListProps {
  header?: ReactNode;
  children?: ReactNode;
}

/** Rows on a surface, with an optional header that also names the list. */
export function List({ header, children }: ListProps) {
  const id = useId();
  return (
    <div className={styles.list}>
      {header && (
        <div className={styles.header} id={id}>
          {header}
        </div>
      )}
      <ul aria-labelledby={header ? id : undefined}>{children}</ul>
    </div>
  );
}

export interface ListItemProps {
  title: ReactNode;
  description?: ReactNode;
  /** Right-hand text or control. */
  extra?: ReactNode;
  /** Leading icon (decorative). */
  icon?: ReactNode;
  /** The right arrow; defaults to shown when the row is tappable. */
  arrow?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** A link instead of a button; `onClick` still runs on a tap (and may prevent the link's own navigation). */
  href?: string;
  /** An entry only the app serves, by name: a tap on it in index.html's shell is kept for the app (lib/boot-contract.ts `TAP_ATTR`). */
  'data-tap'?: string;
}

/** A row; a button (or link) with a 44 px minimum height when tappable. */
export function ListItem({ title, description, extra, icon, arrow, onClick, href, 'data-tap': tap }: ListItemProps) {
  const Tag = href ? 'a' : onClick ? 'button' : 'div';
  return (
    <li className={styles.item}>
      <Tag className={styles.row} href={href} onClick={onClick} type={Tag === 'button' ? 'button' : undefined} data-tap={tap}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <span className={styles.main}>
          <span>{title}</span>
          {description && <span className={styles.description}>{description}</span>}
        </span>
        {extra !== undefined && extra !== null && <span className={styles.extra}>{extra}</span>}
        {(arrow ?? Tag !== 'div') && <span className={styles.arrow} aria-hidden="true" />}
      </Tag>
    </li>
  );
}
