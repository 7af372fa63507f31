// GET /robots.txt and the sitemap files of the host's shop (services/catalog/build-robots-txt.ts,
// services/catalog/build-sitemap.ts), on the shop's own origin. Registered after shop resolution.
import { buildRobotsTxt } from '../services/catalog/build-robots-txt';
import { buildSitemap } from '../services/catalog/build-sitemap';
import type { ApiApp } from './hono-env';

export function registerSeoFiles(app: ApiApp) {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(buildRobotsTxt(c.get('ctx').request.origin));
  });
  app.get('/:file{sitemap(?:-pages|-products-[0-9]+)?\\.xml}', async (c) => {
    const xml = await buildSitemap(c.get('ctx'), c.req.param('file'));
    if (xml === null) return c.text('Not found', 404);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(xml);
  });
}
