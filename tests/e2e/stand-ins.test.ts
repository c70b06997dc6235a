/**
 * The browser stand-ins behave like what they stand in for (docs/wechat.md): the JS-SDK's
 * config/ready/error quirks and callback shapes, the scan and pay sheets, closeWindow, and the map
 * picker's message. Tested on a bare page of the demo origin, without the app.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JsSign, PayParams } from '../../src/api/types';
import { api, launch, tokenFor, type Journey } from './harness';

const BLANK = '/e2e-blank.html';
const JS_API_LIST = ['scanQRCode', 'getLocation', 'updateAppMessageShareData'];
/** wx.config options signed by the demo server for `url` (JSON, to paste into page scripts). */
async function signedConfig(url: string): Promise<string> {
  const sign = await api<JsSign>(j.baseURL, `/wechat/jsSign?url=${encodeURIComponent(url)}`);
  return JSON.stringify({ debug: false, ...sign, jsApiList: JS_API_LIST });
}
let VALID_CONFIG = '';

let j: Journey;
beforeAll(async () => {
  j = await launch();
  // A page of the demo origin with only the stand-in on it.
  await j.page.route(`${j.baseURL}${BLANK}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>blank</title>' +
        '<script>window.__events=[];document.addEventListener("WeixinJSBridgeReady",function(){__events.push("WeixinJSBridgeReady")})</script>' +
        '<script src="/dev/jweixin.js"></script></head><body><main><h1>blank</h1></main></body></html>',
    }),
  );
  VALID_CONFIG = await signedConfig(`${j.baseURL}${BLANK}`);
});
afterAll(async () => {
  await j?.close();
});
beforeEach(async () => {
  await j.page.goto(BLANK);
  await j.page.waitForFunction('window.__events.length > 0');
});

/** Evaluates a script that calls `done(value)`; resolves with that value. */
function run<T>(script: string): Promise<T> {
  return j.page.evaluate(`new Promise(function (done) { ${script} })`) as Promise<T>;
}

describe('JS-SDK stand-in: config, ready, error', () => {
  it('defines wx, jWeixin and WeixinJSBridge, and fires WeixinJSBridgeReady on document', async () => {
    expect(await j.page.evaluate('[typeof wx.config, window.jWeixin === wx, typeof WeixinJSBridge.invoke, __events]')).toEqual([
      'function',
      true,
      'function',
      ['WeixinJSBridgeReady'],
    ]);
  });

  it('with an empty signature: only the last error handler hears config:invalid signature, and ready still runs after it', async () => {
    const log = await run<string[]>(`
      var log = [];
      wx.error(function () { log.push('first error handler'); });
      wx.error(function (res) { log.push(res.errMsg); });
      wx.ready(function () { log.push('ready'); done(log); });
      wx.config({ debug: false, appId: 'wx0', timestamp: 1, nonceStr: 'n', signature: '', jsApiList: ['scanQRCode'] });
    `);
    expect(log).toEqual(['config:invalid signature', 'ready']);
  });

  /** wx.config on a fresh page: what the (last) error handler and ready saw, in order. */
  const configure = (config: string) =>
    run<string[]>(`
      var log = [];
      wx.error(function (res) { log.push(res.errMsg); });
      wx.ready(function () { log.push('ready'); done(log); });
      wx.config(${config});
    `);

  it('checks appId and the signature over the current URL without its hash (Android)', async () => {
    expect(await configure(await signedConfig(`${j.baseURL}/elsewhere.html`))).toEqual(['config:invalid signature', 'ready']);
    await j.page.goto(BLANK);
    expect(await configure(JSON.stringify({ ...JSON.parse(VALID_CONFIG), appId: 'wx-someone-else' }))).toEqual(['config:invalid appid', 'ready']);
    await j.page.goto(`${BLANK}#/some/route`);
    await j.page.waitForFunction('window.__events.length > 0');
    expect(await configure(VALID_CONFIG)).toEqual(['ready']);
    // WeChat adds a query to shared links: the page must sign the URL it is on.
    await j.page.goto(BLANK);
    await j.page.evaluate("history.replaceState(null, '', '?from=singlemessage&isappinstalled=0')");
    expect(await configure(VALID_CONFIG)).toEqual(['config:invalid signature', 'ready']);
  });

  it('like jweixin 1.6: after a first config, ready runs at once; an error handler added after an unhandled failure is called at once', async () => {
    const log = await run<string[]>(`
      var log = [];
      wx.config(${JSON.stringify({ ...JSON.parse(VALID_CONFIG), signature: 'wrong' })});
      wx.ready(function () {
        log.push('first ready');
        wx.error(function (res) { log.push('late handler: ' + res.errMsg); });
        wx.config(${VALID_CONFIG});
        wx.ready(function () { log.push('second ready, at once'); done(log); });
      });
    `);
    expect(log).toEqual(['first ready', 'late handler: config:invalid signature', 'second ready, at once']);
  });

  it('after a failed config, APIs fail with permission denied', async () => {
    const res = await run<{ errMsg: string }>(`
      wx.config({ debug: false, appId: 'wx0', timestamp: 1, nonceStr: 'n', signature: '', jsApiList: ['getLocation'] });
      wx.ready(function () { wx.getLocation({ type: 'gcj02', fail: done, success: done }); });
    `);
    expect(res.errMsg).toBe('getLocation:permission denied');
  });

  it('ready registered after a successful config runs at once; an API outside jsApiList is denied', async () => {
    const res = await run<unknown[]>(`
      wx.config(${VALID_CONFIG});
      wx.ready(function () {
        var order = [];
        wx.ready(function () { order.push('late ready'); });
        wx.closeWindow && order.push('sync');
        wx.updateTimelineShareData({ title: 't', fail: function (r) { order.push(r.errMsg); done(order); } });
      });
    `);
    expect(res).toEqual(['late ready', 'sync', 'updateTimelineShareData:permission denied']);
  });

  it('getLocation answers GCJ-02 coordinates with errMsg getLocation:ok; share data is kept on window.__wxShare', async () => {
    const res = await run<{ loc: Record<string, unknown>; share: unknown; shareRes: { errMsg: string } }>(`
      wx.config(${VALID_CONFIG});
      wx.ready(function () {
        wx.getLocation({ type: 'gcj02', success: function (loc) {
          wx.updateAppMessageShareData({ title: 'T', desc: 'D', link: location.href, imgUrl: '/i.png',
            success: function (shareRes) { done({ loc: loc, share: window.__wxShare, shareRes: shareRes }); } });
        } });
      });
    `);
    expect(res.loc).toMatchObject({ errMsg: 'getLocation:ok', latitude: 31.230416, longitude: 121.473701 });
    expect(res.share).toEqual({ title: 'T', desc: 'D', link: `${j.baseURL}${BLANK}`, imgUrl: '/i.png' });
    expect(res.shareRes.errMsg).toBe('updateAppMessageShareData:ok');
  });
});

