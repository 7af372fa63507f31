// An uploaded design is deleted (when the shopper replaces it) only while nothing uses it:
// not a cart line, not a line of a placed order (the shop prints it), not a refund photo or a
// message's file — on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { deleteUnusedOrderAttachment, insertOrderAttachment } from './order-attachment.repository';
import { testDatabases } from './test-databases';
import { insertTestCustomer } from './test-customer';
import { closeAndDrop, insertTestShop } from './test-shop';

const NOW = '2026-11-24T00:00:00.000Z';

for (const t of testDatabases()) {
  describe(`order attachments in use (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shopId: number;
    let customerId: number;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopId = await insertTestShop(db, 'att');
      customerId = await insertTestCustomer(db, { shopId, phone: '+8801711000001', name: 'A', now: NOW });
    });
    afterAll(() => closeAndDrop(db, drop));

    const upload = (name: string) => insertOrderAttachment(db, shopId, customerId, { storedName: name, originalName: `${name}.png`, contentType: 'image/png', size: 10, now: NOW });

    it('keeps a design that a placed order uses, and deletes one nothing uses', async () => {
      const used = await upload('used-by-order');
      const unused = await upload('unused');
      const order = await db
        .insertInto('orders')
        .values({ shop_id: shopId, customer_id: customerId, code: 'ATT00001', status: 'pending', payment_status: 'unpaid', payment_method: 'cod', placed_at: NOW, updated_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('order_lines').values({ shop_id: shopId, order_id: order.id, product_id: 1, name: 'Mug', quantity: 1, attachment_id: used }).execute();
      expect(await deleteUnusedOrderAttachment(db, shopId, customerId, used)).toBe(false);
      expect(await deleteUnusedOrderAttachment(db, shopId, customerId, unused)).toBe(true);
      const left = await db.selectFrom('order_attachments').select('stored_name').where('shop_id', '=', shopId).execute();
      expect(left.map((r) => r.stored_name)).toEqual(['used-by-order']);
    });
  });
}
