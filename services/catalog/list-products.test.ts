import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { testDatabases } from '../../db/test-databases';
import { parseListingParams, type ListingParams } from '../../core/listing-query';
import { priceProduct, type PricedProduct } from '../../core/pricing';
import { importCatalog } from './import-catalog';
import { listProducts } from './list-products';
import { refreshListingIndex } from './operations/refresh-listing-index';
import { testContext } from '../test-context';

const dirs = { baseDir: '/tmp/haat-test', uploadsDir: '/tmp/haat-test/uploads' };
const params = (query = ''): ListingParams => parseListingParams(new URLSearchParams(query));

// Sell prices with the shop rate 10 % up, 5 % off (independently: decisions.md's formula).
const PRODUCTS = [
  { slug: 'panjabi', name: 'Cotton Panjabi', unitprice: 1000, created_at: '2025-01-05T00:00:00Z', category: 'panjabi', brand: 'aarong' }, // 1050
  { slug: 'tee', name: 'Plain Tee', unitprice: 500, created_at: '2025-01-04T00:00:00Z', category: 't-shirts', brand: 'acme' }, // 525
  { slug: 'custom', name: 'Custom Rate Shirt', unitprice: 2000, created_at: '2025-01-03T00:00:00Z', category: 't-shirts', brand: 'acme',
    rate_type: 'custom', p_rate_type: 'custom', p_amount_type: 'flat', p_increase_amount: 100, p_discount_amount: 0 }, // 2100
  { slug: 'halfoff', name: 'Half Off Scarf', unitprice: 800, created_at: '2025-01-02T00:00:00Z', category: 'panjabi', brand: 'aarong',
    product_discount: { discountType: '%', discount: 50 } }, // 800 + 80 - 40 - 400 = 440
  { slug: 'capped', name: 'Capped Kurta', unitprice: 1000, resellerMaxPrice: 900, created_at: '2025-01-01T00:00:00Z', category: 'panjabi' }, // 900
  { slug: 'hidden', name: 'Unpublished Thing', unitprice: 10, status: 0, created_at: '2025-01-06T00:00:00Z' },
];

function shopDoc(slug: string, extraProducts: object[] = []) {
  return {
    slug, shop_name: `Shop ${slug}`, brands_setting: 1,
    shop_rate: { s_rateType: 'percentage', s_increase: 10, s_discount: 5 },
    categories: [
      { name: 'Men', slug: 'men', groups: [{ name: 'Clothing', items: [{ name: 'Panjabi', slug: 'panjabi' }, { name: 'T-Shirts', slug: 't-shirts' }] }] },
      { name: 'Women', slug: 'women', groups: [] },
    ],
    brands: [{ name: 'Aarong', slug: 'aarong' }, { name: 'Acme', slug: 'acme' }],
    products: [...PRODUCTS, ...extraProducts].map((p) => ({ quantity: 5, ...p })),
    deals: [{ slug: 'eid', title: 'Eid sale', products: ['tee', 'capped'] }],
  };
}

const names = (l: { products: Array<{ name: string }> } | null) => l?.products.map((p) => p.name);

