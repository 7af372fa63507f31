// GET /i18n/{lang}-{area}.json?v={version}: the messages of a part of the pages (core/i18n/catalog-areas.ts)
// that a store page's document does not carry, for the browser navigating into the customer's pages or
// the console (app/lib/i18n.tsx, docs/decisions/072). The same for every shop; the version names the
// build's catalogs, so a versioned answer is kept for good. Registered after shop resolution.
import { parseCatalogAreaFile } from '../core/i18n/catalog-areas';
import { areaAddition, catalogVersion } from '../core/i18n/compile';
import type { ApiApp } from './hono-env';

const bodies = new Map<string, string>();

export function registerCatalogFiles(app: ApiApp) {
  app.get('/i18n/:file', (c) => {
    const file = parseCatalogAreaFile(c.req.param('file'));
    if (!file) return c.text('Not found', 404);
    let body = bodies.get(c.req.param('file'));
    if (body === undefined) bodies.set(c.req.param('file'), (body = JSON.stringify(areaAddition(file.lang, file.area))));
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Cache-Control', c.req.query('v') === catalogVersion() ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.body(body);
  });
}
