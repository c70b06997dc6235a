import { describe, expect, it } from 'vitest';
import { allowedOrigins, isMyLocation, pickerUrl, readPick } from '../../src/platform/map-picker';

describe('the location picker URL and origins', () => {
  it('defaults to the Tencent picker with key, referer, policy and the coord latitude first', () => {
    const url = pickerUrl({ VITE_MAP_KEY: 'KEY-1', VITE_MAP_REFERER: 'eggcard' }, { latitude: 30.25, longitude: 120.16 });
    expect(url.origin).toBe('https://apis.map.qq.com');
    expect(url.pathname).toBe('/tools/locpicker');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: '1',
      type: '1',
      key: 'KEY-1',
      referer: 'eggcard',
      policy: '1',
      coord: '30.25,120.16',
    });
  });

  it('leaves coord out when the position is unknown', () => {
    expect(pickerUrl({ VITE_MAP_KEY: 'K' }, null).searchParams.has('coord')).toBe(false);
  });

  it('resolves a relative VITE_MAP_PICKER_URL against the page origin', () => {
    const url = pickerUrl({ VITE_MAP_PICKER_URL: '/dev/map-picker.html' }, null, 'http://127.0.0.1:5173');
    expect(url.href).toBe('http://127.0.0.1:5173/dev/map-picker.html');
  });

  it("accepts Tencent's two origins for the Tencent picker, only the stand-in's own otherwise", () => {
    expect(allowedOrigins({}, pickerUrl({}, null)).sort()).toEqual(['https://apis.map.qq.com', 'https://mapapi.qq.com']);
    const standIn = pickerUrl({ VITE_MAP_PICKER_URL: '/dev/map-picker.html' }, null, 'http://127.0.0.1:5173');
    expect(allowedOrigins({}, standIn)).toEqual(['http://127.0.0.1:5173']);
  });

  it('adds the VITE_MAP_ORIGINS list when set', () => {
    const url = pickerUrl({ VITE_MAP_PICKER_URL: 'https://maps.example.com/picker' }, null);
    expect(allowedOrigins({ VITE_MAP_ORIGINS: 'https://a.example.com, https://b.example.com/' }, url)).toEqual([
      'https://maps.example.com',
      'https://a.example.com',
      'https://b.example.com',
    ]);
  });
});

describe('reading a pick from a message', () => {
  const pick = { module: 'locationPicker', latlng: { lat: 30.2, lng: 120.1 }, poiaddress: 'West Lake Rd 1', poiname: 'Egg Shop', cityname: 'Hangzhou' };

  it('takes poiname and poiaddress from a locationPicker message (object or JSON text)', () => {
    expect(readPick(pick)).toEqual({ poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' });
    expect(readPick(JSON.stringify(pick))).toEqual({ poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' });
  });

  it('ignores another module, junk, and an echo of the coord without a place name', () => {
    expect(readPick({ ...pick, module: 'other' })).toBeNull();
    expect(readPick('not json')).toBeNull();
    expect(readPick(null)).toBeNull();
    expect(readPick({ module: 'locationPicker', latlng: { lat: 30.2, lng: 120.1 } })).toBeNull();
    expect(readPick({ module: 'locationPicker', latlng: { lat: 30.2, lng: 120.1 }, poiname: '' })).toBeNull();
  });

  it("treats 我的位置 and 'my location' as the default point", () => {
    expect(isMyLocation('我的位置')).toBe(true);
    expect(isMyLocation('My Location')).toBe(true);
    expect(isMyLocation('Egg Shop')).toBe(false);
  });
});
