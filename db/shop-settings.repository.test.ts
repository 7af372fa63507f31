import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { runWrite } from './run-write';
import {
  findCouponByCode,
  findPickupPoint,
  listActiveCoupons,
  listDeliveryDistricts,
  listPickupPoints,
  replaceCoupons,
  replaceDeliveryDistricts,
  replacePickupPoints,
  type CouponInput,
} from './shop-settings.repository';
import { testDatabases } from './test-databases';
import { insertTestShop } from './test-shop';

const NOW = '2025-06-01T00:00:00.000Z';
const coupon = (code: string, extra: Partial<CouponInput> = {}): CouponInput => ({
  code,
  type: 'percent',
  value: 10,
  max_discount: 200,
  min_total: null,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: 1,
  ...extra,
});

for (const t of testDatabases()) {
  describe(`shop settings repository (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let a: number;
    let b: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      a = await insertTestShop(db, 'alpha');
      b = await insertTestShop(db, 'beta');
    });
    afterAll(() => drop());

    it('replaces the district charges as a set, per shop', async () => {
      await runWrite(db, (trx) => replaceDeliveryDistricts(trx, a, { Gazipur: 80, Narayanganj: 80 }));
      await runWrite(db, (trx) => replaceDeliveryDistricts(trx, b, { Sylhet: 150 }));
      expect(await listDeliveryDistricts(db, a)).toEqual({ Gazipur: 80, Narayanganj: 80 });
      await runWrite(db, (trx) => replaceDeliveryDistricts(trx, a, { Narayanganj: 70, Cumilla: 100 }));
      expect(await listDeliveryDistricts(db, a)).toEqual({ Cumilla: 100, Narayanganj: 70 });
      await runWrite(db, (trx) => replaceDeliveryDistricts(trx, a, {}));
      expect(await listDeliveryDistricts(db, a)).toEqual({});
      expect(await listDeliveryDistricts(db, b)).toEqual({ Sylhet: 150 });
    });

    it('replaces pickup points, keeping the id of a name already stored and deactivating the rest', async () => {
      const first = await runWrite(db, (trx) =>
        replacePickupPoints(trx, a, [
          { name: 'Banani', address: 'Road 11, Banani', phone: '+8801700000001', hours: '10:00–20:00', charge: 0 },
          { name: 'Dhanmondi', address: 'Road 27, Dhanmondi', phone: null, hours: null, charge: 20 },
        ]),
      );
      await runWrite(db, (trx) => replacePickupPoints(trx, b, [{ name: 'Zindabazar', address: 'Sylhet', phone: null, hours: null, charge: 0 }]));
      expect((await listPickupPoints(db, a)).map((p) => [p.id, p.name, p.charge, p.position])).toEqual([
        [first[0], 'Banani', 0, 0],
        [first[1], 'Dhanmondi', 20, 1],
      ]);

      const second = await runWrite(db, (trx) =>
        replacePickupPoints(trx, a, [
          { name: 'Uttara', address: 'Sector 7', phone: null, hours: null, charge: 30 },
          { name: 'Banani', address: 'Road 12, Banani', phone: null, hours: 'all day', charge: 10 },
        ]),
      );
      expect(second[1]).toBe(first[0]);
      const points = await listPickupPoints(db, a);
      expect(points.map((p) => [p.id, p.name, p.address, p.charge])).toEqual([
        [second[0], 'Uttara', 'Sector 7', 30],
        [first[0], 'Banani', 'Road 12, Banani', 10],
      ]);
      // Dhanmondi is gone from the list but its row stays (orders may name it), inactive.
      expect(await findPickupPoint(db, a, first[1])).toBeUndefined();
      const row = await db.selectFrom('pickup_points').select('active').where('id', '=', first[1]).executeTakeFirstOrThrow();
      expect(row.active).toBe(0);
      // A point listed again comes back with its old id.
      const third = await runWrite(db, (trx) => replacePickupPoints(trx, a, [{ name: 'Dhanmondi', address: 'Road 27', phone: null, hours: null, charge: 0 }]));
      expect(third).toEqual([first[1]]);
      expect((await listPickupPoints(db, a)).map((p) => p.name)).toEqual(['Dhanmondi']);
    });

    it("never shows a shop another shop's pickup points", async () => {
      const [other] = await listPickupPoints(db, b);
      expect(other.name).toBe('Zindabazar');
      expect(await findPickupPoint(db, a, other.id)).toBeUndefined();
      expect((await findPickupPoint(db, b, other.id))?.name).toBe('Zindabazar');
      await runWrite(db, (trx) => replacePickupPoints(trx, a, []));
      expect(await listPickupPoints(db, a)).toEqual([]);
      expect(await listPickupPoints(db, b)).toHaveLength(1);
    });

    it('upserts coupons by code (any case), keeps their uses, and deactivates the ones left out', async () => {
      const [welcome, flat] = await runWrite(db, (trx) =>
        replaceCoupons(trx, a, [coupon('welcome10'), coupon('EID200', { type: 'flat', value: 200, max_discount: null, min_total: 2000 })], NOW),
      );
      await runWrite(db, (trx) => replaceCoupons(trx, b, [coupon('WELCOME10', { value: 5 })], NOW));
      expect(await findCouponByCode(db, a, ' Welcome10 ')).toMatchObject({ id: welcome, code: 'WELCOME10', value: 10, uses: 0, active: 1 });
      expect((await findCouponByCode(db, b, 'welcome10'))?.value).toBe(5);
      expect(await findCouponByCode(db, a, 'NOPE')).toBeUndefined();
      expect(await findCouponByCode(db, a, '')).toBeUndefined();

      await db.updateTable('coupons').set({ uses: 3 }).where('id', '=', welcome).execute();
      const later = '2025-07-01T00:00:00.000Z';
      const again = await runWrite(db, (trx) => replaceCoupons(trx, a, [coupon('WELCOME10', { value: 15, ends_at: '2025-12-31' })], later));
      expect(again).toEqual([welcome]);
      expect(await findCouponByCode(db, a, 'welcome10')).toMatchObject({ id: welcome, value: 15, uses: 3, ends_at: '2025-12-31', created_at: NOW, updated_at: later });
      // EID200 is deactivated, not deleted: it is no longer found, its row (and uses) stay.
      expect(await findCouponByCode(db, a, 'EID200')).toBeUndefined();
      const row = await db.selectFrom('coupons').select(['active', 'code']).where('id', '=', flat).executeTakeFirstOrThrow();
      expect(row).toEqual({ active: 0, code: 'EID200' });
      expect((await listActiveCoupons(db, a)).map((c) => c.code)).toEqual(['WELCOME10']);

      // Listed again, it is active again with the same id.
      const back = await runWrite(db, (trx) => replaceCoupons(trx, a, [coupon('eid200', { type: 'flat', value: 250 }), coupon('WELCOME10')], later));
      expect(back).toEqual([flat, welcome]);
      expect((await listActiveCoupons(db, a)).map((c) => c.code)).toEqual(['WELCOME10', 'EID200']);

      await runWrite(db, (trx) => replaceCoupons(trx, a, [], later));
      expect(await listActiveCoupons(db, a)).toEqual([]);
      expect((await listActiveCoupons(db, b)).map((c) => c.code)).toEqual(['WELCOME10']);
    });
  });
}
