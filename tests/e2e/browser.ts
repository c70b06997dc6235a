/**
 * Which Chromium the browser tests drive (Debian's, never a download):
 * 1. CHROMIUM_PATH, when set (it must exist);
 * 2. /usr/bin/chromium;
 * 3. when missing and running as root (CI on a fresh machine): `apt-get update && apt-get install -y chromium`;
 * 4. otherwise stop with a message saying how to get one.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function findChromium(log: (line: string) => void = console.log): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log(`[e2e] ${DEBIAN_CHROMIUM} is missing; installing Debian's chromium package (about 2 minutes)…`);
    try {
      execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 15 * 60_000 });
    } catch (error) {
      log(`[e2e] installing chromium failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    [
      'The browser tests need Chromium and none was found.',
      `- On Debian/Ubuntu: sudo ${INSTALL.replace('&& apt-get', '&& sudo apt-get')}`,
      '- Or point CHROMIUM_PATH at a Chromium or Chrome executable: CHROMIUM_PATH=/path/to/chrome npm run test:e2e',
    ].join('\n'),
  );
}
