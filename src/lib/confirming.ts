/**
 * What the orders shell (boot/orders-shell.ts, inlined into index.html) and the app's payment marks
 * (stores/confirm.ts) agree on: a module of its own, so the first visit's app chunk carries none of it.
 */

/** localStorage key of the payments this phone is confirming: mark (`order:7`) → when WeChat said ok (ms); no marks, no key. */
export const CONFIRMING_KEY = 'confirming';
