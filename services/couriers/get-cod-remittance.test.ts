// The COD remittance view (docs/decisions/054) on both databases: delivered cash-on-delivery
// orders per courier, what should come back, what the shop marked received, what is outstanding;
// another shop's orders and undelivered ones are not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { placeTestOrder } from '../../tests/fixtures/courier-booking';
import { DomainError } from '../domain-error';
import { markCodCollected } from '../seller/mark-cod-collected';
import { saveStaff } from '../seller/operations/save-staff';
import { testContext } from '../test-context';
import { getCodRemittance } from './get-cod-remittance';

for (const t of testDatabases()) {
  describe(`COD remittance (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shop: Shop;
    let other: Shop;
    let cat: TestCatalog;
    let otherCat: TestCatalog;
    let staffId = 0;
    let otherStaffId = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'remit');
      otherCat = await insertTestCatalog(db, 'remitother');
      shop = (await findShopBySlug(db, 'remit'))!;
      other = (await findShopBySlug(db, 'remitother'))!;
      await db.updateTable('products').set({ quantity: 1000 }).execute();
      staffId = (await saveStaff(db, shop, { phone: '01711000666', password: 'a-long-owner-password', name: 'Owner', role: 'owner' }, Date.now())).id;
      otherStaffId = (await saveStaff(db, other, { phone: '01711000665', password: 'a-long-owner-password', name: 'Other', role: 'owner' }, Date.now())).id;
    });
    afterAll(async () => closeAndDrop(db, drop));

    const staffCtx = () => testContext(db, shop, { actor: { kind: 'staff', staffId, role: 'owner' } });
    const otherCtx = () => testContext(db, other, { actor: { kind: 'staff', staffId: otherStaffId, role: 'owner' } });

    it('sums per courier what should come back, what was received and what is outstanding', async () => {
      expect(await getCodRemittance(staffCtx())).toEqual([]);
      const a = await placeTestOrder(db, shop, cat, staffCtx, { status: 'delivered' });
      const b = await placeTestOrder(db, shop, cat, staffCtx, { status: 'delivered', quantity: 1 });
      await placeTestOrder(db, shop, cat, staffCtx, { status: 'shipped' });
      await placeTestOrder(db, other, otherCat, otherCtx, { status: 'delivered' });
      await markCodCollected(staffCtx(), a.id);
      const amount = async (id: number) => (await db.selectFrom('payments').select('amount').where('order_id', '=', id).where('provider', '=', 'cod').executeTakeFirstOrThrow()).amount;
      const [amountA, amountB] = [await amount(a.id), await amount(b.id)];

      const groups = await getCodRemittance(staffCtx());
      expect(groups).toHaveLength(1);
      expect(groups[0]).toMatchObject({ courier: 'steadfast', name: 'Steadfast', expected: amountA + amountB, received: amountA, outstanding: amountB });
      expect(groups[0]!.orders.map((o) => [o.purchase_id, o.received])).toEqual(expect.arrayContaining([[a.id, true], [b.id, false]]));
      expect(groups[0]!.orders).toHaveLength(2);
      expect(groups[0]!.orders.find((o) => o.purchase_id === b.id)!.tracking_url).toMatch(/^https:\/\/steadfast\.com\.bd\/t\/SFMANUAL/);
    });

    it('is for staff only', async () => {
      const error = await getCodRemittance(testContext(db, shop)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
    });
  });
}
