/**
 * The only module that touches `window.wx` / `WeixinJSBridge` (see docs/wechat.md).
 * Outside WeChat every call rejects (or resolves false, for pay) with a clear message, never a crash.
 */
import type { JsSign, PayParams } from '../api/types';
import { t } from '../i18n';
import { setSignatureSource, signatureSource } from './signature';
import { landingUrl } from './landing';

type WxCallbacks<R> = {
  success?: (res: R) => void;
  fail?: (res: { errMsg?: string }) => void;
  cancel?: (res: { errMsg?: string }) => void;
  complete?: (res: unknown) => void;
};

export interface Wx {
  config(options: { debug: boolean; appId: string; timestamp: number | string; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (res: { errMsg?: string }) => void): void;
  scanQRCode(options: { needResult: 0 | 1; scanType: string[] } & WxCallbacks<{ resultStr: string }>): void;
  getLocation(options: { type: 'gcj02' | 'wgs84' } & WxCallbacks<Position>): void;
  closeWindow(): void;
  updateAppMessageShareData(options: ShareData & WxCallbacks<unknown>): void;
  openAddress(options: WxCallbacks<WxAddress>): void;
}

interface Bridge {
  invoke(name: string, args: Record<string, unknown>, cb?: (res: { err_msg?: string; errMsg?: string }) => void): void;
  on?(name: string, cb: () => void): void;
}

declare global {
  interface Window {
    wx?: Wx;
    WeixinJSBridge?: Bridge;
  }
}

export interface Position {
  latitude: number;
  longitude: number;
  speed?: number;
  accuracy?: number;
}

export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/**
 * An address from WeChat's address book, under the names the JS-SDK gives the bridge's fields
 * (countryName is the district). Any may be missing.
 */
export interface WxAddress {
  userName?: string;
  telNumber?: string;
  provinceName?: string;
  cityName?: string;
  countryName?: string;
  detailInfo?: string;
}

export const JS_API_LIST = ['scanQRCode', 'getLocation', 'closeWindow', 'updateAppMessageShareData', 'updateTimelineShareData', 'chooseWXPay', 'openAddress'];

const DEFAULT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const FALLBACK_SDK_URL = 'https://res2.wx.qq.com/open/js/jweixin-1.6.0.js';
const BRIDGE_WAIT_MS = 3000;

/** Its field is assigned, not declared as a class field (see ApiError in api/client.ts). */
export class PlatformError extends Error {
  declare readonly reason: 'unavailable' | 'cancelled' | 'failed';

  constructor(message: string, reason: 'unavailable' | 'cancelled' | 'failed') {
    super(message);
    this.name = 'PlatformError';
    this.reason = reason;
  }
}

export function isWeChat(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
}

const isIOS = () => typeof navigator !== 'undefined' && /iPhone|iPad|iPod/i.test(navigator.userAgent);

/** The URL to sign: without the hash; the landing URL on iOS, the current one elsewhere. */
export function signatureUrl(): string {
  return isIOS() && landingUrl() ? landingUrl() : location.href.split('#')[0];
}

function sdkUrl(): string {
  return import.meta.env.VITE_WX_SDK_URL || DEFAULT_SDK_URL;
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(src));
    };
    document.head.appendChild(script);
  });
}

let sdkPromise: Promise<Wx> | null = null;

/** Loads the JS-SDK script once, unless `window.wx` already exists. */
export function loadSdk(): Promise<Wx> {
  if (window.wx) return Promise.resolve(window.wx);
  if (!sdkPromise) {
    const primary = sdkUrl();
    sdkPromise = injectScript(primary)
      .catch(() => (primary === DEFAULT_SDK_URL ? injectScript(FALLBACK_SDK_URL) : Promise.reject()))
      .then(() => {
        if (!window.wx) throw new Error('no wx');
        return window.wx;
      })
      .catch(() => {
        sdkPromise = null; // a later call may try again
        throw new PlatformError(t('platform.sdkLoadFailed'), 'unavailable');
      });
  }
  return sdkPromise;
}

