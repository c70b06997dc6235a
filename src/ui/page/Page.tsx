import { useEffect, type ReactNode } from 'react';
import { back as goBack } from '../../app/navigation';
import { NavBar } from '../nav-bar/NavBar';
import styles from './page.module.css';

export interface PageProps {
  title: string;
  /** true: back to the previous in-app page (or home); a function: your own back. */
  back?: boolean | (() => void);
  /** Stays at the bottom of the screen (actions), above the iOS home indicator. */
  footer?: ReactNode;
  /** Right side of the nav bar. */
  right?: ReactNode;
  children?: ReactNode;
}

/** NavBar + scrolling content + a footer that sticks to the bottom; sets document.title. */
export function Page({ title, back, footer, right, children }: PageProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  const onBack = typeof back === 'function' ? back : back ? goBack : undefined;
  return (
    <div className={styles.page}>
      <NavBar title={title} onBack={onBack} right={right} />
      <main className={styles.content}>{children}</main>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