describe('JS-SDK stand-in: scanQRCode sheet', () => {
  const scan = () =>
    j.page.evaluate(`
      void (window.__scan = new Promise(function (done) {
        // Once per page: a second config would leave APIs denied until it verifies (see above).
        if (!window.__configured) wx.config(${VALID_CONFIG});
        window.__configured = true;
        wx.ready(function () {
          wx.scanQRCode({ needResult: 1, scanType: ['qrCode', 'barCode'], success: done, cancel: done, fail: done });
        });
      }));
    `);

  it('OK answers the typed text as resultStr (a barcode with its format prefix), Cancel answers cancel', async () => {
    await scan();
    const dialog = j.page.getByRole('dialog', { name: 'Scan (stand-in)' });
    await dialog.waitFor();
    await j.screenshot('stand-in-scan');
    expect(await j.axe({ include: '[data-wx-standin]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Enter a card number');
    await dialog.getByLabel('Card number or code text').fill('8866000000000101');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await j.page.evaluate('window.__scan')).toEqual({ errMsg: 'scanQRCode:ok', resultStr: '8866000000000101' });

    await scan();
    await dialog.getByLabel('Card number or code text').fill('10V1BLH100261');
    await dialog.getByLabel('Code type').selectOption('bar');
    await dialog.getByLabel('Card number or code text').press('Enter');
    expect(await j.page.evaluate('window.__scan')).toEqual({ errMsg: 'scanQRCode:ok', resultStr: 'CODE_128,10V1BLH100261' });

    await scan();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await j.page.evaluate('window.__scan')).toEqual({ errMsg: 'scanQRCode:cancel' });
    expect(await dialog.count()).toBe(0);
  });

  it('Escape cancels too', async () => {
    await scan();
    await j.page.getByRole('dialog').waitFor();
    await j.page.keyboard.press('Escape');
    expect(await j.page.evaluate('window.__scan')).toEqual({ errMsg: 'scanQRCode:cancel' });
  });
});

