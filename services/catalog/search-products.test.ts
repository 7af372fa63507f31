import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { testDatabases } from '../../db/test-databases';
import { parseListingParams } from '../../core/listing-query';
import { importCatalog } from './import-catalog';
import { getKeywordSuggestions } from './get-keyword-suggestions';
import { getShopSearchSuggestions } from './get-shop-search-suggestions';
import { searchProducts } from './search-products';
import { resolveSearchWords } from './operations/search-words';
import { testContext } from '../test-context';

const dirs = { baseDir: '/tmp/haat-test', uploadsDir: '/tmp/haat-test/uploads' };
const params = (query = '') => parseListingParams(new URLSearchParams(query), { search: true });

function shopDoc(slug: string, products: object[]) {
  return {
    slug, shop_name: `Shop ${slug}`, brands_setting: 1,
    shop_rate: { s_rateType: 'percentage', s_increase: 10, s_discount: 5 },
    categories: [{ name: 'Women', slug: 'women', groups: [{ name: 'Saree', items: [{ name: 'Jamdani Saree', slug: 'jamdani' }] }] }],
    brands: [{ name: 'Aarong', slug: 'aarong' }],
    products: products.map((p, i) => ({ quantity: 3, unitprice: 1000 + i * 100, created_at: `2025-01-${String(10 + i).padStart(2, '0')}T00:00:00Z`, ...p })),
  };
}

const ALPHA = [
  { slug: 'red-jamdani', name: 'Red Jamdani Saree', category: 'jamdani', brand: 'aarong', shortDescription: 'Handwoven cotton' },
  { slug: 'blue-shawl', name: 'Blue Shawl', shortDescription: 'Goes well with a saree' },
  { slug: 'panjabi', name: 'Cotton Panjabi', shortDescription: 'Eid collection' },
  { slug: 'lamp', name: 'Brass Lamp', unitprice: 300 },
  { slug: 'hidden', name: 'Hidden Saree', status: 0 },
];

const names = (l: { products: Array<{ name: string }> }) => l.products.map((p) => p.name);

