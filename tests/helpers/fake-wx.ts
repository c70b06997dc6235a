import { vi } from 'vitest';
import type { Wx } from '../../src/platform/wechat';

/**
 * A JS-SDK double with the real SDK's quirks: ready runs even when config failed. `silent`: config
 * never calls back, as the genuine SDK outside WeChat (it waits for a WeixinJSBridge that never comes).
 */
export function installFakeWx(opts: { configFails?: boolean; silent?: boolean } = {}) {
  let errorHandler: ((res: { errMsg?: string }) => void) | null = null;
  const readyQueue: (() => void)[] = [];
  let configured = false;
  const wx = {
    config: vi.fn(() => {
      if (opts.silent) return;
      setTimeout(() => {
        if (opts.configFails) errorHandler?.({ errMsg: 'config:invalid signature' });
        configured = true;
        for (const fn of readyQueue.splice(0)) fn();
      }, 0);
    }),
    ready: vi.fn((fn: () => void) => (configured ? fn() : readyQueue.push(fn))),
    error: vi.fn((fn: (res: { errMsg?: string }) => void) => {
      errorHandler = fn; // the real SDK keeps only the last handler
    }),
    scanQRCode: vi.fn(),
    getLocation: vi.fn(),
    closeWindow: vi.fn(),
    updateAppMessageShareData: vi.fn(),
    openAddress: vi.fn(),
  };
  window.wx = wx as unknown as Wx;
  return wx;
}

export const sign = { appId: 'wx1', timestamp: 1700000000, nonceStr: 'n', signature: 's' };