let configured: Promise<Wx> | null = null;
let configAttempts = 0;
/** A config timed out: outside WeChat the genuine SDK never answers, so later calls fail at once. */
let silent = false;
/** The last config ended in `wx.error`: WeChat has refused this page's signature. */
let refused = false;
/** How long a re-config waits for `wx.error` (WeChat checks the signature over the network). */
const RECONFIG_GRACE_MS = 1500;
/** How long a config may go without `ready` or `error`: outside WeChat the genuine SDK calls neither, ever. */
export const SDK_WAIT_MS = 5000;

const unavailable = () => new PlatformError(t('platform.unavailable'), 'unavailable');

/**
 * wx.config with the app's jsApiList. `wx.ready` runs even when config fails; only `wx.error`
 * tells failure, so ready waits one macrotask for a pending error before resolving. Neither within
 * `waitMs` (loading the script included): rejects as unavailable; a late `ready` still counts.
 */
export async function configure(sign: JsSign, waitMs = SDK_WAIT_MS): Promise<Wx> {
  const started = Date.now();
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  const wx = await Promise.race([
    loadSdk(),
    new Promise<never>((_, reject) => {
      loadTimer = setTimeout(() => reject(unavailable()), waitMs);
    }),
  ]).finally(() => clearTimeout(loadTimer));
  // After any config has completed, jweixin 1.6 runs ready callbacks at once: a re-config cannot
  // learn from ready that its signature passed, so it waits a moment for an error first.
  const grace = configAttempts++ === 0 ? 0 : RECONFIG_GRACE_MS;
  const attempt = new Promise<Wx>((resolve, reject) => {
    let failed = false;
    const timer = setTimeout(
      () => {
        silent = true;
        reject(unavailable());
      },
      Math.max(0, waitMs - (Date.now() - started)) + grace,
    );
    wx.error((res) => {
      failed = true;
      refused = true;
      clearTimeout(timer);
      reject(new PlatformError(`${t('platform.configFailed')}${res?.errMsg ? ` (${res.errMsg})` : ''}`, 'failed'));
    });
    wx.ready(() =>
      setTimeout(() => {
        if (failed) return;
        clearTimeout(timer);
        refused = false;
        resolve(wx);
        if (silent) {
          silent = false;
          configured = Promise.resolve(wx);
        }
      }, grace),
    );
    wx.config({
      debug: false,
      appId: sign.appId,
      timestamp: sign.timestamp,
      nonceStr: sign.nonceStr,
      signature: sign.signature,
      jsApiList: JS_API_LIST,
    });
  });
  configured = attempt;
  attempt.catch(() => {
    if (configured === attempt) configured = null;
  });
  return attempt;
}

/** A configured SDK: signs lazily when the page was opened without an OAuth code. */
async function ready(): Promise<Wx> {
  if (configured) return configured;
  if (silent) throw unavailable();
  if (!isWeChat() && !window.wx && !import.meta.env.VITE_WX_SDK_URL) {
    throw new PlatformError(t('platform.notWeChat'), 'unavailable');
  }
  const source = signatureSource();
  if (!source) throw new PlatformError(t('platform.configFailed'), 'unavailable');
  const sign = await source(signatureUrl());
  return configure(sign);
}

function settle<R>(resolve: (r: R) => void, reject: (e: Error) => void, failMessage: string): WxCallbacks<R> {
  return {
    success: resolve,
    fail: (res) => reject(new PlatformError(res?.errMsg ? `${failMessage} (${res.errMsg})` : failMessage, 'failed')),
    cancel: () => reject(new PlatformError(t('platform.cancelled'), 'cancelled')),
  };
}

