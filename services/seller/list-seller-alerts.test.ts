// The console's list of what came in (/seller/alerts), on SQLite and PostgreSQL: new orders,
// threads with messages the shop has not opened and refund requests to decide, newest first,
// each linking its page — only this shop's, only what still waits, staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { placeTestOrder } from '../../tests/fixtures/courier-booking';
import { DomainError } from '../domain-error';
import { testContext } from '../test-context';
import { saveStaff } from './operations/save-staff';
import { listSellerAlerts } from './list-seller-alerts';

for (const t of testDatabases()) {
  describe(`what came in (${t.kind})`, () => {
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
      cat = await insertTestCatalog(db, 'alertshop');
      otherCat = await insertTestCatalog(db, 'otheralerts');
      shop = (await findShopBySlug(db, 'alertshop'))!;
      other = (await findShopBySlug(db, 'otheralerts'))!;
      await db.updateTable('products').set({ quantity: 1000 }).execute();
      staffId = (await saveStaff(db, shop, { phone: '01711000777', password: 'a-long-owner-password', name: 'Owner', role: 'owner' }, Date.now())).id;
      otherStaffId = (await saveStaff(db, other, { phone: '01711000778', password: 'a-long-owner-password', name: 'Other', role: 'owner' }, Date.now())).id;
    });
    afterAll(async () => closeAndDrop(db, drop));

    const staffCtx = () => testContext(db, shop, { actor: { kind: 'staff', staffId, role: 'owner' } });
    const otherCtx = () => testContext(db, other, { actor: { kind: 'staff', staffId: otherStaffId, role: 'owner' } });

    async function thread(s: Shop, customerId: number, subject: string, unread: number, at: string) {
      await db.insertInto('threads').values({ shop_id: s.id, customer_id: customerId, kind: 'ticket', subject, status: 'open', order_id: null, product_id: null, product_name: null, product_image: null, product_url: null, product_price: null, customer_unread: 0, shop_unread: unread, last_message_at: at, created_at: at, updated_at: at }).execute();
    }

    it('lists new orders, unread threads and pending refund requests together, newest first, with their pages', async () => {
      const older = await placeTestOrder(db, shop, cat, staffCtx, { status: 'pending' });
      const confirmed = await placeTestOrder(db, shop, cat, staffCtx, { status: 'confirmed' });
      const newer = await placeTestOrder(db, shop, cat, staffCtx, { status: 'pending' });
      await placeTestOrder(db, other, otherCat, otherCtx, { status: 'pending' });
      const order = await db.selectFrom('orders').select(['customer_id', 'placed_at']).where('id', '=', newer.id).executeTakeFirstOrThrow();
      const later = new Date(Date.parse(order.placed_at) + 60_000).toISOString();
      const latest = new Date(Date.parse(order.placed_at) + 120_000).toISOString();
      await thread(shop, order.customer_id, 'Where is my parcel?', 2, later);
      await thread(shop, order.customer_id, 'Already read', 0, latest);
      await db.insertInto('refund_requests').values({ shop_id: shop.id, customer_id: order.customer_id, order_id: confirmed.id, code: 'RFALERT1', refund_to: 'balance', amount: 350, reason: 'Too small', created_at: latest, updated_at: latest }).execute();
      await db.insertInto('refund_requests').values({ shop_id: shop.id, customer_id: order.customer_id, order_id: confirmed.id, code: 'RFALERT2', status: 'approved', refund_to: 'balance', amount: 100, reason: 'Decided', created_at: latest, updated_at: latest }).execute();

      const items = await listSellerAlerts(staffCtx());
      expect(items.map((i) => i.kind)).toEqual(['refund', 'thread', 'order', 'order']);
      expect(items[0]).toMatchObject({ kind: 'refund', code: 'RFALERT1', amount: 350, href: expect.stringMatching(/^\/seller\/refunds\/\d+$/) });
      expect(items[1]).toMatchObject({ kind: 'thread', subject: 'Where is my parcel?', unread: 2, href: expect.stringMatching(/^\/seller\/threads\/\d+$/) });
      expect(items[1]!.kind === 'thread' && items[1]!.name.length).toBeGreaterThan(0);
      expect(items.slice(2)).toEqual([
        expect.objectContaining({ kind: 'order', id: newer.id, code: newer.code, href: `/seller/orders/${newer.id}` }),
        expect.objectContaining({ kind: 'order', id: older.id, code: older.code }),
      ]);
      // The other shop sees only its own order.
      expect((await listSellerAlerts(otherCtx())).map((i) => i.kind)).toEqual(['order']);
    });

    it('is for staff only', async () => {
      const error = await listSellerAlerts(testContext(db, shop)).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
    });
  });
}
