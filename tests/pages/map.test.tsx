import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MapPicker from '../../src/pages/map/MapPicker';
import { $location } from '../../src/stores';
import { renderScreen } from './fixtures';

const platform = vi.hoisted(() => ({ locate: vi.fn() }));
vi.mock('../../src/platform/wechat', () => platform);
const nav = vi.hoisted(() => ({ backOr: vi.fn() }));
vi.mock('../../src/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/platform/navigation')>()),
  backOr: nav.backOr,
}));

const pick = { module: 'locationPicker', latlng: { lat: 30.2, lng: 120.1 }, poiaddress: 'West Lake Rd 1', poiname: 'Egg Shop', cityname: 'Hangzhou' };

function post(data: unknown, origin = location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

async function openMap() {
  renderScreen('/map', MapPicker);
  return (await screen.findByTitle('Map location picker')) as HTMLIFrameElement;
}

describe('/map', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_MAP_PICKER_URL', '/dev/map-picker.html');
    vi.stubEnv('VITE_MAP_ORIGINS', '');
    platform.locate.mockResolvedValue({ latitude: 30.25, longitude: 120.16 });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it('asks for the position and opens the picker there, in a titled frame', async () => {
    const frame = await openMap();
    expect(platform.locate).toHaveBeenCalledTimes(1);
    const src = new URL(frame.src);
    expect(src.origin).toBe(location.origin);
    expect(src.pathname).toBe('/dev/map-picker.html');
    expect(src.searchParams.get('coord')).toBe('30.25,120.16');
  });

  it('opens the picker without a position when locating fails', async () => {
    platform.locate.mockRejectedValue(new Error('Please open this page in WeChat'));
    const frame = await openMap();
    expect(new URL(frame.src).searchParams.has('coord')).toBe(false);
  });

  it('uses the Tencent picker with key and referer by default', async () => {
    vi.stubEnv('VITE_MAP_PICKER_URL', '');
    vi.stubEnv('VITE_MAP_KEY', 'KEY-1');
    vi.stubEnv('VITE_MAP_REFERER', 'eggcard');
    const frame = await openMap();
    expect(frame.src).toBe('https://apis.map.qq.com/tools/locpicker?search=1&type=1&key=KEY-1&referer=eggcard&policy=1&coord=30.25%2C120.16');
    post(pick, 'https://mapapi.qq.com');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('ignores a pick from a foreign origin', async () => {
    await openMap();
    post(pick, 'https://evil.example.com');
    post(pick, 'https://apis.map.qq.com'); // Tencent's origins do not apply to the stand-in
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    post(pick); // the picker's own origin is heard
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('ignores another module and an echo of the start coord without a place name', async () => {
    await openMap();
    post({ ...pick, module: 'somethingElse' });
    post({ module: 'locationPicker', latlng: { lat: 30.25, lng: 120.16 }, poiaddress: '', poiname: '' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it("hides confirm for 我的位置 ('my location')", async () => {
    await openMap();
    post({ ...pick, poiname: '我的位置', poiaddress: '' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    post(pick);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    post({ ...pick, poiname: 'My location' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('a real pick shows confirm; confirming stores `location` and goes back', async () => {
    await openMap();
    post(pick);
    expect(screen.getByText('Egg Shop')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect($location.get()).toEqual({ poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toEqual({ poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' }));
    // back to the form it was opened from (the form itself when the member landed on /map)
    expect(nav.backOr).toHaveBeenCalledExactlyOnceWith('/address/edit');
  });
});
