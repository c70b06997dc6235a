/**
 * Faults for the fault journeys (tests/e2e/fault-*.test.ts), made with Playwright's request
 * interception: an API path answering 500, `success: false`, or nothing at all; counting requests;
 * a double tap that lands before the app re-renders.
 */
import type { Locator, Page, Request, Route } from 'playwright-core';

export type Fault = '500' | 'business' | 'network' | 'malformed' | 'silence';

/** What the app says for each fault (src/i18n/en.ts net.*; the business message is the server's). */
export const FAULT_TOAST: Record<Fault, string> = {
  '500': 'Server error (500), please try again later',
  business: 'this card does not have enough eggs for the exchange',
  network: 'Network error, please check your connection and try again',
  malformed: 'The server sent an unexpected response, please try again later',
  silence: 'The request timed out, please try again',
};

/**
 * Makes `path` fail with `fault` until the returned function undoes it; `seen` counts the requests
 * the fault answered (or left hanging). With `only`, just the requests whose URL it accepts fail
 * (e.g. a list's next pages: `(url) => url.searchParams.has('lastId')`); the others go through.
 */
export async function breakApi(
  page: Page,
  path: string,
  fault: Fault,
  only?: (url: URL) => boolean,
): Promise<{ seen: () => number; restore: () => Promise<void> }> {
  let seen = 0;
  const matches = (url: URL) => url.pathname === path && (!only || only(url));
  const handler = async (route: Route) => {
    seen += 1;
    if (fault === '500') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    if (fault === 'business') {
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, errCode: 'egg.insufficient', errMessage: FAULT_TOAST.business }),
      });
    }
    // the connection drops (spec §8: the client's generic network error)
    if (fault === 'network') return route.abort('internetdisconnected');
    // a proxy's error page with status 200
    if (fault === 'malformed') return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
    // silence: never answered; the app's 10 s timeout aborts it
  };
  await page.route(matches, handler);
  return { seen: () => seen, restore: () => page.unroute(matches, handler) };
}

/** Requests to `path` (any query) from now on. */
export function countRequests(page: Page, path: string): { count: () => number; bodies: () => unknown[] } {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return { count: () => seen.length, bodies: () => seen.map((r) => r.postDataJSON() as unknown) };
}

/** Two taps in the same task: the second lands before any re-render could disable the button. */
export async function doubleTap(button: Locator): Promise<void> {
  await button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });
}

/** The failure toast (assertive region) with `text`. */
export const failToast = (page: Page, text: string) => page.locator('[role="alert"][aria-live="assertive"]').getByText(text, { exact: true });

/** Journey errors other than the browser's log lines for the failed loads the faults themselves caused. */
export const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: (the server responded with a status of 500|net::ERR_INTERNET_DISCONNECTED)/.test(e));
