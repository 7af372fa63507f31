// POST /api/admin/import: off without ADMIN_TOKEN, refuses a wrong token, imports a good
// document, and refuses a bad one with JSON paths without changing anything.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { testDatabases } from '../../db/test-databases';
import { createApp } from '../app';
import { loadEnv } from '../env';

const TOKEN = 'test-admin-token-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'haat-admin-import-'));
const env = loadEnv({ NODE_ENV: 'test', ADMIN_TOKEN: TOKEN, UPLOADS_DIR: join(dir, 'uploads'), IMPORT_BASE_DIR: join(dir, 'import') });

const goodDocument = {
  shops: [
    {
      slug: 'alpha',
      shop_name: 'Alpha',
      logo: null,
      contact_number: '+8801700000000',
      theme_primary_color: '#0f766e',
      social_links: [{ name: 'facebook', url: 'https://facebook.com/alpha', bgColor: '#1877f2' }],
      domains: ['alpha-shop.test'],
      brands_setting: 1,
      shop_rate: { s_rateType: 'percentage', s_increase: 10, s_discount: 5 },
      categories: [{ name: 'Men', slug: 'men', groups: [{ name: 'Clothing', items: [{ name: 'T-Shirts', slug: 't-shirts' }] }] }],
      brands: [{ name: 'Acme', slug: 'acme' }],
      products: [
        {
          name: 'Tee', slug: 'tee', category: 't-shirts', brand: 'acme', shortDescription: 'A tee',
          unitprice: 1000, resellerMinPrice: 0, resellerMaxPrice: 0, quantity: 5, unlimited_quantity: 0,
          max_item_in_order: 3, product_discount: { discountType: '%', discount: 10 },
          cashback_offer: { cash_type: 'flat', cash: 20 }, rate_type: 'shop_rate', p_rate_type: null,
          p_amount_type: null, p_increase_amount: 0, p_discount_amount: 0, order_attachment: 0,
          attachment_field_title: null, enable_review: 1, images: [], variants: null,
        },
      ],
    },
  ],
};

for (const t of testDatabases()) {
  describe(`admin import API (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const post = (body: unknown, token: string | null = TOKEN) =>
      app.request('/api/admin/import', {
        method: 'POST',
        headers: { host: 'admin.localhost', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const count = async () => Number((await db.selectFrom('products').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('refuses a missing or wrong token with 401', async () => {
      expect((await post(goodDocument, null)).status).toBe(401);
      expect((await post(goodDocument, 'wrong-token-wrong-token')).status).toBe(401);
      expect(await count()).toBe(0);
    });

    it('imports a document and lists product ids by slug', async () => {
      const res = await post(goodDocument);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.shops[0].slug).toBe('alpha');
      expect(typeof body.shops[0].products.tee).toBe('number');
      // The imported shop now answers on its host.
      const shop = await app.request('/api/front/get-reseller-shop-slug', {
        method: 'POST',
        headers: { host: 'alpha-shop.test', 'content-type': 'application/json' },
        body: JSON.stringify({ shop: 'alpha-shop.test' }),
      });
      expect(await shop.json()).toEqual({ success: true, shop: 'alpha' });
    });

    it('refuses a malformed document with JSON paths and changes nothing', async () => {
      const before = await count();
      const bad = structuredClone(goodDocument) as any;
      bad.shops[0].products.push({ ...bad.shops[0].products[0], slug: 'polo', unitprice: 'cheap', category: 'socks' });
      const res = await post(bad);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.success).toBe(false);
      const paths = body.errors.map((e: { path: string }) => e.path);
      expect(paths).toContain('$.shops[0].products[1].unitprice');
      expect(paths).toContain('$.shops[0].products[1].category');
      expect(await count()).toBe(before);
    });

    it('refuses a body that is not JSON', async () => {
      const res = await post('{"shops": [');
      expect(res.status).toBe(400);
      expect((await res.json()).success).toBe(false);
    });
  });
}
