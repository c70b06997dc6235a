import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadLang, loadScreenStrings } from '../src/i18n';
import { $toast } from '../src/ui/toast/toast';
import { signOut } from '../src/stores/session';
import { $initToken } from '../src/stores/session';

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
