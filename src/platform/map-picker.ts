/**
 * The embedded location picker (docs/wechat.md, Tencent Maps): where it lives, which origins may
 * talk to /map, and what counts as a pick.
 */
import type { LocationPick } from '../api/types';

export const TENCENT_PICKER = 'https://apis.map.qq.com/tools/locpicker';
/** Tencent's picker posts from its inner page's origin as well as its own. */
export const TENCENT_ORIGINS = ['https://apis.map.qq.com', 'https://mapapi.qq.com'];

export interface PickerEnv {
  VITE_MAP_PICKER_URL?: string;
  VITE_MAP_KEY?: string;
  VITE_MAP_REFERER?: string;
  VITE_MAP_ORIGINS?: string;
}

export interface Coord {
  latitude: number;
  longitude: number;
}

const pageOrigin = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/** The picker URL: VITE_MAP_PICKER_URL (relative resolves against the page origin) or Tencent's, with coord when known. */
export function pickerUrl(env: PickerEnv, coord: Coord | null, origin = pageOrigin()): URL {
  let url: URL;
  if (env.VITE_MAP_PICKER_URL) {
    url = new URL(env.VITE_MAP_PICKER_URL, origin);
  } else {
    url = new URL(TENCENT_PICKER);
    url.searchParams.set('search', '1');
    url.searchParams.set('type', '1');
    url.searchParams.set('key', env.VITE_MAP_KEY ?? '');
    url.searchParams.set('referer', env.VITE_MAP_REFERER ?? '');
    url.searchParams.set('policy', '1');
  }
  if (coord && Number.isFinite(coord.latitude) && Number.isFinite(coord.longitude)) {
    url.searchParams.set('coord', `${coord.latitude},${coord.longitude}`); // GCJ-02, latitude first
  }
  return url;
}

const isTencent = (url: URL) => TENCENT_ORIGINS.includes(url.origin);

/** The picker's own origin, plus VITE_MAP_ORIGINS when set, else Tencent's two when it is Tencent's. */
export function allowedOrigins(env: PickerEnv, url: URL): string[] {
  const extra = env.VITE_MAP_ORIGINS
    ? env.VITE_MAP_ORIGINS.split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : isTencent(url)
      ? TENCENT_ORIGINS
      : [];
  return Array.from(new Set([url.origin, ...extra]));
}

/** A pick from a `message` event's data, or null: module 'locationPicker' with a place name. */
export function readPick(data: unknown): (LocationPick & { latlng?: { lat: number; lng: number } }) | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const msg = value as Record<string, unknown>;
  if (msg.module !== 'locationPicker') return null;
  // An echo of the coord passed on load carries no place name: not a pick.
  if (typeof msg.poiname !== 'string' || !msg.poiname.trim()) return null;
  return {
    poiname: msg.poiname,
    poiaddress: typeof msg.poiaddress === 'string' ? msg.poiaddress : '',
  };
}

/** The picker's default point: 我的位置 (or its English translation). Not a place to confirm. */
export function isMyLocation(name: string): boolean {
  const n = name.trim();
  return n === '我的位置' || n.toLowerCase() === 'my location';
}
