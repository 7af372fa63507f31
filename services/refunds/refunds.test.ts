// Refund requests (issue 13 item 1) on SQLite and PostgreSQL: which orders can be refunded (a
// delivered order within return_days), the amount (the coupon's share taken off, never more
// than was paid however the quantity is split), one open request per line (also when two race
// for it), every shop-side state move with its notification in the same transaction and its
// effect exactly once (stock back, the refund balance credited), foreign and unknown ids alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidForLine, refundLineAmount } from '../../core/refund-amount';
import { refundMessages } from '../../core/refund-messages';
import type { Db } from '../../db/client';
import { findBalances } from '../../db/balance.repository';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { addToCart } from '../cart/add-to-cart';
import { uploadOrderAttachment } from '../cart/upload-order-attachment';
import type { CheckoutChoice } from '../checkout/checkout-types';
import { getCheckoutSummary } from '../checkout/get-checkout-summary';
import { placeOrder } from '../checkout/place-order';
import { DomainError } from '../domain-error';
import { listNotifications } from '../notifications/list-notifications';
import { testPhone } from '../../db/test-customer';
import { testContext } from '../test-context';
import { testShopper } from '../test-shopper';
import { getRefundDetails } from './get-refund-details';
import { getRefundForm } from './get-refund-form';
import { listRefundRequests } from './list-refund-requests';
import { listRefundableOrders } from './list-refundable-orders';
import { decideSellerRefund } from './decide-seller-refund';
import { paySellerRefund } from './pay-seller-refund';
import { receiveSellerRefund } from './receive-seller-refund';
import { requestRefund } from './request-refund';
import { saveStaff } from '../seller/operations/save-staff';
import { customerTexts } from '../../core/customer-texts';

const english = customerTexts('en');

