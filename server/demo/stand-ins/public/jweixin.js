/*
 * WeChat JS-SDK stand-in for the demo and the browser tests (served at /dev/jweixin.js in demo mode).
 * Same surface as the parts of jweixin-1.6.0 the app uses, with the same quirks (docs/wechat.md):
 * - wx.config checks appId and the signature with the demo server (POST /dev/jssdk/verify) over the
 *   URL WeChat would check: the landing URL on iOS, the current one elsewhere, without #hash;
 * - wx.ready callbacks run after config even when config failed; only wx.error tells failure, and
 *   wx.error keeps just the last handler; once a config has completed, ready callbacks run at once
 *   (also during a later config), and an error handler registered after an unhandled failure is
 *   called at once — the state machine of jweixin 1.6;
 * - every API takes success / fail / cancel / complete, results carry errMsg like 'scanQRCode:ok';
 *   an API not in jsApiList, or called after a failed config, fails with 'name:permission denied';
 * - WeixinJSBridge.invoke('getBrandWCPayRequest', …, cb) answers err_msg
 *   'get_brand_wcpay_request:ok' | ':cancel' | ':fail', after telling the demo server the outcome
 *   (which may differ: paid, but reported to the page as cancel or fail);
 * - wx.openAddress goes through the bridge as 'editAddress', which answers 'edit_address:ok' with the
 *   bridge's field names (proviceFirstStageName…) or 'edit_address:cancel'; the SDK renames them
 *   (provinceName, cityName, countryName, detailInfo, postalCode) before success sees them.
 * The sheets are self-contained (inline styles), keyboard- and screen-reader-usable, fit 320 px.
 * For tests: window.__wxClosed (closeWindow was called), window.__wxShare (last share data).
 * With data-only="bridge" on its script tag it defines only WeixinJSBridge, as WeChat's WebView does
 * on every page before any SDK is loaded.
 * Plain ES2018, no build step.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  // data-only="bridge": what WeChat's WebView injects into every page by itself — WeixinJSBridge,
  // without wx (the demo server adds this tag to index.html; the app loads the full script when it
  // needs wx).
  var bridgeOnly = !!script && script.getAttribute('data-only') === 'bridge';
  if (bridgeOnly ? window.WeixinJSBridge : window.wx && window.wx.__standIn) return;

  var devBase = new URL('./', script && script.src ? script.src : location.origin + '/dev/').href;
  var zh = /^zh/i.test(navigator.language || '');
  var T = zh
    ? {
        scanTitle: '扫一扫（模拟）',
        scanHint: '输入卡号或二维码内容',
        scanKind: '码的类型',
        qr: '二维码（原文）',
        bar: '条形码（CODE_128,…）',
        required: '请输入内容',
        ok: '确定',
        cancel: '取消',
        payTitle: '微信支付（模拟）',
        pay: '支付',
        payFail: '模拟支付失败',
        payLate: '成功，稍后通知服务器',
        payNever: '成功，不通知服务器',
        payReportsCancel: '已支付，但微信返回取消',
        payReportsFail: '已支付，但微信返回失败',
        loading: '加载中…',
        close: '关闭',
        closed: '窗口已关闭',
        closedHint: '页面调用了 closeWindow。刷新即可重新打开。',
        reopen: '重新打开',
      }
    : {
        scanTitle: 'Scan (stand-in)',
        scanHint: 'Card number or code text',
        scanKind: 'Code type',
        qr: 'QR code (raw text)',
        bar: 'Barcode (CODE_128,…)',
        required: 'Enter a card number or code text',
        ok: 'OK',
        cancel: 'Cancel',
        payTitle: 'WeChat Pay (stand-in)',
        pay: 'Pay',
        payFail: 'Make the payment fail',
        payLate: 'Succeed, notify the server late',
        payNever: 'Succeed, never notify the server',
        payReportsCancel: 'Paid, but WeChat reports cancel',
        payReportsFail: 'Paid, but WeChat reports fail',
        loading: 'Loading…',
        close: 'Close',
        closed: 'Window closed',
        closedHint: 'The page called closeWindow. Reload to open it again.',
        reopen: 'Open again',
      };

  // ---------------------------------------------------------------- callbacks, like the real SDK
  function call(name, options, kind, res) {
    options = options || {};
    var result = Object.assign({ errMsg: name + ':' + (kind === 'success' ? 'ok' : kind) }, res || {});
    try {
      if (typeof options[kind] === 'function') options[kind](result);
    } finally {
      if (typeof options.complete === 'function') options.complete(result);
    }
  }

  // ---------------------------------------------------------------- config / ready / error
  var REQUIRED = ['appId', 'timestamp', 'nonceStr', 'signature'];
  // As in jweixin 1.6: `state` 0 until the first config completes, then 1 for good (so later ready
  // callbacks run at once, even while a second config is verifying); -1 when a config failed with no
  // error handler registered, and an error handler registered then is called at once.
  var state = 0;
  var stateData = {};
  var verified = false; // the last config passed: APIs are allowed
  var jsApiList = [];
  var readyQueue = [];
  var errorHandler = null;

  function finishConfig(errMsg) {
    var res = { errMsg: errMsg || 'config:ok' };
    verified = !errMsg;
    state = 1;
    stateData = res;
    if (errMsg) {
      if (errorHandler) errorHandler(res);
      else state = -1;
    }
    var queue = readyQueue;
    readyQueue = [];
    queue.forEach(function (fn) {
      fn();
    });
  }

  function config(options) {
    options = options || {};
    verified = false;
    jsApiList = Array.isArray(options.jsApiList) ? options.jsApiList.slice() : [];
    var errMsg = '';
    for (var i = 0; i < REQUIRED.length; i++) {
      var value = options[REQUIRED[i]];
      if (value === undefined || value === null || String(value).trim() === '') {
        errMsg = REQUIRED[i] === 'signature' ? 'config:invalid signature' : 'config:missing ' + REQUIRED[i];
        break;
      }
    }
    if (!errMsg && !Array.isArray(options.jsApiList)) errMsg = 'config:jsApiList must be an array';
    var url = signedUrl();
    function done(result) {
      if (options.debug) console.log('[wx stand-in] config', options, url, result || 'config:ok');
      finishConfig(result);
    }
    // The real SDK verifies over the network: the outcome always arrives later.
    if (errMsg) return setTimeout(done, 20, errMsg);
    fetchJson('jssdk/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appId: options.appId,
        timestamp: options.timestamp,
        nonceStr: options.nonceStr,
        signature: options.signature,
        url: url,
      }),
    }).then(
      function (data) {
        done(data.errMsg === 'config:ok' ? '' : data.errMsg);
      },
      function () {
        done('config:fail');
      },
    );
  }

  /** iOS WeChat checks the signature against the URL the page landed on, Android against the current one. */
  function signedUrl() {
    if (/iPhone|iPad|iPod/i.test(navigator.userAgent)) {
      var nav = performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
      if (nav && nav.name) return nav.name.split('#')[0];
    }
    return location.href.split('#')[0];
  }

  function ready(fn) {
    if (typeof fn !== 'function') return;
    if (state !== 0) fn();
    else readyQueue.push(fn);
  }

  function error(fn) {
    if (typeof fn !== 'function') return;
    if (state === -1) fn(stateData);
    else errorHandler = fn; // only the last handler is kept
  }

  /** Runs `run` when the API may be used, otherwise fails it the way WeChat does. */
  function guarded(name, options, run) {
    if (!verified || jsApiList.indexOf(name) < 0) {
      setTimeout(function () {
        call(name, options, 'fail', { errMsg: name + ':permission denied' });
      }, 0);
      return;
    }
    run();
  }

  // ---------------------------------------------------------------- sheet UI
  var FONT = 'font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",system-ui,sans-serif;';
  var BUTTON =
    FONT +
    'display:block;width:100%;min-height:48px;margin:8px 0 0;padding:10px 16px;border-radius:8px;' +
    'font-size:17px;font-weight:600;cursor:pointer;box-sizing:border-box;';
  var PRIMARY = BUTTON + 'background:#06793b;color:#fff;border:0;';
  var SECONDARY = BUTTON + 'background:#fff;color:#1a1a1a;border:1px solid #8c8c8c;';
  var LINK = BUTTON + 'background:transparent;color:#a61b1b;border:0;font-weight:400;font-size:15px;min-height:44px;';
  var sheetCount = 0;

  function el(tag, css, text) {
    var node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /**
   * A modal bottom sheet. `build(panel, close)` fills it; close(value) removes it, restores focus
   * and scroll, and resolves the promise. Escape and the backdrop resolve with `dismissValue`.
   */
  function openSheet(title, dismissValue, build) {
    return new Promise(function (resolve) {
      var id = 'wx-standin-' + Math.random().toString(36).slice(2, 8) + '-' + ++sheetCount;
      var previousFocus = document.activeElement;
      var previousOverflow = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';

      var root = el('div', 'position:fixed;inset:0;z-index:2147483000;' + FONT);
      root.setAttribute('data-wx-standin', 'sheet');
      var backdrop = el('div', 'position:absolute;inset:0;background:rgba(0,0,0,.55);');
      var panel = el(
        'div',
        'position:absolute;left:0;right:0;bottom:0;margin:0 auto;max-width:480px;max-height:90vh;overflow:auto;' +
          'background:#f7f7f7;color:#1a1a1a;border-radius:14px 14px 0 0;box-sizing:border-box;' +
          'padding:20px 16px calc(16px + env(safe-area-inset-bottom));box-shadow:0 -4px 24px rgba(0,0,0,.2);',
      );
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-labelledby', id + '-title');
      var heading = el('h2', 'margin:0 0 12px;font-size:18px;font-weight:600;text-align:center;', title);
      heading.id = id + '-title';
      panel.appendChild(heading);

      var closed = false;
      function close(value) {
        if (closed) return;
        closed = true;
        document.removeEventListener('keydown', onKey, true);
        root.remove();
        document.documentElement.style.overflow = previousOverflow;
        if (previousFocus && typeof previousFocus.focus === 'function') {
          try {
            previousFocus.focus();
          } catch (e) {
            /* the element may be gone */
          }
        }
        resolve(value);
      }
      function onKey(event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close(dismissValue);
        } else if (event.key === 'Tab') {
          var focusable = panel.querySelectorAll('button:not([disabled]),input,select');
          if (!focusable.length) return;
          var first = focusable[0];
          var last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          } else if (!panel.contains(document.activeElement)) {
            event.preventDefault();
            first.focus();
          }
        }
      }
      backdrop.addEventListener('click', function () {
        close(dismissValue);
      });
      document.addEventListener('keydown', onKey, true);
      root.appendChild(backdrop);
      root.appendChild(panel);
      build(panel, close);
      document.body.appendChild(root);
      var autofocus = panel.querySelector('[data-autofocus]') || panel.querySelector('button');
      if (autofocus) autofocus.focus();
    });
  }

  function button(label, css, onClick) {
    var b = el('button', css, label);
    b.type = 'button';
    b.addEventListener('click', onClick);
    return b;
  }

  // ---------------------------------------------------------------- scanQRCode
  function scanSheet() {
    return openSheet(T.scanTitle, null, function (panel, close) {
      var form = el('form', 'margin:0;');
      form.noValidate = true;
      var label = el('label', 'display:block;font-size:15px;margin:0 0 6px;', T.scanHint);
      label.htmlFor = 'wx-standin-scan-text';
      var input = el(
        'input',
        FONT + 'display:block;width:100%;box-sizing:border-box;min-height:48px;padding:10px 12px;font-size:17px;' +
          'border:1px solid #8c8c8c;border-radius:8px;background:#fff;color:#1a1a1a;',
      );
      input.id = 'wx-standin-scan-text';
      input.name = 'resultStr';
      input.autocomplete = 'off';
      input.setAttribute('data-autofocus', '');
      input.setAttribute('aria-describedby', 'wx-standin-scan-error');
      var message = el('p', 'margin:6px 0 0;min-height:20px;font-size:14px;color:#a61b1b;');
      message.id = 'wx-standin-scan-error';
      message.setAttribute('role', 'alert');

      var kindLabel = el('label', 'display:block;font-size:15px;margin:8px 0 6px;', T.scanKind);
      kindLabel.htmlFor = 'wx-standin-scan-kind';
      var kind = el(
        'select',
        FONT + 'display:block;width:100%;min-height:44px;font-size:16px;border:1px solid #8c8c8c;border-radius:8px;' +
          'background:#fff;color:#1a1a1a;padding:0 8px;',
      );
      kind.id = 'wx-standin-scan-kind';
      kind.name = 'kind';
      [
        ['qr', T.qr],
        ['bar', T.bar],
      ].forEach(function (o) {
        var option = el('option', '', o[1]);
        option.value = o[0];
        kind.appendChild(option);
      });

      var ok = el('button', PRIMARY, T.ok);
      ok.type = 'submit';
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        var text = input.value.trim();
        if (!text) {
          input.setAttribute('aria-invalid', 'true');
          message.textContent = T.required;
          input.focus();
          return;
        }
        close(kind.value === 'bar' ? 'CODE_128,' + text : text);
      });
      form.appendChild(label);
      form.appendChild(input);
      form.appendChild(message);
      form.appendChild(kindLabel);
      form.appendChild(kind);
      form.appendChild(ok);
      form.appendChild(
        button(T.cancel, SECONDARY, function () {
          close(null);
        }),
      );
      panel.appendChild(form);
    });
  }

  function scanQRCode(options) {
    guarded('scanQRCode', options, function () {
      scanSheet().then(function (resultStr) {
        if (resultStr === null) call('scanQRCode', options, 'cancel');
        else call('scanQRCode', options, 'success', { resultStr: resultStr });
      });
    });
  }

  // ---------------------------------------------------------------- getLocation, share
  // People's Square, Shanghai, in GCJ-02 (what Tencent Maps uses); WGS-84 is about 500 m away.
  var GCJ02 = { latitude: 31.230416, longitude: 121.473701 };
  var WGS84 = { latitude: 31.232378, longitude: 121.469198 };

  function getLocation(options) {
    guarded('getLocation', options, function () {
      var point = options && options.type === 'gcj02' ? GCJ02 : WGS84;
      setTimeout(function () {
        call('getLocation', options, 'success', {
          latitude: point.latitude,
          longitude: point.longitude,
          speed: 0,
          accuracy: 30,
        });
      }, 50);
    });
  }

  function shareSetter(name, key) {
    return function (options) {
      guarded(name, options, function () {
        options = options || {};
        window[key] = { title: options.title, desc: options.desc, link: options.link, imgUrl: options.imgUrl };
        setTimeout(function () {
          call(name, options, 'success');
        }, 0);
      });
    };
  }

  // ---------------------------------------------------------------- closeWindow
  function closeWindow() {
    window.__wxClosed = true;
    if (document.querySelector('[data-wx-standin="closed"]')) return;
    var cover = el(
      'div',
      'position:fixed;inset:0;z-index:2147483600;background:#ededed;color:#1a1a1a;display:flex;flex-direction:column;' +
        'align-items:center;justify-content:center;padding:24px;text-align:center;box-sizing:border-box;' +
        FONT,
    );
    cover.setAttribute('data-wx-standin', 'closed');
    cover.setAttribute('role', 'alertdialog');
    cover.setAttribute('aria-modal', 'true');
    cover.setAttribute('aria-labelledby', 'wx-standin-closed-title');
    var title = el('h2', 'margin:0 0 8px;font-size:22px;', T.closed);
    title.id = 'wx-standin-closed-title';
    cover.appendChild(title);
    cover.appendChild(el('p', 'margin:0 0 16px;font-size:15px;color:#4d4d4d;', T.closedHint));
    var again = button(T.reopen, SECONDARY + 'max-width:240px;', function () {
      location.reload();
    });
    cover.appendChild(again);
    document.body.appendChild(cover);
    again.focus();
  }

  // ---------------------------------------------------------------- address book (openAddress)
  var ADDRESS_T = zh
    ? { title: '微信地址簿（模拟）', cancel: '取消' }
    : { title: 'WeChat address book (stand-in)', cancel: 'Cancel' };
  // As WeChat's bridge holds them; a municipality is its own province and city, phones as members keep them.
  var ADDRESS_BOOK = [
    {
      userName: '陈女士',
      telNumber: '+86 138 0013 8000',
      proviceFirstStageName: '上海市',
      addressCitySecondStageName: '上海市',
      addressCountiesThirdStageName: '浦东新区',
      addressDetailInfo: '世纪大道88号金茂大厦2001室',
      addressPostalCode: '200120',
      nationalCode: '310115',
    },
    {
      userName: '王小明',
      telNumber: '139 1234 5678',
      proviceFirstStageName: '广东省',
      addressCitySecondStageName: '深圳市',
      addressCountiesThirdStageName: '南山区',
      addressDetailInfo: '科苑路15号讯美科技广场3号楼1001',
      addressPostalCode: '518057',
      nationalCode: '440305',
    },
    {
      userName: '欧阳娜娜',
      telNumber: '15012345678',
      proviceFirstStageName: '内蒙古自治区',
      addressCitySecondStageName: '呼和浩特市',
      addressCountiesThirdStageName: '赛罕区',
      addressDetailInfo: '大学东街235号7号楼302',
      addressPostalCode: '010021',
      nationalCode: '150105',
    },
  ];

  function addressSheet() {
    return openSheet(ADDRESS_T.title, null, function (panel, close) {
      ADDRESS_BOOK.forEach(function (entry) {
        var b = button('', SECONDARY + 'text-align:left;font-weight:400;', function () {
          close(entry);
        });
        b.appendChild(el('strong', 'display:block;font-size:16px;', entry.userName + ' ' + entry.telNumber));
        b.appendChild(
          el(
            'span',
            'display:block;font-size:15px;color:#4d4d4d;',
            entry.proviceFirstStageName + ' ' + entry.addressCitySecondStageName + ' ' + entry.addressCountiesThirdStageName + ' ' + entry.addressDetailInfo,
          ),
        );
        panel.appendChild(b);
      });
      panel.appendChild(
        button(ADDRESS_T.cancel, SECONDARY, function () {
          close(null);
        }),
      );
    });
  }

  /** The bridge's editAddress: WeChat's own address book sheet. */
  function editAddress(cb) {
    addressSheet().then(function (entry) {
      if (typeof cb !== 'function') return;
      cb(entry ? Object.assign({ err_msg: 'edit_address:ok' }, entry) : { err_msg: 'edit_address:cancel' });
    });
  }

  /** wx.openAddress: the bridge's answer with the field names the SDK gives (as jweixin 1.6 renames them). */
  function openAddress(options) {
    guarded('openAddress', options, function () {
      window.WeixinJSBridge.invoke('editAddress', {}, function (res) {
        var kind = String(res.err_msg || '').split(':')[1];
        var out = {
          userName: res.userName,
          telNumber: res.telNumber,
          provinceName: res.proviceFirstStageName,
          cityName: res.addressCitySecondStageName,
          countryName: res.addressCountiesThirdStageName,
          detailInfo: res.addressDetailInfo,
          postalCode: res.addressPostalCode,
          nationalCode: res.nationalCode,
        };
        if (kind === 'ok') call('openAddress', options, 'success', out);
        else call('openAddress', options, kind === 'cancel' ? 'cancel' : 'fail');
      });
    });
  }

  // ---------------------------------------------------------------- WeChat Pay
  function payResult(cb, outcome, desc) {
    if (typeof cb !== 'function') return;
    var res = { err_msg: 'get_brand_wcpay_request:' + outcome };
    if (desc) res.err_desc = desc;
    cb(res);
  }

  function fetchJson(path, init) {
    return fetch(devBase + path, init).then(function (response) {
      return response.json().then(function (body) {
        if (!body || body.success !== true) throw new Error((body && body.errMessage) || 'HTTP ' + response.status);
        return body.data;
      });
    });
  }

  function messageSheet(title, text) {
    return openSheet(title, null, function (panel, close) {
      panel.appendChild(el('p', 'margin:0 0 8px;font-size:16px;text-align:center;', text));
      panel.appendChild(
        button(T.close, SECONDARY, function () {
          close(null);
        }),
      );
    });
  }

  function paySheet(info, prepayId) {
    return openSheet(T.payTitle, 'cancel', function (panel, close) {
      var amount = el('p', 'margin:4px 0;font-size:34px;font-weight:600;text-align:center;', '¥' + Number(info.amount).toFixed(2));
      amount.setAttribute('data-wx-standin', 'amount');
      panel.appendChild(amount);
      panel.appendChild(el('p', 'margin:0 0 12px;font-size:15px;color:#4d4d4d;text-align:center;', info.description || ''));
      var status = el('p', 'margin:0;min-height:20px;font-size:14px;color:#a61b1b;text-align:center;');
      status.setAttribute('role', 'status');
      var buttons = [];
      function choose(outcome, notify, reported) {
        return function () {
          buttons.forEach(function (b) {
            b.disabled = true;
          });
          status.textContent = T.loading;
          fetchJson('pay/confirm', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ prepayId: prepayId, outcome: outcome, notify: notify, reported: reported }),
          }).then(
            function (data) {
              close({ outcome: data.reported });
            },
            function (e) {
              close({ outcome: 'fail', desc: e.message });
            },
          );
        };
      }
      buttons.push(button(T.pay, PRIMARY, choose('ok')));
      buttons.push(button(T.cancel, SECONDARY, choose('cancel')));
      buttons.push(button(T.payFail, LINK, choose('fail')));
      // WeChat tells the page ok while the merchant's server learns it from a notification, later or not at all.
      buttons.push(button(T.payLate, LINK, choose('ok', 'later')));
      buttons.push(button(T.payNever, LINK, choose('ok', 'never')));
      // Nor is WeChat's cancel or fail proof: a payment that went through may reach the page as either.
      buttons.push(button(T.payReportsCancel, LINK, choose('ok', 'now', 'cancel')));
      buttons.push(button(T.payReportsFail, LINK, choose('ok', 'now', 'fail')));
      buttons[0].setAttribute('data-autofocus', '');
      buttons.forEach(function (b) {
        panel.appendChild(b);
      });
      panel.appendChild(status);
    }).then(function (result) {
      // Escape or the backdrop: tell the server too, as the cancel button does.
      if (result === 'cancel') {
        return fetchJson('pay/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ prepayId: prepayId, outcome: 'cancel' }),
        }).then(
          function () {
            return { outcome: 'cancel' };
          },
          function () {
            return { outcome: 'cancel' };
          },
        );
      }
      return result;
    });
  }

  var PAY_FIELDS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'];

  function requestPayment(args, cb) {
    args = args || {};
    for (var i = 0; i < PAY_FIELDS.length; i++) {
      var value = args[PAY_FIELDS[i]];
      if (typeof value !== 'string' || !value) {
        // timeStamp must be a string of seconds; a number fails on real phones too.
        return setTimeout(function (field) {
          payResult(cb, 'fail', 'missing or non-string ' + field);
        }, 0, PAY_FIELDS[i]);
      }
    }
    var match = /^prepay_id=(.+)$/.exec(args.package);
    if (!match) return setTimeout(payResult, 0, cb, 'fail', 'package must be prepay_id=…');
    var prepayId = match[1];
    fetchJson('pay/info?prepayId=' + encodeURIComponent(prepayId)).then(
      function (info) {
        return paySheet(info, prepayId).then(function (result) {
          payResult(cb, result.outcome, result.desc);
        });
      },
      function (e) {
        return messageSheet(T.payTitle, e.message).then(function () {
          payResult(cb, 'fail', e.message);
        });
      },
    );
  }

  var bridgeListeners = {};
  var WeixinJSBridge = {
    __standIn: true,
    invoke: function (name, args, cb) {
      if (name === 'getBrandWCPayRequest') return requestPayment(args, cb);
      if (name === 'editAddress') return editAddress(cb);
      if (name === 'closeWindow') {
        closeWindow();
        if (typeof cb === 'function') cb({ err_msg: 'close_window:ok' });
        return;
      }
      if (name === 'setFontSizeCallback') {
        if (typeof cb === 'function') cb({ err_msg: 'setFontSizeCallback:ok' });
        return;
      }
      if (typeof cb === 'function') cb({ err_msg: 'system:function_not_exist' });
    },
    on: function (name, fn) {
      (bridgeListeners[name] = bridgeListeners[name] || []).push(fn);
    },
    call: function (name) {
      if (name === 'closeWindow') closeWindow();
    },
  };

  var wx = {
    __standIn: true,
    config: config,
    ready: ready,
    error: error,
    checkJsApi: function (options) {
      var result = {};
      ((options && options.jsApiList) || []).forEach(function (name) {
        result[name] = typeof wx[name] === 'function';
      });
      setTimeout(function () {
        call('checkJsApi', options, 'success', { checkResult: result });
      }, 0);
    },
    scanQRCode: scanQRCode,
    getLocation: getLocation,
    closeWindow: closeWindow,
    updateAppMessageShareData: shareSetter('updateAppMessageShareData', '__wxShare'),
    updateTimelineShareData: shareSetter('updateTimelineShareData', '__wxShareTimeline'),
    openAddress: openAddress,
  };

  if (!bridgeOnly) {
    window.wx = wx;
    window.jWeixin = wx;
  }
  if (!window.WeixinJSBridge) {
    window.WeixinJSBridge = WeixinJSBridge;
    setTimeout(function () {
      var event;
      try {
        event = new Event('WeixinJSBridgeReady');
      } catch (e) {
        event = document.createEvent('Event');
        event.initEvent('WeixinJSBridgeReady', false, false);
      }
      document.dispatchEvent(event);
    }, 0);
  }
})();
