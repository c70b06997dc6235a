/**
 * Once per WebKit lane: make sure WebKitGTK's driver and Xvfb are there (tests/e2e/webkit/driver.ts),
 * then build and serve the demo exactly as the Chromium lane does (tests/e2e/global-setup.ts).
 */
import type { TestProject } from 'vitest/node';
import { serveDemo } from '../global-setup';
import { ensureWebKit } from './driver';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebKit();
  const demo = await serveDemo('WebKitGTK (WebKitWebDriver)');
  project.provide('baseURL', demo.url);
  project.provide('distDir', demo.distDir);
  return () => demo.close();
}
