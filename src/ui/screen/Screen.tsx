import { useEffect, type ReactNode } from 'react';
import { NavBar } from '../nav-bar/NavBar';
import styles from './screen.module.css';

export interface ScreenProps {
  title: string;
  /** Shows the back arrow in the NavBar; pages pass `back` (src/platform/navigation) or their own. */
  back?: () => void;
  /** Stays at the bottom of the screen (actions), above the iOS home indicator. */
  footer?: ReactNode;
  /** Right side of the nav bar. */
  right?: ReactNode;
  children?: ReactNode;
}

/** NavBar + scrolling content + a footer that sticks to the bottom; sets document.title. */
export function Screen({ title, back, footer, right, children }: ScreenProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.screen}>
      <NavBar title={title} onBack={back} right={right} />
      <main className={styles.content}>{children}</main>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
