/**
 * WeChat's address book through the adapter (issue 47.1): openAddress in the config's jsApiList,
 * the chosen address as the SDK hands it over, cancel as null, and "unavailable" for no permission, a
 * refused config, outside WeChat and an SDK that never answers — never a hang.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JS_API_LIST, SDK_WAIT_MS, configure, openAddress, resetPlatformForTests } from '../../src/platform/wechat';
import { setSignatureSource } from '../../src/platform/signature';
import { installFakeWx, sign } from '../helpers/fake-wx';

type Options = { success?: (r: object) => void; cancel?: (r: object) => void; fail?: (r: object) => void };
const CHOSEN = {
  errMsg: 'openAddress:ok',
  userName: '张三',
  telNumber: '+86 138 0013 8000',
  provinceName: '上海市',
  cityName: '上海市',
  countryName: '浦东新区',
  detailInfo: '世纪大道88号',
  postalCode: '200120',
  nationalCode: '310115',
};

beforeEach(() => resetPlatformForTests());
afterEach(() => {
  delete window.wx;
  vi.useRealTimers();
});

describe("the WeChat adapter's address book", () => {
  it('asks wx.config for openAddress', async () => {
    const wx = installFakeWx();
    await configure(sign);
    expect(JS_API_LIST).toContain('openAddress');
    expect((wx.config.mock.calls[0] as unknown as [{ jsApiList: string[] }])[0].jsApiList).toContain('openAddress');
  });

  it('resolves with the address the member chose, as the SDK names its fields', async () => {
    const wx = installFakeWx();
    await configure(sign);
    wx.openAddress.mockImplementation((o: Options) => o.success?.(CHOSEN));
    await expect(openAddress()).resolves.toEqual(CHOSEN);
  });

  it('resolves null when the member cancels (openAddress:cancel)', async () => {
    const wx = installFakeWx();
    await configure(sign);
    wx.openAddress.mockImplementation((o: Options) => o.cancel?.({ errMsg: 'openAddress:cancel' }));
    await expect(openAddress()).resolves.toBeNull();
  });

  it("is unavailable when WeChat refuses it (the account has no address permission: 'fail')", async () => {
    const wx = installFakeWx();
    await configure(sign);
    wx.openAddress.mockImplementation((o: Options) => o.fail?.({ errMsg: 'openAddress:permission denied' }));
    await expect(openAddress()).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('is unavailable at once outside WeChat', async () => {
    await expect(openAddress()).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('is unavailable at once after a refused config, without signing again', async () => {
    const wx = installFakeWx({ configFails: true });
    const source = vi.fn(async () => sign);
    setSignatureSource(source);
    await expect(configure(sign)).rejects.toThrow();
    await expect(openAddress()).rejects.toMatchObject({ reason: 'unavailable' });
    expect(wx.config).toHaveBeenCalledTimes(1);
    expect(source).not.toHaveBeenCalled();
    expect(wx.openAddress).not.toHaveBeenCalled();
  });

  it("is unavailable after the SDK's time limit when the SDK never answers (the genuine one outside WeChat), then at once", async () => {
    vi.useFakeTimers();
    installFakeWx({ silent: true });
    setSignatureSource(async () => sign);
    const first = openAddress().catch((e: Error & { reason?: string }) => e);
    await vi.advanceTimersByTimeAsync(SDK_WAIT_MS - 1);
    let settled = false;
    void first.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toMatchObject({ reason: 'unavailable' });
    await expect(openAddress()).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
