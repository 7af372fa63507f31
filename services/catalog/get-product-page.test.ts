// The product page, the /r/{shop}/products/{id} path, the share page and the SEO data, on
// SQLite and PostgreSQL: canonical redirects, 404s, shop isolation, JSON-LD offers in BDT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { DomainError } from '../domain-error';
import { getProductPage } from './get-product-page';
import { resolveResellerProductPath } from './resolve-reseller-product-path';
import { getSharePreview, shareTarget } from './get-share-preview';
import type { Ctx } from '../context';
import { testContext } from '../test-context';

const ORIGIN = 'https://alpha.example.com';

describe('shareTarget', () => {
  it('takes only same-shop paths', () => {
    expect(shareTarget('products/tee-12', '', ORIGIN)).toBe('/products/tee-12');
    expect(shareTarget('deals/eid', '?page=2', ORIGIN)).toBe('/deals/eid?page=2');
    expect(shareTarget('https://alpha.example.com/products/tee-12?x=1', '', ORIGIN)).toBe('/products/tee-12?x=1');
    expect(shareTarget('https:/alpha.example.com/products/tee-12', '', ORIGIN)).toBe('/products/tee-12');
    expect(shareTarget('https://evil.example/products/tee-12', '', ORIGIN)).toBeNull();
    expect(shareTarget('/evil.example/x', '', ORIGIN)).toBeNull();
    expect(shareTarget('\\evil.example', '', ORIGIN)).toBeNull();
    expect(shareTarget('https://', '', ORIGIN)).toBeNull();
    expect(shareTarget('', '', ORIGIN)).toBe('/');
  });
});

