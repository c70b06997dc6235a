import '../styles/tokens.css';
import '../styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { preloadScreen, warmScreens } from './app/routes';
import { loadLang } from './i18n';
import { startTelemetry, watchTelemetry } from './platform/telemetry';

async function start(): Promise<void> {
  // Below the engine floor, index.html's classic script shows a message and takes the id off #root.
  const root = document.getElementById('root');
  if (!root) return;
  watchTelemetry();
  // The current screen's chunk downloads while the catalog loads and the member signs in, and has
  // run before the first render: the screen is in it, not a fallback first (routes.ts `screen`).
  // A chunk that fails renders anyway (the screen's error then shows); one that never comes leaves
  // the boot spinner, which says so after index.html's time limit.
  const landing = preloadScreen(location.hash.replace(/^#/, '') || '/');
  await loadLang();
  if ((await bootstrap()) === 'redirecting') return;
  await landing;
  // The first render in a task of its own: after the screen's chunk has run, not in the same long task.
  await new Promise((resolve) => setTimeout(resolve));
  createRoot(root).render(
    import.meta.env.DEV ? (
      <StrictMode>
        <App />
      </StrictMode>
    ) : (
      <App />
    ),
  );
  // The other flows, run at idle moments so a tap waits for neither download nor evaluation.
  warmScreens();
  startTelemetry();
}

void start();
