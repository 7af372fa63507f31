/// <reference lib="webworker" />
// The shop's service worker (issue 29 item 2, docs/decisions/071-offline-reading.md), built with
// Workbox by scripts/service-worker-build.ts into /sw.js (one file for every shop: each shop is its
// own host, so its own worker and caches).
//
// - Precached: the current build's shell (the entry, the root, the shopper's pages' modules and
//   their CSS and fonts) and the shop's offline page.
// - Pages: network first; a shared catalog page (marked by the server, core/offline-reading.ts
//   keepsPage) is kept for reading offline, the newest 30 of a week, per build. Nothing else is
//   ever stored: not the cart, checkout, payments, the account or the console, not an /api/ answer.
// - Build files a page used that are not precached (lazily loaded parts, the Bangla font) and
//   pictures under /uploads/: kept once fetched (cache first; their URLs name their content).
// - Offline with no copy: the offline page, listing what can still be read.
// - A new build's worker waits until the shop's tabs are closed (no skipWaiting): an open page
//   keeps the assets it was built with; the old build's kept pages go with it.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  KEPT_ASSETS,
  KEPT_PAGES,
  KEPT_PICTURES,
  KEPT_TITLE_HEADER,
  OFFLINE_PATH,
  decodeKeptTitle,
  encodeKeptTitle,
  keepsPage,
  keepsPicture,
  withKeptPages,
  pageTitleOf,
  requestKindOf,
} from '../../core/offline-reading';
import { isLightWorker, lightPrecacheOf } from '../../core/plain-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
/** The build's id, written in by the build (scripts/service-worker-build.ts). */
declare const HAAT_BUILD_ID: string;

const pageCache = `${KEPT_PAGES.cachePrefix}${HAAT_BUILD_ID}`;

// Registered by a plain page (decision 089): no app script precached; a page of the app that
// uses one keeps it when it first does (the build files' route below).
const buildFiles = isLightWorker(self.location.href) ? lightPrecacheOf(self.__WB_MANIFEST) : self.__WB_MANIFEST;
precacheAndRoute([...buildFiles, { url: OFFLINE_PATH, revision: HAAT_BUILD_ID }]);
cleanupOutdatedCaches();
enableNavigationPreload();
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => sameOrigin(url) && requestKindOf(url.pathname, request.mode) === 'page',
  new NetworkFirst({
    cacheName: pageCache,
    // Pages vary on the data-saver hints (Save-Data, ECT: decision 070); offline, the hint of the
    // moment may differ from the one the page was kept with, and the kept page is the one to show.
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        // Only a shared page is kept, with its title for the offline page's list.
        cacheWillUpdate: async ({ request, response }) => {
          if (!keepsPage(new URL(request.url).pathname, response.status, response.headers)) return null;
          const html = await response.clone().text();
          const headers = new Headers(response.headers);
          headers.set(KEPT_TITLE_HEADER, encodeKeptTitle(pageTitleOf(html)));
          return new Response(html, { status: response.status, statusText: response.statusText, headers });
        },
      },
      new ExpirationPlugin({ maxEntries: KEPT_PAGES.maxEntries, maxAgeSeconds: KEPT_PAGES.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => sameOrigin(url) && requestKindOf(url.pathname, request.mode) === 'asset',
  new CacheFirst({
    cacheName: KEPT_ASSETS.cacheName,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: KEPT_ASSETS.maxEntries, maxAgeSeconds: KEPT_ASSETS.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => sameOrigin(url) && requestKindOf(url.pathname, request.mode) === 'picture',
  new CacheFirst({
    cacheName: KEPT_PICTURES.cacheName,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (keepsPicture(response.status, response.headers) ? response : null) },
      new ExpirationPlugin({ maxEntries: KEPT_PICTURES.maxEntries, maxAgeSeconds: KEPT_PICTURES.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);

/** The offline page with the list of pages kept, newest first. */
async function offlinePage(): Promise<Response> {
  const page = await matchPrecache(OFFLINE_PATH);
  if (!page) return Response.error();
  const cache = await caches.open(pageCache);
  const kept = await Promise.all(
    [...(await cache.keys())].reverse().map(async (request) => {
      const url = new URL(request.url);
      const copy = await cache.match(request);
      return { path: url.pathname + url.search, title: decodeKeptTitle(copy?.headers.get(KEPT_TITLE_HEADER) ?? null) };
    }),
  );
  return new Response(withKeptPages(await page.text(), kept), { status: 200, headers: page.headers });
}

setCatchHandler(async ({ request }) => (request.destination === 'document' ? offlinePage() : Response.error()));

// A new build's kept pages start empty: the old build's name assets this build no longer precaches.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(KEPT_PAGES.cachePrefix) && n !== pageCache).map((n) => caches.delete(n)))),
  );
});
