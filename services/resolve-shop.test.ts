import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { insertTestCatalog, type TestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { resolveShopByHost } from './resolve-shop';

for (const t of testDatabases()) {
  describe(`resolveShopByHost (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: TestCatalog;
    let beta: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha', { domain: 'alpha-shop.test' });
      // beta owns a domain whose first label is another shop's slug: the mapping wins.
      beta = await insertTestCatalog(db, 'beta', { domain: 'alpha.example.com' });
    });
    afterAll(() => drop());

    it('finds a shop by its slug, or by a mapped domain first', async () => {
      expect((await resolveShopByHost(db, 'alpha.localhost:3000'))?.id).toBe(alpha.shopId);
      expect((await resolveShopByHost(db, 'ALPHA-SHOP.test'))?.id).toBe(alpha.shopId);
      expect((await resolveShopByHost(db, 'alpha.example.com'))?.id).toBe(beta.shopId);
      expect((await resolveShopByHost(db, 'beta.localhost'))?.slug).toBe('beta');
    });

    it('returns the whole shop row, and null for hosts naming no shop', async () => {
      const shop = await resolveShopByHost(db, 'alpha.localhost');
      expect(shop).not.toHaveProperty('match_rank');
      expect(shop).toMatchObject({ id: alpha.shopId, slug: 'alpha', shop_name: expect.any(String) });
      expect(await resolveShopByHost(db, 'gamma.localhost')).toBeNull();
      expect(await resolveShopByHost(db, '127.0.0.1:3000')).toBeNull();
      expect(await resolveShopByHost(db, 'localhost')).toBeNull();
      expect(await resolveShopByHost(db, '')).toBeNull();
    });
  });
}
