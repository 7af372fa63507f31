import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { runWrite } from './run-write';
import { findDealByIdOrSlug, listDealProductIds, listDeals, replaceDealProducts, upsertDeal } from './deal.repository';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';

for (const t of testDatabases()) {
  describe(`deal repository (${t.kind})`, () => {
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

    it('lists deals by position and finds one by id or slug within the shop', async () => {
      expect((await listDeals(db, a.shopId)).map((d) => d.slug)).toEqual(['eid', 'winter']);
      expect((await findDealByIdOrSlug(db, a.shopId, 'eid'))?.id).toBe(a.dealId);
      expect((await findDealByIdOrSlug(db, a.shopId, String(a.dealId)))?.slug).toBe('eid');
      expect(await findDealByIdOrSlug(db, a.shopId, b.dealId)).toBeUndefined();
      expect(await findDealByIdOrSlug(db, a.shopId, 'summer')).toBeUndefined();
    });

    it("lists a deal's products in order", async () => {
      expect(await listDealProductIds(db, a.shopId, a.dealId)).toEqual([a.plainProductId, a.productId]);
      expect(await listDealProductIds(db, a.shopId, b.dealId)).toEqual([]);
    });

    it("never shows shop A another shop's rows", async () => {
      for (const shop of [a, b]) {
        const rows = await listDeals(db, shop.shopId);
        expect(rows.length).toBeGreaterThan(0); // an empty list would prove nothing
        expect(rows.every((d) => d.shop_id === shop.shopId)).toBe(true);
      }
    });

    it('upserts by slug and replaces its products', async () => {
      const id = await runWrite(db, (trx) => upsertDeal(trx, a.shopId, { slug: 'eid', title: 'Eid Mubarak', description: 'd', image: null, starts_at: '2025-03-01T00:00:00.000Z', ends_at: null, position: 0 }));
      expect(id).toBe(a.dealId);
      await runWrite(db, (trx) => replaceDealProducts(trx, a.shopId, id, [a.productId]));
      expect(await listDealProductIds(db, a.shopId, id)).toEqual([a.productId]);
      expect((await findDealByIdOrSlug(db, a.shopId, 'eid'))?.title).toBe('Eid Mubarak');
      expect(await listDealProductIds(db, b.shopId, b.dealId)).toEqual([b.plainProductId, b.productId]);
    });
  });
}
