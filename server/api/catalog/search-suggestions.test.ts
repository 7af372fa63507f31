// The two search-suggestion calls of spec §7 through the real Hono app, on SQLite and PostgreSQL:
// exact field names, pricing on every product, empty key, shop isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { testDatabases } from '../../../db/test-databases';
import { importCatalog } from '../../../services/catalog/import-catalog';
import { createApp } from '../../app.ts';
import { loadEnv } from '../../env';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads' });

const shop = (slug: string, products: Array<{ slug: string; name: string; unitprice: number }>) => ({
  slug, shop_name: `Shop ${slug}`, brands_setting: 1,
  shop_rate: { s_rateType: 'percentage', s_increase: 10, s_discount: 5 },
  categories: [{ name: 'Women', slug: 'women', groups: [{ name: 'Saree', items: [{ name: 'Jamdani Saree', slug: 'jamdani' }] }] }],
  brands: [],
  products: products.map((p) => ({ quantity: 2, category: 'jamdani', ...p })),
});

for (const t of testDatabases()) {
  describe(`search suggestion calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      const doc = {
        shops: [
          shop('alpha', [{ slug: 'red-saree', name: 'Red Saree', unitprice: 1000 }, { slug: 'green-saree', name: 'Green Saree', unitprice: 2000 }]),
          shop('beta', [{ slug: 'beta-saree', name: 'Beta Saree', unitprice: 500 }]),
        ],
      };
      expect((await importCatalog(db, doc, { baseDir: '/tmp', uploadsDir: '/tmp/haat-test-uploads' })).success).toBe(true);
      app = createApp({ db, env });
    });
    afterAll(() => drop());

    const post = (host: string, path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it('reseller-shop-search-suggestions answers success, shopRate, tags, products and match_products', async () => {
      const res = await post('alpha.localhost', '/api/front/reseller-shop-search-suggestions', { searchKey: 'sare', shop: 'alpha.localhost' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(['match_products', 'products', 'shopRate', 'success', 'tags']);
      expect(body.success).toBe(true);
      expect(body.shopRate).toEqual({ s_rateType: 'percentage', s_increase: 10, s_discount: 5, reseller_id: null });
      expect(body.tags).toEqual([{ title: 'Jamdani Saree', type: 'sub-category', url: '/products/sub-category/jamdani' }]);
      expect(body.products.map((p: { name: string }) => p.name).sort()).toEqual(['Green Saree', 'Red Saree']);
      const red = body.products.find((p: { name: string }) => p.name === 'Red Saree');
      expect(red.pricing).toEqual({ sellPrice: 1050, oldPrice: 1100, discount: 50, discountPercent: 5, resellerEarning: 50, cashback: 0 });
      expect(red).toMatchObject({ slug: 'red-saree', hasVariant: false, quantity: 2, thumnailImage: null });
      expect(body.match_products).toHaveLength(2);
    });

    it('an empty key gives empty lists', async () => {
      for (const searchKey of ['', '   ', null]) {
        const body = await (await post('alpha.localhost', '/api/front/reseller-shop-search-suggestions', { searchKey, shop: 'alpha' })).json();
        expect(body).toMatchObject({ success: true, tags: [], products: [], match_products: [] });
      }
      const none = await (await post('alpha.localhost', '/api/front/get-search-suggestions', {})).json();
      expect(none).toEqual({ suggestions: [] });
    });

    it('tolerates a typo and never answers with another shop', async () => {
      const typo = await (await post('alpha.localhost', '/api/front/reseller-shop-search-suggestions', { searchKey: 'sarree', shop: 'alpha' })).json();
      expect(typo.products).toHaveLength(2);
      const beta = await (await post('beta.localhost', '/api/front/reseller-shop-search-suggestions', { searchKey: 'saree', shop: 'beta' })).json();
      expect(beta.products.map((p: { name: string }) => p.name)).toEqual(['Beta Saree']);
      const cross = await post('alpha.localhost', '/api/front/reseller-shop-search-suggestions', { searchKey: 'saree', shop: 'beta' });
      expect(cross.status).toBe(404);
      expect(await cross.json()).toEqual({ success: false, code: 'not_found', message: 'Invaild domain' });
    });

    it('get-search-suggestions answers suggestions completing the key', async () => {
      const res = await post('alpha.localhost', '/api/front/get-search-suggestions', { searchKey: 'red sa' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ suggestions: [{ title: 'red saree', url: '/search/red-saree' }] });
      const form = await app.request('/api/front/get-search-suggestions', {
        method: 'POST',
        headers: { host: 'alpha.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'searchKey=jamd',
      });
      expect(await form.json()).toEqual({
        suggestions: [
          { title: 'jamdani', url: '/search/jamdani' },
          { title: 'Jamdani Saree', url: '/products/sub-category/jamdani' },
        ],
      });
    });
  });
}
