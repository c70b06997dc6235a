import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLang, loadScreenStrings } from '../src/i18n';
import { $toast } from '../src/ui/toast/toast';
import { signOut } from '../src/stores/session';
import { $initToken } from '../src/stores/session';
import { wireClientPolicy } from '../src/app/client-policy';

// The phone is not on China time (react: Los Angeles, UTC-8/-7; preact: Kiritimati, UTC+14), so a
// business day taken from the phone's clock fails somewhere.
if (process.env.TEST_TZ) {
  process.env.TZ = process.env.TEST_TZ;
  if (Intl.DateTimeFormat().resolvedOptions().timeZone !== process.env.TEST_TZ) throw new Error(`TZ ${process.env.TEST_TZ} did not take effect`);
}

// findBy/waitFor give up after 1 s by default: on this shared 2-core machine at load 20+ (npm test
// beside a second one, or beside e2e browsers) a screen's first render alone can take longer.
configure({ asyncUtilTimeout: 5000 });

// The client reports as in the app (main.tsx → bootstrap wires it): toasts, token, expiry.
wireClientPolicy();

// Tests assert the spec's English wording.
beforeAll(async () => {
  await loadLang('en');
  await loadScreenStrings();
});

afterEach(() => {
  cleanup();
  $toast.set(null);
  signOut(); // every persisted atom back to empty, local storage cleared
  $initToken.set(false);
  sessionStorage.clear();
});
