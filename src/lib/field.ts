/**
 * Field records (issue 32) before they leave the phone: nothing that could name a member. Messages
 * lose digit runs (phones, card and order numbers), query strings and e-mail addresses; an API path
 * is sent as its route template or not at all; batches are cut to the server's caps.
 */
import type { FieldBatch, FieldRecord } from '../api/types';

/** The server's caps (server/api/modules/field.ts): bytes and records a batch. */
export const FIELD_BATCH_BYTES = 15 * 1024;
export const FIELD_BATCH_RECORDS = 60;
/** Kept in memory a page at most; beyond, new records are dropped. */
export const FIELD_QUEUE_MAX = 240;
const MESSAGE_MAX = 160;

export function scrubMessage(message: string): string {
  return message
    .replace(/\?\S*/g, '?…')
    .replace(/\S+@\S+/g, '…@…')
    .replace(/\d[\d\s-]{3,}\d/g, '#')
    .replace(/\d{4,}/g, '#')
    .slice(0, MESSAGE_MAX);
}

/** `/api/order/list` from the path a call used; null when it carries anything else (an id, a query). */
export function routeTemplate(path: string): string | null {
  return /^\/(?:api|wechat)(?:\/[A-Za-z][A-Za-z-]{0,39}){1,4}$/.test(path) ? path : null;
}

/** The records as JSON bodies each within the caps, in order. */
export function packBatches(build: string, records: FieldRecord[]): string[] {
  const bodies: string[] = [];
  let batch: FieldBatch = { build, records: [] };
  const body = () => JSON.stringify(batch);
  for (const record of records) {
    batch.records.push(record);
    if (batch.records.length > FIELD_BATCH_RECORDS || body().length > FIELD_BATCH_BYTES) {
      batch.records.pop();
      if (batch.records.length) bodies.push(body());
      batch = { build, records: [record] };
      // A single record over the cap (it cannot be: messages are capped) would be dropped, not sent.
      if (body().length > FIELD_BATCH_BYTES) batch.records = [];
    }
  }
  if (batch.records.length) bodies.push(body());
  return bodies;
}
