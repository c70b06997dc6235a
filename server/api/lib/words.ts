/**
 * The two languages the reference backend speaks (issue 15.2): every message and every piece of
 * demo catalogue exists in English and in Chinese, and a request gets the one its Accept-Language
 * prefers. The app sends the header in its own language (api/client.ts), so what the server says
 * reads like the rest of the screen.
 */
import type { Context } from 'hono';

export type Lang = 'en' | 'zh';

/** One text in both languages. */
export interface Words {
  en: string;
  zh: string;
}

/**
 * The language an Accept-Language header prefers among en and zh: the supported tag with the
 * highest q (the first listed on a tie); English when neither is named. `*` counts as English.
 */
export function langOf(header: string | null | undefined): Lang {
  let best: { lang: Lang; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0];
    const lang: Lang | null = primary === 'zh' ? 'zh' : primary === 'en' || primary === '*' ? 'en' : null;
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'en';
}

/** The language of this request. */
export const langOfRequest = (c: Context): Lang => langOf(c.req.header('Accept-Language'));

/** English for 1, the plural otherwise (Chinese has no plural forms). */
export const plural = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`;

/** A catalogue text in the request's language: the Chinese column when it is filled, else the English one. */
export const pick = (lang: Lang, en: string, zh: string | null | undefined): string => (lang === 'zh' && zh ? zh : en);
