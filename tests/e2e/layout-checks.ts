/**
 * Layout checks for the member's own text size and for small phones (issue 30), shared by the
 * Chromium lane (large-text.test.ts) and the WebKit lane (webkit/large-text.test.ts), and the root
 * text scaling the screenshot script uses. The checks run in the page as plain JavaScript text (as
 * webkit/phone.ts's finder does), so both drivers send the same code and no bundler helper can creep
 * into it.
 *
 * `layoutProblems({ minTarget })` returns one line per problem, naming the element and its boxes:
 * - `horizontal scroll`: the page is wider than the viewport (with the elements sticking out);
 * - `overlap`: two visible texts whose boxes intersect (texts in different layers, a fixed or sticky
 *   bar over the page or a dialog over it, are not compared with each other);
 * - `cut`: a text partly outside an ancestor that clips it (overflow hidden or clip, not scrollable)
 *   or outside the viewport, without an ellipsis;
 * - `ellipsis`: a text shortened with an ellipsis (text-overflow or line-clamp) with no title
 *   attribute, on it or an ancestor, holding the full text;
 * - `number broken`: a run of digits (a card number's group, an order number, a date) over two lines;
 * - `word broken`: a Latin word over two lines ('Exchang' / 'e product' in a narrow title);
 * - `outside its box`: a text spilling out of the nearest box that paints behind it (a background or
 *   a border: a button, a badge, a card) by more than 2 px across, or a tenth of its font size up or
 *   down (a glyph's box is taller than the glyph), unless a scroll container lies between them;
 * - `target` (when `minTarget` > 0): a button, link, input, select, textarea or switch smaller than
 *   minTarget × minTarget CSS px (a visually hidden input counts through its label).
 * Ignored: elements not rendered, visibility hidden, opacity 0, inside [hidden], [inert] or a closed
 * <details>; a text under an opaque box painted over it (judged at its first line's centre); visually hidden text (the sr-only pattern: a 1×1 absolute box that clips); a text
 * wholly outside a clipping ancestor (a carousel's other slides); <option>, <script>, <style>.
 *
 * `recordFontSizes()` notes every element's computed font size; `fontsNotScaled(factor)` then lists
 * the visible texts whose size did not become factor × the noted one (±0.6 px): text in px that the
 * member's setting would not reach when it scales the root. A text holding a long number (ten digits
 * or more) may grow less: it is fitted to the screen rather than broken, as long as it grew.
 */

/**
 * Init script text (Playwright's addInitScript({ content })): the root font size in percent, as the
 * member's setting would, from the document's start. Text, not a function: tsx and vitest may wrap a
 * function with helpers (esbuild's __name) that do not exist in the page.
 */
export const scaleRootText = (percent: number): string =>
  `(function () { var apply = function () { if (document.documentElement) document.documentElement.style.setProperty('font-size', '${Number(percent)}%'); }; apply(); document.addEventListener('readystatechange', apply); })();`;