for (const t of testDatabases()) {
  describe(`product page services (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: TestCatalog;
    let beta: TestCatalog;
    let ctx: Ctx;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha');
      beta = await insertTestCatalog(db, 'beta');
      await db
        .updateTable('products')
        .set({ min_variant_price: 1000, max_variant_price: 1100, short_description: '<p>Soft &amp; cool</p>', thumbnail_image: 'front-1.webp' })
        .where('id', '=', alpha.productId)
        .execute();
      const shop: Shop = await db.selectFrom('shops').selectAll().where('slug', '=', 'alpha').executeTakeFirstOrThrow();
      ctx = testContext(db, shop, { request: { origin: ORIGIN } });
    });
    afterAll(async () => drop());

    const req = { search: '' };
    const notFound = async (p: Promise<unknown>) => {
      const err = await p.then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe('not_found');
    };

    it('the canonical parameter gives the page; a bare id or a stale slug gives the redirect', async () => {
      const page = await getProductPage(ctx, `tee-${alpha.productId}`, req);
      expect('page' in page && page.page.product.id).toBe(alpha.productId);
      expect(await getProductPage(ctx, String(alpha.productId), req)).toEqual({ redirect: `/products/tee-${alpha.productId}` });
      expect(await getProductPage(ctx, `old-name-${alpha.productId}`, { search: '?ref=fb' })).toEqual({ redirect: `/products/tee-${alpha.productId}?ref=fb` });
    });

    it("garbage, another shop's product and unknown ids are not found", async () => {
      await notFound(getProductPage(ctx, 'data', req));
      await notFound(getProductPage(ctx, `tee-${beta.productId}`, req));
      await notFound(getProductPage(ctx, '999999', req));
      await notFound(getProductPage(ctx, undefined, req));
    });

    it('a guest is logged out (whatever cookie they forge); the verified customer is logged in', async () => {
      const guest = await getProductPage(ctx, `tee-${alpha.productId}`, req);
      expect('page' in guest && guest.page.loggedIn).toBe(false);
      const customer = testContext(db, ctx.shop, { customerId: 1, request: { origin: ORIGIN } });
      const page = await getProductPage(customer, `tee-${alpha.productId}`, req);
      expect('page' in page && page.page.loggedIn).toBe(true);
    });

    it('SEO: title, description from the short description, canonical, image and JSON-LD with an AggregateOffer in BDT', async () => {
      const r = await getProductPage(ctx, `tee-${alpha.productId}`, req);
      if (!('page' in r)) throw new Error('expected a page');
      const { seo } = r.page;
      expect(seo).toMatchObject({
        title: 'Tee alpha | Shop alpha',
        siteName: 'Shop alpha',
        description: 'Soft & cool',
        canonical: `${ORIGIN}/products/tee-${alpha.productId}`,
        image: `${ORIGIN}/uploads/thumnail/thumnail_original/front-1.webp`,
      });
      // Where it is filed (issue 28 item 2): its category and sub-category, and the BreadcrumbList.
      expect(r.page.product.breadcrumbs).toEqual([
        { name: 'Men', url: '/products/category/men' },
        { name: 'T-Shirts', url: '/products/sub-category/t-shirts' },
      ]);
      expect(seo.breadcrumbLd).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Men', item: `${ORIGIN}/products/category/men` },
          { '@type': 'ListItem', position: 3, name: 'T-Shirts', item: `${ORIGIN}/products/sub-category/t-shirts` },
          { '@type': 'ListItem', position: 4, name: 'Tee alpha', item: seo.canonical },
        ],
      });
      // The link preview made for sharing (issue 29 item 5), versioned by what it draws.
      expect(seo.shareImage).toMatch(new RegExp(`^${ORIGIN}/share-cards/products/${alpha.productId}-en\\.jpg\\?v=[0-9a-f]{12}$`));
      const renamed = await getProductPage({ ...ctx, shop: { ...ctx.shop, shop_name: 'Renamed' } }, `tee-${alpha.productId}`, req);
      if (!('page' in renamed)) throw new Error('expected a page');
      expect(renamed.page.seo.shareImage).not.toBe(seo.shareImage);
      expect(seo.jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Tee alpha',
        brand: { '@type': 'Brand', name: 'Acme' },
        offers: { '@type': 'AggregateOffer', priceCurrency: 'BDT', lowPrice: 950, highPrice: 1045, availability: 'https://schema.org/InStock' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      });
      expect(JSON.parse(JSON.stringify(seo.jsonLd))).toEqual(seo.jsonLd);
    });

    it('breadcrumbs in Bangla where the names have it, and only the steps a product is filed under', async () => {
      await db.updateTable('categories').set({ name_bn: 'পুরুষ' }).where('slug', '=', 'men').where('shop_id', '=', alpha.shopId).execute();
      const bn = await getProductPage({ ...ctx, request: { ...ctx.request, lang: 'bn' } }, `tee-${alpha.productId}`, req);
      if (!('page' in bn)) throw new Error('expected a page');
      expect(bn.page.product.breadcrumbs.map((b) => b.name)).toEqual(['পুরুষ', 'T-Shirts']);
      expect((bn.page.seo.breadcrumbLd.itemListElement as Array<{ name: string }>)[0]!.name).toBe('হোম');
      await db.updateTable('products').set({ category_item_id: null }).where('id', '=', alpha.plainProductId).execute();
      const plain = await getProductPage(ctx, `mug-${alpha.plainProductId}`, req);
      if (!('page' in plain)) throw new Error('expected a page');
      expect(plain.page.product.breadcrumbs).toEqual([{ name: 'Men', url: '/products/category/men' }]);
      await db.updateTable('categories').set({ name_bn: null }).where('slug', '=', 'men').where('shop_id', '=', alpha.shopId).execute();
    });

    it('a plain product has one Offer; sold out is OutOfStock; no aggregateRating without reviews enabled', async () => {
      await db.updateTable('products').set({ quantity: 0, enable_review: 0 }).where('id', '=', alpha.plainProductId).execute();
      const r = await getProductPage(ctx, `mug-${alpha.plainProductId}`, req);
      if (!('page' in r)) throw new Error('expected a page');
      expect(r.page.seo.jsonLd.offers).toEqual({
        '@type': 'Offer',
        priceCurrency: 'BDT',
        price: 950,
        availability: 'https://schema.org/OutOfStock',
        url: `${ORIGIN}/products/mug-${alpha.plainProductId}`,
        itemCondition: 'https://schema.org/NewCondition',
      });
      expect(r.page.seo.jsonLd.aggregateRating).toBeUndefined();
      expect(r.page.seo.description).toBe('Buy Tee alpha online at Shop alpha. Prices in taka, cash on delivery.');
      await db.updateTable('products').set({ quantity: 5, enable_review: 1 }).where('id', '=', alpha.plainProductId).execute();
    });

    it('/r/{shop}/products/{id} reaches the product of this shop only', async () => {
      expect(await resolveResellerProductPath(ctx, 'alpha', String(alpha.productId))).toBe(`/products/tee-${alpha.productId}`);
      expect(await resolveResellerProductPath(ctx, 'ALPHA', `tee-${alpha.productId}`)).toBe(`/products/tee-${alpha.productId}`);
      await notFound(resolveResellerProductPath(ctx, 'beta', String(alpha.productId)));
      await notFound(resolveResellerProductPath(ctx, 'alpha', String(beta.productId)));
      await notFound(resolveResellerProductPath(ctx, 'alpha', 'x'));
    });

    it('the share page previews a product of this shop, any other same-shop path as the shop, and nothing else', async () => {
      const p = await getSharePreview(ctx, `products/tee-${alpha.productId}`, '');
      expect(p).toMatchObject({ target: `/products/tee-${alpha.productId}`, url: `${ORIGIN}/products/tee-${alpha.productId}`, title: 'Tee alpha', type: 'product', siteName: 'Shop alpha', price: '৳950 - ৳1,045' });
      const stale = await getSharePreview(ctx, String(alpha.productId), '');
      expect(stale).toMatchObject({ target: `/${alpha.productId}`, type: 'website', title: 'Shop alpha' });
      const bare = await getSharePreview(ctx, `products/${alpha.productId}`, '');
      expect(bare.target).toBe(`/products/tee-${alpha.productId}`);
      const deal = await getSharePreview(ctx, 'deals/eid', '');
      expect(deal).toMatchObject({ target: '/deals/eid', url: `${ORIGIN}/deals/eid`, type: 'website', image: null });
      await notFound(getSharePreview(ctx, `products/tee-${beta.productId}`, ''));
      await notFound(getSharePreview(ctx, 'https://evil.example/x', ''));
      await notFound(getSharePreview(ctx, '/evil.example', ''));
    });
  });
}
