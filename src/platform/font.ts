/**
 * Android WeChat scales text with the user's WeChat font setting; ask it not to, now and whenever
 * the setting changes (iOS is handled by `text-size-adjust` in CSS). Kept apart from wechat.ts so
 * the first render does not wait for the whole adapter.
 */
export function keepFontSize(): void {
  const apply = () => {
    const bridge = window.WeixinJSBridge;
    if (!bridge) return;
    try {
      bridge.invoke('setFontSizeCallback', { fontSize: 0 });
      bridge.on?.('menu:setfont', () => bridge.invoke('setFontSizeCallback', { fontSize: 0 }));
    } catch {
      // older WeChat: nothing to do
    }
  };
  if (window.WeixinJSBridge) apply();
  else document.addEventListener('WeixinJSBridgeReady', apply, { once: true });
}