const DELIVERED = Date.parse('2025-06-01T06:00:00.000Z');
const NOW = DELIVERED + 2 * 86_400_000;
const STAMP = new Date(NOW).toISOString();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

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
  describe(`refund requests (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let n = 0;
    // Real staff rows: the console's audit row points at its staff member.
    const staffIds = new Map<number, number>();
    const staff = (shop: Shop, now = NOW) => testContext(db, shop, { actor: { kind: 'staff', staffId: staffIds.get(shop.id)!, role: 'owner' }, now });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      for (const [shop, phone] of [[alpha, '01711000001'], [beta, '01711000002']] as const) {
        staffIds.set(shop.id, (await saveStaff(db, shop, { phone, password: 'a-long-owner-password', name: 'Owner', role: 'owner' }, NOW)).id);
      }
      await db.insertInto('coupons').values({ shop_id: alpha.id, code: 'TENOFF', type: 'percent', value: 10, max_discount: null, min_total: null, starts_at: null, ends_at: null, max_uses: null, max_uses_per_customer: null, created_at: STAMP, updated_at: STAMP }).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop: Shop = alpha) {
      n++;
      return { ...(await testShopper(db, shop, { phone: testPhone(30000000, n), name: `Shopper ${n}`, now: STAMP }, { now: NOW })), shop };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    /** An order of 3 mugs (with the 10 % coupon when asked), placed and then delivered at DELIVERED. */
    async function deliveredOrder(who: Who, options: { coupon?: boolean; deliver?: boolean } = {}) {
      await db.updateTable('products').set({ quantity: 50 }).where('id', '=', cat.plainProductId).execute();
      const placing = testContext(db, who.shop, { customerId: who.id, now: DELIVERED - 86_400_000 });
      await addToCart(placing, { productId: cat.plainProductId, variant: '', quantity: 3, attachmentDbName: '' });
      const choice: CheckoutChoice = { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: options.coupon ? 'TENOFF' : '' };
      const s = await getCheckoutSummary(placing, choice);
      const placed = await placeOrder(
        placing,
        { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount },
        null,
      );
      if (options.deliver !== false) {
        // What the seller console's status moves leave behind.
        await db.updateTable('orders').set({ status: 'delivered', payment_status: 'paid' }).where('id', '=', placed.purchase_id).execute();
        await db.updateTable('payments').set({ state: 'paid' }).where('order_id', '=', placed.purchase_id).where('provider', '=', 'cod').execute();
        await db.insertInto('order_events').values({ shop_id: who.shop.id, order_id: placed.purchase_id, status: 'delivered', actor_kind: 'staff', actor_id: 7, note: null, at: new Date(DELIVERED).toISOString() }).execute();
      }
      const order = await db.selectFrom('orders').selectAll().where('id', '=', placed.purchase_id).executeTakeFirstOrThrow();
      const line = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
      return { order, line };
    }

    const ask = (who: Who, orderId: number, lineId: number, quantity: number, extra: { refundTo?: string; photos?: string[] } = {}) =>
      requestRefund(who.ctx, { purchaseId: orderId, lines: [{ lineId, quantity }], reason: 'Cracked in transit', refundTo: extra.refundTo ?? 'balance', photos: extra.photos ?? [] });

    const stock = async () => (await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity;

    it('lists delivered orders within return_days with something left; the form refuses the others', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who);
      const pending = await deliveredOrder(who, { deliver: false });
      const list = await listRefundableOrders(who.ctx);
      expect(list.map((o) => o.purchase_id)).toEqual([order.id]);
      expect(list[0]).toMatchObject({ code: order.code, delivered_at: new Date(DELIVERED).toISOString(), refundable_until: new Date(DELIVERED + alpha.return_days * 86_400_000).toISOString() });
      const form = await getRefundForm(who.ctx, order.id);
      expect(form.lines).toEqual([expect.objectContaining({ order_line_id: line.id, quantity: 3, refundable_quantity: 3, pending_request: false, unit_refund: line.sell_price })]);
      // A cash-on-delivery order has no online payment to give back to: the refund balance only.
      expect(form.refund_to_options).toEqual(['balance']);
      expect((await refusal(getRefundForm(who.ctx, pending.order.id))).message).toBe(refundMessages.notEligible);
      // Past the window: neither listed nor accepted.
      const late = testContext(db, alpha, { customerId: who.id, now: DELIVERED + alpha.return_days * 86_400_000 + 1 });
      expect(await listRefundableOrders(late)).toEqual([]);
      expect((await refusal(requestRefund(late, { purchaseId: order.id, lines: [{ lineId: line.id, quantity: 1 }], reason: 'x', refundTo: 'balance', photos: [] }))).code).toBe('conflict');
    });

    it('places a request: amount less the coupon’s share, lines, photos, timeline; listed and detailed', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who, { coupon: true });
      expect(order.coupon_discount).toBeGreaterThan(0);
      const photo = await uploadOrderAttachment(who.ctx, { file: { name: 'crack.png', bytes: PNG }, oldData: '' });
      const r = await ask(who, order.id, line.id, 2, { photos: [photo.imageNewName] });
      const expected = refundLineAmount(line.sell_price, 2, { cartTotal: order.cart_total, couponDiscount: order.coupon_discount });
      expect(expected).toBeLessThan(line.sell_price * 2);
      expect(r).toMatchObject({
        purchase_id: order.id,
        order_code: order.code,
        status: 'pending',
        payment_status: 'unpaid',
        return_status: 'pending',
        refund_to: 'balance',
        amount: expected,
        reason: 'Cracked in transit',
        lines: [{ order_line_id: line.id, quantity: 2, amount: expected, sellPrice: line.sell_price }],
        photos: [{ name: photo.imageNewName, originalName: 'crack.png', contentType: 'image/png' }],
        timeline: [{ event: 'requested', actor: 'customer', at: STAMP, note: null }],
      });
      expect(r.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      // Replacing an upload (old_data) never deletes a refund's photo.
      await uploadOrderAttachment(who.ctx, { file: { name: 'other.png', bytes: PNG }, oldData: photo.imageNewName });
      expect((await getRefundDetails(who.ctx, r.refund_id)).photos).toHaveLength(1);
      expect(await getRefundDetails(who.ctx, r.refund_id)).toEqual(r);
      const list = await listRefundRequests(who.ctx, 1);
      expect(list).toMatchObject({ total: 1, refunds: [{ refund_id: r.refund_id, code: r.code, status_label: 'Pending', amount: expected }] });
      // The form now shows the line held by the pending request.
      expect((await getRefundForm(who.ctx, order.id)).lines[0]).toMatchObject({ refundable_quantity: 0, pending_request: true });
    });

    it('refuses bad input: no lines, unknown line, too many, no reason, bad target, a photo not the customer’s', async () => {
      const who = await customer();
      const other = await customer();
      const { order, line } = await deliveredOrder(who);
      const theirs = await uploadOrderAttachment(other.ctx, { file: { name: 'x.png', bytes: PNG }, oldData: '' });
      const base = { purchaseId: order.id, lines: [{ lineId: line.id, quantity: 1 }], reason: 'Broken', refundTo: 'balance', photos: [] as string[] };
      expect(await refusal(requestRefund(who.ctx, { ...base, lines: [] }))).toMatchObject({ code: 'invalid', message: refundMessages.empty });
      expect(await refusal(requestRefund(who.ctx, { ...base, lines: [{ lineId: line.id + 999, quantity: 1 }] }))).toMatchObject({ code: 'invalid', message: refundMessages.unknownLine });
      expect(await refusal(requestRefund(who.ctx, { ...base, lines: [{ lineId: line.id, quantity: 4 }] }))).toMatchObject({ code: 'conflict', message: refundMessages.tooMany(3) });
      expect(await refusal(requestRefund(who.ctx, { ...base, lines: [{ lineId: line.id, quantity: 1.5 }] }))).toMatchObject({ code: 'invalid', message: refundMessages.badQuantity });
      expect(await refusal(requestRefund(who.ctx, { ...base, reason: '   ' }))).toMatchObject({ code: 'invalid', details: { reason: refundMessages.reasonRequired } });
      expect(await refusal(requestRefund(who.ctx, { ...base, reason: 'x'.repeat(1001) }))).toMatchObject({ code: 'invalid', message: refundMessages.reasonTooLong });
      expect(await refusal(requestRefund(who.ctx, { ...base, refundTo: 'cash' }))).toMatchObject({ code: 'invalid', details: { refund_to: refundMessages.refundToInvalid } });
      expect(await refusal(requestRefund(who.ctx, { ...base, photos: [theirs.imageNewName] }))).toMatchObject({ code: 'invalid', message: refundMessages.photoNotFound });
      expect(await refusal(requestRefund(who.ctx, { ...base, photos: ['1', '2', '3', '4', '5', '6'] }))).toMatchObject({ code: 'invalid', message: refundMessages.tooManyPhotos(5) });
      expect(await refusal(requestRefund(testContext(db, alpha), base))).toMatchObject({ code: 'unauthenticated' });
      expect((await listRefundRequests(who.ctx, 1)).total).toBe(0);
    });

    it('another customer’s or shop’s order and refund ids are not found, exactly like unknown ones', async () => {
      const who = await customer();
      const other = await customer();
      const stranger = await customer(beta);
      const { order, line } = await deliveredOrder(who);
      const r = await ask(who, order.id, line.id, 1);
      const unknown = await refusal(getRefundDetails(who.ctx, r.refund_id + 10_000));
      expect(unknown).toMatchObject({ code: 'not_found', message: refundMessages.notFound });
      for (const ctx of [other.ctx, stranger.ctx]) {
        expect(await refusal(getRefundDetails(ctx, r.refund_id))).toMatchObject({ code: unknown.code, message: unknown.message });
        expect(await refusal(getRefundForm(ctx, order.id))).toMatchObject({ code: 'not_found', message: refundMessages.orderNotFound });
        expect(await refusal(requestRefund(ctx, { purchaseId: order.id, lines: [{ lineId: line.id, quantity: 1 }], reason: 'x', refundTo: 'balance', photos: [] }))).toMatchObject({ code: 'not_found' });
      }
      expect(await refusal(getRefundDetails(who.ctx, -1))).toMatchObject({ code: 'not_found' });
      // Another shop's staff cannot move it, and are told it does not exist.
      expect(await refusal(decideSellerRefund(staff(beta), r.refund_id, 'approve'))).toMatchObject({ code: 'not_found', message: refundMessages.notFound });
      expect(await refusal(paySellerRefund(staff(beta), r.refund_id))).toMatchObject({ code: 'not_found' });
      // A customer is not staff.
      expect(await refusal(decideSellerRefund(who.ctx, r.refund_id, 'approve'))).toMatchObject({ code: 'unauthenticated' });
      expect((await getRefundDetails(who.ctx, r.refund_id)).status).toBe('pending');
    });

    it('one open request per line: a second is refused while the first is pending', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who);
      await ask(who, order.id, line.id, 1);
      expect(await refusal(ask(who, order.id, line.id, 1))).toMatchObject({ code: 'conflict', message: refundMessages.lineOpen });
      expect((await listRefundRequests(who.ctx, 1)).total).toBe(1);
    });

    it('two requests racing for the same line: exactly one wins', async () => {
      for (let round = 0; round < 3; round++) {
        const who = await customer();
        const { order, line } = await deliveredOrder(who);
        const results = await Promise.allSettled([ask(who, order.id, line.id, 2), ask(who, order.id, line.id, 3), ask(who, order.id, line.id, 1)]);
        const won = results.filter((r) => r.status === 'fulfilled');
        expect(won).toHaveLength(1);
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'conflict' });
        const rows = await db.selectFrom('refund_request_lines').selectAll().where('order_line_id', '=', line.id).execute();
        expect(rows).toHaveLength(1);
        expect((await listRefundRequests(who.ctx, 1)).total).toBe(1);
      }
    });

    it('never refunds more than was paid: piece by piece, rejected ones freeing their quantity, the sum ≤ the line’s share', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who, { coupon: true });
      const basis = { cartTotal: order.cart_total, couponDiscount: order.coupon_discount };
      const first = await ask(who, order.id, line.id, 1);
      await decideSellerRefund(staff(alpha), first.refund_id, 'reject', 'No damage visible');
      const amounts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await ask(who, order.id, line.id, 1);
        await decideSellerRefund(staff(alpha), r.refund_id, 'approve');
        amounts.push(r.amount);
      }
      expect(await refusal(ask(who, order.id, line.id, 1))).toMatchObject({ code: 'conflict', message: refundMessages.tooMany(0) });
      const total = amounts.reduce((a, b) => a + b, 0);
      expect(total).toBeLessThanOrEqual(paidForLine({ sellPrice: line.sell_price, quantity: line.quantity }, basis));
      expect(total).toBeLessThanOrEqual(order.cart_total - order.coupon_discount);
      // Fully refunded: no longer offered.
      expect((await listRefundableOrders(who.ctx)).map((o) => o.purchase_id)).not.toContain(order.id);
    });

    it('approve → receive → pay to balance: each move once, each notifying in its transaction', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who);
      const r = await ask(who, order.id, line.id, 2);
      const before = await findBalances(db, alpha.id, who.id);

      // Not yet approved: neither paid nor received.
      expect(await refusal(paySellerRefund(staff(alpha), r.refund_id))).toMatchObject({ code: 'conflict', message: refundMessages.notApproved });
      expect(await refusal(receiveSellerRefund(staff(alpha), r.refund_id))).toMatchObject({ code: 'conflict', message: refundMessages.notApproved });

      const approved = await decideSellerRefund(staff(alpha), r.refund_id, 'approve', '  Sorry about that  ');
      expect(approved).toMatchObject({ status: 'approved', note: 'Sorry about that' });
      expect(await refusal(decideSellerRefund(staff(alpha), r.refund_id, 'reject'))).toMatchObject({ code: 'conflict', message: refundMessages.notPending });
      let list = await listNotifications(who.ctx);
      expect(list.notifications[0]).toMatchObject({ type: 'customer', url: `/customer/dashboard/refund-details/${r.refund_id}`, number: r.code, message: english.refundDecided(r.code, 'approved') });

      const stockBefore = await stock();
      const received = await receiveSellerRefund(staff(alpha), r.refund_id);
      expect(received.return_status).toBe('received');
      expect(await stock()).toBe(stockBefore + 2);
      expect(await refusal(receiveSellerRefund(staff(alpha), r.refund_id))).toMatchObject({ code: 'conflict', message: refundMessages.alreadyReceived });
      expect(await stock()).toBe(stockBefore + 2);
      list = await listNotifications(who.ctx);
      expect(list.notifications[0]).toMatchObject({ type: 'customer_refund_request_return_status_updated', message: english.refundReturnStatus(r.code, 'received'), number: r.code });

      const paid = await paySellerRefund(staff(alpha), r.refund_id);
      expect(paid.payment_status).toBe('paid');
      expect((await findBalances(db, alpha.id, who.id)).refund).toBe(before.refund + r.amount);
      expect(await refusal(paySellerRefund(staff(alpha), r.refund_id))).toMatchObject({ code: 'conflict', message: refundMessages.alreadyPaid });
      expect((await findBalances(db, alpha.id, who.id)).refund).toBe(before.refund + r.amount);
      list = await listNotifications(who.ctx);
      expect(list.notifications[0]).toMatchObject({ type: 'customer_refund_request_payment_status_updated', message: english.refundPaymentStatus(r.code, 'paid'), url: `/customer/dashboard/refund-details/${r.refund_id}` });
      // approved, received, the order's payment now partially refunded, the refund paid.
      expect(list.unread).toBe(4);
      const sms = await db.selectFrom('jobs').select('payload').where('kind', '=', 'sms.send').execute();
      expect(sms.filter((j) => (JSON.parse(j.payload) as { text: string }).text.includes(`refund ${r.code}`))).toHaveLength(1);
      // Each move left its audit row in its own transaction: who, what, before and after.
      const audit = await db.selectFrom('audit_log').selectAll().where('entity', '=', 'refund').where('entity_id', '=', String(r.refund_id)).orderBy('id').execute();
      expect(audit.map((a) => [a.action, a.staff_id])).toEqual([
        ['refund.decide', staffIds.get(alpha.id)],
        ['refund.receive', staffIds.get(alpha.id)],
        ['refund.pay', staffIds.get(alpha.id)],
      ]);
      expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ status: 'pending' });
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'approved' });
      expect(JSON.parse(audit[2]!.before_json!)).toMatchObject({ payment_status: 'unpaid' });
      expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ payment_status: 'paid' });
      const entries = await db.selectFrom('balance_entries').selectAll().where('customer_id', '=', who.id).where('kind', '=', 'refund').execute();
      expect(entries).toEqual([expect.objectContaining({ type: 'order_refund', amount: r.amount, order_id: order.id, dedupe_key: expect.stringMatching(/^return:\d+$/) })]);

      const details = await getRefundDetails(who.ctx, r.refund_id);
      expect(details.timeline.map((e) => e.event)).toEqual(['requested', 'approved', 'received', 'paid']);
      expect(details.timeline[1]).toMatchObject({ actor: 'staff', note: 'Sorry about that' });
    });

    it('two payments racing for one refund credit the balance once; two receipts restock once', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who);
      const r = await ask(who, order.id, line.id, 3);
      await decideSellerRefund(staff(alpha), r.refund_id, 'approve');
      const stockBefore = await stock();
      const pays = await Promise.allSettled([paySellerRefund(staff(alpha), r.refund_id), paySellerRefund(staff(alpha), r.refund_id)]);
      const receipts = await Promise.allSettled([receiveSellerRefund(staff(alpha), r.refund_id), receiveSellerRefund(staff(alpha), r.refund_id)]);
      expect(pays.filter((p) => p.status === 'fulfilled')).toHaveLength(1);
      expect(receipts.filter((p) => p.status === 'fulfilled')).toHaveLength(1);
      expect((await findBalances(db, alpha.id, who.id)).refund).toBe(r.amount);
      expect(await stock()).toBe(stockBefore + 3);
      const types = (await listNotifications(who.ctx)).notifications.map((x) => x.type);
      expect(types.filter((x) => x === 'customer_refund_request_payment_status_updated')).toHaveLength(1);
      expect(types.filter((x) => x === 'customer_refund_request_return_status_updated')).toHaveLength(1);
    });

    it('reject: the note, the line free again, nothing paid or restocked, the customer told', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who);
      const r = await ask(who, order.id, line.id, 3);
      const rejected = await decideSellerRefund(staff(alpha), r.refund_id, 'reject', 'Used item');
      expect(rejected).toMatchObject({ status: 'rejected', note: 'Used item', payment_status: 'unpaid', return_status: 'pending' });
      expect(await refusal(paySellerRefund(staff(alpha), r.refund_id))).toMatchObject({ code: 'conflict' });
      expect(await refusal(receiveSellerRefund(staff(alpha), r.refund_id))).toMatchObject({ code: 'conflict' });
      expect(await refusal(decideSellerRefund(staff(alpha), r.refund_id, 'reject', 'x'.repeat(1001)))).toMatchObject({ code: 'invalid', message: refundMessages.noteTooLong });
      expect((await listNotifications(who.ctx)).notifications[0]).toMatchObject({ type: 'customer', message: english.refundDecided(r.code, 'rejected') });
      expect((await getRefundForm(who.ctx, order.id)).lines[0]).toMatchObject({ refundable_quantity: 3, pending_request: false });
    });

    it('a cash order cannot be refunded to the original payment: refused, nothing written', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who);
      const before = await db.selectFrom('refund_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(await refusal(ask(who, order.id, line.id, 1, { refundTo: 'original' }))).toMatchObject({ code: 'invalid', message: refundMessages.originalNotOnline });
      expect(await db.selectFrom('refund_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    });

    it('a paid refund moves the order to partially refunded and tells the customer', async () => {
      const who = await customer();
      const { order, line } = await deliveredOrder(who);
      const r = await ask(who, order.id, line.id, 1);
      await decideSellerRefund(staff(alpha), r.refund_id, 'approve');
      await paySellerRefund(staff(alpha), r.refund_id);
      expect((await db.selectFrom('orders').select('payment_status').where('id', '=', order.id).executeTakeFirstOrThrow()).payment_status).toBe('partially_refunded');
      const types = (await listNotifications(who.ctx)).notifications.map((x) => x.type);
      expect(types).toContain('customer_order_payment_status_updated');
    });
  });
}
