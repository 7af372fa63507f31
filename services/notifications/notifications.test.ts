// Notifications (issue 13 item 3) on SQLite and PostgreSQL: written in the transaction of the
// change they report (a rolled-back change leaves none), the customer cancelling an order, the
// poll (newest first, unread count, mark-all value, a validator that changes exactly when the
// answer does), marking one or all read, foreign ids changing nothing, and the order SMS jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allNotificationId, notificationMessages } from '../../core/notification-messages';
import type { Db } from '../../db/client';
import { runWrite } from '../../db/run-write';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { addToCart } from '../cart/add-to-cart';
import { placeOrder } from '../checkout/place-order';
import { getCheckoutSummary } from '../checkout/get-checkout-summary';
import type { CheckoutChoice } from '../checkout/checkout-types';
import { DomainError } from '../domain-error';
import { cancelOrder } from '../orders/cancel-order';
import { testPhone } from '../../db/test-customer';
import { testContext } from '../test-context';
import { testShopper } from '../test-shopper';
import { listNotifications, NOTIFICATION_LIST_SIZE } from './list-notifications';
import { markNotificationsRead } from './mark-notification-read';
import {
  notifyCustomerMessage,
  notifyOrderPaymentStatus,
  notifyOrderStatus,
  notifyRefundPaymentStatus,
  notifyRefundReturnStatus,
} from './operations/notify-customer';
import { enqueueOrderSms } from './operations/order-sms';
import { customerTexts } from '../../core/customer-texts';

const english = customerTexts('en');

const NOW = Date.parse('2025-06-01T06:00:00.000Z');
const STAMP = new Date(NOW).toISOString();

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