describe('JS-SDK stand-in: closeWindow', () => {
  it('wx.closeWindow and WeixinJSBridge closeWindow cover the page and set window.__wxClosed', async () => {
    await j.page.evaluate("WeixinJSBridge.invoke('closeWindow', {})");
    expect(await j.page.evaluate('window.__wxClosed')).toBe(true);
    await j.page.getByRole('alertdialog', { name: 'Window closed' }).waitFor();
    await j.page.goto(BLANK);
    await j.page.evaluate('wx.closeWindow()');
    expect(await j.page.evaluate('window.__wxClosed')).toBe(true);
  });
});

describe('WeixinJSBridge getBrandWCPayRequest: the pay sheet', () => {
  async function pendingTopUp(): Promise<{ params: PayParams; prepayId: string }> {
    const token = await tokenFor(j.baseURL, 'demo-member');
    const [combo] = await api<{ id: number }[]>(j.baseURL, '/api/combo/list', { token });
    const id = await api<number>(j.baseURL, '/api/combo/create', { token, body: { comboId: combo!.id, cardNo: '8866000000000001' } });
    const params = await api<PayParams>(j.baseURL, '/api/pay/combo', { token, body: { id } });
    return { params, prepayId: params.packageStr.replace('prepay_id=', '') };
  }
  const invoke = (params: PayParams) =>
    j.page.evaluate(
      `void (window.__pay = new Promise(function (done) {
        WeixinJSBridge.invoke('getBrandWCPayRequest', ${JSON.stringify({
          appId: params.appId,
          timeStamp: String(params.timestamp),
          nonceStr: params.nonceStr,
          package: params.packageStr,
          signType: params.signType,
          paySign: params.paySign,
        })}, done);
      }))`,
    );

  it('shows the amount and description; Pay tells the server and answers get_brand_wcpay_request:ok', async () => {
    const { params, prepayId } = await pendingTopUp();
    const info = await api<{ amount: number; description: string }>(j.baseURL, `/dev/pay/info?prepayId=${prepayId}`);
    await invoke(params);
    const sheet = j.page.getByRole('dialog', { name: 'WeChat Pay (stand-in)' });
    await sheet.waitFor();
    await expect.poll(() => sheet.textContent()).toContain(`¥${info.amount.toFixed(2)}`);
    expect(await sheet.textContent()).toContain(info.description);
    await j.screenshot('stand-in-pay');
    expect(await j.axe({ include: '[data-wx-standin]' })).toEqual([]);
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(await j.page.evaluate('window.__pay')).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    await expect(api(j.baseURL, `/dev/pay/info?prepayId=${prepayId}`)).rejects.toThrow(/already paid/);
  });

  it('Cancel answers :cancel and the fail button :fail, each reported to the server', async () => {
    const first = await pendingTopUp();
    await invoke(first.params);
    await j.page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await j.page.evaluate('window.__pay')).toEqual({ err_msg: 'get_brand_wcpay_request:cancel' });
    await expect(api(j.baseURL, `/dev/pay/info?prepayId=${first.prepayId}`)).rejects.toThrow(/closed/);

    const second = await pendingTopUp();
    await invoke(second.params);
    await j.page.getByRole('button', { name: 'Make the payment fail' }).click();
    expect(await j.page.evaluate('window.__pay')).toEqual({ err_msg: 'get_brand_wcpay_request:fail' });
  });

  it.each(['cancel', 'fail'])("'Paid, but WeChat reports %s' pays (the server reads it paid) and answers :%s to the page", async (reported) => {
    const { params, prepayId } = await pendingTopUp();
    await invoke(params);
    await j.page.getByRole('button', { name: `Paid, but WeChat reports ${reported}` }).click();
    expect(await j.page.evaluate('window.__pay')).toEqual({ err_msg: `get_brand_wcpay_request:${reported}` });
    await expect(api(j.baseURL, `/dev/pay/info?prepayId=${prepayId}`)).rejects.toThrow(/already paid/);
  });

  it('a numeric timeStamp or an unknown prepay id fails, as on a phone', async () => {
    await j.page.evaluate(`void (window.__pay = new Promise(function (done) {
      WeixinJSBridge.invoke('getBrandWCPayRequest', { appId: 'wx0', timeStamp: 1, nonceStr: 'n', package: 'prepay_id=x', signType: 'MD5', paySign: 'S' }, done);
    }))`);
    expect(await j.page.evaluate('window.__pay')).toMatchObject({ err_msg: 'get_brand_wcpay_request:fail' });
    await j.page.evaluate(`void (window.__pay = new Promise(function (done) {
      WeixinJSBridge.invoke('getBrandWCPayRequest', { appId: 'wx0', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=nope', signType: 'MD5', paySign: 'S' }, done);
    }))`);
    await j.page.getByRole('button', { name: 'Close' }).click();
    expect(await j.page.evaluate('window.__pay')).toMatchObject({ err_msg: 'get_brand_wcpay_request:fail' });
  });
});

