/**
 * The address the page was opened with, read once when the entry module runs: before sign-in
 * strips `?code&state` and before any navigation. iOS WeChat checks the JS-SDK signature against
 * this landing URL, and WeChat puts the OAuth `code` and `state` (the card number on a /bind link)
 * in its query, before the hash. Kept in its own tiny module so the entry carries it without the
 * lazily loaded WeChat adapter: a second landing in the same session (a fresh code while
 * `init-token` is set) is stripped at boot without loading the adapter, which would otherwise
 * record the stripped address.
 */
const landing = typeof location === 'undefined' ? '' : location.href.split('#')[0];
const landingQuery = new URLSearchParams(landing.includes('?') ? landing.slice(landing.indexOf('?')) : '');

/** The landing URL without its hash. */
export const landingUrl = () => landing;

/** A parameter of the landing address's query. */
export function landingParam(name: string): string | null {
  return landingQuery.get(name);
}
