// The product detail, Quick View, colour gallery and variant price condition services on
// SQLite and PostgreSQL: spec field names, prices equal to core (and to a hand computation
// from decisions.md), a fixed number of queries, and shop isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceVariant } from '../../../core/pricing';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { getColorVariantGallery } from '../get-color-variant-gallery';
import { getProductDetail } from './product-detail';
import { getQuickView } from '../get-quick-view';
import { getVariantPriceCondition } from '../get-variant-price-condition';
import { shopRateOf, toPricedProduct } from './product-pricing';
import { DomainError } from '../../domain-error';
import { testContext } from '../../test-context';

for (const t of testDatabases()) {
  describe(`product detail services (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: TestCatalog;
    let beta: TestCatalog;
    let alphaShop: Shop;
    let betaShop: Shop;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha');
      beta = await insertTestCatalog(db, 'beta');
      alphaShop = await db.selectFrom('shops').selectAll().where('slug', '=', 'alpha').executeTakeFirstOrThrow();
      betaShop = await db.selectFrom('shops').selectAll().where('slug', '=', 'beta').executeTakeFirstOrThrow();
      // A colour-range product: limits that clamp both ends of the range.
      await db
        .updateTable('products')
        .set({ min_variant_price: 1000, max_variant_price: 1100, min_limit_of_max_variant_resell_price: 1060, short_description: 'Soft cotton', thumbnail_image: 'front-1.webp' })
        .where('id', '=', alpha.productId)
        .execute();
    });
    afterAll(async () => drop());

    const notFound = async (p: Promise<unknown>) => {
      const err = await p.then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe('not_found');
    };

    it('returns the variant product in the spec field names', async () => {
      const d = await getProductDetail(testContext(db, alphaShop), alpha.productId);
      expect(d).toMatchObject({
        id: alpha.productId,
        name: 'Tee alpha',
        slug: 'tee',
        url: `/products/tee-${alpha.productId}`,
        shortDescription: 'Soft cotton',
        thumnailImage: 'front-1.webp',
        image: { small: '/uploads/thumnail/small/front-1.webp', grid: '/uploads/thumnail/thumnail_original/front-1.webp' },
        hasVariant: 1,
        unitprice: 1000,
        quantity: 4, // a variant product's figure: the sum of its on-sale combinations (2 + 2)
        unlimited_quantity: 0,
        max_item_in_order: 3,
        product_discount: { discountType: '%', discount: 10 },
        a_discount: 10,
        a_discountType: '%',
        cashback_offer: { cash_type: 'flat', cash: 20 },
        order_attachment: 0,
        attachment_field_title: null,
        minVariantPrice: 1000,
        maxVariantPrice: 1100,
        enable_review: 1,
        variantQuantity: 4,
        brand: { name: 'Acme', slug: 'acme' },
      });
      // The product's own gallery, in position order, with the three renditions.
      expect(d.gallery_image.map((g) => g.normal_image)).toEqual([
        '/uploads/thumnail/thumnail_original/front-1.webp',
        '/uploads/thumnail/thumnail_original/front-2.webp',
      ]);
      expect(d.gallery_image[0]).toMatchObject({
        type: 'image',
        zoom_image: '/uploads/zoom/front-1.webp',
        small_image: '/uploads/thumnail/small/front-1.webp',
        width: 600,
        height: 600,
        video_url: null,
        variant_value_id: null,
      });
      // Groups in position order, values in position order, colours marked.
      expect(d.product_variant.map((g) => [g.title, g.is_color, g.values.map((v) => v.label)])).toEqual([
        ['Size', false, ['M', 'L']],
        ['Color', true, ['Red']],
      ]);
      const size = d.product_variant[0]!;
      expect(size.values[0]).toEqual({ id: alpha.valueIds.m, label: 'M', variant_id: size.id, image: null, value: 'M', color: { code: null } });
      expect(d.product_variant[1]!.values[0]!.color).toEqual({ code: '#d32f2f' });
      expect(d.product_variantprice.map((p) => p.variant)).toEqual([`${alpha.valueIds.m}-${alpha.valueIds.red}`, `${alpha.valueIds.l}-${alpha.valueIds.red}`]);
      expect(Object.keys(d.product_variantprice[0]!).sort()).toEqual(
        ['id', 'variant', 'variantPrice', 'quantity', 'v_unlimited_quantity', 'variantResselerMaxPrice', 'variantResselerMinPrice', 'status', 'sellPrice', 'oldPrice', 'discount', 'discountPercent', 'resellerEarning', 'cashback'].sort(),
      );
    });

    it('prices every combination exactly as core does, and as decisions.md computes by hand', async () => {
      const d = await getProductDetail(testContext(db, alphaShop), alpha.productId);
      const row = await db.selectFrom('products').selectAll().where('id', '=', alpha.productId).executeTakeFirstOrThrow();
      for (const c of d.product_variantprice) {
        const core = priceVariant(toPricedProduct(row), { variantPrice: c.variantPrice, variantResselerMinPrice: c.variantResselerMinPrice, variantResselerMaxPrice: c.variantResselerMaxPrice }, shopRateOf(alphaShop));
        expect(c).toMatchObject({ sellPrice: core.sellPrice, oldPrice: core.oldPrice, discount: core.discount, discountPercent: core.discountPercent, resellerEarning: core.resellerEarning, cashback: core.cashback });
      }
      // Shop rate +10% −5%, admin 10%: 1000 → 1000+100−(50+100) = 950, old 1100, earning 50, 14% off.
      expect(d.product_variantprice[0]).toMatchObject({ sellPrice: 950, oldPrice: 1100, discount: 150, discountPercent: 14, resellerEarning: 50, cashback: 20 });
      // 1100 → 1100+110−(55+110) = 1045, old 1210, earning 1045−(1100−110) = 55, ceil(165·100/1210) = 14.
      expect(d.product_variantprice[1]).toMatchObject({ sellPrice: 1045, oldPrice: 1210, discount: 165, discountPercent: 14, resellerEarning: 55 });
      // The range: low end 950; high end 1045 clamped up to minLimitOfMaxVariantResellPrice 1060.
      expect(d.pricing).toMatchObject({ sellPrice: 950, minSellPrice: 950, maxSellPrice: 1060 });
    });

    it('prices a plain product with no range', async () => {
      const d = await getProductDetail(testContext(db, alphaShop), alpha.plainProductId);
      expect(d.hasVariant).toBe(0);
      expect(d.product_variant).toEqual([]);
      expect(d.product_variantprice).toEqual([]);
      expect(d.gallery_image).toEqual([]);
      expect(d.pricing).toEqual({ sellPrice: 950, oldPrice: 1100, discount: 150, discountPercent: 14, resellerEarning: 50, cashback: 20 });
    });

    it('uses a fixed number of queries', async () => {
      let queries = 0;
      const counted = db.withPlugin({
        transformQuery: (args) => {
          queries++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await getProductDetail(testContext(counted, alphaShop), alpha.productId);
      expect(queries).toBe(5);
      queries = 0;
      await getProductDetail(testContext(counted, alphaShop), alpha.plainProductId);
      expect(queries).toBe(2);
    });

    it("never finds another shop's product, an unpublished one or a bad id", async () => {
      await notFound(getProductDetail(testContext(db, alphaShop), beta.productId));
      await notFound(getProductDetail(testContext(db, betaShop), alpha.plainProductId));
      await notFound(getProductDetail(testContext(db, alphaShop), 0));
      await notFound(getProductDetail(testContext(db, alphaShop), 999_999));
      await db.updateTable('products').set({ status: 0 }).where('id', '=', beta.plainProductId).execute();
      await notFound(getProductDetail(testContext(db, betaShop), beta.plainProductId));
      await notFound(getQuickView(testContext(db, betaShop), beta.plainProductId));
      await notFound(getVariantPriceCondition(testContext(db, betaShop), beta.plainProductId));
      await db.updateTable('products').set({ status: 1 }).where('id', '=', beta.plainProductId).execute();
      expect((await getProductDetail(testContext(db, betaShop), beta.plainProductId)).id).toBe(beta.plainProductId);
    });

    it('Quick View carries the product, its gallery, review settings, average rating and review count', async () => {
      const q = await getQuickView(testContext(db, alphaShop), alpha.productId);
      expect(Object.keys(q).sort()).toEqual(['avg_rating', 'gallery_image', 'product', 'reviewSettings', 'reviewtotalItems', 'success']);
      expect(q).toMatchObject({ success: true, reviewSettings: { enable_review: 1 }, avg_rating: 4.5, reviewtotalItems: 2 });
      expect(q.gallery_image).toEqual(q.product.gallery_image);
      expect(q.product.id).toBe(alpha.productId);
    });

    it("a colour's gallery is its own images; a value of another product or shop is not found", async () => {
      const g = await getColorVariantGallery(testContext(db, alphaShop), alpha.productId, alpha.valueIds.red);
      expect(g.success).toBe(true);
      expect(g.gallery_image.map((i) => [i.normal_image, i.variant_value_id])).toEqual([
        ['/uploads/thumnail/thumnail_original/red-1.webp', alpha.valueIds.red],
      ]);
      // A size value has no gallery of its own: the product's gallery answers.
      const m = await getColorVariantGallery(testContext(db, alphaShop), alpha.productId, alpha.valueIds.m);
      expect(m.gallery_image.map((i) => i.normal_image)).toEqual([
        '/uploads/thumnail/thumnail_original/front-1.webp',
        '/uploads/thumnail/thumnail_original/front-2.webp',
      ]);
      await notFound(getColorVariantGallery(testContext(db, alphaShop), alpha.productId, beta.valueIds.red));
      await notFound(getColorVariantGallery(testContext(db, betaShop), alpha.productId, alpha.valueIds.red));
      await notFound(getColorVariantGallery(testContext(db, alphaShop), alpha.plainProductId, alpha.valueIds.red));
    });

    it('the variant price condition gives the six limits and the range', async () => {
      const v = await getVariantPriceCondition(testContext(db, alphaShop), alpha.productId);
      expect(v.variantLimit).toEqual({
        minVariantPrice: 1000,
        maxVariantPrice: 1100,
        minLimitOfMinVariantResellPrice: 0,
        maxLimitOfMinVariantResellPrice: 0,
        minLimitOfMaxVariantResellPrice: 1060,
        maxLimitOfMaxVariantResellPrice: 0,
      });
      expect(v.pricing).toMatchObject({ minSellPrice: 950, maxSellPrice: 1060 });
      await notFound(getVariantPriceCondition(testContext(db, betaShop), alpha.productId));
    });
  });
}
