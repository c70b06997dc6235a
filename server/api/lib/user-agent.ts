/**
 * The engine a telemetry record came from, read from the request's User-Agent (issue 32): the phone's
 * system and version, WeChat's version, and the browser engine (XWeb or Chrome on Android, WebKit on
 * iOS). Only versions are kept — never the whole string, which can carry a device model.
 */
export interface Engine {
  os: 'iOS' | 'Android' | 'other';
  osVersion: string;
  /** WeChat's version (8.0.47), '' outside WeChat. */
  wechat: string;
  browser: 'XWeb' | 'Chrome' | 'WebKit' | 'Firefox' | 'other';
  browserVersion: string;
  /** What reports group by: "iOS 17", "Android XWeb 116", "Chrome 147", "WebKit 18". */
  label: string;
}

const VERSION = /^[\d.]{1,16}$/;
const clean = (v: string | undefined) => (v && VERSION.test(v) ? v : '');
const major = (v: string) => v.split('.')[0] || '?';

export function engineOf(userAgent: string | undefined): Engine {
  const ua = (userAgent ?? '').slice(0, 512);
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(ua);
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(ua);
  const os: Engine['os'] = ios ? 'iOS' : android ? 'Android' : 'other';
  const osVersion = ios ? clean(ios[2] ? `${ios[1]}.${ios[2]}` : ios[1]) : clean(android?.[1]);
  const wechat = clean(/MicroMessenger\/(\d+\.\d+(?:\.\d+)?)/.exec(ua)?.[1]);
  const chrome = clean(/(?:Headless)?Chrome\/(\d+(?:\.\d+)?)/.exec(ua)?.[1]);
  let browser: Engine['browser'] = 'other';
  let browserVersion = '';
  if (/\bXWEB\//i.test(ua)) [browser, browserVersion] = ['XWeb', chrome];
  else if (chrome && !ios) [browser, browserVersion] = ['Chrome', chrome];
  else if (/Firefox\/(\d+)/.test(ua) && !ios) [browser, browserVersion] = ['Firefox', clean(/Firefox\/(\d+(?:\.\d+)?)/.exec(ua)?.[1])];
  else if (/AppleWebKit\//.test(ua)) [browser, browserVersion] = ['WebKit', ios ? osVersion : clean(/Version\/(\d+(?:\.\d+)?)/.exec(ua)?.[1])];
  const label =
    os === 'iOS'
      ? `iOS ${major(osVersion)}`
      : os === 'Android'
        ? `Android ${browser === 'other' ? '' : `${browser} ${major(browserVersion)}`}`.trim()
        : browser === 'other'
          ? 'other'
          : `${browser} ${major(browserVersion)}`;
  return { os, osVersion, wechat, browser, browserVersion, label };
}
