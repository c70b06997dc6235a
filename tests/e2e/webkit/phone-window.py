#!/usr/bin/env python3
"""A phone-sized WebKitGTK browser for WebKitWebDriver (tests/e2e/webkit/driver.ts).

MiniBrowser will not size below 447 px wide, so the WebKit lane brings its own window: 375x667,
an iPhone WeChat user agent, and a user script that reports page errors, console errors and CSP
violations from every frame, before any page script runs (a page's Content-Security-Policy does not
apply to user scripts). Each report is one line appended to the file named by EGG_E2E_ERRORS_FILE,
which the harness reads.

WebKitWebDriver starts this program with --automation; the browser options' args come after it.
Arguments: --user-agent=UA --errors-file=PATH [--text-zoom=FACTOR] [--height=PX]. The text zoom is WebKit's
text-only zoom (settings zoom-text-only, then the view's zoom level): text grows, px included, boxes
and the viewport (innerWidth) do not, which is what iOS's text size (-webkit-text-size-adjust) does.
The height, default 667, stands for what a keyboard leaves of the screen.
"""
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

WIDTH = 375

options = dict(a[2:].split('=', 1) for a in sys.argv[1:] if a.startswith('--') and '=' in a)
user_agent = options.get('user-agent')
errors_file = options.get('errors-file')
text_zoom = float(options.get('text-zoom', '1'))
HEIGHT = int(options.get('height', '667'))

REPORTER = r"""
(function () {
  if (window.__e2eReporter) return;
  window.__e2eReporter = true;
  var post = function (text) {
    try { window.webkit.messageHandlers.e2e.postMessage(String(text)); } catch (e) {}
  };
  var where = function () { return location.pathname + location.hash; };
  window.addEventListener('error', function (e) {
    if (e.target && e.target !== window) return; // a failed <img>/<script> load, not a script error
    post('pageerror: ' + (e.message || e.error) + ' at ' + e.filename + ':' + e.lineno + ' in ' + where());
  }, true);
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    post('pageerror: unhandled rejection ' + (r && r.stack ? r.stack : r) + ' in ' + where());
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    post('csp violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' in ' + where() +
      ' (' + e.sourceFile + ':' + e.lineNumber + ')');
  }, true);
  var error = console.error;
  console.error = function () {
    post('console: ' + Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(console, arguments);
  };
})();
"""


def report(_manager, value):
    text = value.to_string() if hasattr(value, 'to_string') else value.get_js_value().to_string()
    if errors_file:
        with open(errors_file, 'a', encoding='utf-8') as out:
            out.write(text.replace('\n', ' ') + '\n')


def new_view():
    manager = WebKit2.UserContentManager()
    manager.add_script(WebKit2.UserScript(
        REPORTER,
        WebKit2.UserContentInjectedFrames.ALL_FRAMES,
        WebKit2.UserScriptInjectionTime.START,
        None,
        None,
    ))
    manager.register_script_message_handler('e2e')
    manager.connect('script-message-received::e2e', report)
    view = WebKit2.WebView(
        web_context=context,
        user_content_manager=manager,
        is_controlled_by_automation=True,
    )
    settings = view.get_settings()
    if user_agent:
        settings.set_user_agent(user_agent)
    settings.set_enable_developer_extras(True)
    settings.set_javascript_can_open_windows_automatically(True)
    if text_zoom != 1:
        settings.set_zoom_text_only(True)
        view.set_zoom_level(text_zoom)
    window = Gtk.Window()
    window.set_default_size(WIDTH, HEIGHT)
    window.set_size_request(WIDTH, HEIGHT)
    window.set_resizable(False)
    window.add(view)
    window.show_all()
    # The page has the focus, as the page of the app in front has on a phone: WebKit scrolls to a
    # focused field only in a focused page (document.hasFocus()).
    window.present()
    view.grab_focus()
    view.connect('close', lambda v: window.destroy())
    windows.append(window)
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('eggcard-phone')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', lambda _session: new_view())


windows = []
# Ephemeral: every browser starts with an empty cache and storage, as the journeys expect (the default
# context keeps both on disk under $HOME across browsers: a later journey found the app's entry cached).
context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
context.connect('automation-started', on_automation_started)
# WebKitWebDriver ends the session by closing the browser: quit when it does, or after a day at most.
GLib.timeout_add_seconds(24 * 3600, Gtk.main_quit)
Gtk.main()
