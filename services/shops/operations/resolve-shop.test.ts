import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { forgetResolvedShops, resolveShopByHost } from './resolve-shop';
import { insertTestShop } from '../../../db/test-shop';

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

    it('lets a read-only request use the row read a moment ago; others, an import and time read it again', async () => {
      const rename = (name: string) => db.updateTable('shops').set({ shop_name: name }).where('id', '=', alpha.shopId).execute();
      const now = Date.now();
      expect((await resolveShopByHost(db, 'alpha.localhost', { now }))?.shop_name).not.toBe('Renamed');
      await rename('Renamed');
      // Within the age: the remembered row. Without an age (a write), or past it: the database.
      expect((await resolveShopByHost(db, 'alpha.localhost', { maxAgeMs: 1000, now: now + 500 }))?.shop_name).not.toBe('Renamed');
      expect((await resolveShopByHost(db, 'alpha.localhost', { now: now + 600 }))?.shop_name).toBe('Renamed');
      await rename('Renamed again');
      expect((await resolveShopByHost(db, 'alpha.localhost', { maxAgeMs: 1000, now: now + 1700 }))?.shop_name).toBe('Renamed again');
      await rename('After import');
      forgetResolvedShops(db);
      expect((await resolveShopByHost(db, 'alpha.localhost', { maxAgeMs: 1000, now: now + 1800 }))?.shop_name).toBe('After import');
      // Past half its age the row is still used, and read again in the background.
      await rename('Refreshed');
      expect((await resolveShopByHost(db, 'alpha.localhost', { maxAgeMs: 1000, now: now + 2400 }))?.shop_name).toBe('After import');
      // Still within the age, so only that background read can bring the new name.
      await vi.waitFor(async () => expect((await resolveShopByHost(db, 'alpha.localhost', { maxAgeMs: 1000, now: now + 2500 }))?.shop_name).toBe('Refreshed'));
      // A host that named no shop is not remembered: the new shop is found at once.
      expect(await resolveShopByHost(db, 'delta.localhost', { maxAgeMs: 1000, now })).toBeNull();
      await insertTestShop(db, 'delta');
      expect((await resolveShopByHost(db, 'delta.localhost', { maxAgeMs: 1000, now }))?.slug).toBe('delta');
    });
  });
}
