import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { runWrite } from './run-write';
import { sql } from 'kysely';
import { countListingProducts, hasStaleListings, listFirstImages, listListingProducts, listStaleListings, markShopListingsStale } from './product-listing.repository';
import {
  addSearchTerms,
  compactSearchIndex,
  ftsMatchExpression,
  hasTermWithPrefix,
  listTermsWithPrefix,
  listTypoCandidates,
  searchListingProducts,
  tsQueryText,
  tsVectorText,
  writeListingIndex,
} from './product-search.repository';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';

describe('search expressions', () => {
  it('quotes words and adds the shop token', () => {
    const words = [{ word: 'sa"ree', alternatives: [] }, { word: 'panjbi', alternatives: ['panjabi'] }];
    expect(ftsMatchExpression(3, words)).toBe('shop : "s3" AND {name extra} : (("sa""ree"*) AND ("panjbi"* OR "panjabi"))');
    expect(tsQueryText(3, [{ word: "o'neil", alternatives: ['x\\y'] }])).toBe("'#3' & ('o''neil':* | 'x\\\\y')");
    expect(tsVectorText(3, { name: ['red', 'saree'], extra: ['saree', 'cotton'] })).toBe("'red':1A 'saree':2A,3C 'cotton':4C '#3'");
  });
});

