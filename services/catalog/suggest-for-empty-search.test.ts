import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { testDatabases } from '../../db/test-databases';
import { importCatalog } from './import-catalog';
import { suggestForEmptySearch } from './suggest-for-empty-search';
import { testContext } from '../test-context';

const dirs = { baseDir: '/tmp/haat-test', uploadsDir: '/tmp/haat-test/uploads' };

const doc = (slug: string, products: object[]) => ({
  slug,
  shop_name: `Shop ${slug}`,
  categories: [
    { name: 'Women', slug: 'women', groups: [{ name: 'Saree', items: [{ name: 'Jamdani Saree', slug: 'jamdani' }] }] },
    { name: 'Men', slug: 'men', groups: [] },
  ],
  products: products.map((p) => ({ quantity: 3, unitprice: 1000, ...p })),
});

for (const t of testDatabases()) {
  describe(`suggestions for an empty search (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      const result = await importCatalog(
        db,
        {
          shops: [
            doc('sugalpha', [
              { slug: 'red-jamdani', name: 'Red Jamdani Saree', category: 'jamdani' },
              { slug: 'panjabi', name: 'Cotton Panjabi' },
            ]),
            doc('sugbeta', [{ slug: 'lamp', name: 'Brass Lamp' }]),
          ],
        },
        dirs,
      );
      expect(result.success).toBe(true);
      alpha = (await findShopBySlug(db, 'sugalpha'))!;
      beta = (await findShopBySlug(db, 'sugbeta'))!;
    });
    afterAll(() => drop());

    it('offers the corrected search without the words the shop has nothing for, and the shop categories in order', async () => {
      const s = await suggestForEmptySearch(testContext(db, alpha), 'cotton zzqxv', '/search');
      expect(s.didYouMean).toEqual({ keywords: 'cotton', path: '/search/cotton', total: 1 });
      expect(s.categories).toEqual([
        { name: 'Women', path: '/products/category/women' },
        { name: 'Men', path: '/products/category/men' },
      ]);
    });

    it('replaces a word one typo away with the shop word and keeps the mobile path', async () => {
      const s = await suggestForEmptySearch(testContext(db, alpha), 'jamdanu brass', '/products/search');
      expect(s.didYouMean).toEqual({ keywords: 'jamdani', path: '/products/search/jamdani', total: 1 });
    });

    it('offers no correction when nothing is left, nothing changes, or the correction finds nothing', async () => {
      expect((await suggestForEmptySearch(testContext(db, alpha), 'zzqxv', '/search')).didYouMean).toBeNull();
      expect((await suggestForEmptySearch(testContext(db, alpha), 'cotton red', '/search')).didYouMean).toBeNull();
      // Another shop's words are not this shop's vocabulary.
      expect((await suggestForEmptySearch(testContext(db, beta), 'jamdani', '/search')).didYouMean).toBeNull();
    });
  });
}
