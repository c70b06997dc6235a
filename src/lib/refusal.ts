/**
 * What the member reads when the server refuses a call (issue 15.2): the app's own words for the
 * codes it knows ('refusal.' + errCode in the catalog: a request the app got wrong, something
 * missing, too few eggs, a failed sign-in, a server fault), else the server's message (the reference
 * backend says it in the member's language: api/client.ts sends Accept-Language), unless that names
 * an API field ("productNumber must be at most 999"), which no member should read.
 */
import { t, type MessageKey } from '../i18n';

/** A camelCase identifier: how the API's fields are named (productNumber, cardNo, shipDate, …). */
const FIELD_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b/;

/** The catalog's text for `key`, or '' when it has none (t() answers the key itself). */
const known = (key: string): string => {
  const text = t(key as MessageKey);
  return text === key ? '' : text;
};

export function refusalText(code: string | null, said: string): string {
  return (code && known(`refusal.${code}`)) || (FIELD_NAME.test(said) ? known('refusal.param.invalid') || t('net.malformed') : said);
}
