// The React Router build also bundles our Hono server: server/entry.ts is the SSR entry,
// so core, db, services and server ship as one module beside the app's server build.
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';
import { reactRouterProduction } from './scripts/react-router-production';
import { serviceWorkerBuild } from './scripts/service-worker-build';

// A phone on slow data pays per file as well as per byte: the framework (React, React
// Router) and the shell every page shares (core rules, layout, hooks) go in one file, so gzip
// sees them whole — every page, the console's too, loads both (the root imports the shell), and
// one file compresses ~2 KB smaller than the two did (docs/decisions/058; the cost: a release
// that changes the shell also renames the framework's bytes). Page code and lazily loaded
// parts keep their own chunks.
function browserChunk(id: string): string | undefined {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'shell';
  // (The notice box is shared by some thirty pages, the product page among them: the shell, not a file of its own.)
  // Texts only the account pages show: their own file, never hoisted into the shell. (The cart's
  // and wishlist's alerts are shown from every catalog page's cards and the product page: the shell.)
  if (/[\\/]core[\\/]account-messages\.ts$/.test(id)) return 'account-messages';
  if (/[\\/]core[\\/]cart-messages\.ts$/.test(id)) return 'shell';
  // Parts loaded lazily (suggestions when typing, the alert's box when one shows, the catalog
  // answers' reader with the first call that needs it, the offline support once the page settled).
  if (/[\\/](search-suggestions|alert-box)\.tsx$|[\\/](catalog-answers|offline-support\.client|offline-support-app\.client|catalog-area\.client)\.ts$/.test(id)) return undefined;
  if (/[\\/]app[\\/](lib|components[\\/]layout)[\\/]|[\\/]guest-redirect\.ts$|[\\/]ui[\\/]notice\.tsx$/.test(id)) return 'shell';
  // The rules cards and product pages show on nearly every page.
  if (/[\\/]core[\\/](browser-messages|layout-rules|money|numeric|search-path|quantity|availability|rating|responsive-image)\.ts$/.test(id)) return 'shell';
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: './server/entry.ts' } : { output: { manualChunks: browserChunk } },
    // React Router preloads each route's modules itself; Vite's own preloading of lazily
    // loaded parts (and its polyfill) would only add bytes to the first load.
    modulePreload: false,
    target: 'es2022',
  },
  ssr: { external: ['better-sqlite3', 'pg', 'sharp', 'prom-client'] },
  // The browser build takes React Router's production flavour without its development texts
  // (docs/decisions/064); its text assets also ship precompressed (.br, .gz) for serveStatic, and
  // it makes the shops' service worker (docs/decisions/071).
  plugins: [...(isSsrBuild ? [] : [reactRouterProduction()]), tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompressAssets(), serviceWorkerBuild()])],
}));
