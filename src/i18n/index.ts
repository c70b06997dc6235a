import type { MessageKey } from './en';

export type { MessageKey };
export type Lang = 'en' | 'zh';
export type Catalog = Record<MessageKey, string>;

/** Each language is its own chunk: a member downloads only the one they read. */
const loaders: Record<Lang, () => Promise<Catalog>> = {
  en: () => import('./en').then((m) => m.en),
  zh: () => import('./zh').then((m) => m.zh),
};

/** `navigator.language` starting with `zh` picks Chinese; anything else English. */
export function detectLang(language = typeof navigator === 'undefined' ? '' : navigator.language): Lang {
  return /^zh/i.test(language || '') ? 'zh' : 'en';
}

let lang: Lang = detectLang();
let catalog: Partial<Catalog> = {};

export function getLang(): Lang {
  return lang;
}

/** Loads and switches to `next`; the app awaits this before its first render. */
export async function loadLang(next: Lang = detectLang()): Promise<void> {
  catalog = await loaders[next]();
  lang = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
}

/** The UI string for `key` in the current language, with `{name}` parameters filled in. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalog[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
