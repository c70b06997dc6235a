import { Suspense } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { t } from '../i18n';
import { DialogHost } from '../ui/dialog/DialogHost';
import { ToastHost } from '../ui/toast/Toast';
import { ErrorBoundary } from './ErrorBoundary';
import { NotFound } from './NotFound';
import { screens } from './routes';
import styles from './app.module.css';

function PageLoading() {
  return (
    <div className={styles.pageLoading} role="status" aria-busy="true">
      {t('app.loading')}
    </div>
  );
}

/**
 * wouter's hash location drives routing. Every path of spec §2 is static, so matching is an exact
 * lookup in the route table: wouter's pattern matcher would add 1.5 kB to the first visit for nothing.
 */
function Screens() {
  const [location] = useHashLocation();
  const Screen = screens.find((s) => s.path === location)?.component ?? NotFound;
  // Keyed by location: an error on one screen does not stick to the next.
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <>
      <Screens />
      <ToastHost />
      <DialogHost />
    </>
  );
}
