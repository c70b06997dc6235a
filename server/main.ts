/**
 * The one-command demo.
 *   npm start     (tsx server/main.ts)        builds the production (Preact) app with the demo env into
 *                                             dist/, then serves it, the API and the stand-ins on one port.
 *   npm run dev   (tsx server/main.ts --dev)  the React dev build (Vite, React Fast Refresh) with the same API on its port;
 *                                             `npm run dev -- --preact`: the same on Preact, the runtime members get.
 * Environment: HOST (default 127.0.0.1), PORT (default 4173; 5173 with --dev), EGG_DB (default
 * .data/eggcard.db, ':memory:' for a throwaway), EGG_OUT_DIR (default dist). `--no-build` serves an
 * existing build as it is.
 */
import { resolve } from 'node:path';
import { openDb } from './api/db';
import { seed } from './api/db/seed';
import { buildDemo, ROOT } from './demo/build';
import { startDevServer } from './demo/dev-server';
import { createSite, listen } from './demo/site';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const preact = args.has('--preact');
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

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);
  const db = openDb(dbFile === ':memory:' ? dbFile : resolve(ROOT, dbFile));
  seed(db);
  const log = (line: string) => console.log(line);
  let close: () => Promise<void>;

  if (dev) {
    const server = await startDevServer({ db, host, port, preact, log });
    banner(server.url, preact ? 'development, Preact' : 'development, React');
    close = server.close;
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
