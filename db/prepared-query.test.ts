// preparedQuery on SQLite and PostgreSQL: compiled once, each call's values in the places of
// its arguments whatever order the SQL takes them in, constants kept, inside a transaction too;
// built per call for a Kysely with plugins.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import { runWrite } from './run-write';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';
import { closeAndDrop } from './test-shop';

for (const t of testDatabases()) {
  describe(`preparedQuery (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let a: TestCatalog;
    let b: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      a = await insertTestCatalog(db, 'alpha');
      b = await insertTestCatalog(db, 'beta');
    });
    afterAll(() => closeAndDrop(db, drop));

    it('runs each call with its own values, the arguments mapped by position in the SQL', async () => {
      // The second argument comes first in the SQL, and constants (status, the limit) sit between.
      const named = preparedQuery((d: Db, shopId: number, slug: string) =>
        d.selectFrom('products').select(['id', 'shop_id']).where('slug', '=', slug).where('status', '=', 1).where('shop_id', '=', shopId).limit(1),
      );
      expect(await named(db, a.shopId, 'tee')).toEqual([{ id: a.productId, shop_id: a.shopId }]);
      expect(await named(db, b.shopId, 'tee')).toEqual([{ id: b.productId, shop_id: b.shopId }]);
      expect(await named(db, a.shopId, 'no-such-product')).toEqual([]);
      expect(await runWrite(db, (trx) => named(trx, b.shopId, 'tee'))).toEqual([{ id: b.productId, shop_id: b.shopId }]);
    });

    it('takes an argument used twice, and refuses one that is not a parameter', async () => {
      const twice = preparedQuery((d: Db, n: number) => d.selectFrom('shops').select(sql<number>`cast(${n} as integer) + cast(${n} as integer)`.as('sum')).where('id', '=', a.shopId));
      expect(await twice(db, 2)).toEqual([{ sum: 4 }]);
      expect(await twice(db, 5)).toEqual([{ sum: 10 }]);
      const unused = preparedQuery((d: Db, _shopId: number) => d.selectFrom('shops').select('id').where('id', '=', a.shopId));
      await expect(unused(db, 1)).rejects.toThrow(/argument 0 is not a parameter/);
    });

    it('lets a Kysely with plugins see the query, built per call', async () => {
      const slugOf = preparedQuery((d: Db, shopId: number, id: number) => d.selectFrom('products').select(['id', 'slug']).where('shop_id', '=', shopId).where('id', '=', id));
      let seen = 0;
      const counted = db.withPlugin({
        transformQuery: (args) => {
          seen++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      expect(await slugOf(counted, a.shopId, a.productId)).toEqual(await slugOf(db, a.shopId, a.productId));
      expect(seen).toBe(1);
    });
  });
}
