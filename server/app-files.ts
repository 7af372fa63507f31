// GET /manifest.webmanifest and the icons it names, of the host's shop (services/shops/app-icons.ts,
// issue 29 item 1): what a phone needs to install the shop; and GET /share-cards/products/{id}-{lang}.jpg,
// a product's link preview (services/catalog/get-product-share-card.ts, item 5). Registered
// after shop resolution. And GET /offline, the shop's page for a phone without a connection, which
// its service worker keeps (server/offline-page.server.tsx, item 2).
import { parseAppIconName } from '../core/web-manifest';
import { getAppIcon, getWebManifest } from '../services/shops/app-icons';
import { getProductShareCard } from '../services/catalog/get-product-share-card';
import type { ApiApp } from './hono-env';
import { offlinePageHtml } from './offline-page.server';

export function registerAppFiles(app: ApiApp) {
  app.get('/manifest.webmanifest', (c) => {
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(JSON.stringify(getWebManifest(c.get('ctx'))));
  });
  app.get('/offline', (c) => {
    // The worker fetches it again with each build; a browser need not keep it.
    c.header('Cache-Control', 'no-cache');
    return c.html(offlinePageHtml(c.get('shop'), c.get('lang') ?? 'en'));
  });
  app.get('/app-icons/:name', async (c) => {
    const icon = parseAppIconName(c.req.param('name'));
    if (!icon) return c.text('Not found', 404);
    const png = await getAppIcon(c.get('ctx'), icon.purpose, icon.size);
    c.header('Content-Type', 'image/png');
    // The manifest names each icon with its version: a new logo or colour is a new URL.
    c.header('Cache-Control', c.req.query('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    return c.body(new Uint8Array(png));
  });
  app.get('/share-cards/products/:file', async (c) => {
    const name = /^([1-9]\d{0,15})-(en|bn)\.jpg$/.exec(c.req.param('file'));
    if (!name) return c.text('Not found', 404);
    // A product that is not found (hidden, another shop's, unknown) is the app's 404 (server/errors.ts).
    const card = await getProductShareCard(c.get('ctx'), Number(name[1]), name[2] as 'en' | 'bn');
    c.header('Content-Type', 'image/jpeg');
    c.header('ETag', `"${card.version}"`);
    // The product page names the card with its version: a changed product is a new URL.
    c.header('Cache-Control', c.req.query('v') === card.version ? 'public, max-age=31536000, immutable' : 'public, max-age=600');
    return c.body(new Uint8Array(card.jpeg));
  });
}
