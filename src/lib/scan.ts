/**
 * What a scanned code says about a membership card. WeChat's scanQRCode answers barcodes as
 * `FORMAT,<text>` (e.g. `CODE_128,10V1BLH100261`) and QR codes as their raw text, which may itself
 * contain commas: only a known format prefix is stripped (see docs/wechat.md).
 */

/** Barcode and 2D formats WeChat (ZXing names) may put before the comma. */
export const SCAN_FORMATS = [
  'QR_CODE',
  'DATA_MATRIX',
  'PDF_417',
  'AZTEC',
  'MAXICODE',
  'CODE_128',
  'CODE_39',
  'CODE_93',
  'CODABAR',
  'EAN_13',
  'EAN_8',
  'ITF',
  'UPC_A',
  'UPC_E',
  'UPC_EAN_EXTENSION',
  'RSS_14',
  'RSS_EXPANDED',
] as const;

const PREFIX = new RegExp(`^(?:${SCAN_FORMATS.join('|')}),`, 'i');

/** Letters and digits, at least one digit, 6–32 long (OAuth `state` allows [A-Za-z0-9] only). */
const CARD_NO = /^(?=[A-Za-z]*\d)[A-Za-z0-9]{6,32}$/;

/** A card number as printed (groups of 4 separated by spaces) or as encoded; null if it is not one. */
function asCardNo(text: string | null | undefined): string | null {
  const compact = (text ?? '').trim().replace(/[\s-]+/g, '');
  return CARD_NO.test(compact) ? compact : null;
}

/** The card number a link carries: query `cardNo`, then `state`, in the query or the hash route, then the last path segment. */
function fromUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  const queries = [url.searchParams, new URLSearchParams(hashQuery)];
  for (const name of ['cardNo', 'state']) {
    for (const query of queries) {
      const value = query.get(name);
      if (value !== null) return asCardNo(value);
    }
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.length ? segments[segments.length - 1] : '';
  try {
    return asCardNo(decodeURIComponent(last));
  } catch {
    return null;
  }
}

/**
 * The membership card number in a scan result: a bare card number, a barcode result
 * (`CODE_128,<number>` and the other known formats), or a URL carrying it. Null for anything else.
 */
export function cardNoFromScan(resultStr: string | null | undefined): string | null {
  if (typeof resultStr !== 'string') return null;
  const text = resultStr.trim().replace(PREFIX, '').trim();
  if (!text) return null;
  return /^https?:\/\//i.test(text) ? fromUrl(text) : asCardNo(text);
}
