/**
 * The service worker the bench tries (issue 49.5; docs/offline.md, "A reload with no network: a service
 * worker? Not now"): network first for navigations, with navigation preload (the document's request
 * goes out while the worker starts), the last document kept in Cache Storage for a reload with no
 * network; every other request left to the browser, past the worker where the engine can route it so
 * (the hashed assets are `immutable` in the HTTP cache, the API answers are kept by the app). Not the
 * app's: nothing here ships.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The worker, served at /sw.js (`no-cache`, as the bench serves every unhashed file). */
export const SERVICE_WORKER = `self.addEventListener('install', function (e) {
  self.skipWaiting();
  // Only navigations come to the worker (the Static Routing API, where the engine has it): without it every
  // script, stylesheet and API call of the page passes through the worker's fetch event on its way.
  if (e.addRoutes) e.waitUntil(e.addRoutes({ condition: { not: { requestMode: 'navigate' } }, source: 'network' }).catch(function () {}));
});
self.addEventListener('activate', function (e) { e.waitUntil(self.registration.navigationPreload.enable()); });
self.addEventListener('fetch', function (e) {
  if (e.request.mode !== 'navigate') return;
  e.respondWith(Promise.resolve(e.preloadResponse).then(function (r) { return r || fetch(e.request); }).then(function (r) {
    if (r.ok) { var copy = r.clone(); e.waitUntil(caches.open('pages').then(function (c) { return c.put('/', copy); })); }
    return r;
  }, function (error) {
    return caches.match('/').then(function (r) { if (r) return r; throw error; });
  }));
});
`;

/** Registered once the page has loaded, so the first visit's loading is not slowed by it. */
const REGISTER = `<script>if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js')})</script>`;

/** The shipped build in `from`, copied into `to` with the worker at /sw.js and index.html registering it. */
export function writeServiceWorkerBuild(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const index = join(to, 'index.html');
  const html = readFileSync(index, 'utf8');
  if (!html.includes('</body>')) throw new Error(`${index} has no </body>`);
  writeFileSync(index, html.replace('</body>', `${REGISTER}</body>`));
  writeFileSync(join(to, 'sw.js'), SERVICE_WORKER);
}
