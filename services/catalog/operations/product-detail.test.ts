// The product detail, Quick View, colour gallery and variant price condition services on
// SQLite and PostgreSQL: the app's field names (the API's spec names: server/api/catalog/
// product-wire.test.ts), prices equal to core (and to a hand computation
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

    it('returns the variant product with its gallery, groups and combinations', async () => {
      const d = await getProductDetail(testContext(db, alphaShop), alpha.productId);
      expect(d).toMatchObject({
        id: alpha.productId,
        name: 'Tee alpha',
        slug: 'tee',
        url: `/products/tee-${alpha.productId}`,
        shortDescription: 'Soft cotton',
        thumbnailImage: 'front-1.webp',
        image: { small: '/uploads/thumnail/small/front-1.webp', grid: '/uploads/thumnail/thumnail_original/front-1.webp' },
        hasVariant: true,
        unitPrice: 1000,
        quantity: 4, // a variant product's figure: the sum of its on-sale combinations (2 + 2)
        unlimitedQuantity: false,
        maxPerOrder: 3,
        discount: { type: '%', amount: 10 },
        cashbackOffer: { type: 'flat', amount: 20 },
        takesAttachment: false,
        attachmentFieldTitle: null,
        minVariantPrice: 1000,
        maxVariantPrice: 1100,
        reviewsEnabled: true,
        variantQuantity: 4,
        brand: { name: 'Acme', slug: 'acme' },
      });
      // The product's own gallery, in position order, with the three renditions.
      expect(d.gallery.map((g) => g.normalImage)).toEqual([
        '/uploads/thumnail/thumnail_original/front-1.webp',
        '/uploads/thumnail/thumnail_original/front-2.webp',
      ]);
      expect(d.gallery[0]).toMatchObject({
        type: 'image',
        zoomImage: '/uploads/zoom/front-1.webp',
        smallImage: '/uploads/thumnail/small/front-1.webp',
        width: 600,
        height: 600,
        videoUrl: null,
        variantValueId: null,
      });
      // Groups in position order, values in position order, colours marked.
      expect(d.variantGroups.map((g) => [g.title, g.isColor, g.values.map((v) => v.label)])).toEqual([
        ['Size', false, ['M', 'L']],
        ['Color', true, ['Red']],
      ]);
      const size = d.variantGroups[0]!;
      expect(size.values[0]).toEqual({ id: alpha.valueIds.m, label: 'M', groupId: size.id, image: null, value: 'M', colorCode: null });
      expect(d.variantGroups[1]!.values[0]!.colorCode).toBe('#d32f2f');
      expect(d.variantPrices.map((p) => p.variant)).toEqual([`${alpha.valueIds.m}-${alpha.valueIds.red}`, `${alpha.valueIds.l}-${alpha.valueIds.red}`]);
      expect(Object.keys(d.variantPrices[0]!).sort()).toEqual(
        ['id', 'variant', 'variantPrice', 'quantity', 'unlimitedQuantity', 'resellerMaxPrice', 'resellerMinPrice', 'status', 'sellPrice', 'oldPrice', 'discount', 'discountPercent', 'resellerEarning', 'cashback'].sort(),
      );
    });

    it('prices every combination exactly as core does, and as decisions.md computes by hand', async () => {
      const d = await getProductDetail(testContext(db, alphaShop), alpha.productId);
      const row = await db.selectFrom('products').selectAll().where('id', '=', alpha.productId).executeTakeFirstOrThrow();
      for (const c of d.variantPrices) {
        const core = priceVariant(toPricedProduct(row), { variantPrice: c.variantPrice, resellerMinPrice: c.resellerMinPrice, resellerMaxPrice: c.resellerMaxPrice }, shopRateOf(alphaShop));
        expect(c).toMatchObject({ sellPrice: core.sellPrice, oldPrice: core.oldPrice, discount: core.discount, discountPercent: core.discountPercent, resellerEarning: core.resellerEarning, cashback: core.cashback });
      }
      // Shop rate +10% −5%, admin 10%: 1000 → 1000+100−(50+100) = 950, old 1100, earning 50, 14% off.
      expect(d.variantPrices[0]).toMatchObject({ sellPrice: 950, oldPrice: 1100, discount: 150, discountPercent: 14, resellerEarning: 50, cashback: 20 });
      // 1100 → 1100+110−(55+110) = 1045, old 1210, earning 1045−(1100−110) = 55, ceil(165·100/1210) = 14.
      expect(d.variantPrices[1]).toMatchObject({ sellPrice: 1045, oldPrice: 1210, discount: 165, discountPercent: 14, resellerEarning: 55 });
      // The range: low end 950; high end 1045 clamped up to minLimitOfMaxVariantResellPrice 1060.
      expect(d.pricing).toMatchObject({ sellPrice: 950, minSellPrice: 950, maxSellPrice: 1060 });
    });

    it('prices a plain product with no range', async () => {
      const d = await getProductDetail(testContext(db, alphaShop), alpha.plainProductId);
      expect(d.hasVariant).toBe(false);
      expect(d.variantGroups).toEqual([]);
      expect(d.variantPrices).toEqual([]);
      expect(d.gallery).toEqual([]);
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
      expect(q).toMatchObject({ id: alpha.productId, reviewsEnabled: true, averageRating: 4.5, reviewCount: 2 });
      expect(q.gallery).toHaveLength(2);
    });

    it("a colour's gallery is its own images; a value of another product or shop is not found", async () => {
      const g = await getColorVariantGallery(testContext(db, alphaShop), alpha.productId, alpha.valueIds.red);
      expect(g.map((i) => [i.normalImage, i.variantValueId])).toEqual([
        ['/uploads/thumnail/thumnail_original/red-1.webp', alpha.valueIds.red],
      ]);
      // A size value has no gallery of its own: the product's gallery answers.
      const m = await getColorVariantGallery(testContext(db, alphaShop), alpha.productId, alpha.valueIds.m);
      expect(m.map((i) => i.normalImage)).toEqual([
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