describe('map picker stand-in', () => {
  beforeEach(async () => {
    await j.page.evaluate(`
      window.__picks = [];
      window.addEventListener('message', function (e) { __picks.push({ origin: e.origin, data: e.data }); });
      var frame = document.createElement('iframe');
      frame.title = 'picker';
      frame.style.cssText = 'width:375px;height:600px;border:0';
      frame.src = '/dev/map-picker.html?coord=31.2,121.4';
      document.body.appendChild(frame);
    `);
  });

  it("posts Tencent's locationPicker message for a place, and 我的位置 at the given coord for 'my location'", async () => {
    const frame = j.page.frameLocator('iframe[title=picker]');
    await frame.getByRole('button', { name: /人民广场/ }).click();
    await frame.getByRole('button', { name: /我的位置/ }).click();
    await expect.poll(() => j.page.evaluate('__picks.length')).toBe(2);
    expect(await j.page.evaluate('__picks')).toEqual([
      {
        origin: j.baseURL,
        data: {
          module: 'locationPicker',
          latlng: { lat: 31.230416, lng: 121.473701 },
          poiaddress: '上海市黄浦区人民大道120号',
          poiname: '人民广场',
          cityname: '上海市',
        },
      },
      { origin: j.baseURL, data: { module: 'locationPicker', latlng: { lat: 31.2, lng: 121.4 }, poiaddress: '', poiname: '我的位置', cityname: '上海市' } },
    ]);
  });

  it('filters places by the search box and passes axe', async () => {
    await j.page.goto('/dev/map-picker.html?coord=31.2,121.4');
    await j.page.getByLabel('Search places').fill('Hongqiao');
    expect(await j.page.getByRole('button').allTextContents()).toEqual([expect.stringContaining('我的位置'), expect.stringContaining('上海虹桥站')]);
    await j.page.getByLabel('Search places').fill('');
    await j.screenshot('stand-in-map-picker');
    expect(await j.axe()).toEqual([]);
  });
});
