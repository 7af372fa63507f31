// The seller console's refunds, threads, customers and overview calls (issue 14 items 3-5, 7;
// docs/decisions/025) through the real app on SQLite and PostgreSQL: every call refused for a
// customer token, another shop's staff token and no token with nothing changed; another shop's
// ids answer 404 exactly like unknown ones; a staff member (not owner) approves, receives (stock
// back once) and pays to the balance (ledger credited once); a refusal of a destination the
// customer did not choose; reject with a note; tickets unread first, reply with an attachment
// served to staff and to the customer, close; a custom notification with a link checked; the
// customers list and a customer's ledger; the overview figures; the OpenAPI paths.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { registerCustomer } from '../../../services/accounts/register-customer';
import { createLogSmsProvider } from '../../../services/adapters/sms-provider';
import { saveStaff } from '../../../services/seller/operations/save-staff';
import { testContext } from '../../../services/test-context';
// Spelled via server/ because the layer lint rule reads '../app' as the app/ directory.
import { createApp } from '../../app';
import { loadEnv } from '../../env';

const PASSWORD = 'seller-pass-1';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

for (const t of testDatabases()) {
  describe(`seller console calls: refunds, threads, customers, overview (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let cat: TestCatalog;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: ':memory:',
      UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-uploads-')),
      ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-attachments-')),
    });
    const sms = createLogSmsProvider({ log: () => {} });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      app = createApp({ db, env, sms });
    });
    afterAll(() => closeAndDrop(db, drop));

    const req = (path: string, host: string, token: string | null, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: JSON.stringify(body),
      });

    async function staffOf(shop: Shop, role: 'owner' | 'staff' = 'owner') {
      const me = ++n;
      const phone = `0172${String(5000000 + me).padStart(7, '0')}`;
      await saveStaff(db, shop, { phone, password: PASSWORD, name: `Staff ${me}`, role }, Date.now());
      const res = await req('/api/seller/login', `${shop.slug}.localhost:3000`, null, { phone, password: PASSWORD }, { 'x-forwarded-for': `198.51.101.${me}` });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { token: string; staff: { id: number } };
      return { token: body.token, id: body.staff.id, host: `${shop.slug}.localhost:3000` };
    }
    type Staff = Awaited<ReturnType<typeof staffOf>>;

    async function customer(shop: Shop = alpha, name = 'Refund Customer') {
      const me = ++n;
      const phone = `0182${String(4000000 + me).padStart(7, '0')}`;
      const ctx = testContext(db, shop, { sms, request: { clientAddress: `192.0.4.${me % 250}` } });
      const s = await registerCustomer(ctx, { name, phone, password: 'password1' });
      const now = new Date().toISOString();
      const address = await db
        .insertInto('customer_addresses')
        .values({ shop_id: shop.id, customer_id: s.customer.id, name, phone: `+88${phone}`, district: 'Dhaka', area: 'Mirpur', address: 'House 1', note: null, is_default: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { token: s.token, id: s.customer.id, phone, addressId: address.id, host: `${shop.slug}.localhost:3000` };
    }
    type Customer = Awaited<ReturnType<typeof customer>>;

    async function deliveredOrder(who: Customer, owner: Staff, quantity = 2): Promise<{ purchase_id: number; code: string }> {
      expect((await req('/api/front/customer-add-product-to-cart', who.host, who.token, { product_id: cat.plainProductId, quantity })).status).toBe(200);
      const summary = (await (await req('/api/front/get-checkout-summary', who.host, who.token, { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' })).json()) as {
        cart_total: number;
        finalDeliveryCharge: number;
        coupon_discount: number;
      };
      const placed = await req(
        '/api/front/customer-place-order',
        who.host,
        who.token,
        {
          shippingType: 0,
          shippingAddress: who.addressId,
          pickupPoint: null,
          coupon_code: '',
          recharge_paid: 0,
          refund_paid: 0,
          cashback_paid: 0,
          selected_payment_option: 'cod',
          customer_cart_total: summary.cart_total,
          finalDeliveryCharge: summary.finalDeliveryCharge,
          coupon_discount: summary.coupon_discount,
        },
        { 'idempotency-key': `k${++n}` },
      );
      expect(placed.status).toBe(200);
      const order = ((await placed.json()) as { order: { purchase_id: number; code: string } }).order;
      for (const [status, extra] of [
        ['confirmed', {}],
        ['processing', {}],
        ['shipped', { courier: 'Pathao', tracking_code: 'PX9' }],
        ['delivered', {}],
      ] as const) {
        expect((await req('/api/seller/order-status', owner.host, owner.token, { purchase_id: order.purchase_id, status, ...extra })).status).toBe(200);
      }
      expect((await req('/api/seller/order-cod-collected', owner.host, owner.token, { purchase_id: order.purchase_id })).status).toBe(200);
      return order;
    }

    async function requestRefund(who: Customer, purchaseId: number, quantity = 1, refundTo = 'balance', photos: string[] = []) {
      const form = (await (await req('/api/front/customer-refund-request', who.host, who.token, { purchase_id: purchaseId })).json()) as { form: { lines: Array<{ order_line_id: number }> } };
      const res = await req('/api/front/customer-refund-request', who.host, who.token, {
        purchase_id: purchaseId,
        lines: [{ order_line_id: form.form.lines[0]!.order_line_id, quantity }],
        reason: 'The colour is not as shown',
        refund_to: refundTo,
        photos,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { refund: { refund_id: number; code: string; amount: number } }).refund;
    }

    async function openTicket(who: Customer, subject = 'Where is my parcel?') {
      const res = await req('/api/front/create-customer-support-ticket', who.host, who.token, { subject, message: 'It has been three days' });
      expect(res.status).toBe(200);
      return ((await res.json()) as { ticket_id: number }).ticket_id;
    }

    const stock = async () => (await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity;
    const refundRow = (id: number) => db.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const ledgerOf = (customerId: number) => db.selectFrom('balance_entries').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
    const auditCount = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const auditOf = (entity: string, id: number) => db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
    const notificationsOf = async (customerId: number) =>
      Number((await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow()).n);

    it('refuses every call to a customer token, another shop’s staff and no token, and changes nothing', async () => {
      const owner = await staffOf(alpha);
      const other = await staffOf(beta);
      const who = await customer();
      const order = await deliveredOrder(who, owner);
      const refund = await requestRefund(who, order.purchase_id);
      const ticket = await openTicket(who);
      const before = { refund: await refundRow(refund.refund_id), stock: await stock(), ledger: (await ledgerOf(who.id)).length, notes: await notificationsOf(who.id) };
      const threadBefore = await db.selectFrom('threads').selectAll().where('id', '=', ticket).executeTakeFirstOrThrow();
      const auditBefore = await auditCount();
      const calls: Array<[string, Record<string, unknown>]> = [
        ['/api/seller/refunds', {}],
        ['/api/seller/refund-details', { refund_id: refund.refund_id }],
        ['/api/seller/refund-decision', { refund_id: refund.refund_id, decision: 'approve', note: 'ok' }],
        ['/api/seller/refund-received', { refund_id: refund.refund_id }],
        ['/api/seller/refund-pay', { refund_id: refund.refund_id, refund_to: 'balance' }],
        ['/api/seller/tickets', {}],
        ['/api/seller/ticket-details', { ticket_id: ticket }],
        ['/api/seller/ticket-reply', { ticket_id: ticket, message: 'On its way' }],
        ['/api/seller/ticket-close', { ticket_id: ticket }],
        ['/api/seller/notify-customer', { customer_id: who.id, message: 'Hello' }],
        ['/api/seller/customers', {}],
        ['/api/seller/customer-details', { customer_id: who.id }],
        ['/api/seller/overview', {}],
      ];
      for (const [path, body] of calls) {
        for (const token of [who.token, other.token, null]) {
          const res = await req(path, 'alpha.localhost:3000', token, body);
          expect(res.status, `${path} with ${token === who.token ? 'customer' : token ? 'beta staff' : 'no'} token`).toBe(401);
        }
      }
      // The customer's cookie (with the API's own header and origin) does not open the console either.
      const cookie = await req('/api/seller/refund-decision', 'alpha.localhost:3000', null, { refund_id: refund.refund_id, decision: 'approve' }, {
        cookie: `customerToken=${who.token}`,
        'x-requested-with': 'haat',
        origin: 'http://alpha.localhost:3000',
      });
      expect(cookie.status).toBe(401);
      expect(await refundRow(refund.refund_id)).toEqual(before.refund);
      expect(await stock()).toBe(before.stock);
      expect((await ledgerOf(who.id)).length).toBe(before.ledger);
      expect(await notificationsOf(who.id)).toBe(before.notes);
      expect(await db.selectFrom('threads').selectAll().where('id', '=', ticket).executeTakeFirstOrThrow()).toEqual(threadBefore);
      expect(await auditCount()).toBe(auditBefore);
    });

    it('answers another shop’s ids with 404 exactly like unknown ones, and changes nothing', async () => {
      const owner = await staffOf(alpha);
      const other = await staffOf(beta);
      const who = await customer();
      const order = await deliveredOrder(who, owner);
      const refund = await requestRefund(who, order.purchase_id);
      const ticket = await openTicket(who);
      const before = await refundRow(refund.refund_id);
      const pairs: Array<[string, (id: number) => Record<string, unknown>, number]> = [
        ['/api/seller/refund-details', (id) => ({ refund_id: id }), refund.refund_id],
        ['/api/seller/refund-decision', (id) => ({ refund_id: id, decision: 'reject', note: 'no' }), refund.refund_id],
        ['/api/seller/refund-received', (id) => ({ refund_id: id }), refund.refund_id],
        ['/api/seller/refund-pay', (id) => ({ refund_id: id }), refund.refund_id],
        ['/api/seller/ticket-details', (id) => ({ ticket_id: id }), ticket],
        ['/api/seller/ticket-reply', (id) => ({ ticket_id: id, message: 'hi' }), ticket],
        ['/api/seller/ticket-close', (id) => ({ ticket_id: id }), ticket],
        ['/api/seller/notify-customer', (id) => ({ customer_id: id, message: 'hi' }), who.id],
        ['/api/seller/customer-details', (id) => ({ customer_id: id }), who.id],
      ];
      for (const [path, body, id] of pairs) {
        const foreign = await req(path, other.host, other.token, body(id));
        const unknown = await req(path, other.host, other.token, body(987654));
        expect(foreign.status, path).toBe(404);
        expect(unknown.status, path).toBe(404);
        expect(await foreign.json()).toEqual(await unknown.json());
      }
      expect(await refundRow(refund.refund_id)).toEqual(before);
      expect((await db.selectFrom('threads').select('status').where('id', '=', ticket).executeTakeFirstOrThrow()).status).toBe('open');
      // Beta's lists do not show alpha's rows.
      const list = (await (await req('/api/seller/refunds', other.host, other.token, {})).json()) as { refunds: Array<{ refund_id: number }> };
      expect(list.refunds.map((r) => r.refund_id)).not.toContain(refund.refund_id);
      const customers = (await (await req('/api/seller/customers', other.host, other.token, { q: who.phone })).json()) as { total: number };
      expect(customers.total).toBe(0);
      // Bad input is a 422, never a 500.
      expect((await req('/api/seller/refund-decision', owner.host, owner.token, { refund_id: refund.refund_id, decision: 'maybe' })).status).toBe(422);
      expect((await req('/api/seller/refunds', owner.host, owner.token, { state: 'lost' })).status).toBe(422);
      expect((await req('/api/seller/tickets', owner.host, owner.token, { kind: 'x' })).status).toBe(422);
      expect((await req('/api/seller/refund-details', owner.host, owner.token, { refund_id: 'abc' })).status).toBe(422);
    });

    it('lets a staff member approve, receive (stock back once) and pay to the balance (ledger once); the customer’s ledger shows it', async () => {
      const owner = await staffOf(alpha);
      const clerk = await staffOf(alpha, 'staff');
      const who = await customer(alpha, 'Balance Customer');
      const order = await deliveredOrder(who, owner);
      const refund = await requestRefund(who, order.purchase_id);
      const list = (await (await req('/api/seller/refunds', clerk.host, clerk.token, { state: 'pending' })).json()) as { refunds: Array<{ refund_id: number; status: string; customer_name: string }> };
      expect(list.refunds[0]).toMatchObject({ refund_id: refund.refund_id, status: 'pending', customer_name: 'Balance Customer' });
      const details = (await (await req('/api/seller/refund-details', clerk.host, clerk.token, { refund_id: refund.refund_id })).json()) as { refund: { can_decide: boolean; can_pay: boolean } };
      expect(details.refund).toMatchObject({ can_decide: true, can_pay: false });
      // Paying or receiving before a decision is refused.
      expect((await req('/api/seller/refund-pay', clerk.host, clerk.token, { refund_id: refund.refund_id })).status).toBe(409);
      expect((await req('/api/seller/refund-received', clerk.host, clerk.token, { refund_id: refund.refund_id })).status).toBe(409);

      const approved = await req('/api/seller/refund-decision', clerk.host, clerk.token, { refund_id: refund.refund_id, decision: 'approve', note: 'Sorry about that' });
      expect(approved.status).toBe(200);
      expect(((await approved.json()) as { refund: { status: string; note: string; can_receive: boolean } }).refund).toMatchObject({ status: 'approved', note: 'Sorry about that', can_receive: true });
      expect((await req('/api/seller/refund-decision', owner.host, owner.token, { refund_id: refund.refund_id, decision: 'reject' })).status).toBe(409);

      const stockBefore = await stock();
      const [a, b] = await Promise.all([
        req('/api/seller/refund-received', clerk.host, clerk.token, { refund_id: refund.refund_id }),
        req('/api/seller/refund-received', owner.host, owner.token, { refund_id: refund.refund_id }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await stock()).toBe(stockBefore + 1);

      // A destination the customer did not choose is refused; nothing is paid.
      const wrong = await req('/api/seller/refund-pay', clerk.host, clerk.token, { refund_id: refund.refund_id, refund_to: 'original' });
      expect(wrong.status).toBe(422);
      expect((await refundRow(refund.refund_id)).payment_status).toBe('unpaid');
      expect((await req('/api/seller/refund-pay', clerk.host, clerk.token, { refund_id: refund.refund_id, refund_to: 'bank' })).status).toBe(422);

      const [p1, p2] = await Promise.all([
        req('/api/seller/refund-pay', clerk.host, clerk.token, { refund_id: refund.refund_id, refund_to: 'balance' }),
        req('/api/seller/refund-pay', owner.host, owner.token, { refund_id: refund.refund_id }),
      ]);
      expect([p1.status, p2.status].sort()).toEqual([200, 409]);
      // The audit log names who did each move, with the states before and after (refused moves leave none).
      const audit = await auditOf('refund', refund.refund_id);
      expect(audit.map((a) => a.action)).toEqual(['refund.decide', 'refund.receive', 'refund.pay']);
      expect(audit[0]).toMatchObject({ staff_id: clerk.id, shop_id: alpha.id });
      expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ status: 'pending' });
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'approved', note: 'Sorry about that' });
      expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ payment_status: 'paid', refund_to: 'balance' });
      const credits = (await ledgerOf(who.id)).filter((e) => e.kind === 'refund' && e.amount > 0);
      expect(credits.map((e) => e.amount)).toEqual([refund.amount]);

      const cust = (await (await req('/api/seller/customer-details', clerk.host, clerk.token, { customer_id: who.id })).json()) as {
        customer: { balances: { refund: number; total: number }; order_counts: { delivered: number }; orders: Array<{ purchase_id: number }>; ledger: { entries: Array<{ amount: number; kind: string }> } };
      };
      expect(cust.customer.balances.refund).toBe(refund.amount);
      expect(cust.customer.order_counts.delivered).toBe(1);
      expect(cust.customer.orders[0]!.purchase_id).toBe(order.purchase_id);
      expect(cust.customer.ledger.entries[0]).toMatchObject({ amount: refund.amount, kind: 'refund' });
      // The customer's own balance call agrees.
      const mine = (await (await req('/api/front/customer-balance', who.host, who.token, {})).json()) as { refund?: number; balance?: { refund: number } };
      expect(mine.refund ?? mine.balance?.refund).toBe(refund.amount);

      const found = (await (await req('/api/seller/customers', clerk.host, clerk.token, { q: who.phone.slice(-6) })).json()) as { customers: Array<{ customer_id: number; balances: { refund: number }; orders: { total: number } }> };
      expect(found.customers.map((c) => c.customer_id)).toEqual([who.id]);
      expect(found.customers[0]).toMatchObject({ balances: { refund: refund.amount }, orders: { total: 1 } });
      const byName = (await (await req('/api/seller/customers', clerk.host, clerk.token, { q: 'balance cust' })).json()) as { customers: Array<{ customer_id: number }> };
      expect(byName.customers.map((c) => c.customer_id)).toContain(who.id);
      const wildcard = (await (await req('/api/seller/customers', clerk.host, clerk.token, { q: '%' })).json()) as { total: number };
      expect(wildcard.total).toBe(0);

      // A second request for the other piece, rejected with a note: the customer is told.
      const second = await requestRefund(who, order.purchase_id);
      const notesBefore = await notificationsOf(who.id);
      const rejected = await req('/api/seller/refund-decision', clerk.host, clerk.token, { refund_id: second.refund_id, decision: 'reject', note: 'Used item' });
      expect(rejected.status).toBe(200);
      expect(await refundRow(second.refund_id)).toMatchObject({ status: 'rejected', note: 'Used item' });
      expect(await notificationsOf(who.id)).toBe(notesBefore + 1);
    });

    it('lists tickets unread first; reply with an attachment (served to staff and the customer), close', async () => {
      const owner = await staffOf(alpha);
      const clerk = await staffOf(alpha, 'staff');
      const other = await staffOf(beta);
      const who = await customer(alpha, 'Thread Customer');
      const read = await openTicket(who, 'Old question');
      await req('/api/seller/ticket-details', clerk.host, clerk.token, { ticket_id: read });
      const unread = await openTicket(who, 'New question');
      const list = (await (await req('/api/seller/tickets', clerk.host, clerk.token, {})).json()) as { threads: Array<{ ticket_id: number; unread: number }> };
      const ids = list.threads.map((x) => x.ticket_id);
      expect(ids.indexOf(unread)).toBeLessThan(ids.indexOf(read));
      expect(list.threads.find((x) => x.ticket_id === unread)!.unread).toBe(1);

      const form = new FormData();
      form.set('ticket_id', String(unread));
      form.set('message', 'It ships today');
      form.set('attachment', new File([PNG], 'receipt.png', { type: 'image/png' }));
      const sent = await app.request('/api/seller/ticket-reply', { method: 'POST', headers: { host: clerk.host, authorization: `Bearer ${clerk.token}` }, body: form });
      expect(sent.status).toBe(200);
      const messageId = ((await sent.json()) as { message_id: number }).message_id;
      const detail = (await (await req('/api/seller/ticket-details', clerk.host, clerk.token, { ticket_id: unread })).json()) as {
        ticket: { status: string; customer: { id: number }; messages: Array<{ author: string; attachment: { url: string } | null }> };
      };
      expect(detail.ticket).toMatchObject({ status: 'answered', customer: { id: who.id } });
      expect(detail.ticket.messages.at(-1)).toMatchObject({ author: 'staff', attachment: { url: `/seller/thread-attachment/${messageId}` } });
      const get = (path: string, host: string, token: string | null) => app.request(path, { headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      const staffFile = await get(`/seller/thread-attachment/${messageId}`, clerk.host, clerk.token);
      expect(staffFile.status).toBe(200);
      expect(new Uint8Array(await staffFile.arrayBuffer())).toEqual(PNG);
      expect((await get(`/seller/thread-attachment/${messageId}`, other.host, other.token)).status).toBe(404);
      expect((await get(`/seller/thread-attachment/${messageId}`, clerk.host, null)).status).toBe(404);
      expect((await get(`/customer/support-attachment/${messageId}`, who.host, who.token)).status).toBe(200);
      // A file whose content is not what its name says is refused, nothing written.
      const bad = new FormData();
      bad.set('ticket_id', String(unread));
      bad.set('message', 'another');
      bad.set('attachment', new File([new Uint8Array([1, 2, 3])], 'fake.png'));
      const countBefore = (await db.selectFrom('thread_messages').select('id').where('thread_id', '=', unread).execute()).length;
      expect((await app.request('/api/seller/ticket-reply', { method: 'POST', headers: { host: clerk.host, authorization: `Bearer ${clerk.token}` }, body: bad })).status).toBe(422);
      expect((await db.selectFrom('thread_messages').select('id').where('thread_id', '=', unread).execute()).length).toBe(countBefore);

      const closed = await req('/api/seller/ticket-close', owner.host, owner.token, { ticket_id: unread });
      expect(await closed.json()).toMatchObject({ closed: true });
      expect(await (await req('/api/seller/ticket-close', owner.host, owner.token, { ticket_id: unread })).json()).toMatchObject({ closed: false });
      expect((await req('/api/seller/ticket-reply', owner.host, owner.token, { ticket_id: unread, message: 'late' })).status).toBe(409);
      expect((await auditOf('thread', unread)).map((a) => [a.action, a.staff_id])).toEqual([
        ['thread.reply', clerk.id],
        ['thread.close', owner.id],
      ]);
      const closedOnly = (await (await req('/api/seller/tickets', owner.host, owner.token, { status: 'closed', kind: 'ticket' })).json()) as { threads: Array<{ ticket_id: number }> };
      expect(closedOnly.threads.map((x) => x.ticket_id)).toEqual([unread]);
    });

    it('sends one customer a notification (type customer) with a link of this site only', async () => {
      const clerk = await staffOf(alpha, 'staff');
      const who = await customer();
      const ok = await req('/api/seller/notify-customer', clerk.host, clerk.token, { customer_id: who.id, message: 'Your size is back in stock', link: '/r/alpha/products/1' });
      expect(ok.status).toBe(200);
      const row = await db.selectFrom('notifications').selectAll().where('customer_id', '=', who.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'customer', url: '/r/alpha/products/1', message: 'Your size is back in stock', shop_id: alpha.id });
      expect((await auditOf('customer', who.id)).map((a) => [a.action, a.staff_id])).toEqual([['customer.notify', clerk.id]]);
      const before = await notificationsOf(who.id);
      for (const body of [
        { customer_id: who.id, message: 'x', link: 'https://evil.example/' },
        { customer_id: who.id, message: 'x', link: '//evil.example' },
        { customer_id: who.id, message: '   ' },
        { customer_id: who.id, message: 'x'.repeat(501) },
      ]) {
        expect((await req('/api/seller/notify-customer', clerk.host, clerk.token, body)).status).toBe(422);
      }
      expect(await notificationsOf(who.id)).toBe(before);
      const plain = await req('/api/seller/notify-customer', clerk.host, clerk.token, { customer_id: who.id, message: 'Thanks!' });
      expect(plain.status).toBe(200);
      expect((await db.selectFrom('notifications').select('url').where('customer_id', '=', who.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).url).toBe('/customer/dashboard');
    });

    it('computes the overview from orders and the ledger', async () => {
      const owner = await staffOf(alpha);
      const before = ((await (await req('/api/seller/overview', owner.host, owner.token, {})).json()) as { overview: { today: { orders: number; sales: number; reseller_earnings: number }; pending_refunds: number; unanswered_threads: number } }).overview;
      const who = await customer();
      const order = await deliveredOrder(who, owner, 1);
      await requestRefund(who, order.purchase_id);
      await openTicket(who);
      const total = (await db.selectFrom('orders').select('order_total').where('id', '=', order.purchase_id).executeTakeFirstOrThrow()).order_total;
      const line = await db.selectFrom('order_lines').select(['reseller_earning', 'quantity']).where('order_id', '=', order.purchase_id).executeTakeFirstOrThrow();
      const after = ((await (await req('/api/seller/overview', owner.host, owner.token, {})).json()) as { overview: typeof before & { month: { orders: number } } }).overview;
      expect(after.today.orders).toBe(before.today.orders + 1);
      expect(after.today.sales).toBe(before.today.sales + total);
      expect(after.today.reseller_earnings).toBe(before.today.reseller_earnings + line.reseller_earning * line.quantity);
      expect(after.month.orders).toBeGreaterThanOrEqual(after.today.orders);
      expect(after.pending_refunds).toBe(before.pending_refunds + 1);
      expect(after.unanswered_threads).toBe(before.unanswered_threads + 1);
    });

    it('serves a refund request’s photos to this shop’s staff only', async () => {
      const owner = await staffOf(alpha);
      const other = await staffOf(beta);
      const who = await customer();
      const order = await deliveredOrder(who, owner);
      const upload = new FormData();
      upload.set('attachment', new File([PNG], 'damage.png', { type: 'image/png' }));
      const up = await app.request('/api/front/customer-attachment-upload-on-order', { method: 'POST', headers: { host: who.host, authorization: `Bearer ${who.token}` }, body: upload });
      expect(up.status).toBe(200);
      const stored = ((await up.json()) as { imageNewName: string }).imageNewName;
      const refund = await requestRefund(who, order.purchase_id, 1, 'balance', [stored]);
      const detail = (await (await req('/api/seller/refund-details', owner.host, owner.token, { refund_id: refund.refund_id })).json()) as {
        refund: { photo_links: Array<{ name: string; url: string }>; order: { payment_method: string; payment_status: string } };
      };
      expect(detail.refund.photo_links).toEqual([{ name: 'damage.png', url: `/seller/refund-photo/${refund.refund_id}/1` }]);
      expect(detail.refund.order).toEqual({ status: 'delivered', payment_method: 'cod', payment_status: 'paid' });
      const get = (path: string, host: string, token: string | null) => app.request(path, { headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      const file = await get(`/seller/refund-photo/${refund.refund_id}/1`, owner.host, owner.token);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
      expect((await get(`/seller/refund-photo/${refund.refund_id}/2`, owner.host, owner.token)).status).toBe(404);
      expect((await get(`/seller/refund-photo/${refund.refund_id}/1`, other.host, other.token)).status).toBe(404);
      expect((await get(`/seller/refund-photo/${refund.refund_id}/1`, who.host, who.token)).status).toBe(404);
      expect((await get(`/seller/refund-photo/${refund.refund_id}/1`, owner.host, null)).status).toBe(404);
      expect((await get(`/seller/refund-photo/x/1`, owner.host, owner.token)).status).toBe(404);
    });

    it("shows a line's uploaded design on the customer's and the shop's order and serves it to them only", async () => {
      const owner = await staffOf(alpha);
      const other = await staffOf(beta);
      const who = await customer();
      const stranger = await customer(alpha, 'Another Customer');
      await db.updateTable('products').set({ order_attachment: 1, attachment_field_title: 'Upload your design' }).where('id', '=', cat.plainProductId).execute();
      try {
        const upload = new FormData();
        upload.set('attachment', new File([PNG], 'my-design.png', { type: 'image/png' }));
        const up = await app.request('/api/front/customer-attachment-upload-on-order', { method: 'POST', headers: { host: who.host, authorization: `Bearer ${who.token}` }, body: upload });
        expect(up.status).toBe(200);
        const stored = ((await up.json()) as { imageNewName: string }).imageNewName;
        expect((await req('/api/front/customer-add-product-to-cart', who.host, who.token, { product_id: cat.plainProductId, quantity: 1, attachment_db_name: stored })).status).toBe(200);
        const choice = { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' };
        const s = (await (await req('/api/front/get-checkout-summary', who.host, who.token, choice)).json()) as { cart_total: number; finalDeliveryCharge: number; coupon_discount: number };
        const placed = await req('/api/front/customer-place-order', who.host, who.token, { ...choice, recharge_paid: 0, refund_paid: 0, cashback_paid: 0, selected_payment_option: 'cod', customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount });
        expect(placed.status).toBe(200);
        const purchaseId = ((await placed.json()) as { order: { purchase_id: number } }).order.purchase_id;
        type Lines = { lines: Array<{ uid: string; attachment: { title: string; name: string } | null }> };
        const mine = (await (await req('/api/front/customer-purchase-details', who.host, who.token, { purchase_id: purchaseId })).json()) as { order: Lines };
        const shops = (await (await req('/api/seller/order-details', owner.host, owner.token, { purchase_id: purchaseId })).json()) as { order: Lines };
        const line = mine.order.lines[0]!;
        expect(line.attachment).toEqual({ title: 'Upload your design', name: 'my-design.png' });
        expect(shops.order.lines[0]!.attachment).toEqual(line.attachment);

        const get = (path: string, host: string, token: string | null) => app.request(path, { headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
        for (const [path, token] of [
          [`/customer/order-attachment/${line.uid}`, who.token],
          [`/seller/order-attachment/${line.uid}`, owner.token],
        ] as const) {
          const file = await get(path, who.host, token);
          expect(file.status, path).toBe(200);
          expect(file.headers.get('content-type')).toBe('image/png');
          expect(file.headers.get('content-disposition')).toContain('my-design.png');
          expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
        }
        // Another customer, a guest, the wrong side, another shop's staff, a line without a design, junk: not found.
        expect((await get(`/customer/order-attachment/${line.uid}`, who.host, stranger.token)).status).toBe(404);
        expect((await get(`/customer/order-attachment/${line.uid}`, who.host, null)).status).toBe(404);
        expect((await get(`/seller/order-attachment/${line.uid}`, who.host, who.token)).status).toBe(404);
        expect((await get(`/customer/order-attachment/${line.uid}`, who.host, owner.token)).status).toBe(404);
        expect((await get(`/seller/order-attachment/${line.uid}`, other.host, other.token)).status).toBe(404);
        expect((await get(`/seller/order-attachment/999999999`, owner.host, owner.token)).status).toBe(404);
        expect((await get(`/seller/order-attachment/1e3`, owner.host, owner.token)).status).toBe(404);
      } finally {
        await db.updateTable('products').set({ order_attachment: 0, attachment_field_title: null }).where('id', '=', cat.plainProductId).execute();
      }
    });

    it('lists every call in the OpenAPI document', async () => {
      const doc = (await (await app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } })).json()) as { paths: Record<string, unknown> };
      for (const p of [
        '/api/seller/refunds',
        '/api/seller/refund-details',
        '/api/seller/refund-decision',
        '/api/seller/refund-received',
        '/api/seller/refund-pay',
        '/api/seller/tickets',
        '/api/seller/ticket-details',
        '/api/seller/ticket-reply',
        '/api/seller/ticket-close',
        '/api/seller/notify-customer',
        '/api/seller/customers',
        '/api/seller/customer-details',
        '/api/seller/overview',
      ]) {
        expect(doc.paths[p], p).toBeDefined();
      }
    });
  });
}
