/**
 * The development server of `npm run dev`: Vite's dev server on the source (React 19 with Fast
 * Refresh, or with `preact` the runtime members get, through vite.config.ts's EGG_RUNTIME), the API
 * and the stand-ins on one port. server/main.ts starts it; tests/e2e/dev-refresh.test.ts too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer, type Plugin } from 'vite';
import type { Database } from '../api/db';
import { DEMO_ENV, ROOT } from './build';
import { createSite, WEBVIEW_BRIDGE_TAG } from './site';

const API_PREFIXES = ['/api/', '/wechat/', '/oss/', '/dev/', '/telemetry'];

/** Sends API paths to the Hono site before Vite looks at them; puts the WebView's bridge on the page. */
function apiMiddleware(fetch: (req: Request) => Response | Promise<Response>): Plugin {
  const listener = getRequestListener(fetch);
  return {
    name: 'eggcard:demo-api',
    transformIndexHtml: (html) => html.replace('</head>', `${WEBVIEW_BRIDGE_TAG}\n  </head>`),
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (API_PREFIXES.some((p) => req.url?.startsWith(p))) void listener(req, res);
        else next();
      });
    },
  };
}

export interface DevServerOptions {
  db: Database;
  host: string;
  /** 0: a free one. */
  port: number;
  /** Preact (the shipped runtime) instead of React. */
  preact?: boolean;
  log: (line: string) => void;
}

/** Starts the development server; resolves with its address and a `close` that stops it and puts the environment back. */
export async function startDevServer({ db, host, port, preact = false, log }: DevServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  // The dev server reads VITE_* (and vite.config.ts EGG_RUNTIME) whenever it (re)loads its config: set for as long as it runs.
  const env: Record<string, string> = { ...DEMO_ENV, ...(preact ? { EGG_RUNTIME: 'preact' } : {}) };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const site = createSite({ db, demo: true, log });
  const vite = await createServer({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    mode: 'development',
    server: { host, port, strictPort: port !== 0 },
    plugins: [apiMiddleware(site.fetch)],
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`,
    async close() {
      await vite.close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    },
  };
}