for (const t of testDatabases()) {
  describe(`product search (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      const result = await importCatalog(db, { shops: [shopDoc('alpha', ALPHA), shopDoc('beta', [{ slug: 'beta-saree', name: 'Beta Silk Saree' }])] }, dirs);
      expect(result.success).toBe(true);
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
    });
    afterAll(() => drop());

    it('ranks a name match above a description match', async () => {
      const r = await searchProducts(testContext(db, alpha), 'saree', params(), '/search');
      expect(names(r)).toEqual(['Red Jamdani Saree', 'Blue Shawl']);
      expect(r.path).toBe('/search/saree');
      expect(r.pagerText).toBe('Showing 1 to 2 of 2');
    });

    it('matches word prefixes, every word, in name, description, brand and category', async () => {
      expect(names(await searchProducts(testContext(db, alpha), 'jam', params(), '/search'))).toEqual(['Red Jamdani Saree']);
      expect(names(await searchProducts(testContext(db, alpha), 'cot', params(), '/search'))).toEqual(['Cotton Panjabi', 'Red Jamdani Saree']);
      expect(names(await searchProducts(testContext(db, alpha), 'red sar', params(), '/search'))).toEqual(['Red Jamdani Saree']);
      expect(names(await searchProducts(testContext(db, alpha), 'aarong', params(), '/search'))).toEqual(['Red Jamdani Saree']);
      expect(names(await searchProducts(testContext(db, alpha), 'RED   Saree!', params(), '/products/search'))).toEqual(['Red Jamdani Saree']);
      expect((await searchProducts(testContext(db, alpha), 'red lamp', params(), '/search')).total).toBe(0);
    });

    it('tolerates one typo in a word of five or more letters', async () => {
      expect(names(await searchProducts(testContext(db, alpha), 'sarre', params(), '/search'))).toEqual(['Red Jamdani Saree', 'Blue Shawl']); // replaced
      const removed = await searchProducts(testContext(db, alpha), 'panjbi', params(), '/search');
      expect(names(removed)).toEqual(['Cotton Panjabi']); // removed
      expect(removed.corrections).toEqual([{ word: 'panjbi', alternatives: ['panjabi'] }]);
      expect((await searchProducts(testContext(db, alpha), 'panjabi', params(), '/search')).corrections).toEqual([]);
      expect(names(await searchProducts(testContext(db, alpha), 'cottton', params(), '/search'))).toEqual(['Cotton Panjabi', 'Red Jamdani Saree']); // inserted
      expect(names(await searchProducts(testContext(db, alpha), 'bsass', params(), '/search'))).toEqual(['Brass Lamp']); // first letters
      expect(names(await searchProducts(testContext(db, alpha), 'shwal', params(), '/search'))).toEqual(['Blue Shawl']); // swapped
      expect((await searchProducts(testContext(db, alpha), 'saxxree', params(), '/search')).total).toBe(0); // two typos (and another sound)
      expect((await searchProducts(testContext(db, alpha), 'lanp', params(), '/search')).total).toBe(0); // a 4-letter word is not corrected
      expect(await resolveSearchWords(db, alpha.id, 'sare panjbi')).toEqual([
        { word: 'sare', alternatives: [], sound: { token: 'zqsr', prefix: false }, alsoSounds: ['zqsrpnjb'] },
        { word: 'panjbi', alternatives: ['panjabi'], sound: { token: 'zqpnjb', prefix: true }, alsoSounds: ['zqsrpnjb'] },
      ]);
    });

    it('finds a product however its name is written: Bangla script, romanized Bangla or English (issue 25 item 5)', async () => {
      const find = async (q: string) => names(await searchProducts(testContext(db, alpha), q, params(), '/search'));
      // Bangla script finds the English names.
      expect(await find('পাঞ্জাবি')).toEqual(['Cotton Panjabi']);
      expect(await find('শাড়ি')).toEqual(['Red Jamdani Saree', 'Blue Shawl']);
      expect(await find('কটন পাঞ্জাবি')).toEqual(['Cotton Panjabi']);
      expect(await find('জামদানি')).toEqual(['Red Jamdani Saree']);
      // Romanized spellings people type.
      expect(await find('punjabi')).toEqual(['Cotton Panjabi']);
      expect(await find('sari')).toEqual(['Red Jamdani Saree', 'Blue Shawl']);
      expect(await find('shari')).toEqual(['Red Jamdani Saree', 'Blue Shawl']);
      expect(await find('kotton')).toEqual(['Cotton Panjabi', 'Red Jamdani Saree']);
      // Typing on: a longer sound key matches as a prefix.
      expect(await find('পাঞ্জা')).toEqual(['Cotton Panjabi']);
      // Every word must still match, and another shop's words never do.
      expect(await find('পাঞ্জাবি lamp')).toEqual([]);
      // Two words a shop writes as one, and a Bangla word that means the English one.
      expect(await find('jam dani')).toEqual(['Red Jamdani Saree']);
      expect(await find('জাম দানি')).toEqual(['Red Jamdani Saree']);
      expect(await find('বাতি')).toEqual([]);
      expect((await searchProducts(testContext(db, beta), 'পাঞ্জাবি', params(), '/search')).total).toBe(0);
    });

    it('finds a Bangla-named product from English and romanized queries', async () => {
      const result = await importCatalog(db, { shops: [shopDoc('gamma', [{ slug: 'bn-panjabi', name: 'সুতি পাঞ্জাবি' }, { slug: 'bn-lungi', name: 'চেক লুঙ্গি' }])] }, dirs);
      expect(result.success).toBe(true);
      const gamma = (await findShopBySlug(db, 'gamma'))!;
      const find = async (q: string) => names(await searchProducts(testContext(db, gamma), q, params(), '/search'));
      expect(await find('panjabi')).toEqual(['সুতি পাঞ্জাবি']);
      expect(await find('punjabi')).toEqual(['সুতি পাঞ্জাবি']);
      expect(await find('পাঞ্জাবি')).toEqual(['সুতি পাঞ্জাবি']);
      expect(await find('lungi')).toEqual(['চেক লুঙ্গি']);
      expect(await find('check lungi')).toEqual(['চেক লুঙ্গি']);
      // The phonetic tokens are not words of the shop: no completion offers them.
      const suggestions = await getKeywordSuggestions(testContext(db, gamma), 'zq');
      expect(JSON.stringify(suggestions)).not.toContain('zq');
    });

    it('sorts and filters search results like a listing', async () => {
      const r = await searchProducts(testContext(db, alpha), 'saree', params('sort=price_desc'), '/search');
      expect(r.products.map((p) => p.pricing.sellPrice)).toEqual([1155, 1050]);
      expect(names(await searchProducts(testContext(db, alpha), 'saree', params('max_price=1100'), '/search'))).toEqual(['Red Jamdani Saree']);
      expect(names(await searchProducts(testContext(db, alpha), 'saree', params('brand=aarong'), '/search'))).toEqual(['Red Jamdani Saree']);
    });

    it("never finds another shop's products, nor uses its words for typos", async () => {
      expect((await searchProducts(testContext(db, alpha), 'silk', params(), '/search')).total).toBe(0);
      expect((await searchProducts(testContext(db, alpha), 'silkk', params(), '/search')).total).toBe(0);
      expect(names(await searchProducts(testContext(db, beta), 'saree', params(), '/search'))).toEqual(['Beta Silk Saree']);
      expect((await searchProducts(testContext(db, beta), 'lamp', params(), '/search')).total).toBe(0);
      expect((await searchProducts(testContext(db, alpha), 's1', params(), '/search')).total).toBe(0);
    });

    it('follows a re-import: renamed products are found by their new name only', async () => {
      const renamed = ALPHA.map((p) => (p.slug === 'lamp' ? { ...p, name: 'Copper Lantern' } : p));
      expect((await importCatalog(db, { shops: [shopDoc('alpha', renamed)] }, dirs)).success).toBe(true);
      expect((await searchProducts(testContext(db, alpha), 'brass', params(), '/search')).total).toBe(0);
      expect(names(await searchProducts(testContext(db, alpha), 'lantern', params(), '/search'))).toEqual(['Copper Lantern']);
      expect(names(await searchProducts(testContext(db, alpha), 'lanturn', params(), '/search'))).toEqual(['Copper Lantern']);
      await db.deleteFrom('products').where('shop_id', '=', alpha.id).where('slug', '=', 'lamp').execute();
      expect((await searchProducts(testContext(db, alpha), 'lantern', params(), '/search')).total).toBe(0);
    });

    it('suggests tags, ranked products with pricing, and the products matched by name', async () => {
      const s = await getShopSearchSuggestions(testContext(db, alpha), 'sar');
      expect(s.shopRate).toEqual({ rateType: 'percentage', increase: 10, discount: 5, resellerId: null });
      expect(s.tags).toEqual([{ title: 'Jamdani Saree', type: 'sub-category', url: '/products/sub-category/jamdani' }]);
      expect((await getShopSearchSuggestions(testContext(db, alpha), 'women')).tags).toEqual([{ title: 'Women', type: 'category', url: '/products/category/women' }]);
      expect((await getShopSearchSuggestions(testContext(db, alpha), 'aar')).tags).toEqual([{ title: 'Aarong', type: 'brand', url: '/products/brands/aarong' }]);
      expect(s.products.map((p) => p.name)).toEqual(['Red Jamdani Saree', 'Blue Shawl']);
      expect(s.products[0].pricing).toMatchObject({ sellPrice: 1050, oldPrice: 1100, discountPercent: 5 });
      expect(s.products[0].url).toMatch(/^\/products\/red-jamdani-\d+$/);
      expect(s.matchProducts.map((p) => p.name)).toEqual(['Red Jamdani Saree']);
      expect(await getShopSearchSuggestions(testContext(db, alpha), '   ')).toMatchObject({ tags: [], products: [], matchProducts: [] });
    });

    it('suggests search phrases completing the last word', async () => {
      expect((await getKeywordSuggestions(testContext(db, alpha), 'red sa')).suggestions).toEqual([{ title: 'red saree', url: '/search/red-saree' }]);
      expect((await getKeywordSuggestions(testContext(db, alpha), 'aar')).suggestions).toEqual([
        { title: 'aarong', url: '/search/aarong' },
        { title: 'Aarong', url: '/products/brands/aarong' },
      ]);
      expect((await getKeywordSuggestions(testContext(db, alpha), '')).suggestions).toEqual([]);
    });
  });
}
