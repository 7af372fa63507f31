import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';

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
    afterAll(() => drop());

    const productSlug = preparedQuery((db: Db, shopId: number, id: number) =>
      db.selectFrom('products').select(['id', 'slug']).where('shop_id', '=', shopId).where('id', '=', id).where('status', '=', 1),
    );

    it('answers as the built query does, for new arguments on every run', async () => {
      for (const [shopId, id] of [
        [a.shopId, a.productId],
        [b.shopId, b.productId],
        [a.shopId, b.productId],
      ] as const) {
        const built = await db.selectFrom('products').select(['id', 'slug']).where('shop_id', '=', shopId).where('id', '=', id).where('status', '=', 1).execute();
        expect(await productSlug(db, shopId, id)).toEqual(built);
      }
      expect(await productSlug(db, a.shopId, a.productId)).toHaveLength(1);
      expect(await productSlug(db, a.shopId, b.productId)).toEqual([]);
    });

    it('lets a Kysely with plugins see the query, built per call', async () => {
      let seen = 0;
      const counted = db.withPlugin({
        transformQuery: (args) => {
          seen++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      expect(await productSlug(counted, a.shopId, a.productId)).toEqual(await productSlug(db, a.shopId, a.productId));
      expect(seen).toBe(1);
    });

    it('takes text arguments too, and refuses a query that does not use each argument once', async () => {
      const bySlug = preparedQuery((db: Db, shopId: number, slug: string) => db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('slug', '=', slug));
      expect(await bySlug(db, a.shopId, 'tee')).toEqual([{ id: a.productId }]);
      expect(await bySlug(db, a.shopId, 'no-such-product')).toEqual([]);
      const unused = preparedQuery((db: Db, shopId: number, _id: number) => db.selectFrom('products').select('id').where('shop_id', '=', shopId));
      await expect(unused(db, a.shopId, a.productId)).rejects.toThrow('every argument must appear once');
      const twice = preparedQuery((db: Db, shopId: number) => db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('id', '>', shopId));
      await expect(twice(db, a.shopId)).rejects.toThrow('every argument must appear once');
    });
  });
}