for (const t of testDatabases()) {
  describe(`listing and search repositories (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let a: TestCatalog;
    let b: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      a = await insertTestCatalog(db, 'alpha');
      b = await insertTestCatalog(db, 'beta');
    });
    afterAll(() => drop());

    it('marks new products stale and lists them with their names for the search text', async () => {
      expect(await hasStaleListings(db, a.shopId)).toBe(true);
      const stale = await listStaleListings(db, a.shopId, 10);
      expect(stale.map((r) => r.slug).sort()).toEqual(['mug', 'tee']);
      expect(stale[0]).toMatchObject({ brand_name: 'Acme', category_name: 'Men', item_name: 'T-Shirts', listing_version: 0 });
    });

    it('writes only rows whose version did not move, and those become searchable', async () => {
      const stale = await listStaleListings(db, a.shopId, 10);
      const tee = stale.find((r) => r.slug === 'tee')!;
      const mug = stale.find((r) => r.slug === 'mug')!;
      // The mug changes after it was read: its entry must not be stored.
      await db.updateTable('products').set({ unitprice: 2000 }).where('id', '=', mug.id).execute();
      const written = await runWrite(db, (trx) => writeListingIndex(trx, a.shopId, [
        { id: tee.id, version: tee.listing_version, sellPrice: 1000, doc: { name: ['tee', 'alpha'], extra: ['acme'] } },
        { id: mug.id, version: mug.listing_version, sellPrice: 1, doc: { name: ['mug'], extra: [] } },
        { id: b.productId, version: 0, sellPrice: 1, doc: { name: ['intruder'], extra: [] } },
      ]));
      expect(written).toEqual([tee.id]);
      expect((await listStaleListings(db, a.shopId, 10)).map((r) => r.slug)).toEqual(['mug']);
      const found = await searchListingProducts(db, a.shopId, [{ word: 'acm', alternatives: [] }], {}, 'relevance', 10, 0);
      expect(found.map((r) => r.id)).toEqual([tee.id]);
      expect(await searchListingProducts(db, a.shopId, [{ word: 'intruder', alternatives: [] }], {}, 'relevance', 10, 0)).toEqual([]);
      expect(await searchListingProducts(db, b.shopId, [{ word: 'acm', alternatives: [] }], {}, 'relevance', 10, 0)).toEqual([]);
    });

    it('marks products stale when their brand or category is renamed, or on request', async () => {
      const tee = (await listStaleListings(db, a.shopId, 10)).length;
      expect(tee).toBe(1);
      await db.updateTable('brands').set({ name: 'Acme Ltd' }).where('id', '=', a.brandId).execute();
      expect((await listStaleListings(db, a.shopId, 10)).map((r) => r.slug).sort()).toEqual(['mug', 'tee']);
      expect((await listStaleListings(db, b.shopId, 10)).length).toBe(2); // beta was never refreshed
      await markShopListingsStale(db, a.shopId);
      expect(await hasStaleListings(db, a.shopId)).toBe(true);
    });

    it("keeps each shop's vocabulary apart and finds words by start and end", async () => {
      await runWrite(db, (trx) => addSearchTerms(trx, a.shopId, [
        { term: 'saree', rterm: 'eeras', len: 5 },
        { term: 'shari', rterm: 'irahs', len: 5 },
        { term: 'lantern', rterm: 'nretnal', len: 7 },
      ]));
      await runWrite(db, (trx) => addSearchTerms(trx, a.shopId, [{ term: 'saree', rterm: 'eeras', len: 5 }]));
      await runWrite(db, (trx) => addSearchTerms(trx, b.shopId, [{ term: 'sarong', rterm: 'gnoras', len: 6 }]));
      expect(await hasTermWithPrefix(db, a.shopId, 'sar')).toBe(true);
      expect(await hasTermWithPrefix(db, a.shopId, 'saro')).toBe(false);
      expect(await listTermsWithPrefix(db, a.shopId, 's', 5)).toEqual(['saree', 'shari']);
      expect(await listTypoCandidates(db, a.shopId, { prefix: 'sa', reversedSuffix: 'ee', minLength: 4, maxLength: 6 })).toEqual(['saree']);
      expect(await listTypoCandidates(db, a.shopId, { prefix: 'xx', reversedSuffix: 'nr', minLength: 6, maxLength: 8 })).toEqual(['lantern']);
      expect(await listTypoCandidates(db, b.shopId, { prefix: 'sa', reversedSuffix: 'ee', minLength: 4, maxLength: 6 })).toEqual(['sarong']);
    });

    it('merges the search index into one piece and finds and ranks exactly as before', async () => {
      // Each transaction leaves its own piece of the FTS5 index: one per product here.
      await markShopListingsStale(db, a.shopId);
      for (const [i, row] of (await listStaleListings(db, a.shopId, 10)).entries()) {
        const doc = { name: i ? ['tee', 'shirt'] : ['tee'], extra: ['acme'] };
        await runWrite(db, (trx) => writeListingIndex(trx, a.shopId, [{ id: row.id, version: row.listing_version, sellPrice: 1000, doc }]));
      }
      const search = () => searchListingProducts(db, a.shopId, [{ word: 'te', alternatives: [] }], {}, 'relevance', 10, 0).then((r) => r.map((p) => p.id));
      const segments = async () => (await sql<{ n: number }>`SELECT count(DISTINCT segid) AS n FROM product_search_idx`.execute(db)).rows[0]!.n;
      const found = await search();
      expect(found.length).toBeGreaterThan(0);
      if (t.kind === 'sqlite') expect(await segments()).toBeGreaterThan(1);
      await compactSearchIndex(db);
      expect(await search()).toEqual(found);
      if (t.kind === 'sqlite') expect(await segments()).toBe(1);
      // Nothing left to merge: it returns at once, the index unchanged.
      await compactSearchIndex(db);
      expect(await search()).toEqual(found);
    });

    it("counts and lists only the shop's published products, and the first own image of each", async () => {
      expect(await countListingProducts(db, a.shopId, {})).toBe(2);
      expect(await countListingProducts(db, a.shopId, { dealId: b.dealId })).toBe(0);
      expect((await listListingProducts(db, a.shopId, { categoryItemId: a.itemId }, 'newest', 10, 0)).length).toBe(2);
      await db.updateTable('products').set({ status: 0 }).where('id', '=', a.plainProductId).execute();
      expect(await countListingProducts(db, a.shopId, {})).toBe(1);
      const images = await listFirstImages(db, a.shopId, [a.productId, a.plainProductId, b.productId]);
      expect([...images.keys()]).toEqual([a.productId]);
      expect(images.get(a.productId)).toMatchObject({ normal_image: 'front-1.webp', width: 600, height: 600 });
    });
  });
}
