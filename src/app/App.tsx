import { Suspense } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { t } from '../i18n';
import { ConfirmHost } from '../ui/confirm/Confirm';
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

function Screens() {
  const [location] = useLocation();
  // Keyed by location: an error on one screen does not stick to the next.
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {screens.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <Router hook={useHashLocation}>
      <Screens />
      <ToastHost />
      <ConfirmHost />
    </Router>
  );
}
