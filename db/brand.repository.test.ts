import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrandByIdOrSlug, findBrandsBySlugs, listBrands, upsertBrand } from './brand.repository';
import type { Db } from './client';
import { runWrite } from './run-write';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';

for (const t of testDatabases()) {
  describe(`brand repository (${t.kind})`, () => {
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

    it('lists brands by position', async () => {
      expect((await listBrands(db, a.shopId)).map((x) => x.slug)).toEqual(['aarong', 'acme']);
    });

    it('finds a brand by id or slug within the shop only', async () => {
      expect((await findBrandByIdOrSlug(db, a.shopId, 'acme'))?.id).toBe(a.brandId);
      expect((await findBrandByIdOrSlug(db, a.shopId, String(a.brandId)))?.slug).toBe('acme');
      expect(await findBrandByIdOrSlug(db, a.shopId, b.brandId)).toBeUndefined();
      expect((await findBrandByIdOrSlug(db, b.shopId, 'acme'))?.id).toBe(b.brandId);
      expect([...(await findBrandsBySlugs(db, b.shopId, ['acme'])).values()].map((x) => x.id)).toEqual([b.brandId]);
    });

    it("never shows shop A another shop's rows", async () => {
      for (const shop of [a, b]) {
        const rows = await listBrands(db, shop.shopId);
        expect(rows.length).toBeGreaterThan(0); // an empty list would prove nothing
        expect(rows.every((x) => x.shop_id === shop.shopId)).toBe(true);
      }
    });

    it('upserts by (shop, slug)', async () => {
      expect(await runWrite(db, (trx) => upsertBrand(trx, a.shopId, { name: 'Acme Ltd', slug: 'acme', logo: 'acme.webp', position: 5 }))).toBe(a.brandId);
      const created = await runWrite(db, (trx) => upsertBrand(trx, a.shopId, { name: 'New', slug: 'new', logo: null, position: 6 }));
      expect((await listBrands(db, a.shopId)).map((x) => [x.id, x.name])).toEqual([
        [expect.any(Number), 'Aarong'],
        [a.brandId, 'Acme Ltd'],
        [created, 'New'],
      ]);
      expect((await findBrandByIdOrSlug(db, b.shopId, 'acme'))?.name).toBe('Acme');
    });
  });
}
