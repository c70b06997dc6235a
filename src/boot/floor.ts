/**
 * The engine floor: the oldest engines Eggcard supports, declared once (README "Supported engines").
 * Everything else is derived from it: Vite's build.target (oxc for the JS, lightningcss for the CSS;
 * cssTarget defaults to it), the browserslist queries the CSS check reads, the ECMAScript level the
 * build test parses every chunk at, and the probe of the classic below-the-floor script.
 *
 * - iOS 15: iPhone WeChat is a WKWebView of the phone's iOS. The card's aspect-ratio needs iOS 15.
 *   Every iPhone that ever ran iOS 14 (6s and later) can install iOS 15, so this shuts out no phone,
 *   only phones not updated; iOS 16 would shut out the iPhone 6s, 7 and first SE.
 * - Chromium 88: Android WeChat runs XWeb, its own Chromium (107–138 seen); 88 is aspect-ratio's
 *   first Chromium and leaves room for phones that fall back to an old system WebView.
 * - ES2021: all of its syntax is in both (iOS 14.5, Chromium 85); ES2022's class static blocks are
 *   not (iOS 16.4, Chromium 94).
 */
export const FLOOR = { ios: 15, chrome: 88, es: 2021 } as const;

/** browserslist queries: iPhone WeChat renders with iOS Safari's engine, Android's with Chromium. */
export const FLOOR_BROWSERS = [`ios_saf >= ${FLOOR.ios}`, `chrome >= ${FLOOR.chrome}`];

/** Vite's build.target (esbuild-style names; Vite maps `ios` to browserslist's ios_saf for CSS). */
export const FLOOR_BUILD_TARGET = [`es${FLOOR.es}`, `ios${FLOOR.ios}`, `chrome${FLOOR.chrome}`];

/**
 * The feature the classic script probes for: the newest one the floor is set by (aspect-ratio:
 * iOS 15, Chromium 88). An engine without it is below the floor.
 */
export const FLOOR_PROBE = ['aspect-ratio', '1'] as const;