/** Plain JavaScript defining layoutProblems, recordFontSizes, fontsNotScaled in the page. */
export const LAYOUT_CHECKS_JS = String.raw`
var SKIP_TAGS = { OPTION: 1, SELECT: 1, SCRIPT: 1, STYLE: 1, TEMPLATE: 1, NOSCRIPT: 1, TITLE: 1, TEXTAREA: 1 };
var r1 = function (n) { return Math.round(n * 10) / 10; };
var box = function (r) { return '[' + r1(r.left) + ',' + r1(r.top) + ' ' + r1(r.width) + 'x' + r1(r.height) + ']'; };
var describe = function (el) {
  var s = el.tagName.toLowerCase();
  if (el.id) s += '#' + el.id;
  var cls = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (cls.length) s += '.' + cls.join('.');
  var label = el.getAttribute('aria-label');
  var text = (label || el.textContent || el.value || '').replace(/\s+/g, ' ').trim();
  if (text.length > 40) text = text.slice(0, 39) + '…';
  return s + (text ? ' "' + text + '"' : '');
};
var srOnly = function (el) {
  for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
    var st = getComputedStyle(e);
    if (st.position === 'absolute' || st.position === 'fixed') {
      var r = e.getBoundingClientRect();
      var clips = st.overflow !== 'visible' || st.clip !== 'auto' || st.clipPath !== 'none';
      if (clips && (r.width <= 1.5 || r.height <= 1.5)) return true;
    }
  }
  return false;
};
/** Drawn: laid out, not hidden, not transparent (unless tappable: a transparent control over its row is still the target), not sr-only. */
var shown = function (el, tappable) {
  if (!el.getClientRects().length) return false;
  if (el.closest('[hidden], [inert], details:not([open]) > :not(summary)')) return false;
  for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
    var st = getComputedStyle(e);
    if (st.visibility === 'hidden' || st.visibility === 'collapse' || st.display === 'none') return false;
    if (parseFloat(st.opacity) === 0 && !(tappable && e === el)) return false;
  }
  return !srOnly(el);
};
/** The fixed/sticky box or dialog a node is drawn in: texts are only compared within one layer. */
var layerOf = function (el) {
  for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
    if (e.matches('dialog, [role=dialog], [role=alertdialog]')) return e;
    var p = getComputedStyle(e).position;
    if (p === 'fixed' || p === 'sticky') return e;
  }
  return document.documentElement;
};
/** Covered by an opaque box that paints over it (the pull-to-refresh head behind its list): judged at its first line's centre. */
var occluded = function (el, r) {
  var x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
  var top = document.elementFromPoint(x, y);
  if (!top || el.contains(top) || top.contains(el)) return false;
  for (var e = top; e && !e.contains(el); e = e.parentElement) {
    var st = getComputedStyle(e);
    if (st.backgroundImage !== 'none' || !/^(transparent|rgba\(.*, 0\))$/.test(st.backgroundColor)) return true;
  }
  return false;
};
var textItems = function () {
  var out = [];
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/\S/.test(n.data)) continue;
    var el = n.parentElement;
    if (!el || el.closest('option, select, script, style, template, noscript, textarea, svg')) continue;
    if (!shown(el)) continue;
    var range = document.createRange();
    range.selectNodeContents(n);
    var rects = Array.prototype.filter.call(range.getClientRects(), function (r) { return r.width > 0.5 && r.height > 0.5; });
    if (!rects.length || occluded(el, rects[0])) continue;
    out.push({ node: n, el: el, rects: rects, layer: layerOf(el) });
  }
  return out;
};
var clipsX = function (st) { return st.overflowX === 'hidden' || st.overflowX === 'clip'; };
var clipsY = function (st) { return st.overflowY === 'hidden' || st.overflowY === 'clip'; };
var scrollsX = function (st) { return st.overflowX === 'auto' || st.overflowX === 'scroll'; };
var scrollsY = function (st) { return st.overflowY === 'auto' || st.overflowY === 'scroll'; };
var ellipsisOf = function (el) {
  // the element showing an ellipsis for this text: text-overflow on a clipping box, or a line clamp
  for (var e = el; e && e !== document.body; e = e.parentElement) {
    var st = getComputedStyle(e);
    var clamp = st.webkitLineClamp && st.webkitLineClamp !== 'none';
    if (clamp && e.scrollHeight > e.clientHeight) return e;
    if (st.textOverflow === 'ellipsis' && clipsX(st) && e.scrollWidth > e.clientWidth) return e;
  }
  return null;
};
var hasFullText = function (el, text) {
  var want = text.replace(/\s+/g, ' ').trim();
  for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
    var t = e.getAttribute('title');
    if (t && t.replace(/\s+/g, ' ').indexOf(want) >= 0) return true;
  }
  return false;
};
window.layoutProblems = function (opts) {
  opts = opts || {};
  var problems = [];
  var vw = document.documentElement.clientWidth;
  // 1. horizontal scroll
  var sw = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (sw > vw + 1) {
    var wide = Array.prototype.filter.call(document.body.querySelectorAll('*'), function (e) {
      var r = e.getBoundingClientRect();
      return r.right > vw + 1 && shown(e);
    }).slice(0, 4).map(function (e) { return describe(e) + ' ' + box(e.getBoundingClientRect()); });
    problems.push('horizontal scroll: the page is ' + sw + ' px wide in a ' + vw + ' px viewport; sticking out: ' + wide.join('; '));
  }
  var items = textItems();
  // 2. cut text and ellipses; texts wholly clipped away (another slide, a closed pull-to-refresh head)
  //    are dropped from every later check
  var seenEllipsis = [];
  items = items.filter(function (it) {
    var ell = ellipsisOf(it.el);
    if (ell) {
      // what shows is inside the ellipsis box: compare that with the other texts
      var eb = ell.getBoundingClientRect();
      it.rects = it.rects.map(function (r) { return { left: Math.max(r.left, eb.left), top: Math.max(r.top, eb.top), right: Math.min(r.right, eb.right), bottom: Math.min(r.bottom, eb.bottom), width: 0, height: 0 }; })
        .filter(function (r) { r.width = r.right - r.left; r.height = r.bottom - r.top; return r.width > 0.5 && r.height > 0.5; });
      if (seenEllipsis.indexOf(ell) < 0) {
        seenEllipsis.push(ell);
        if (!hasFullText(ell, ell.textContent)) problems.push('ellipsis without the full text (no title): ' + describe(ell) + ' ' + box(eb) + ', its text is ' + r1(ell.scrollWidth) + ' px wide, ' + r1(ell.scrollHeight) + ' px tall');
      }
      return it.rects.length > 0;
    }
    var r = it.rects.reduce(function (a, b) { return { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) }; });
    r.width = r.right - r.left; r.height = r.bottom - r.top;
    // Up the ancestors: a box that clips (overflow hidden or clip) cuts the text, unless a scroll
    // container nearer to the text already lets the member scroll to it on that axis.
    var scrolledX = false, scrolledY = false, cut = null;
    for (var e = it.el; e && e !== document.documentElement; e = e.parentElement) {
      var st = getComputedStyle(e);
      var cx = clipsX(st) && !scrolledX, cy = clipsY(st) && !scrolledY;
      if (scrollsX(st)) scrolledX = true;
      if (scrollsY(st)) scrolledY = true;
      if (!cx && !cy) continue;
      var c = e.getBoundingClientRect();
      var outside = (cx && (r.right <= c.left || r.left >= c.right)) || (cy && (r.bottom <= c.top || r.top >= c.bottom));
      if (outside) return false;
      if (!cut && ((cx && (r.left < c.left - 1 || r.right > c.right + 1)) || (cy && (r.top < c.top - 1 || r.bottom > c.bottom + 1)))) cut = [e, c];
    }
    if (cut) problems.push('cut text: "' + it.node.data.trim().slice(0, 40) + '" in ' + describe(it.el) + ' ' + box(r) + ' is clipped by ' + describe(cut[0]) + ' ' + box(cut[1]));
    else if (!scrolledX && (r.left < -1 || r.right > vw + 1)) problems.push('cut text: "' + it.node.data.trim().slice(0, 40) + '" in ' + describe(it.el) + ' ' + box(r) + ' runs out of the ' + vw + ' px viewport');
    return true;
  });
  // 3. numbers broken across lines (a card number's group of four, an order number, a date, an
  //    amount) and words broken mid-word
  function brokenAcrossLines(it, re, what) {
    var m;
    while ((m = re.exec(it.node.data))) {
      var range = document.createRange();
      range.setStart(it.node, m.index);
      range.setEnd(it.node, m.index + m[0].length);
      var tops = [];
      Array.prototype.forEach.call(range.getClientRects(), function (r) { if (r.width > 0.5 && tops.every(function (t) { return Math.abs(t - r.top) > 2; })) tops.push(r.top); });
      if (tops.length > 1) problems.push(what + ' broken across lines: "' + m[0] + '" in ' + describe(it.el) + ' ' + box(range.getBoundingClientRect()));
    }
  }
  items.forEach(function (it) {
    brokenAcrossLines(it, /[A-Z]{0,4}\d[\d.:\-\/]*\d/g, 'number');
    brokenAcrossLines(it, /[A-Za-z]{2,}/g, 'word');
  });
  // 3b. texts spilling out of the box painted behind them (a pill button too narrow, a badge too low)
  items.forEach(function (it) {
    for (var e = it.el; e && e !== document.body; e = e.parentElement) {
      var st = getComputedStyle(e);
      if (scrollsX(st) || scrollsY(st)) return;
      var painted = st.backgroundImage !== 'none' || !/^(transparent|rgba\(.*, 0\))$/.test(st.backgroundColor) || parseFloat(st.borderTopWidth) > 0 || parseFloat(st.borderLeftWidth) > 0;
      if (!painted) continue;
      var b = e.getBoundingClientRect();
      // Up and down a glyph's box is taller than the glyph (a stepper's '+').
      var dy = Math.max(2, parseFloat(getComputedStyle(it.el).fontSize) / 10);
      var out = it.rects.some(function (r) { return r.left < b.left - 2 || r.right > b.right + 2 || r.top < b.top - dy || r.bottom > b.bottom + dy; });
      if (out) problems.push('text outside its box: "' + it.node.data.trim().slice(0, 30) + '" in ' + describe(it.el) + ' ' + box(it.rects[0]) + ' spills out of ' + describe(e) + ' ' + box(b));
      return;
    }
  });
  // 4. overlapping texts (same layer; line boxes of one text node are never compared with each other)
  for (var i = 0; i < items.length; i++) {
    for (var j = i + 1; j < items.length; j++) {
      var a = items[i], b = items[j];
      if (a.layer !== b.layer) continue;
      var hit = null;
      a.rects.forEach(function (ra) {
        b.rects.forEach(function (rb) {
          var w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          var h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          // more than a sliver: line boxes of adjacent lines may touch by a pixel
          if (w > 2 && h > 2 && !hit) hit = [ra, rb];
        });
      });
      if (hit) problems.push('overlap: "' + a.node.data.trim().slice(0, 30) + '" in ' + describe(a.el) + ' ' + box(hit[0]) + ' and "' + b.node.data.trim().slice(0, 30) + '" in ' + describe(b.el) + ' ' + box(hit[1]));
    }
  }
  // 5. tap targets
  if (opts.minTarget > 0) {
    var min = opts.minTarget - 0.5;
    var targets = document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=switch], [role=tab], [role=checkbox], [role=radio]');
    Array.prototype.forEach.call(targets, function (t) {
      var el = t;
      if (!el.getClientRects().length || el.closest('[hidden], [inert]')) return;
      if (srOnly(el)) {
        // a visually hidden control is tapped through its label
        el = el.closest('label') || (el.labels && el.labels[0]);
        if (!el) return;
      }
      if (!shown(el, true)) return;
      var r = el.getBoundingClientRect();
      if (r.width < min || r.height < min) problems.push('tap target under ' + opts.minTarget + '×' + opts.minTarget + ': ' + describe(el) + ' ' + box(r));
    });
  }
  return problems;
};
window.recordFontSizes = function () {
  var sizes = new Map();
  Array.prototype.forEach.call(document.querySelectorAll('body *'), function (e) { sizes.set(e, parseFloat(getComputedStyle(e).fontSize)); });
  window.__fontSizes = sizes;
  return sizes.size;
};
window.fontsNotScaled = function (factor) {
  var out = [];
  var seen = new Set();
  textItems().forEach(function (it) {
    if (seen.has(it.el)) return;
    seen.add(it.el);
    var before = window.__fontSizes && window.__fontSizes.get(it.el);
    if (!before) return;
    var now = parseFloat(getComputedStyle(it.el).fontSize);
    // A long number (an order's, a payment's) is fitted to the screen rather than broken (issue 46.8):
    // it grows with the member's size up to what the screen holds, so it may stay below factor × its size.
    var fitted = /[A-Z]{0,4}\d{10,}/.test(it.el.textContent) && now > before && now <= before * factor + 0.6;
    if (!fitted && Math.abs(now - before * factor) > 0.6) out.push('font not scaled ×' + factor + ': ' + describe(it.el) + ' is ' + now + ' px, was ' + before + ' px');
  });
  return out;
};
return true;
`;

/** A script body for Playwright's page.evaluate / WebDriver's execute: defines the checks (once) and runs `call`. */
export const inPage = (call: string): string => `(function () { if (!window.layoutProblems) (function () { ${LAYOUT_CHECKS_JS} })(); return ${call}; })()`;

/**
 * Every screen the demo member can reach (the route table's production routes (src/app/route-table.ts), the dev-only /login
 * and /kit aside), as route paths: the large-text and 320 px checks visit each, and a test checks
 * the list against the route table.
 */
export const LARGE_TEXT_SCREENS = [
  '/',
  '/card',
  '/share',
  '/bind',
  '/combo',
  '/product',
  '/swap/card',
  '/voucher',
  '/swap/voucher',
  '/order',
  '/order/detail',
  '/plan',
  '/plan/detail',
  '/address',
  '/address/edit',
  '/map',
] as const;
export type LargeTextScreen = (typeof LARGE_TEXT_SCREENS)[number];
