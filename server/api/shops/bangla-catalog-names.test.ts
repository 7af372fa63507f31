// Bangla names of categories, sub-categories, brands and deals (issue 25 item 4,
// docs/decisions/058) on SQLite and PostgreSQL: the layout's menus, the listing headings and
// brand filter, the home deals, the product page's brand and the search suggestions show them
// on a Bangla page and the English ones otherwise; the mega menu API carries both; a product is
// found by its category's Bangla name once the name is set (migration 027's triggers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { findShopById } from '../../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { parseListingParams } from '../../../core/listing-query';
import type { Lang } from '../../../core/i18n/lang';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { testContext } from '../../../services/test-context';
import { getMegaCategories, getShopLayout, menuIn, readShopLayout } from '../../../services/shops/operations/get-shop-layout';
import { getHomeSections } from '../../../services/catalog/get-home-sections';
import { getKeywordSuggestions } from '../../../services/catalog/get-keyword-suggestions';
import { getProductDetail } from '../../../services/catalog/operations/product-detail';
import { listProducts } from '../../../services/catalog/list-products';
import { searchProducts } from '../../../services/catalog/search-products';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads' });
const params = parseListingParams(new URLSearchParams());

for (const t of testDatabases()) {
  describe(`Bangla catalog names (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shop: Shop;
    let catalog: TestCatalog;
    let clock = 10_000_000;
    const ctx = (lang: Lang) => testContext(db, shop, { request: { lang }, now: (clock += LAYOUT_STEP) });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      catalog = await insertTestCatalog(db, 'bnames');
      shop = (await findShopById(db, catalog.shopId))!;
      // Indexed before any Bangla name exists: the names below must reach the search index by the triggers.
      expect((await searchProducts(ctx('bn'), 'ছেলেদের', params, '/search')).total).toBe(0);
      await db.updateTable('categories').set({ name_bn: 'ছেলেদের' }).where('shop_id', '=', shop.id).where('slug', '=', 'men').execute();
      await db.updateTable('category_groups').set({ name_bn: 'পোশাক' }).where('shop_id', '=', shop.id).where('slug', '=', 'clothing').execute();
      await db.updateTable('category_items').set({ name_bn: 'টি-শার্ট' }).where('shop_id', '=', shop.id).where('slug', '=', 't-shirts').execute();
      await db.updateTable('brands').set({ name_bn: 'অ্যাকমি' }).where('shop_id', '=', shop.id).where('slug', '=', 'acme').execute();
      await db.updateTable('deals').set({ title_bn: 'ঈদের সেল', description_bn: 'বড় ছাড়' }).where('shop_id', '=', shop.id).where('slug', '=', 'eid').execute();
    });
    afterAll(() => drop());

    it('the menus: Bangla names on a Bangla page where given, English elsewhere and on English pages', async () => {
      const bn = await getShopLayout(ctx('bn'));
      const men = bn.mega.find((c) => c.slug === 'men')!;
      expect(men.name).toBe('ছেলেদের');
      expect(men.subcategory.map((g) => g.name)).toEqual(['পোশাক', 'Footwear']);
      expect(men.subcategory[0]!.items.map((i) => i.name)).toEqual(['Panjabi', 'টি-শার্ট']);
      expect(bn.mega.find((c) => c.slug === 'women')!.name).toBe('Women');
      expect(men.brands.map((b) => b.brand_info.name)).toContain('অ্যাকমি');
      expect(bn.brands.map((b) => b.name)).toContain('অ্যাকমি');
      const en = await getShopLayout(ctx('en'));
      expect(en.mega.find((c) => c.slug === 'men')!.name).toBe('Men');
      expect(en.mega.find((c) => c.slug === 'men')!.subcategory[0]!.items.map((i) => i.name)).toEqual(['Panjabi', 'T-Shirts']);
      expect(en.brands.map((b) => b.name)).toContain('Acme');
      // A menu item named as the category it opens takes its Bangla name; others keep theirs.
      const menu = menuIn('bn', [{ name: 'Shop', url: null, href: null, icon: null, submenu: [{ name: 'Men', url: '/products/category/men', href: null, icon: null, submenu: [] }, { name: 'For him', url: '/products/category/men', href: null, icon: null, submenu: [] }, { name: 'Acme', url: '/products/brands/acme', href: null, icon: null, submenu: [] }] }], en.mega, en.brands);
      expect(menu[0]!.submenu.map((m) => m.name)).toEqual(['ছেলেদের', 'For him', 'অ্যাকমি']);
      // The cached copies are the uncached layout, localised.
      expect((await readShopLayout(ctx('en'))).mega).toEqual(en.mega);
    });

    it('the mega menu API keeps the spec\'s name and gives the Bangla one beside it', async () => {
      const mega = await getMegaCategories(ctx('bn'));
      const men = mega.find((c) => c.slug === 'men')!;
      expect([men.name, men.name_bn]).toEqual(['Men', 'ছেলেদের']);
      const app = createApp({ db, env });
      const res = await app.request('/api/front/get-reseller-shop-mega-categories', {
        method: 'POST',
        headers: { host: 'bnames.localhost', 'content-type': 'application/json', cookie: 'lang=bn' },
        body: JSON.stringify({ shopSlug: 'bnames' }),
      });
      const body = await res.json();
      const apiMen = body.mega.find((c: { slug: string }) => c.slug === 'men');
      expect([apiMen.name, apiMen.name_bn]).toEqual(['Men', 'ছেলেদের']);
      expect(apiMen.subcategory[0].items.find((i: { slug: string }) => i.slug === 't-shirts').name_bn).toBe('টি-শার্ট');
      expect(apiMen.subcategory[1].name_bn).toBeNull();
    });

    it('listing headings, the brand filter, deals and the product page\'s brand', async () => {
      expect((await listProducts(ctx('bn'), { kind: 'category', idOrSlug: 'men' }, params))!.heading).toBe('ছেলেদের');
      expect((await listProducts(ctx('en'), { kind: 'category', idOrSlug: 'men' }, params))!.heading).toBe('Men');
      expect((await listProducts(ctx('bn'), { kind: 'sub-category', idOrSlug: 't-shirts' }, params))!.heading).toBe('টি-শার্ট');
      expect((await listProducts(ctx('bn'), { kind: 'sub-category', idOrSlug: 'panjabi' }, params))!.heading).toBe('Panjabi');
      expect((await listProducts(ctx('bn'), { kind: 'brand', idOrSlug: 'acme' }, params))!.heading).toBe('অ্যাকমি');
      const deal = (await listProducts(ctx('bn'), { kind: 'deal', idOrSlug: 'eid' }, params))!;
      expect([deal.heading, deal.description]).toEqual(['ঈদের সেল', 'বড় ছাড়']);
      expect((await listProducts(ctx('en'), { kind: 'deal', idOrSlug: 'eid' }, params))!.heading).toBe('Eid sale');
      expect((await listProducts(ctx('bn'), { kind: 'category', idOrSlug: 'men' }, params))!.brands.map((b) => b.name)).toContain('অ্যাকমি');
      expect((await searchProducts(ctx('bn'), 'tee', params, '/search')).brands.map((b) => b.name)).toContain('অ্যাকমি');
      const home = await getHomeSections(ctx('bn'));
      expect(home.deals.find((d) => d.slug === 'eid')?.title).toBe('ঈদের সেল');
      expect((await getProductDetail(ctx('bn'), catalog.productId)).brand?.name).toBe('অ্যাকমি');
      expect((await getProductDetail(ctx('en'), catalog.productId)).brand?.name).toBe('Acme');
    });

    it('a Bangla category or brand name is searchable: results and suggestions', async () => {
      const found = await searchProducts(ctx('bn'), 'ছেলেদের', params, '/search');
      expect(found.products.map((p) => p.id)).toContain(catalog.productId);
      expect((await searchProducts(ctx('en'), 'অ্যাকমি', params, '/search')).products.map((p) => p.id)).toContain(catalog.productId);
      const bn = await getKeywordSuggestions(ctx('bn'), 'ছেলে');
      expect(bn.suggestions).toContainEqual({ title: 'ছেলেদের', url: '/products/category/men' });
      const en = await getKeywordSuggestions(ctx('en'), 'ছেলে');
      expect(en.suggestions).toContainEqual({ title: 'Men', url: '/products/category/men' });
      expect((await getKeywordSuggestions(ctx('bn'), 'men')).suggestions).toContainEqual({ title: 'ছেলেদের', url: '/products/category/men' });
    });
  });
}

/** Each context a step later than the last, past the layout cache's lifetime: every read is fresh. */
const LAYOUT_STEP = 60_000;
