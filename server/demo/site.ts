/**
 * One origin for everything the demo needs: the API (/wechat, /api, /oss, /dev), the browser
 * stand-ins (/dev/jweixin.js, /dev/map-picker.html) and, when given, a built dist/.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApp, type AppOptions } from '../api/app';
import { cspForDist, type CspEnv } from './csp';
import { DEMO_ENV } from './build';
import { standInApiRoutes } from './stand-ins/api';
import { standInRoutes } from './stand-ins/routes';
import { serveDist } from './static';
import { telemetryPage } from './telemetry-page';

export interface SiteOptions extends AppOptions {
  /** Absolute path of a built app to serve; without it only the API and stand-ins answer. */
  distDir?: string;
}

/**
 * In WeChat, WeixinJSBridge exists on every page without any script of ours (pay and closeWindow
 * rely on it); the demo puts the bridge-only stand-in on index.html to the same effect.
 */
export const WEBVIEW_BRIDGE_TAG = '<script src="/dev/jweixin.js" data-only="bridge" async></script>';

export function createSite({ distDir, ...appOptions }: SiteOptions): Hono {
  const site = new Hono();
  // The API's lists are JSON of some kB: gzip, as the front of docs/deployment.md would.
  site.use('/api/*', compress({ encoding: 'gzip', contentTypeFilter: /^application\/json/ }));
  if (appOptions.demo) {
    site.route('/dev', standInRoutes());
    site.route('/dev/telemetry', telemetryPage(appOptions.db, appOptions.now ?? Date.now));
  }
  site.route('/', createApp(appOptions.demo ? { ...appOptions, extraRoutes: { '/dev': standInApiRoutes, ...appOptions.extraRoutes } } : appOptions));
  if (distDir) {
    const policy = contentSecurityPolicy(distDir, appOptions.demo ? DEMO_ENV : (process.env as CspEnv), appOptions.log);
    // index.html's headers: its policy (read again with each response: a rebuild changes it).
    site.get('*', serveDist(distDir, { injectHead: appOptions.demo ? WEBVIEW_BRIDGE_TAG : undefined, indexHeaders: policy }));
  }
  return site;
}

/**
 * index.html's Content-Security-Policy header (server/csp.ts), read from the build's csp.json when
 * index.html is served (a rebuild changes the hashes). The demo's stand-ins are all same-origin.
 * A build without csp.json is served without the header, and says so once.
 */
function contentSecurityPolicy(distDir: string, env: CspEnv, log?: (line: string) => void): () => Record<string, string> {
  let warned = false;
  return (): Record<string, string> => {
    try {
      return { 'Content-Security-Policy': cspForDist(distDir, env) };
    } catch (error) {
      if (!warned) (log ?? console.error)(`[error] no Content-Security-Policy: ${(error as Error).message}`);
      warned = true;
      return {};
    }
  };
}

export interface Listening {
  /** e.g. http://127.0.0.1:4173 (no trailing slash) */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on host:port (port 0: a free one) and resolves once it accepts connections. */
export function listen(app: Hono, { host, port }: { host: string; port: number }): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // A browser keeps connections open; do not wait for it to let go.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
