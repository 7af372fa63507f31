// Support tickets and product inquiries (issue 13 item 2) on SQLite and PostgreSQL: Chat Now's
// inquiry with the server-built product summary, new tickets (order choice, attachment),
// replies from both sides, close, unread counters and markers, the staff reply's notification
// in the same transaction, foreign ids refused like unknown ones, hostile text kept as plain
// text, and attachments served only to the thread's customer and shop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../core/messages';
import { supportMessages } from '../../core/support-messages';
import { customerTexts } from '../../core/customer-texts';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { addToCart } from '../cart/add-to-cart';
import { getCheckoutSummary } from '../checkout/get-checkout-summary';
import type { CheckoutChoice } from '../checkout/checkout-types';
import { placeOrder } from '../checkout/place-order';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { listNotifications } from '../notifications/list-notifications';
import { testPhone } from '../../db/test-customer';
import { testContext } from '../test-context';
import { testShopper } from '../test-shopper';
import { closeThread } from './close-thread';
import { countUnreadThreads } from './count-unread-threads';
import { createInquiry } from './create-inquiry';
import { createSupportTicket } from './create-support-ticket';
import { getThread } from './get-thread';
import { listThreads } from './list-threads';
import { listTicketOrders } from './list-ticket-orders';
import { readThreadAttachment } from './read-thread-attachment';
import { replyToThread } from './reply-to-thread';
import { saveStaff } from '../seller/operations/save-staff';
import { closeSellerThread } from './close-seller-thread';
import { readShopThread } from './operations/read-shop-thread';
import { replySellerThread } from './reply-seller-thread';

