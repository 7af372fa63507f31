// The three product calls of spec §7 through the real Hono app, on SQLite and PostgreSQL:
// exact field names, JSON and form bodies, and another shop's product is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { createApp } from '../../app.ts';
import { loadEnv } from '../../env';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads' });

for (const t of testDatabases()) {
  describe(`product calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: TestCatalog;
    let beta: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha');
      beta = await insertTestCatalog(db, 'beta');
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const post = (path: string, body: Record<string, unknown>, type = 'application/json', host = 'alpha.localhost') =>
      app.request(path, {
        method: 'POST',
        headers: { host, 'content-type': type },
        body: type === 'application/json' ? JSON.stringify(body) : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      });

    const QV = '/api/front/reseller-shop-single-product-details-for-quick-view';
    const GALLERY = '/api/front/get-color-variant-gallery-image';
    const LIMITS = '/api/front/get-product-variant-price-condition';

    it('quick view answers the spec fields, from JSON and from a form', async () => {
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        const res = await post(QV, { pro_id: alpha.productId }, type);
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(Object.keys(body).sort()).toEqual(['avg_rating', 'gallery_image', 'product', 'reviewSettings', 'reviewtotalItems', 'success']);
        expect(body).toMatchObject({ success: true, reviewSettings: { enable_review: 1 }, avg_rating: 4.5, reviewtotalItems: 2 });
        expect(body.product).toMatchObject({ id: alpha.productId, name: 'Tee alpha', slug: 'tee', hasVariant: 1, thumnailImage: null });
        for (const field of ['shortDescription', 'gallery_image', 'product_variant', 'product_variantprice', 'unitprice', 'quantity', 'unlimited_quantity', 'max_item_in_order', 'product_discount', 'cashback_offer', 'order_attachment', 'attachment_field_title', 'minVariantPrice', 'maxVariantPrice', 'enable_review', 'pricing']) {
          expect(body.product).toHaveProperty(field);
        }
        expect(body.gallery_image).toHaveLength(2);
        expect(body.gallery_image[0]).toMatchObject({ type: 'image', zoom_image: '/uploads/zoom/front-1.webp', normal_image: '/uploads/thumnail/thumnail_original/front-1.webp' });
        expect(body.product.product_variantprice[0]).toMatchObject({ variantResselerMaxPrice: 0, variantResselerMinPrice: 0, v_unlimited_quantity: 0, status: 1, sellPrice: 950 });
        expect(body.product.product_variant[1].values[0]).toMatchObject({ label: 'Red', color: { code: '#d32f2f' } });
        expect(body.product.pricing).toMatchObject({ sellPrice: expect.any(Number), minSellPrice: expect.any(Number), maxSellPrice: expect.any(Number) });
      }
    });

    it("another shop's product, an unknown id and a bad id are refused in the spec's shape", async () => {
      const other = await post(QV, { pro_id: beta.productId });
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ success: false, code: 'not_found', message: expect.any(String) });
      const unknown = await post(QV, { pro_id: 987654 });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).success).toBe(false);
      const bad = await post(QV, { pro_id: 'abc' });
      expect(bad.status).toBe(422);
      expect((await bad.json()).success).toBe(false);
      const missing = await app.request(QV, { method: 'POST', headers: { host: 'alpha.localhost' } });
      expect(missing.status).toBe(422);
    });

    it('the colour gallery answers success and gallery_image', async () => {
      const res = await post(GALLERY, { variant_id: alpha.valueIds.red, variant_title: 'Color', product_id: alpha.productId });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(['gallery_image', 'success']);
      expect(body.gallery_image.map((g: { normal_image: string }) => g.normal_image)).toEqual(['/uploads/thumnail/thumnail_original/red-1.webp']);
      const form = await post(GALLERY, { variant_id: alpha.valueIds.red, variant_title: 'Red', product_id: alpha.productId }, 'application/x-www-form-urlencoded');
      expect((await form.json()).gallery_image).toHaveLength(1);
      const other = await post(GALLERY, { variant_id: beta.valueIds.red, variant_title: 'Color', product_id: beta.productId });
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ success: false, code: 'not_found', message: expect.any(String) });
      const mixed = await post(GALLERY, { variant_id: beta.valueIds.red, product_id: alpha.productId });
      expect(mixed.status).toBe(404);
    });

    it('the variant price condition answers success, variantLimit with the six fields and pricing', async () => {
      const res = await post(LIMITS, { product_id: alpha.productId });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(['pricing', 'success', 'variantLimit']);
      expect(Object.keys(body.variantLimit).sort()).toEqual(
        ['maxLimitOfMaxVariantResellPrice', 'maxLimitOfMinVariantResellPrice', 'maxVariantPrice', 'minLimitOfMaxVariantResellPrice', 'minLimitOfMinVariantResellPrice', 'minVariantPrice'].sort(),
      );
      expect(body.pricing).toHaveProperty('minSellPrice');
      expect(body.pricing).toHaveProperty('maxSellPrice');
      const other = await post(LIMITS, { product_id: beta.productId });
      expect(other.status).toBe(404);
      expect((await other.json()).success).toBe(false);
    });
  });
}
