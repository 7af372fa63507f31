import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { runWrite } from '../../db/run-write';
import type { Shop } from '../../db/schema';
import { replaceCoupons, type CouponInput } from '../../db/shop-settings.repository';
import { findShopBySlug } from '../../db/shop.repository';
import { testDatabases } from '../../db/test-databases';
import { insertTestShop } from '../../db/test-shop';
import { testContext } from '../test-context';
import { getHeroCoupon } from './get-hero-coupon';

const NOW = Date.parse('2025-06-15T06:00:00.000Z');
const coupon = (code: string, extra: Partial<CouponInput> = {}): CouponInput => ({
  code, type: 'percent', value: 10, max_discount: 300, min_total: null, starts_at: null, ends_at: null, max_uses: null, max_uses_per_customer: 1, ...extra,
});

for (const t of testDatabases()) {
  describe(`getHeroCoupon (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shop: Shop;
    let other: Shop;
    const hero = (s: Shop, now = NOW) => getHeroCoupon(testContext(db, s, { now }));
    const set = (s: Shop, list: CouponInput[]) => runWrite(db, (trx) => replaceCoupons(trx, s.id, list, '2025-01-01T00:00:00.000Z'));

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestShop(db, 'alpha');
      await insertTestShop(db, 'beta');
      shop = (await findShopBySlug(db, 'alpha'))!;
      other = (await findShopBySlug(db, 'beta'))!;
    });
    afterAll(() => drop());

    it('offers no coupon when the shop has none', async () => {
      expect(await hero(shop)).toBeNull();
    });

    it('offers the first coupon that is open now, not used up and without a minimum', async () => {
      await set(shop, [
        coupon('BIGSPEND', { type: 'flat', value: 500, max_discount: null, min_total: 5000 }),
        coupon('OVER', { ends_at: '2025-06-14' }),
        coupon('SOON', { starts_at: '2025-06-16T00:00:00+06:00' }),
        coupon('GONE', { max_uses: 2 }),
        coupon('WELCOME10'),
        coupon('FLAT50', { type: 'flat', value: 50, max_discount: null }),
      ]);
      await db.updateTable('coupons').set({ uses: 2 }).where('code', '=', 'GONE').execute();
      expect(await hero(shop)).toEqual({ code: 'WELCOME10', type: 'percent', value: 10, maxDiscount: 300 });
      // Its window includes the whole last day (Bangladesh time); SOON opens at midnight Dhaka time.
      expect((await hero(shop, Date.parse('2025-06-14T17:59:59.000Z')))?.code).toBe('OVER');
      expect((await hero(shop, Date.parse('2025-06-15T18:00:00.000Z')))?.code).toBe('SOON');
      expect(await hero(other)).toBeNull();
    });

    it('moves on when the coupon is deactivated, and gives a flat coupon no cap', async () => {
      await set(shop, [coupon('FLAT50', { type: 'flat', value: 50, max_discount: 99 })]);
      expect(await hero(shop)).toEqual({ code: 'FLAT50', type: 'flat', value: 50, maxDiscount: null });
      await set(shop, []);
      expect(await hero(shop)).toBeNull();
    });
  });
}
