import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n';
import { scrubMessage } from '../lib/telemetry';
import { TELEMETRY_URL, telemetryRecord } from '../platform/telemetry';
import { replace } from '../platform/navigation';
import styles from './app.module.css';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Instead of a white screen: the router's generic message (spec §8) and a way home. */
export class ErrorBoundary extends Component<Props, State> {
  // State and handlers without class fields, which the engine floor's build turns into a helper in
  // the first screen's chunk.
  constructor(props: Props) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render failed', error, info?.componentStack);
    if (TELEMETRY_URL) telemetryRecord({ kind: 'error', name: 'boundary', message: scrubMessage(`${error?.name}: ${error?.message}`) });
  }

  private home(): void {
    this.setState({ error: null });
    replace('/');
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className={styles.fallback} role="alert">
        <h1 className={styles.title}>{t('app.unexpectedError')}</h1>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => location.reload()}>
            {t('app.reload')}
          </button>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => this.home()}>
            {t('app.backHome')}
          </button>
        </div>
      </main>
    );
  }
}