const NOW = Date.parse('2025-06-01T06:00:00.000Z');
const STAMP = new Date(NOW).toISOString();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const HOSTILE = `<script>alert(1)</script><img src=x onerror="alert(2)"> & "quotes"`;

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
  describe(`support threads (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let attachmentsDir: string;
    let n = 0;
    let clock = NOW;
    let staffId = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      attachmentsDir = mkdtempSync(join(tmpdir(), 'haat-support-'));
      // A real staff member: the audit log's row names them (a foreign key).
      staffId = (await saveStaff(db, alpha, { phone: '01711223344', password: 'staff-pass-1', name: 'Support Staff', role: 'staff' }, NOW)).id;
    });
    afterAll(async () => {
      rmSync(attachmentsDir, { recursive: true, force: true });
      await closeAndDrop(db, drop);
    });

    const opts = () => ({ now: () => clock, deps: { attachmentsDir } });
    const staff = (shop: Shop = alpha): Ctx => testContext(db, shop, { ...opts(), actor: { kind: 'staff', staffId, role: 'staff' } });

    async function customer(shop: Shop = alpha) {
      n++;
      return testShopper(db, shop, { phone: testPhone(30000000, n), name: `Shopper ${n}`, now: STAMP }, opts());
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
      return placed.purchase_id;
    }

    it('Chat Now opens an inquiry with the summary the server built, once per open product inquiry', async () => {
      const who = await customer();
      const product = await db.selectFrom('products').select(['name']).where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      const first = await createInquiry(who.ctx, { productId: cat.plainProductId });
      expect(first.created).toBe(true);
      expect(await createInquiry(who.ctx, { productId: cat.plainProductId })).toEqual({ ticket_id: first.ticket_id, created: false });
      const thread = await getThread(who.ctx, 'inquiry', first.ticket_id);
      expect(thread).toMatchObject({
        ticket_id: first.ticket_id,
        kind: 'inquiry',
        subject: messages.inquirySubject(product.name),
        status: 'open',
        messages: [],
        can_reply: true,
        product: { id: cat.plainProductId, name: product.name, url: expect.stringMatching(new RegExp(`^/products/.*-${cat.plainProductId}$`)) },
      });
      expect(thread.product!.price).toEqual(expect.any(Number));
      // Closed, a new Chat Now opens a new inquiry.
      await closeThread(who.ctx, 'inquiry', first.ticket_id);
      const again = await createInquiry(who.ctx, { productId: cat.plainProductId });
      expect(again.created).toBe(true);
      expect(again.ticket_id).not.toBe(first.ticket_id);
    });

    it('refuses an unknown or foreign product, and guests', async () => {
      const who = await customer();
      expect(await refusal(createInquiry(who.ctx, { productId: 999_999 }))).toMatchObject({ code: 'not_found', details: { product_id: supportMessages.productNotFound } });
      const foreign = await db.selectFrom('products').select('id').where('shop_id', '=', beta.id).limit(1).executeTakeFirstOrThrow();
      expect(await refusal(createInquiry(who.ctx, { productId: foreign.id }))).toMatchObject({ code: 'not_found' });
      expect(await refusal(createInquiry(testContext(db, alpha), { productId: cat.plainProductId }))).toMatchObject({ code: 'unauthenticated' });
      expect(await refusal(listThreads(testContext(db, alpha), 'ticket'))).toMatchObject({ code: 'unauthenticated' });
    });

    it('a new ticket: subject and message required, about one of the customer’s own orders or none', async () => {
      const who = await customer();
      const other = await customer();
      const mine = await order(who);
      const theirs = await order(other);
      expect((await listTicketOrders(who.ctx)).map((o) => o.id)).toEqual([mine]);
      expect(await refusal(createSupportTicket(who.ctx, { subject: '  ', message: 'x' }))).toMatchObject({ code: 'invalid', details: { subject: supportMessages.subjectRequired } });
      expect(await refusal(createSupportTicket(who.ctx, { subject: 'x'.repeat(151), message: 'x' }))).toMatchObject({ details: { subject: supportMessages.subjectTooLong } });
      expect(await refusal(createSupportTicket(who.ctx, { subject: 'Hi', message: '\n\t ' }))).toMatchObject({ details: { message: supportMessages.messageRequired } });
      expect(await refusal(createSupportTicket(who.ctx, { subject: 'Hi', message: 'x'.repeat(4001) }))).toMatchObject({ details: { message: supportMessages.messageTooLong } });
      for (const bad of [theirs, 'abc', -1, 999_999]) {
        expect(await refusal(createSupportTicket(who.ctx, { subject: 'Hi', message: 'x', orderId: bad }))).toMatchObject({ code: 'invalid', details: { order_id: supportMessages.orderNotFound } });
      }
      expect((await listThreads(who.ctx, 'ticket')).total).toBe(0);

      const general = await createSupportTicket(who.ctx, { subject: 'Delivery areas', message: 'Do you ship to Sylhet?', orderId: '' });
      const about = await createSupportTicket(who.ctx, { subject: 'Where is my parcel', message: 'It is late', orderId: String(mine) });
      const list = await listThreads(who.ctx, 'ticket');
      expect(list).toMatchObject({ total: 2, page: 1, page_size: 10 });
      expect(list.threads.map((x) => x.ticket_id)).toEqual([about.ticket_id, general.ticket_id]);
      expect(list.threads[0]).toMatchObject({ status: 'open', status_label: 'Open', order_id: mine, order_code: expect.any(String), unread: 0 });
      const detail = await getThread(who.ctx, 'ticket', about.ticket_id);
      expect(detail.messages).toEqual([{ id: expect.any(Number), author: 'customer', body: 'It is late', attachment: null, created_at: STAMP }]);
      // The two kinds stay apart.
      expect((await listThreads(who.ctx, 'inquiry')).total).toBe(0);
      expect(await refusal(getThread(who.ctx, 'inquiry', about.ticket_id))).toMatchObject({ code: 'not_found', message: supportMessages.inquiryNotFound });
    });

    it('staff replies: answered, unread for the customer, counted, notified in one go; opening marks read', async () => {
      const who = await customer();
      const a = await createSupportTicket(who.ctx, { subject: 'A', message: 'first' });
      clock += 1000;
      const b = await createSupportTicket(who.ctx, { subject: 'B', message: 'second' });
      const inquiry = await createInquiry(who.ctx, { productId: cat.plainProductId });
      expect(await countUnreadThreads(who.ctx)).toEqual({ total_support_tickets: 0, total_inquiries: 0 });

      const seen = await readShopThread(staff(), a.ticket_id);
      expect(seen).toMatchObject({ customer_id: who.id, unread: 1, messages: [{ body: 'first' }] });
      expect((await readShopThread(staff(), a.ticket_id)).unread).toBe(0);

      clock += 1000;
      await replySellerThread(staff(), a.ticket_id, { message: 'On its way' });
      await replySellerThread(staff(), inquiry.ticket_id, { message: 'In stock' });
      expect(await countUnreadThreads(who.ctx)).toEqual({ total_support_tickets: 1, total_inquiries: 1 });
      const poll = await listNotifications(who.ctx);
      expect(poll).toMatchObject({ total_support_tickets: 1, total_inquiries: 1, unread: 2 });
      expect(poll.notifications.map((x) => [x.type, x.url])).toEqual([
        ['customer', `/customer/dashboard/messages/${inquiry.ticket_id}`],
        ['customer', `/customer/dashboard/support/${a.ticket_id}`],
      ]);

      // Unread first, even though B is newer.
      clock += 1000;
      await replyToThread(who.ctx, 'ticket', b.ticket_id, { message: 'anyone?' });
      const list = await listThreads(who.ctx, 'ticket');
      expect(list.threads.map((x) => [x.ticket_id, x.status, x.unread])).toEqual([
        [a.ticket_id, 'answered', 1],
        [b.ticket_id, 'open', 0],
      ]);
      const opened = await getThread(who.ctx, 'ticket', a.ticket_id);
      expect(opened).toMatchObject({ status: 'answered', unread: 1 });
      expect(opened.messages.map((m) => [m.author, m.body])).toEqual([
        ['customer', 'first'],
        ['staff', 'On its way'],
      ]);
      expect(await countUnreadThreads(who.ctx)).toEqual({ total_support_tickets: 0, total_inquiries: 1 });
      expect((await getThread(who.ctx, 'ticket', a.ticket_id)).unread).toBe(0);

      // The customer answers: open again, unread for the shop.
      await replyToThread(who.ctx, 'ticket', a.ticket_id, { message: 'Thanks' });
      expect(await readShopThread(staff(), a.ticket_id)).toMatchObject({ status: 'open', unread: 1 });
    });

    it('close: no more messages from either side, closing again changes nothing; staff may close', async () => {
      const who = await customer();
      const { ticket_id } = await createSupportTicket(who.ctx, { subject: 'Close me', message: 'x' });
      expect(await closeThread(who.ctx, 'ticket', ticket_id)).toEqual({ closed: true });
      expect(await closeThread(who.ctx, 'ticket', ticket_id)).toEqual({ closed: false });
      expect(await refusal(replyToThread(who.ctx, 'ticket', ticket_id, { message: 'again' }))).toMatchObject({ code: 'conflict', message: supportMessages.closed });
      expect(await refusal(replySellerThread(staff(), ticket_id, { message: 'late' }))).toMatchObject({ code: 'conflict' });
      const detail = await getThread(who.ctx, 'ticket', ticket_id);
      expect(detail).toMatchObject({ status: 'closed', can_reply: false });
      expect(detail.messages).toHaveLength(1);
      expect((await listNotifications(who.ctx)).notifications).toEqual([]);

      const other = await createSupportTicket(who.ctx, { subject: 'Staff closes', message: 'x' });
      expect(await closeSellerThread(staff(), other.ticket_id)).toEqual({ closed: true });
      expect((await getThread(who.ctx, 'ticket', other.ticket_id)).status).toBe('closed');
    });

    it("another customer's or shop's thread id is refused exactly like an unknown one, and changes nothing", async () => {
      const owner = await customer();
      const other = await customer();
      const stranger = await customer(beta);
      const { ticket_id } = await createSupportTicket(owner.ctx, { subject: 'Mine', message: 'private' });
      const unknown = await refusal(getThread(owner.ctx, 'ticket', 999_999_999));
      for (const who of [other, stranger]) {
        for (const call of [
          () => getThread(who.ctx, 'ticket', ticket_id),
          () => replyToThread(who.ctx, 'ticket', ticket_id, { message: 'hi' }),
          () => closeThread(who.ctx, 'ticket', ticket_id),
        ]) {
          const err = await refusal(call());
          expect(err).toMatchObject({ code: 'not_found', message: unknown.message });
        }
      }
      expect(await refusal(replySellerThread(staff(beta), ticket_id, { message: 'x' }))).toMatchObject({ code: 'not_found' });
      expect(await refusal(closeSellerThread(staff(beta), ticket_id))).toMatchObject({ code: 'not_found' });
      expect(await refusal(readShopThread(staff(beta), ticket_id))).toMatchObject({ code: 'not_found' });
      // A customer is not staff.
      expect(await refusal(replySellerThread(owner.ctx, ticket_id, { message: 'x' }))).toMatchObject({ code: 'forbidden' });
      const detail = await getThread(owner.ctx, 'ticket', ticket_id);
      expect(detail).toMatchObject({ status: 'open', messages: [{ body: 'private' }] });
    });

    it('keeps HTML and script in every text field as plain text', async () => {
      const who = await customer();
      const { ticket_id } = await createSupportTicket(who.ctx, { subject: HOSTILE, message: `${HOSTILE}\r\nline two` });
      await replyToThread(who.ctx, 'ticket', ticket_id, { message: HOSTILE });
      await replySellerThread(staff(), ticket_id, { message: HOSTILE });
      const detail = await getThread(who.ctx, 'ticket', ticket_id);
      expect(detail.subject).toBe(HOSTILE);
      expect(detail.messages.map((m) => m.body)).toEqual([`${HOSTILE}\nline two`, HOSTILE, HOSTILE]);
      const note = (await listNotifications(who.ctx)).notifications[0]!;
      expect(note.message).toBe(customerTexts('en').staffReply(HOSTILE));
    });

    it('attachments: order-attachment rules, served only to the thread’s customer and its shop', async () => {
      const who = await customer();
      const other = await customer();
      const stranger = await customer(beta);
      // A refused file opens no ticket.
      expect(await refusal(createSupportTicket(who.ctx, { subject: 'S', message: 'm', attachment: { name: 'x.png', bytes: new Uint8Array([1, 2, 3]) } }))).toMatchObject({ code: 'invalid' });
      expect(await refusal(createSupportTicket(who.ctx, { subject: 'S', message: 'm', attachment: { name: 'x.html', bytes: PNG } }))).toMatchObject({ code: 'invalid' });
      expect((await listThreads(who.ctx, 'ticket')).total).toBe(0);

      const { ticket_id } = await createSupportTicket(who.ctx, { subject: 'S', message: 'photo attached', attachment: { name: 'broken<b>.png', bytes: PNG } });
      await replyToThread(who.ctx, 'ticket', ticket_id, { message: 'and a pdf', attachment: { name: 'a.pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]) } });
      const detail = await getThread(who.ctx, 'ticket', ticket_id);
      const [first, second] = detail.messages;
      expect(first!.attachment).toEqual({ name: expect.stringContaining('.png'), url: `/customer/support-attachment/${first!.id}` });
      expect(second!.attachment!.url).toBe(`/customer/support-attachment/${second!.id}`);

      const file = await readThreadAttachment(who.ctx, String(first!.id));
      expect(file).toMatchObject({ contentType: 'image/png' });
      expect(new Uint8Array(file.bytes)).toEqual(PNG);
      expect((await readThreadAttachment(staff(), first!.id)).contentType).toBe('image/png');
      for (const ctx of [other.ctx, stranger.ctx, staff(beta), testContext(db, alpha, opts())]) {
        expect(await refusal(readThreadAttachment(ctx, first!.id))).toMatchObject({ code: 'not_found', message: messages.pageNotFound });
      }
      // A message without an attachment, an unknown id, or no id: not found.
      const plain = await createSupportTicket(who.ctx, { subject: 'S', message: 'no file' });
      const plainMessage = (await getThread(who.ctx, 'ticket', plain.ticket_id)).messages[0]!;
      for (const id of [plainMessage.id, 999_999_999, 'abc']) {
        expect(await refusal(readThreadAttachment(who.ctx, id))).toMatchObject({ code: 'not_found' });
      }
    });

    it('pages the list 10 at a time and clamps a page past the end', async () => {
      const who = await customer();
      for (let i = 1; i <= 12; i++) {
        clock += 1000;
        await createSupportTicket(who.ctx, { subject: `T${i}`, message: 'x' });
      }
      const first = await listThreads(who.ctx, 'ticket', 1);
      expect(first.threads.map((x) => x.subject)).toEqual(['T12', 'T11', 'T10', 'T9', 'T8', 'T7', 'T6', 'T5', 'T4', 'T3']);
      expect(first.pager).toBe(messages.pagerShowing(1, 10, 12));
      const last = await listThreads(who.ctx, 'ticket', 9);
      expect(last.page).toBe(2);
      expect(last.threads.map((x) => x.subject)).toEqual(['T2', 'T1']);
    });
  });
}