for (const t of testDatabases()) {
  describe(`product listings (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      const result = await importCatalog(db, { shops: [shopDoc('alpha'), shopDoc('beta', [{ slug: 'beta-only', name: 'Beta Only Lamp', unitprice: 300 }])] }, dirs);
      expect(result.success).toBe(true);
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
    });
    afterAll(() => drop());

    it('lists the published products newest first with the pager text', async () => {
      const l = await listProducts(testContext(db, alpha), { kind: 'all' }, params());
      expect(names(l)).toEqual(['Cotton Panjabi', 'Plain Tee', 'Custom Rate Shirt', 'Half Off Scarf', 'Capped Kurta']);
      expect(l?.total).toBe(5);
      expect(l?.pagerText).toBe('Showing 1 to 5 of 5');
      expect(l?.path).toBe('/all-products');
    });

    it('paginates with per_page and clamps a page past the end', async () => {
      const p2 = await listProducts(testContext(db, alpha), { kind: 'all' }, params('per_page=2&page=2'));
      expect(names(p2)).toEqual(['Custom Rate Shirt', 'Half Off Scarf']);
      expect(p2).toMatchObject({ page: 2, pageCount: 3, total: 5, pagerText: 'Showing 3 to 4 of 5' });
      const past = await listProducts(testContext(db, alpha), { kind: 'all' }, params('per_page=2&page=9'));
      expect(names(past)).toEqual(['Capped Kurta']);
      expect(past).toMatchObject({ page: 3, pagerText: 'Showing 5 to 5 of 5' });
    });

    it('sorts by the sell price the shopper sees (shop rate, custom rate, admin discount, clamp)', async () => {
      const asc = await listProducts(testContext(db, alpha), { kind: 'all' }, params('sort=price_asc'));
      expect(asc?.products.map((p) => p.pricing.sellPrice)).toEqual([440, 525, 900, 1050, 2100]);
      const desc = await listProducts(testContext(db, alpha), { kind: 'all' }, params('sort=price_desc'));
      expect(desc?.products.map((p) => p.pricing.sellPrice)).toEqual([2100, 1050, 900, 525, 440]);
      // The card figures are decisions.md's formula, computed independently here.
      const base: PricedProduct = {
        unitprice: 800, resellerMinPrice: 0, resellerMaxPrice: 0, rate_type: 'shop_rate', p_rate_type: null, p_amount_type: null,
        p_increase_amount: 0, p_discount_amount: 0, product_discount: { discountType: '%', discount: 50 }, cashback_offer: null,
        hasVariant: false, minVariantPrice: 0, maxVariantPrice: 0, minLimitOfMinVariantResellPrice: 0, maxLimitOfMinVariantResellPrice: 0,
        minLimitOfMaxVariantResellPrice: 0, maxLimitOfMaxVariantResellPrice: 0,
      };
      const expected = priceProduct(base, { s_rateType: 'percentage', s_increase: 10, s_discount: 5 });
      expect(asc?.products[0].pricing).toMatchObject({ sellPrice: expected.sellPrice, oldPrice: expected.oldPrice, discountPercent: expected.discountPercent });
    });

    it('filters by sell-price range and brand', async () => {
      expect(names(await listProducts(testContext(db, alpha), { kind: 'all' }, params('min_price=500&max_price=1000&sort=price_asc')))).toEqual(['Plain Tee', 'Capped Kurta']);
      expect(names(await listProducts(testContext(db, alpha), { kind: 'all' }, params('min_price=1000&max_price=500&sort=price_asc')))).toEqual(['Plain Tee', 'Capped Kurta']);
      const branded = await listProducts(testContext(db, alpha), { kind: 'all' }, params('brand=aarong'));
      expect(names(branded)).toEqual(['Cotton Panjabi', 'Half Off Scarf']);
      expect(branded?.params.brand).toBe('aarong');
      const unknown = await listProducts(testContext(db, alpha), { kind: 'all' }, params('brand=nobody'));
      expect(unknown?.total).toBe(5);
      expect(unknown?.params.brand).toBeNull();
      const empty = await listProducts(testContext(db, alpha), { kind: 'all' }, params('min_price=5000'));
      expect(empty).toMatchObject({ total: 0, pagerText: 'There is no item to show', products: [] });
    });

    it('lists a category, a sub-category, a brand, a deal and the shop by id or slug', async () => {
      expect(names(await listProducts(testContext(db, alpha), { kind: 'category', idOrSlug: 'men' }, params('sort=price_asc')))).toEqual(['Half Off Scarf', 'Plain Tee', 'Capped Kurta', 'Cotton Panjabi', 'Custom Rate Shirt']);
      expect(await listProducts(testContext(db, alpha), { kind: 'category', idOrSlug: 'women' }, params())).toMatchObject({ total: 0, heading: 'Women' });
      const item = await listProducts(testContext(db, alpha), { kind: 'sub-category', idOrSlug: 't-shirts' }, params());
      expect(names(item)).toEqual(['Plain Tee', 'Custom Rate Shirt']);
      expect(item?.path).toBe('/products/sub-category/t-shirts');
      const brand = await listProducts(testContext(db, alpha), { kind: 'brand', idOrSlug: 'acme' }, params());
      expect(names(brand)).toEqual(['Plain Tee', 'Custom Rate Shirt']);
      expect(brand?.brands).toEqual([]);
      const deal = await listProducts(testContext(db, alpha), { kind: 'deal', idOrSlug: 'eid' }, params());
      expect(names(deal)).toEqual(['Plain Tee', 'Capped Kurta']);
      const dealById = await listProducts(testContext(db, alpha), { kind: 'deal', idOrSlug: String((await db.selectFrom('deals').select('id').where('shop_id', '=', alpha.id).executeTakeFirstOrThrow()).id) }, params());
      expect(dealById?.path).toBe('/deals/eid');
      expect(await listProducts(testContext(db, alpha), { kind: 'shop', slug: 'alpha' }, params())).toMatchObject({ total: 5, heading: 'Products of Shop alpha', path: '/products/shop/alpha' });
    });

    it("is null for another shop's or an unknown category, brand, deal or shop", async () => {
      const betaCategory = await db.selectFrom('categories').select('id').where('shop_id', '=', beta.id).where('slug', '=', 'men').executeTakeFirstOrThrow();
      expect(await listProducts(testContext(db, alpha), { kind: 'category', idOrSlug: String(betaCategory.id) }, params())).toBeNull();
      expect(await listProducts(testContext(db, alpha), { kind: 'category', idOrSlug: 'nope' }, params())).toBeNull();
      expect(await listProducts(testContext(db, alpha), { kind: 'sub-category', idOrSlug: 'nope' }, params())).toBeNull();
      expect(await listProducts(testContext(db, alpha), { kind: 'brand', idOrSlug: 'nope' }, params())).toBeNull();
      expect(await listProducts(testContext(db, alpha), { kind: 'deal', idOrSlug: 'nope' }, params())).toBeNull();
      expect(await listProducts(testContext(db, alpha), { kind: 'shop', slug: 'beta' }, params())).toBeNull();
    });

    it("never shows another shop's products", async () => {
      const a = await listProducts(testContext(db, alpha), { kind: 'all' }, params('per_page=60'));
      expect(names(a)).not.toContain('Beta Only Lamp');
      expect(a?.products.length).toBeGreaterThan(0);
      const b = await listProducts(testContext(db, beta), { kind: 'all' }, params('per_page=60'));
      expect(b?.total).toBe(6);
      const alphaIds = new Set(a?.products.map((p) => p.id));
      expect(b?.products.some((p) => alphaIds.has(p.id))).toBe(false);
    });

    it('recomputes sell prices when the shop rate or a product changes', async () => {
      await db.updateTable('shops').set({ s_rate_type: 'flat', s_increase: 1000, s_discount: 0 }).where('id', '=', alpha.id).execute();
      alpha = (await findShopBySlug(db, 'alpha'))!;
      const asc = await listProducts(testContext(db, alpha), { kind: 'all' }, params('sort=price_asc'));
      // flat +1000: 500→1500, 800−400→1400, 1000→2000 (custom rate unchanged 2100), capped stays 900
      expect(asc?.products.map((p) => [p.name, p.pricing.sellPrice])).toEqual([
        ['Capped Kurta', 900], ['Half Off Scarf', 1400], ['Plain Tee', 1500], ['Cotton Panjabi', 2000], ['Custom Rate Shirt', 2100],
      ]);
      // The beta shop's prices did not move.
      expect((await listProducts(testContext(db, beta), { kind: 'all' }, params('sort=price_asc')))?.products[0].pricing.sellPrice).toBe(300 + 30 - 15);
      await db.updateTable('products').set({ unitprice: 100 }).where('shop_id', '=', alpha.id).where('slug', '=', 'custom').execute();
      const again = await listProducts(testContext(db, alpha), { kind: 'all' }, params('sort=price_asc&per_page=1'));
      expect(again?.products.map((p) => [p.name, p.pricing.sellPrice])).toEqual([['Custom Rate Shirt', 200]]);
      expect(await refreshListingIndex(db, alpha.id)).toBe(0);
    });
  });
}
