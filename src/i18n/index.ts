import type { en } from './en';
import type { screensEn } from './screens-en';
import { isZh } from '../lib/boot-contract';
import { message } from '../lib/message';

export type MessageKey = keyof typeof en | keyof typeof screensEn;
export type Lang = 'en' | 'zh';
type Strings = Partial<Record<MessageKey, string>>;

/**
 * Two chunks per language: the shell and home's strings (en.ts / zh.ts, loaded before the first
 * render) and every other screen's (screens-*.ts, loaded with the first of those screens). A member
 * downloads only the language they read, and the first visit only the strings it shows.
 */
const core: Record<Lang, () => Promise<Strings>> = {
  en: () => import('./en').then((m) => m.en),
  zh: () => import('./zh').then((m) => m.zh),
};
const screens: Record<Lang, () => Promise<Strings>> = {
  en: () => import('./screens-en').then((m) => m.screensEn),
  zh: () => import('./screens-zh').then((m) => m.screensZh),
};

/** `navigator.language` starting with `zh` picks Chinese; anything else English. */
export function detectLang(language = typeof navigator === 'undefined' ? '' : navigator.language): Lang {
  return isZh(language) ? 'zh' : 'en';
}

let lang: Lang = detectLang();
let catalog: Strings = {};
let screensLoaded: Promise<void> | null = null;

export function getLang(): Lang {
  return lang;
}

/** Loads the shell strings of `next` and switches to it; the app awaits this before its first render. */
export async function loadLang(next: Lang = detectLang()): Promise<void> {
  const strings = await core[next]();
  const hadScreens = screensLoaded !== null;
  lang = next;
  catalog = { ...strings };
  screensLoaded = null;
  if (hadScreens) await loadScreenStrings();
  if (typeof document !== 'undefined') document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
}

/** Loads the other screens' strings once (every screen but home awaits it with its chunk). */
export function loadScreenStrings(): Promise<void> {
  if (!screensLoaded) {
    const forLang = lang;
    screensLoaded = screens[forLang]().then(
      (strings) => {
        if (lang === forLang) catalog = { ...catalog, ...strings };
      },
      (error: unknown) => {
        screensLoaded = null; // a later screen may try again
        throw error;
      },
    );
  }
  return screensLoaded;
}

/** The UI string for `key` in the current language, with its parameters (lib/message.ts: `{name}`, 'one|other' by `n`). */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return message(catalog[key] ?? key, params);
}
