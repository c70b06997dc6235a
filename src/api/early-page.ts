import { get } from './client';
import type { Decoder } from './decode';
import { takePrefetched } from './prefetch';

/**
 * A list's first page (issue 16, taps): the answer the boot script asked for when the list's route
 * opened (lib/boot-contract.ts EARLY_LISTS), taken once, so the request runs in parallel with the
 * screen's chunk instead of after it; otherwise, or if that answer failed or cannot be read, asked
 * now, and the client reports what is wrong with the second answer (as api/user.ts does for home).
 */
export function firstPage<T>(path: string, decode: Decoder<T>): Promise<T> {
  const early = takePrefetched<unknown>(path);
  const ask = () => get(path, decode);
  return early ? early.then(decode).catch(ask) : ask();
}
