import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadLang } from '../src/i18n';
import { $toast } from '../src/ui/toast/toast';

// Tests assert the spec's English wording.
beforeAll(async () => {
  await loadLang('en');
});

afterEach(() => {
  cleanup();
  $toast.set(null);
  localStorage.clear();
  sessionStorage.clear();
});
