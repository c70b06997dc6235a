/**
 * The one-command demo.
 *   npm start     (tsx server/main.ts)        builds the production (Preact) app with the demo env into
 *                                             dist/, then serves it, the API and the stand-ins on one port.
 *   npm run dev   (tsx server/main.ts --dev)  the React dev build (Vite, HMR) with the same API on its port.
 * Environment: HOST (default 127.0.0.1), PORT (default 4173; 5173 with --dev), EGG_DB (default
 * .data/eggcard.db, ':memory:' for a throwaway), EGG_OUT_DIR (default dist). `--no-build` serves an
 * existing build as it is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer, type Plugin } from 'vite';
import { openDb } from './api/db';
import { seed } from './api/db/seed';
import { buildDemo, DEMO_ENV, ROOT } from './demo/build';
import { createSite, listen, WEBVIEW_BRIDGE_TAG } from './demo/site';

const API_PREFIXES = ['/api/', '/wechat/', '/oss/', '/dev/', '/field'];
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || (dev ? 5173 : 4173));
const dbFile = process.env.EGG_DB || '.data/eggcard.db';

function banner(url: string, mode: string): void {
  const signIn = `${url}/dev/oauth?redirect_uri=${encodeURIComponent('/')}&state=STATE&openId=demo-member`;
  console.log(
    [
      '',
      `  Eggcard demo (${mode}) — database ${dbFile}`,
      '',
      `  Open:  ${signIn}`,
      `         (signed in as the demo member; ${url}/ asks who you are)`,
      '  Phone: open Chrome DevTools device mode at 375 px wide; WeChat, pay and the map are stand-ins.',
      '  SMS codes are printed below and readable at /dev/sms/last?phone=…',
      '',
    ].join('\n'),
  );
}

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

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);
  const db = openDb(dbFile === ':memory:' ? dbFile : resolve(ROOT, dbFile));
  seed(db);
  const log = (line: string) => console.log(line);
  let close: () => Promise<void>;

  if (dev) {
    // The dev server reads VITE_* whenever it (re)loads its config: set them for the whole process.
    Object.assign(process.env, DEMO_ENV);
    const site = createSite({ db, demo: true, log });
    const vite = await createServer({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: 'development',
      server: { host, port, strictPort: true },
      plugins: [apiMiddleware(site.fetch)],
    });
    await vite.listen();
    const address = vite.httpServer?.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    banner(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`, 'development, React');
    close = () => vite.close();
  } else {
    let outDir = resolve(ROOT, process.env.EGG_OUT_DIR || 'dist');
    if (!args.has('--no-build')) {
      console.log(`Building the production app with the demo settings into ${outDir} …`);
      const built = await buildDemo({ outDir });
      outDir = built.outDir;
      console.log(`Built in ${(built.ms / 1000).toFixed(1)} s.`);
    }
    const server = await listen(createSite({ db, demo: true, log, distDir: outDir }), { host, port });
    banner(server.url, 'production build, Preact');
    close = server.close;
  }

  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    void close().finally(() => {
      db.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
