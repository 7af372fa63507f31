import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { runWrite } from '../../../db/run-write';
import { findShopById, replaceSocialLinks } from '../../../db/shop.repository';
import { insertTestShop } from '../../../db/test-shop';
import { testDatabases } from '../../../db/test-databases';
import { getShopLayout, LAYOUT_TTL_MS, readShopLayout } from './get-shop-layout';
import { testContext } from '../../test-context';

const link = (name: string) => ({ name, url: `https://${name}.example.com`, bg_color: null });

for (const t of testDatabases()) {
  describe(`shop layout cache (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shopId: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopId = await insertTestShop(db, 'cache');
      await runWrite(db, (trx) => replaceSocialLinks(trx, shopId, [link('facebook')]));
    });
    afterAll(() => drop());

    it('keeps the layout for LAYOUT_TTL_MS, then reads it again', async () => {
      const shop = (await findShopById(db, shopId))!;
      const t0 = 1_000_000;
      expect((await getShopLayout(testContext(db, shop, { now: t0 }))).social_links.map((l) => l.name)).toEqual(['facebook']);
      await runWrite(db, (trx) => replaceSocialLinks(trx, shopId, [link('facebook'), link('youtube')]));
      expect((await getShopLayout(testContext(db, shop, { now: t0 + LAYOUT_TTL_MS - 1 }))).social_links).toHaveLength(1);
      expect((await readShopLayout(testContext(db, shop))).social_links).toHaveLength(2);
      expect((await getShopLayout(testContext(db, shop, { now: t0 + LAYOUT_TTL_MS }))).social_links).toHaveLength(2);
    });

    it('reads again at once when the shop row changes, and always shows the current shop fields', async () => {
      const shop = (await findShopById(db, shopId))!;
      const t0 = 2_000_000;
      await getShopLayout(testContext(db, shop, { now: t0 }));
      await runWrite(db, (trx) => replaceSocialLinks(trx, shopId, [link('whatsapp')]));
      const renamed = { ...shop, shop_name: 'Renamed' };
      const cached = await getShopLayout(testContext(db, renamed, { now: t0 + 1 }));
      expect(cached.shopInfo.shop_name).toBe('Renamed');
      expect(cached.social_links.map((l) => l.name)).toEqual(['facebook', 'youtube']);
      const updated = { ...shop, updated_at: '2030-01-01T00:00:00.000Z' };
      expect((await getShopLayout(testContext(db, updated, { now: t0 + 2 }))).social_links.map((l) => l.name)).toEqual(['whatsapp']);
    });

    it('matches the uncached layout', async () => {
      const shop = (await findShopById(db, shopId))!;
      expect(await getShopLayout(testContext(db, shop, { now: 3_000_000 }))).toEqual(await readShopLayout(testContext(db, shop)));
    });
  });
}