/** Scans a QR or bar code; resolves with WeChat's raw `resultStr`. */
export async function scan(): Promise<string> {
  const wx = await ready();
  return new Promise<string>((resolve, reject) =>
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode', 'barCode'],
      ...settle<{ resultStr: string }>((res) => resolve(String(res.resultStr ?? '')), reject, t('platform.scanFailed')),
    }),
  );
}

/** The member's position in GCJ-02 (what Tencent Maps uses). */
export async function locate(): Promise<Position> {
  const wx = await ready();
  return new Promise<Position>((resolve, reject) => wx.getLocation({ type: 'gcj02', ...settle<Position>(resolve, reject, t('platform.locateFailed')) }));
}

/** Sets what WeChat's share menu sends (must run after config). */
export async function setShare(data: ShareData): Promise<void> {
  const wx = await ready();
  return new Promise<void>((resolve, reject) =>
    wx.updateAppMessageShareData({ ...data, ...settle<unknown>(() => resolve(), reject, t('platform.configFailed')) }),
  );
}

/**
 * WeChat's address book: the address the member chose, or null when they cancelled it. Rejects as
 * 'unavailable' where there is none to open: outside WeChat or after a refused config at once, an
 * SDK that never answers after its time limit (ready's), and no permission (WeChat's `fail`).
 */
export async function openAddress(): Promise<WxAddress | null> {
  if (refused) throw unavailable();
  const wx = await ready().catch(() => Promise.reject(unavailable()));
  return new Promise<WxAddress | null>((resolve, reject) =>
    wx.openAddress({
      success: (res) => resolve(res ?? {}),
      cancel: () => resolve(null),
      fail: () => reject(unavailable()),
    }),
  );
}

/** `window.close()` does nothing in WeChat: use the bridge, then wx, then the browser's close. */
export function closeWindow(): void {
  try {
    if (window.WeixinJSBridge) {
      window.WeixinJSBridge.invoke('closeWindow', {});
      return;
    }
    if (window.wx) {
      window.wx.closeWindow();
      return;
    }
  } catch {
    // fall through to the browser's own close
  }
  window.close();
}

/** Resolves with the bridge, waiting for `WeixinJSBridgeReady`; null when there is none. */
export function bridge(timeoutMs = BRIDGE_WAIT_MS): Promise<Bridge | null> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(window.WeixinJSBridge ?? null);
    };
    const timer = setTimeout(done, timeoutMs);
    document.addEventListener('WeixinJSBridgeReady', done);
  });
}

/** How a payment ended: WeChat's `ok`, the member's `cancel`, any other `fail`, or no WeChat to ask. */
export type PayOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

/**
 * WeChat Pay. Resolves 'ok' only on `get_brand_wcpay_request:ok` (the server still confirms the
 * payment). Shows nothing: the caller says what happened. Never rejects.
 */
export async function pay(params: PayParams): Promise<PayOutcome> {
  if (!window.WeixinJSBridge && import.meta.env.VITE_WX_SDK_URL) await loadSdk().catch(() => undefined);
  const jsBridge = await bridge();
  if (!jsBridge) return 'unavailable';
  return new Promise<PayOutcome>((resolve) => {
    try {
      jsBridge.invoke(
        'getBrandWCPayRequest',
        {
          appId: params.appId,
          timeStamp: String(params.timestamp),
          nonceStr: params.nonceStr,
          package: params.packageStr,
          signType: params.signType,
          paySign: params.paySign,
        },
        (res) => {
          const said = res?.err_msg ?? res?.errMsg;
          resolve(said === 'get_brand_wcpay_request:ok' ? 'ok' : said === 'get_brand_wcpay_request:cancel' ? 'cancel' : 'fail');
        },
      );
    } catch {
      resolve('fail');
    }
  });
}

/** For tests: forget the loaded and configured SDK. */
export function resetPlatformForTests(): void {
  sdkPromise = null;
  configured = null;
  configAttempts = 0;
  silent = false;
  refused = false;
  setSignatureSource(null);
}
