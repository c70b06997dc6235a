import type { JsSign } from '../api/types';

/** How the adapter gets a JS-SDK signature; set by the app at boot (the adapter knows no API). */
export type SignatureSource = (url: string) => Promise<JsSign>;

let source: SignatureSource | null = null;

export function setSignatureSource(next: SignatureSource | null): void {
  source = next;
}

export function signatureSource(): SignatureSource | null {
  return source;
}
