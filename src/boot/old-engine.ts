/**
 * The classic (non-module) script that tells members below the engine floor what to do, instead of
 * an endless spinner. index.html carries it inline, after #root (build/plugins.ts), with a CSP hash
 * like the other inline script. It is hand-written ES5 and needs nothing from the module bundle:
 * it has to run exactly where the bundle cannot.
 *
 * - An engine without module scripts (no `noModule`) or without the floor's newest feature
 *   (floor.ts, FLOOR_PROBE) gets the "please update" message at once. The script then takes the id
 *   off #root, so where the bundle does run (iOS 14 has modules) it finds no root and stays out.
 * - A SyntaxError from one of our own scripts while the boot spinner still shows (a bundle too new
 *   for the engine, whatever the probe said) gets the same message.
 * - If the spinner (or home's prerendered markup, which does nothing before the app takes it over) is
 *   still there after `timeoutMs` (the app never mounted: a network that dropped
 *   the bundle, an engine that fails some other way), a gentler message with a reload button. It
 *   does not take the id: if the app mounts after all, it replaces the message.
 */
import { FLOOR, FLOOR_PROBE } from './floor.ts';
import { BOOT_MARK } from '../lib/boot-contract.ts';

/** Both languages at once: the member's catalog is part of what may not load. */
export const OLD_ENGINE_TEXT = {
  zh: `此页面需要较新的系统才能打开。请将微信更新到最新版本；iPhone 还需将 iOS 更新到 ${FLOOR.ios} 或以上（设置 › 通用 › 软件更新）。`,
  en: `This page needs a newer system. Please update WeChat to the latest version; on iPhone, also update iOS to ${FLOOR.ios} or later (Settings › General › Software Update).`,
};
export const SLOW_START_TEXT = {
  zh: '页面长时间未能打开。请检查网络后重新加载；如仍无法打开，请将微信和手机系统更新到最新版本。',
  en: "This page is taking too long to open. Check your network and reload. If it still does not open, update WeChat and your phone's system.",
};
export const RELOAD_TEXT = '重新加载 Reload';

/** Long enough for a slow 3G first visit (about 3 s today), short enough not to look hung. */
export const SLOW_START_MS = 15_000;

export interface OldEngineOptions {
  /** Where the build's scripts are served from (Vite's base + 'assets/'): SyntaxErrors from elsewhere are not ours. */
  assets: string;
  timeoutMs?: number;
}

export function oldEngineScript({ assets, timeoutMs = SLOW_START_MS }: OldEngineOptions): string {
  const j = JSON.stringify;
  return [
    '(function(d,w,A,T){',
    "var r=d.getElementById('root');",
    // The boot spinner, or home's prerendered markup (home-shell.ts marks it), still showing means the app has not mounted.
    `function booting(){return r.id==='root'&&!!r.querySelector('.boot,[${BOOT_MARK}]')}`,
    'function show(slow){',
    "var m=d.createElement('div'),t=slow?",
    `[${j(SLOW_START_TEXT.zh)},${j(SLOW_START_TEXT.en)}]:[${j(OLD_ENGINE_TEXT.zh)},${j(OLD_ENGINE_TEXT.en)}];`,
    "m.className='boot-old';m.setAttribute('role','alert');",
    "for(var i=0;i<2;i++){var p=d.createElement('p');p.lang=i?'en':'zh-CN';p.textContent=t[i];m.appendChild(p)}",
    `if(slow){var b=d.createElement('button');b.type='button';b.textContent=${j(RELOAD_TEXT)};`,
    "b.addEventListener('click',function(){location.reload()});m.appendChild(b)}",
    "else{r.removeAttribute('id')}",
    "r.innerHTML='';r.appendChild(m)}",
    'if(!r)return;',
    'var C=w.CSS;',
    `if(!('noModule' in d.createElement('script'))||!(C&&C.supports&&C.supports(${j(FLOOR_PROBE[0])},${j(FLOOR_PROBE[1])}))){show(0);return}`,
    "w.addEventListener('error',function(e){",
    "if(booting()&&String(e.filename||'').indexOf(A)>=0&&(e.error instanceof SyntaxError||/SyntaxError/.test(e.message||'')))show(0)",
    '});',
    'setTimeout(function(){if(booting())show(1)},T)',
    `})(document,window,${j(assets)},${timeoutMs})`,
  ].join('');
}
