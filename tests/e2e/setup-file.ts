/** Before each e2e test file: the demo database back to its seed, whatever earlier files changed. */
import { beforeAll, inject } from 'vitest';

beforeAll(async () => {
  const response = await fetch(`${inject('baseURL')}/__e2e/reset`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`resetting the e2e database failed: HTTP ${response.status}`);
});
