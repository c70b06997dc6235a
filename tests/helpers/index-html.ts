/** Reading the built index.html (tests/build, tests/e2e): its boot script and the plan compiled into it. */

/** index.html's first inline script: the boot script (src/boot/preload.ts), with the build's plan in it. */
export const bootScript = (html: string) => html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

/** index.html's inline stylesheets, in document order: the boot spinner's, then the app's (build/plugins.ts inlines the entry's CSS). */
export const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);

/** The app's stylesheet (the entry's CSS): index.html's last inline style. */
export const appCss = (html: string) => inlineStyles(html).at(-1) ?? 'no inline style';

/** The entry chunk the boot script runs (its plan's `entry`, e.g. 'assets/app-x.js'; index.html has no tag for it). */
export const entryOf = (html: string) => bootScript(html).match(/entry:["`](assets\/[\w.-]+)["`]/)?.[1] ?? 'no entry in the boot plan';