for (const t of testDatabases()) {
  describe(`notifications (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let n = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop: Shop = alpha) {
      n++;
      return { ...(await testShopper(db, shop, { phone: testPhone(20000000, n), name: `Shopper ${n}`, now: STAMP }, { now: NOW })), shop };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    async function order(who: Who) {
      await db.updateTable('products').set({ quantity: 50 }).where('id', '=', cat.plainProductId).execute();
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const choice: CheckoutChoice = { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(who.ctx, choice);
      const placed = await placeOrder(
        who.ctx,
        { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount },
        null,
      );
      return db.selectFrom('orders').selectAll().where('id', '=', placed.purchase_id).executeTakeFirstOrThrow();
    }

    const message = (who: Who, text: string) =>
      runWrite(db, (trx) => notifyCustomerMessage(trx, { shopId: who.shop.id, customerId: who.id, text, url: '/customer/dashboard/messages/1' }, STAMP));

    it('a new customer has none: empty list, 0 unread, all:0', async () => {
      const who = await customer();
      const list = await listNotifications(who.ctx);
      expect(list).toMatchObject({ notifications: [], unread: 0, all_notification_id: 'all:0', total_support_tickets: 0, total_inquiries: 0 });
    });

    it('the customer cancelling an order notifies them in the same transaction, once', async () => {
      const who = await customer();
      const placed = await order(who);
      expect((await listNotifications(who.ctx)).notifications).toEqual([]);
      await cancelOrder(who.ctx, placed.id);
      await cancelOrder(who.ctx, placed.id);
      const list = await listNotifications(who.ctx);
      expect(list.unread).toBe(1);
      expect(list.notifications).toEqual([
        {
          id: expect.any(Number),
          type: 'customer_order_status_updated',
          url: `/customer/dashboard/purchase-details/${placed.id}`,
          message: english.orderStatus(placed.code, 'cancelled'),
          number: placed.code,
          image: (await db.selectFrom('order_lines').select('image').where('order_id', '=', placed.id).executeTakeFirstOrThrow()).image || null,
          is_read: false,
          created_at: STAMP,
        },
      ]);
    });

    it('a change that rolls back leaves no notification behind', async () => {
      const who = await customer();
      const placed = await order(who);
      await expect(
        runWrite(db, async (trx) => {
          await notifyOrderStatus(trx, placed, 'confirmed', STAMP);
          await enqueueOrderSms(trx, alpha, who.id, { kind: 'delivered', code: placed.code }, NOW);
          throw new Error('the status move failed');
        }),
      ).rejects.toThrow('the status move failed');
      expect((await listNotifications(who.ctx)).notifications).toEqual([]);
      const jobs = await db.selectFrom('jobs').select('payload').where('kind', '=', 'sms.send').execute();
      expect(jobs.some((j) => (JSON.parse(j.payload) as { text: string }).text.includes('was delivered'))).toBe(false);
    });

    it('writes each of the five types with its url, number and text', async () => {
      const who = await customer();
      const placed = await order(who);
      const refund = { id: 77, shopId: alpha.id, customerId: who.id, code: 'R-77' };
      await runWrite(db, async (trx) => {
        await notifyOrderStatus(trx, placed, 'shipped', STAMP);
        await notifyOrderPaymentStatus(trx, placed, 'paid', STAMP);
        await notifyRefundPaymentStatus(trx, refund, 'paid', STAMP);
        await notifyRefundReturnStatus(trx, refund, 'received', STAMP);
      });
      await message(who, 'Your parcel leaves <b>today</b>');
      const list = await listNotifications(who.ctx);
      expect(list.notifications.map((x) => [x.type, x.url, x.number, x.message])).toEqual([
        ['customer', '/customer/dashboard/messages/1', '', 'Your parcel leaves <b>today</b>'],
        ['customer_refund_request_return_status_updated', '/customer/dashboard/refund-details/77', 'R-77', 'The shop has received the items of your refund R-77'],
        ['customer_refund_request_payment_status_updated', '/customer/dashboard/refund-details/77', 'R-77', 'Your refund R-77 is paid'],
        ['customer_order_payment_status_updated', `/customer/dashboard/purchase-details/${placed.id}`, placed.code, `Payment of your order ${placed.code}: paid`],
        ['customer_order_status_updated', `/customer/dashboard/purchase-details/${placed.id}`, placed.code, `Your order ${placed.code} is now shipped`],
      ]);
      expect(list.unread).toBe(5);
      expect(list.all_notification_id).toBe(allNotificationId(list.notifications[0]!.id));
    });

    it('refuses a type outside the five (the database check)', async () => {
      const who = await customer();
      await expect(
        runWrite(db, (trx) =>
          trx.insertInto('notifications').values({ shop_id: alpha.id, customer_id: who.id, type: 'nope' as never, url: '/', message: 'x', image: null, read_at: null, created_at: STAMP }).execute(),
        ),
      ).rejects.toThrow();
    });

    it('lists the newest 20 and counts every unread one; the validator moves with them', async () => {
      const who = await customer();
      for (let i = 1; i <= 25; i++) await message(who, `m${i}`);
      const first = await listNotifications(who.ctx);
      expect(first.notifications).toHaveLength(NOTIFICATION_LIST_SIZE);
      expect(first.notifications[0]!.message).toBe('m25');
      expect(first.notifications.at(-1)!.message).toBe('m6');
      expect(first.unread).toBe(25);
      expect((await listNotifications(who.ctx)).etag).toBe(first.etag);

      await markNotificationsRead(who.ctx, first.notifications[3]!.id);
      const afterOne = await listNotifications(who.ctx);
      expect(afterOne.unread).toBe(24);
      expect(afterOne.notifications[3]!.is_read).toBe(true);
      expect(afterOne.etag).not.toBe(first.etag);

      await message(who, 'm26');
      const withNew = await listNotifications(who.ctx);
      expect(withNew.etag).not.toBe(afterOne.etag);
      // Mark-all with the value shown before m26 arrived leaves m26 unread.
      expect(await markNotificationsRead(who.ctx, afterOne.all_notification_id)).toEqual({ marked: 24 });
      const after = await listNotifications(who.ctx);
      expect(after.unread).toBe(1);
      expect(after.notifications[0]).toMatchObject({ message: 'm26', is_read: false });
      expect(await markNotificationsRead(who.ctx, after.all_notification_id)).toEqual({ marked: 1 });
      expect(await markNotificationsRead(who.ctx, 'all')).toEqual({ marked: 0 });
      expect((await listNotifications(who.ctx)).unread).toBe(0);
    });

    it('marking one read twice succeeds and keeps the first read time', async () => {
      const who = await customer();
      await message(who, 'hello');
      const [note] = (await listNotifications(who.ctx)).notifications;
      await markNotificationsRead(who.ctx, note!.id);
      const later = testContext(db, alpha, { customerId: who.id, now: NOW + 60_000 });
      await markNotificationsRead(later, String(note!.id));
      const row = await db.selectFrom('notifications').select('read_at').where('id', '=', note!.id).executeTakeFirstOrThrow();
      expect(row.read_at).toBe(STAMP);
    });

    it("another customer's or shop's id changes nothing and is refused like an unknown one", async () => {
      const owner = await customer();
      const other = await customer();
      const stranger = await customer(beta);
      await message(owner, 'mine');
      const [note] = (await listNotifications(owner.ctx)).notifications;
      for (const who of [other, stranger]) {
        const err = await refusal(markNotificationsRead(who.ctx, note!.id));
        expect(err).toMatchObject({ code: 'not_found', message: notificationMessages.notFound });
        // Mark-all by someone else touches only their own.
        await markNotificationsRead(who.ctx, `all:${note!.id}`);
        expect((await listNotifications(who.ctx)).notifications).toEqual([]);
      }
      expect(await refusal(markNotificationsRead(owner.ctx, 999_999_999))).toMatchObject({ code: 'not_found', message: notificationMessages.notFound });
      expect((await listNotifications(owner.ctx)).notifications[0]!.is_read).toBe(false);
    });

    it('refuses an id of no form, and guests', async () => {
      const who = await customer();
      for (const bad of [undefined, 'abc', -3, 'all:x']) {
        expect(await refusal(markNotificationsRead(who.ctx, bad))).toMatchObject({ code: 'invalid', details: { id: notificationMessages.invalidId } });
      }
      const guest = testContext(db, alpha);
      expect(await refusal(listNotifications(guest))).toMatchObject({ code: 'unauthenticated' });
      expect(await refusal(markNotificationsRead(guest, 'all'))).toMatchObject({ code: 'unauthenticated' });
    });

    it('enqueues the shipped, delivered and refund-paid SMS to the customer’s phone', async () => {
      const who = await customer();
      const ids = await runWrite(db, async (trx) => [
        await enqueueOrderSms(trx, alpha, who.id, { kind: 'shipped', code: 'C0DE1234', courier: 'Pathao', tracking: 'PX-1' }, NOW),
        await enqueueOrderSms(trx, alpha, who.id, { kind: 'delivered', code: 'C0DE1234' }, NOW),
        await enqueueOrderSms(trx, alpha, who.id, { kind: 'refund_paid', code: 'R-1', amount: 500 }, NOW),
        // Another shop's customer id has no phone in this shop: nothing is sent.
        await enqueueOrderSms(trx, beta, who.id, { kind: 'delivered', code: 'C0DE1234' }, NOW),
      ]);
      expect(ids[3]).toBeNull();
      const jobs = await db.selectFrom('jobs').select(['id', 'payload', 'shop_id']).where('id', 'in', ids.slice(0, 3) as number[]).orderBy('id').execute();
      expect(jobs.map((j) => ({ shop: j.shop_id, ...(JSON.parse(j.payload) as object) }))).toEqual([
        { shop: alpha.id, to: who.phone, text: english.shippedSms(alpha.shop_name, 'C0DE1234', 'Pathao', 'PX-1') },
        { shop: alpha.id, to: who.phone, text: english.deliveredSms(alpha.shop_name, 'C0DE1234') },
        { shop: alpha.id, to: who.phone, text: english.refundPaidSms(alpha.shop_name, 'R-1', 500) },
      ]);
    });

    const smsTo = async (phone: string) =>
      (await db.selectFrom('jobs').select('payload').where('kind', '=', 'sms.send').orderBy('id').execute()).map((j) => JSON.parse(j.payload) as { to: string; text: string }).filter((p) => p.to === phone).map((p) => p.text);

    it('a customer whose account is Bangla gets the order SMS and the bell in Bangla; others keep English', async () => {
      const who = await customer();
      await db.updateTable('customers').set({ language: 'bn' }).where('id', '=', who.id).execute();
      const placed = await order(who);
      const bangla = customerTexts('bn');
      expect(await smsTo(who.phone)).toEqual([bangla.placedSms(alpha.shop_name, placed.code, placed.order_total)]);
      expect((await smsTo(who.phone))[0]).toContain(`আপনার অর্ডার ${placed.code} নেওয়া হয়েছে`);
      await cancelOrder(who.ctx, placed.id);
      expect((await listNotifications(who.ctx)).notifications[0]!.message).toBe(`আপনার অর্ডার ${placed.code} বাতিল হয়েছে`);
      const other = await customer();
      const theirs = await order(other);
      expect(await smsTo(other.phone)).toEqual([english.placedSms(alpha.shop_name, theirs.code, theirs.order_total)]);
    });

    it("a customer who chose no language gets the shop's default; their own choice wins over it", async () => {
      await db.updateTable('shops').set({ default_language: 'bn' }).where('id', '=', beta.id).execute();
      try {
        const who = await customer(beta);
        const chose = await customer(beta);
        await db.updateTable('customers').set({ language: 'en' }).where('id', '=', chose.id).execute();
        await runWrite(db, async (trx) => {
          await enqueueOrderSms(trx, beta, who.id, { kind: 'shipped', code: 'C0DE1234', courier: 'Pathao', tracking: null }, NOW);
          await enqueueOrderSms(trx, beta, chose.id, { kind: 'confirmed', code: 'C0DE1234' }, NOW);
        });
        expect(await smsTo(who.phone)).toEqual([`${beta.shop_name}: আপনার অর্ডার C0DE1234 পাঠিয়ে দেওয়া হয়েছে, কুরিয়ার Pathao।`]);
        expect(await smsTo(chose.phone)).toEqual([english.confirmedSms(beta.shop_name, 'C0DE1234')]);
      } finally {
        await db.updateTable('shops').set({ default_language: 'en' }).where('id', '=', beta.id).execute();
      }
    });
  });
}
