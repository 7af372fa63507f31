// The recently viewed rows (migration 032) on SQLite and PostgreSQL: a later view moves a product
// up and an older one does not move it back; the newest `keep` stay; one customer's and one
// shop's rows never reach another's; only published products of the shop are offered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { listViewableProducts, listViews, saveViews, type ViewedRow } from './recently-viewed.repository';
import { runWrite } from './run-write';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { insertTestCustomer, testPhone } from './test-customer';
import { testDatabases } from './test-databases';
import { closeAndDrop } from './test-shop';

const NOW = '2026-01-01T00:00:00.000Z';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

for (const t of testDatabases()) {
  describe(`recently viewed rows (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: TestCatalog;
    let beta: TestCatalog;
    /** 24 published products of alpha, then one unpublished. */
    const products: number[] = [];
    let hidden: number;
    let n = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha');
      beta = await insertTestCatalog(db, 'beta');
      const row = await db.selectFrom('products').selectAll().where('id', '=', alpha.plainProductId).executeTakeFirstOrThrow();
      const { id: _id, ...copy } = row;
      for (let i = 0; i < 25; i++) {
        const { id } = await db
          .insertInto('products')
          .values({ ...copy, slug: `copy-${i}`, name: `Copy ${i}`, status: i === 24 ? 0 : 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (i === 24) hidden = id;
        else products.push(id);
      }
    });
    afterAll(() => closeAndDrop(db, drop));

    const customer = (shopId = alpha.shopId) => insertTestCustomer(db, { shopId, phone: testPhone(7_100_000, ++n), now: NOW });
    const save = (shopId: number, customerId: number, views: ViewedRow[], keep = 20) => runWrite(db, (trx) => saveViews(trx, shopId, customerId, views, keep));

    it('keeps one row per product at its latest view, newest first', async () => {
      const c = await customer();
      await save(alpha.shopId, c, [
        { productId: products[0], viewedAt: at(1) },
        { productId: products[1], viewedAt: at(2) },
      ]);
      await save(alpha.shopId, c, [{ productId: products[0], viewedAt: at(3) }]);
      // An older view (a device that was offline) does not move it back.
      await save(alpha.shopId, c, [{ productId: products[1], viewedAt: at(0) }]);
      expect(await listViews(db, alpha.shopId, c, 20)).toEqual([
        { productId: products[0], viewedAt: at(3) },
        { productId: products[1], viewedAt: at(2) },
      ]);
    });

    it('keeps only the newest ones past the cap', async () => {
      const c = await customer();
      await save(alpha.shopId, c, products.slice(0, 15).map((id, i) => ({ productId: id, viewedAt: at(i) })));
      await save(alpha.shopId, c, products.slice(15).map((id, i) => ({ productId: id, viewedAt: at(100 + i) })));
      const list = await listViews(db, alpha.shopId, c, 100);
      expect(list).toHaveLength(20);
      expect(list[0]).toEqual({ productId: products[23], viewedAt: at(108) });
      expect(list.map((r) => r.productId)).not.toContain(products[0]);
      expect(list.map((r) => r.productId)).toContain(products[4]);
      expect(await db.selectFrom('recently_viewed').select('id').where('customer_id', '=', c).execute()).toHaveLength(20);
    });

    it('saving nothing changes nothing', async () => {
      const c = await customer();
      await save(alpha.shopId, c, []);
      expect(await listViews(db, alpha.shopId, c, 20)).toEqual([]);
    });

    it("never shows one customer's or one shop's views to another", async () => {
      const a = await customer();
      const b = await customer();
      const other = await customer(beta.shopId);
      await save(alpha.shopId, a, [{ productId: products[5], viewedAt: at(5) }]);
      await save(beta.shopId, other, [{ productId: beta.plainProductId, viewedAt: at(5) }]);
      expect(await listViews(db, alpha.shopId, b, 20)).toEqual([]);
      expect(await listViews(db, beta.shopId, a, 20)).toEqual([]);
      expect(await listViews(db, alpha.shopId, other, 20)).toEqual([]);
      // The cap's clean-up of one customer leaves the other's rows.
      await save(alpha.shopId, b, [{ productId: products[6], viewedAt: at(6) }], 1);
      expect(await listViews(db, alpha.shopId, a, 20)).toHaveLength(1);
    });

    it('offers only published products of the shop', async () => {
      const rows = await listViewableProducts(db, alpha.shopId, [products[0], hidden, beta.plainProductId, 2_147_483_000]);
      expect(rows.map((r) => r.id)).toEqual([products[0]]);
      expect(await listViewableProducts(db, alpha.shopId, [])).toEqual([]);
    });
  });
}
