// robots.txt and the sitemap files through the real Hono app, on SQLite and PostgreSQL: the
// shop's own absolute origin, brands only when the setting is 1, every published product's
// canonical URL with lastmod, shop isolation, and the sitemap index for big shops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import { insertTestCatalog, type TestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { buildSitemap } from '../services/catalog/build-sitemap';
import { createApp } from './app.ts';
import { loadEnv } from './env';
import { testContext } from '../services/test-context';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads' });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

for (const t of testDatabases()) {
  describe(`robots.txt and sitemap (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: TestCatalog;
    let beta: TestCatalog;
    let alphaShop: Shop;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha');
      beta = await insertTestCatalog(db, 'beta');
      await db.updateTable('shops').set({ brands_setting: 0 }).where('slug', '=', 'beta').execute();
      await db.updateTable('products').set({ status: 0 }).where('id', '=', beta.plainProductId).execute();
      alphaShop = await db.selectFrom('shops').selectAll().where('slug', '=', 'alpha').executeTakeFirstOrThrow();
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const get = (host: string, path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { host, ...headers } });

    it('robots.txt allows all, keeps crawlers out of /customer/ and /api/ and names the sitemap on the shop origin', async () => {
      const res = await get('alpha.localhost:3000', '/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('User-agent: *\nAllow: /\nDisallow: /customer/\nDisallow: /api/\n\nSitemap: http://alpha.localhost:3000/sitemap.xml\n');
      const https = await get('beta.example.com', '/robots.txt', { 'x-forwarded-proto': 'https' });
      expect(await https.text()).toContain('Sitemap: https://beta.example.com/sitemap.xml');
    });

    it("the sitemap lists the shop's listings and every published product with lastmod", async () => {
      const res = await get('alpha.localhost:3000', '/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await res.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
      const o = 'http://alpha.localhost:3000';
      expect(locs(xml)).toEqual([
        `${o}/`,
        `${o}/categories`,
        `${o}/all-products`,
        `${o}/products/category/men`,
        `${o}/products/category/women`,
        `${o}/products/sub-category/panjabi`,
        `${o}/products/sub-category/t-shirts`,
        `${o}/products/brands/aarong`,
        `${o}/products/brands/acme`,
        `${o}/deals/eid`,
        `${o}/deals/winter`,
        `${o}/products/tee-${alpha.productId}`,
        `${o}/products/mug-${alpha.plainProductId}`,
      ]);
      expect(xml).toContain(`<url><loc>${o}/products/tee-${alpha.productId}</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod></url>`);
    });

    it('another shop sees only its own URLs; brands only when its setting is 1; unpublished products are left out', async () => {
      const xml = await (await get('beta.localhost', '/sitemap.xml')).text();
      const all = locs(xml);
      expect(all.every((l) => l!.startsWith('http://beta.localhost/'))).toBe(true);
      expect(all.some((l) => l!.includes('/products/brands/'))).toBe(false);
      expect(all).toContain(`http://beta.localhost/products/tee-${beta.productId}`);
      expect(all).not.toContain(`http://beta.localhost/products/mug-${beta.plainProductId}`);
      expect(all.some((l) => l!.endsWith(`-${alpha.productId}`))).toBe(false);
    });

    it('a small shop has no index files; an unknown host gets the Invaild domain page', async () => {
      expect((await get('alpha.localhost', '/sitemap-pages.xml')).status).toBe(404);
      expect((await get('alpha.localhost', '/sitemap-products-1.xml')).status).toBe(404);
      expect((await get('nowhere.localhost', '/sitemap.xml')).status).toBe(404);
    });

    it('a shop over the URL limit gets a sitemap index with pages of at most the limit', async () => {
      const o = 'https://alpha.example';
      // 11 listing URLs + 2 products with a limit of 1 per file.
      const index = (await buildSitemap(testContext(db, alphaShop, { request: { origin: o } }), 'sitemap.xml', 1))!;
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(index)).toEqual([`${o}/sitemap-pages.xml`, `${o}/sitemap-products-1.xml`, `${o}/sitemap-products-2.xml`]);
      expect(locs((await buildSitemap(testContext(db, alphaShop, { request: { origin: o } }), 'sitemap-products-1.xml', 1))!)).toEqual([`${o}/products/tee-${alpha.productId}`]);
      expect(locs((await buildSitemap(testContext(db, alphaShop, { request: { origin: o } }), 'sitemap-products-2.xml', 1))!)).toEqual([`${o}/products/mug-${alpha.plainProductId}`]);
      expect(await buildSitemap(testContext(db, alphaShop, { request: { origin: o } }), 'sitemap-products-3.xml', 1)).toBeNull();
      const pages = (await buildSitemap(testContext(db, alphaShop, { request: { origin: o } }), 'sitemap-pages.xml', 5))!;
      expect(locs(pages)).toHaveLength(5);
      expect(await buildSitemap(testContext(db, alphaShop, { request: { origin: o } }), 'sitemap-other.xml', 1)).toBeNull();
    });
  });
}
