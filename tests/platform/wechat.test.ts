import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  JS_API_LIST,
  SDK_WAIT_MS,
  closeWindow,
  configure,
  loadSdk,
  locate,
  pay,
  resetPlatformForTests,
  scan,
  setShare,
  signatureUrl,
} from '../../src/platform/wechat';
import { setSignatureSource } from '../../src/platform/signature';
import { $toast } from '../../src/ui/toast/toast';
import { installFakeWx, sign } from '../helpers/fake-wx';

const payParams = { appId: 'wx1', timestamp: '1700000000', nonceStr: 'n', packageStr: 'prepay_id=P1', signType: 'RSA', paySign: 'sig' };

beforeEach(() => resetPlatformForTests());
afterEach(() => {
  delete window.wx;
  delete window.WeixinJSBridge;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the WeChat adapter', () => {
  it('configures the SDK with the app jsApiList and resolves on ready', async () => {
    const wx = installFakeWx();
    await expect(configure(sign)).resolves.toBe(wx);
    expect(wx.config).toHaveBeenCalledWith({ debug: false, ...sign, jsApiList: JS_API_LIST });
    expect(JS_API_LIST).toEqual(expect.arrayContaining(['scanQRCode', 'getLocation', 'closeWindow', 'updateAppMessageShareData']));
  });

  it('rejects a failed config although wx.ready still runs (only wx.error tells failure)', async () => {
    installFakeWx({ configFails: true });
    await expect(configure(sign)).rejects.toThrow('WeChat features are unavailable right now');
  });

  it('a re-config waits for a late wx.error although ready runs at once (jweixin 1.6 after a completed config)', async () => {
    vi.useFakeTimers();
    const wx = installFakeWx({ configFails: true });
    const first = configure(sign).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toBeInstanceOf(Error);
    // the SDK is now 'ready': ready callbacks run at once; this config's error comes 500 ms later
    let errorHandler: ((r: { errMsg?: string }) => void) | undefined;
    wx.error.mockImplementation((fn: (r: { errMsg?: string }) => void) => (errorHandler = fn));
    wx.ready.mockImplementation((fn: () => void) => fn());
    wx.config.mockImplementation(() => setTimeout(() => errorHandler?.({ errMsg: 'config:invalid signature' }), 500));
    const second = configure(sign).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await second).toBeInstanceOf(Error);
  });

  it('an SDK that never calls ready or error (the genuine one outside WeChat): config gives up after its time limit, and a scan then says at once that WeChat is unavailable', async () => {
    vi.useFakeTimers();
    installFakeWx({ silent: true });
    setSignatureSource(async () => sign);
    const config = configure(sign).catch((e: Error & { reason?: string }) => e);
    await vi.advanceTimersByTimeAsync(SDK_WAIT_MS);
    const error = await config;
    expect(error).toMatchObject({ reason: 'unavailable', message: 'WeChat features are not available here, please open this page in WeChat' });
    await expect(scan()).rejects.toMatchObject({ reason: 'unavailable', message: 'WeChat features are not available here, please open this page in WeChat' });
  });

  it('a scan while the SDK has not answered waits at most the time limit, then is unavailable (the button is never locked for good)', async () => {
    vi.useFakeTimers();
    installFakeWx({ silent: true });
    setSignatureSource(async () => sign);
    const scanned = scan().catch((e: Error & { reason?: string }) => e);
    await vi.advanceTimersByTimeAsync(SDK_WAIT_MS);
    expect(await scanned).toMatchObject({ reason: 'unavailable' });
  });

  it('an SDK script that never finishes loading is unavailable after the same time limit', async () => {
    vi.useFakeTimers();
    vi.stubEnv('VITE_WX_SDK_URL', '/never.js');
    // The script tag goes nowhere: neither load nor error ever comes.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const config = configure(sign).catch((e: Error & { reason?: string }) => e);
    await vi.advanceTimersByTimeAsync(SDK_WAIT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await config).toMatchObject({ reason: 'unavailable', message: 'WeChat features are not available here, please open this page in WeChat' });
    vi.unstubAllEnvs();
  });

  it('a ready that comes after the time limit (a very slow network inside WeChat) still makes WeChat features work', async () => {
    vi.useFakeTimers();
    const wx = installFakeWx({ silent: true });
    let readyFn: (() => void) | undefined;
    wx.ready.mockImplementation((fn: () => void) => {
      readyFn = fn;
    });
    const config = configure(sign).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(SDK_WAIT_MS);
    expect(await config).toBeInstanceOf(Error);
    readyFn?.();
    await vi.advanceTimersByTimeAsync(1);
    wx.scanQRCode.mockImplementation((o: { success: (r: { resultStr: string }) => void }) => o.success({ resultStr: 'QR' }));
    await expect(scan()).resolves.toBe('QR');
  });

  it('signs lazily through the signature source before the first WeChat call', async () => {
    const wx = installFakeWx();
    const source = vi.fn(async () => sign);
    setSignatureSource(source);
    wx.scanQRCode.mockImplementation((o: { success: (r: { resultStr: string }) => void }) => o.success({ resultStr: 'CODE_128,880001' }));
    await expect(scan()).resolves.toBe('CODE_128,880001');
    expect(source).toHaveBeenCalledWith(location.href.split('#')[0]);
    expect(wx.scanQRCode).toHaveBeenCalledWith(expect.objectContaining({ needResult: 1, scanType: ['qrCode', 'barCode'] }));
    await scan();
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('rejects a cancelled scan as cancelled and a failed one with a clear message', async () => {
    const wx = installFakeWx();
    await configure(sign);
    wx.scanQRCode.mockImplementationOnce((o: { cancel: (r: object) => void }) => o.cancel({ errMsg: 'scanQRCode:cancel' }));
    await expect(scan()).rejects.toMatchObject({ reason: 'cancelled' });
    wx.scanQRCode.mockImplementationOnce((o: { fail: (r: object) => void }) => o.fail({ errMsg: 'scanQRCode:fail' }));
    await expect(scan()).rejects.toThrow('Scan failed, please try again');
  });

  it('asks for a GCJ-02 position and sets share data', async () => {
    const wx = installFakeWx();
    await configure(sign);
    wx.getLocation.mockImplementation((o: { type: string; success: (r: object) => void }) => o.success({ latitude: 31.2, longitude: 121.4 }));
    await expect(locate()).resolves.toMatchObject({ latitude: 31.2, longitude: 121.4 });
    expect(wx.getLocation.mock.calls[0][0].type).toBe('gcj02');
    wx.updateAppMessageShareData.mockImplementation((o: { success: () => void }) => o.success());
    const share = { title: 'A card for you', desc: 'tap to claim', link: 'https://x/?state=1', imgUrl: 'https://x/i.png' };
    await setShare(share);
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(share));
  });

  it('outside WeChat: every call fails with a clear message, not a crash', async () => {
    await expect(scan()).rejects.toThrow('Please open this page in WeChat');
    await expect(locate()).rejects.toThrow('Please open this page in WeChat');
    await expect(setShare({ title: '', desc: '', link: '', imgUrl: '' })).rejects.toThrow('Please open this page in WeChat');
  });

  it('closes through WeixinJSBridge, then wx, then window.close', () => {
    const invoke = vi.fn();
    window.WeixinJSBridge = { invoke };
    closeWindow();
    expect(invoke).toHaveBeenCalledWith('closeWindow', {});
    delete window.WeixinJSBridge;
    const wx = installFakeWx();
    closeWindow();
    expect(wx.closeWindow).toHaveBeenCalled();
    delete window.wx;
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    closeWindow();
    expect(close).toHaveBeenCalled();
  });

  it("pays through getBrandWCPayRequest: ':ok' → 'ok', and shows nothing itself (the caller says it)", async () => {
    const invoke = vi.fn((_name: string, _args: object, cb: (r: object) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }));
    window.WeixinJSBridge = { invoke };
    await expect(pay(payParams)).resolves.toBe('ok');
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: 'wx1', timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=P1', signType: 'RSA', paySign: 'sig' },
      expect.any(Function),
    );
    expect($toast.get()).toBeNull();
  });

  for (const [said, outcome] of [
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
    ['something else', 'fail'],
  ]) {
    it(`pays: '${said}' → '${outcome}'`, async () => {
      window.WeixinJSBridge = { invoke: (_n: string, _a: object, cb?: (r: { err_msg: string }) => void) => cb?.({ err_msg: said }) };
      await expect(pay(payParams)).resolves.toBe(outcome);
      expect($toast.get()).toBeNull();
    });
  }

  it('passes a numeric timestamp to WeChat as a string', async () => {
    const invoke = vi.fn((_n: string, _a: object, cb: (r: object) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }));
    window.WeixinJSBridge = { invoke };
    await pay({ ...payParams, timestamp: 1700000001 as unknown as string });
    expect((invoke.mock.calls[0][1] as { timeStamp: unknown }).timeStamp).toBe('1700000001');
  });

  it('waits for WeixinJSBridgeReady before paying', async () => {
    const pending = pay(payParams);
    window.WeixinJSBridge = { invoke: (_n: string, _a: object, cb?: (r: { err_msg: string }) => void) => cb?.({ err_msg: 'get_brand_wcpay_request:ok' }) };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(pending).resolves.toBe('ok');
  });

  it("without a bridge: resolves 'unavailable' after waiting", async () => {
    vi.useFakeTimers();
    const pending = pay(payParams);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(pending).resolves.toBe('unavailable');
  });

  it('loads the SDK script once, and reports a load failure clearly', async () => {
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      appended.push(node as unknown as HTMLScriptElement);
      return node;
    });
    const first = loadSdk();
    const second = loadSdk();
    expect(appended).toHaveLength(1);
    expect(appended[0].src).toContain('jweixin-1.6.0.js');
    appended[0].onerror?.(new Event('error'));
    await Promise.resolve();
    await Promise.resolve();
    expect(appended[1]?.src).toContain('res2.wx.qq.com'); // fallback host
    appended[1].onerror?.(new Event('error'));
    await expect(first).rejects.toThrow('WeChat features failed to load');
    await expect(second).rejects.toThrow('WeChat features failed to load');
  });

  it('signs the page URL without the hash', () => {
    expect(signatureUrl()).toBe(location.href.split('#')[0]);
    expect(signatureUrl()).not.toContain('#');
  });
});
