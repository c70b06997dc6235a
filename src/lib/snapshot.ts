/**
 * An order keeps its product and address as JSON text (spec §3). Old rows, hand-edited rows or a
 * truncated column must never crash a screen: these parsers take anything and return what can be
 * shown, with '' and [] for the rest.
 */
import type { OrderAddressSnapshot, OrderProductSnapshot } from '../api/types';

function parseObject(value: unknown): Record<string, unknown> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** Picture keys: an array of strings, or one key, or a comma-separated string some backends send. */
export function pictures(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((key): key is string => typeof key === 'string' && key !== '');
  if (typeof value === 'string' && value)
    return value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
  return [];
}

export function parseProductSnapshot(value: unknown): OrderProductSnapshot {
  const o = parseObject(value);
  return { pictures: pictures(o.pictures), name: text(o.name), spec: text(o.spec) };
}

export function parseAddressSnapshot(value: unknown): OrderAddressSnapshot {
  const o = parseObject(value);
  return { name: text(o.name), phone: text(o.phone), address: text(o.address) };
}

/** The URL of an image key served under /oss/ (a full URL or absolute path is used as it is). */
export function ossUrl(key: string): string {
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/') || key.startsWith('data:')) return key;
  return `/oss/${key}`;
}
