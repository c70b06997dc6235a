/**
 * Telemetry records (issue 32) before they leave the phone: nothing that could name a member. Messages
 * keep the error's type and shape, not what they echo (scrubMessage); an API path is sent as its
 * route template or not at all; batches are cut to the server's caps.
 */
import type { TelemetryBatch, TelemetryRecord } from '../api/types';

/** The server's caps (server/api/modules/telemetry.ts): bytes and records a batch. */
export const TELEMETRY_BATCH_BYTES = 15 * 1024;
export const TELEMETRY_BATCH_RECORDS = 60;
/** Kept in memory a page at most; beyond, new records are dropped. */
export const TELEMETRY_QUEUE_MAX = 240;
/** The longest message kept, on the phone and on the server. */
export const TELEMETRY_MESSAGE_MAX = 160;

/**
 * Chinese text (a name, a street with its number): from a Han character to the last wide one (Han,
 * CJK or full-width punctuation), digits and spaces between. A literal: a built RegExp would stay in
 * every build, telemetry or not.
 */
const CHINESE =
  /[\u3400-\u9fff\uf900-\ufaff](?:[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef\d\s]*[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef])?/g;
/** The error's type, kept: 'TypeError: ', 'Uncaught DOMException: '. */
const TYPE = /^(?:Uncaught )?[A-Za-z]*(?:Error|Exception): /;

/**
 * An error's message with nothing that could name a member, in the same words on the phone and on
 * the server (which scrubs again): its type and its words up to a further ':' (what follows one
 * echoes input: 'invalid phone: …'), double-quoted text (JSON.parse quotes what it read), Chinese
 * text, token-like runs (a digit in 16 or more word characters, or base64 JSON: 'eyJ…'), digit runs
 * (phones, card and order numbers), query strings and e-mail addresses each become '…' or '#'.
 * 'TypeError: Cannot read properties of undefined (reading 'x')' stays as it is.
 */
export function scrubMessage(message: string): string {
  const type = TYPE.exec(message)?.[0] ?? '';
  const rest = message.slice(type.length);
  const colon = rest.indexOf(':');
  return (type + (colon < 0 ? rest : `${rest.slice(0, colon)}: …`))
    .replace(/\?\S*/g, '?…')
    .replace(/\S+@\S+/g, '…@…')
    .replace(/"[^"]*"/g, '"…"')
    .replace(CHINESE, '…')
    .replace(/\d[\d\s-]{3,}\d/g, '#')
    .replace(/\d{4,}/g, '#')
    .replace(/[\w+/=.-]{16,}/g, (run) => (/\d/.test(run) || run.startsWith('eyJ') ? '…' : run))
    .replace(/…(?:\s*…)+/g, '…')
    .slice(0, TELEMETRY_MESSAGE_MAX);
}

/** `/api/order/list` from the path a call used; null when it carries anything else (an id, a query). */
export function routeTemplate(path: string): string | null {
  return /^\/(?:api|wechat)(?:\/[A-Za-z][A-Za-z-]{0,39}){1,4}$/.test(path) ? path : null;
}

/** The records as JSON bodies each within the caps, in order. */
export function packBatches(build: string, records: TelemetryRecord[]): string[] {
  const bodies: string[] = [];
  let batch: TelemetryBatch = { build, records: [] };
  const body = () => JSON.stringify(batch);
  for (const record of records) {
    batch.records.push(record);
    if (batch.records.length > TELEMETRY_BATCH_RECORDS || body().length > TELEMETRY_BATCH_BYTES) {
      batch.records.pop();
      if (batch.records.length) bodies.push(body());
      batch = { build, records: [record] };
      // A single record over the cap (it cannot be: messages are capped) would be dropped, not sent.
      if (body().length > TELEMETRY_BATCH_BYTES) batch.records = [];
    }
  }
  if (batch.records.length) bodies.push(body());
  return bodies;
}
