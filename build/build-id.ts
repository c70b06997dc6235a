import { execFileSync } from 'node:child_process';

/** The build's id in telemetry (issue 32): the commit, or the time when there is no git. */
export function buildId(): string {
  if (process.env.VITE_BUILD_ID) return process.env.VITE_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `t${Date.now().toString(36)}`;
  }
}
