// The seller console's calls (issue 14 items 1-2) through the real app on SQLite and
// PostgreSQL: staff login/logout and its rate limit; a customer token, another shop's staff
// token and no token refused (nothing changed); a staff token on a customer call is a guest;
// every shop move allowed and refused per the state machine; shipping needs courier and
// tracking; two staff moving one order at once (one wins); cancel gives stock back once; COD
// collected; the queue's filters; the CSV export with a formula-looking name made inert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMoveOrder, type OrderStatus } from '../../../core/order-state';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestAddress } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { importCatalog } from '../../../services/catalog/import-catalog';
import { apiTestEnv, loginTestStaff, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const PASSWORD = 'seller-pass-1';

for (const t of testDatabases()) {
  describe(`seller calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = apiTestEnv();
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat], shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    const req = (path: string, host: string, token: string | null, body: unknown, headers: Record<string, string> = {}) => postJson(app, path, { host, token, headers }, body);

    async function staffOf(shop: Shop, role: 'owner' | 'staff' = 'owner') {
      const me = ++n;
      return loginTestStaff(app, db, shop, { phone: `0171${String(5000000 + me).padStart(7, '0')}`, password: PASSWORD, name: `Staff ${me}`, role, ip: `198.51.100.${me}` });
    }

    async function customer(name = 'Order Customer') {
      const me = ++n;
      const phone = `0181${String(4000000 + me).padStart(7, '0')}`;
      const s = await registerTestCustomer(db, alpha, sms, { name: 'Order Customer', phone, clientAddress: `192.0.3.${me % 250}` });
      const addressId = await insertTestAddress(db, alpha.id, s.id, { name, phone: `+88${phone}`, area: 'Mirpur', now: new Date().toISOString() });
      return { ...s, phone, addressId, host: 'alpha.localhost:3000' };
    }
    type Customer = Awaited<ReturnType<typeof customer>>;

    async function placeOrder(who: Customer, quantity = 1): Promise<{ purchase_id: number; code: string }> {
      expect((await req('/api/front/customer-add-product-to-cart', who.host, who.token, { product_id: cat.plainProductId, quantity })).status).toBe(200);
      const summary = (await (await req('/api/front/get-checkout-summary', who.host, who.token, { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' })).json()) as {
        cart_total: number;
        finalDeliveryCharge: number;
        coupon_discount: number;
      };
      const res = await req(
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
      expect(res.status).toBe(200);
      return ((await res.json()) as { order: { purchase_id: number; code: string } }).order;
    }

    const stock = async () => (await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity;
    const statusOf = async (id: number) => (await db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', id).executeTakeFirstOrThrow());
    const move = (s: { token: string; host: string }, purchase_id: number, status: string, extra: Record<string, string> = {}) =>
      req('/api/seller/order-status', s.host, s.token, { purchase_id, status, ...extra });

    it('logs staff in with a bearer token and a host-only HttpOnly cookie, and out again', async () => {
      const owner = await staffOf(alpha);
      expect(owner.cookie).toMatch(/^sellerToken=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
      expect((await req('/api/seller/orders', owner.host, owner.token, {})).status).toBe(200);
      const out = await req('/api/seller/logout', owner.host, owner.token, {});
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toContain('sellerToken=; Path=/; Max-Age=0');
      expect((await req('/api/seller/orders', owner.host, owner.token, {})).status).toBe(401);
    });

    it('refuses a wrong password and an unknown phone alike, then rate-limits the phone', async () => {
      const owner = await staffOf(alpha);
      const wrong = await req('/api/seller/login', owner.host, null, { phone: owner.phone, password: 'not-it-at-all' }, { 'x-forwarded-for': '203.0.113.1' });
      const unknown = await req('/api/seller/login', owner.host, null, { phone: '01999999999', password: 'not-it-at-all' }, { 'x-forwarded-for': '203.0.113.1' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(((await wrong.json()) as { message: string }).message).toBe(((await unknown.json()) as { message: string }).message);
      let last = 0;
      for (let i = 0; i < 10; i++) last = (await req('/api/seller/login', owner.host, null, { phone: owner.phone, password: 'not-it-at-all' })).status;
      expect(last).toBe(429);
      // Even the right password is refused while limited.
      expect((await req('/api/seller/login', owner.host, null, { phone: owner.phone, password: PASSWORD })).status).toBe(429);
    });

    it('never lets a customer token open the console, nor a staff token act as a customer or in another shop', async () => {
      const who = await customer();
      const order = await placeOrder(who);
      const owner = await staffOf(alpha);
      const betaOwner = await staffOf(beta);
      // A customer token (bearer, or the customer cookie) on seller calls: 401, nothing moved.
      expect((await req('/api/seller/orders', who.host, who.token, {})).status).toBe(401);
      expect((await move({ token: who.token, host: who.host }, order.purchase_id, 'confirmed')).status).toBe(401);
      const viaCookie = await app.request('/api/seller/order-status', {
        method: 'POST',
        headers: { host: who.host, 'content-type': 'application/json', cookie: `customerUserToken=${who.token}`, 'x-requested-with': 'haat' },
        body: JSON.stringify({ purchase_id: order.purchase_id, status: 'confirmed' }),
      });
      expect(viaCookie.status).toBe(401);
      // No token at all.
      expect((await move({ token: '', host: who.host }, order.purchase_id, 'confirmed')).status).toBe(401);
      // Beta's staff on alpha's host: their token names nobody here.
      expect((await move({ token: betaOwner.token, host: who.host }, order.purchase_id, 'confirmed')).status).toBe(401);
      // Beta's staff on beta's host asking for alpha's order id: not found.
      expect((await move(betaOwner, order.purchase_id, 'confirmed')).status).toBe(404);
      expect((await req('/api/seller/order-details', betaOwner.host, betaOwner.token, { purchase_id: order.purchase_id })).status).toBe(404);
      expect((await statusOf(order.purchase_id)).status).toBe('pending');
      // A staff token on a customer call is a guest's.
      expect((await req('/api/front/customer-purchase-history', owner.host, owner.token, { page: 1 })).status).toBe(401);
      expect((await req('/api/front/customer-cancel-order', owner.host, owner.token, { purchase_id: order.purchase_id })).status).toBe(401);
      // The seller cookie counts on the API only with X-Requested-With from this shop.
      const bareCookie = await app.request('/api/seller/orders', {
        method: 'POST',
        headers: { host: owner.host, 'content-type': 'application/json', cookie: `sellerToken=${owner.token}` },
        body: '{}',
      });
      expect(bareCookie.status).toBe(401);
      const scriptCookie = await app.request('/api/seller/orders', {
        method: 'POST',
        headers: { host: owner.host, 'content-type': 'application/json', cookie: `sellerToken=${owner.token}`, 'x-requested-with': 'haat' },
        body: '{}',
      });
      expect(scriptCookie.status).toBe(200);
    });

    it('walks pending → delivered with courier and tracking, a staff timeline and notifications, then COD collected', async () => {
      const who = await customer();
      const order = await placeOrder(who);
      const owner = await staffOf(alpha);
      const clerk = await staffOf(alpha, 'staff');
      expect((await move(owner, order.purchase_id, 'shipped', { courier: 'Pathao', tracking_code: 'PX1' })).status).toBe(409);
      expect((await move(owner, order.purchase_id, 'confirmed')).status).toBe(200);
      expect((await move(clerk, order.purchase_id, 'processing')).status).toBe(200);
      const noTracking = await move(owner, order.purchase_id, 'shipped', { courier: 'Pathao' });
      expect(noTracking.status).toBe(422);
      expect((await statusOf(order.purchase_id)).status).toBe('processing');
      expect((await move(owner, order.purchase_id, 'shipped', { courier: 'Pathao', tracking_code: 'PX1' })).status).toBe(200);
      expect((await req('/api/seller/order-cod-collected', owner.host, owner.token, { purchase_id: order.purchase_id })).status).toBe(409);
      const delivered = await req('/api/seller/order-move', owner.host, owner.token, { purchase_id: order.purchase_id, status: 'delivered' });
      expect(delivered.status).toBe(200);
      const cod = await req('/api/seller/order-cod-collected', owner.host, owner.token, { purchase_id: order.purchase_id });
      expect(cod.status).toBe(200);
      const detail = ((await cod.json()) as { order: { status: string; payment_status: string; courier: string; tracking_code: string; moves: string[]; can_mark_cod_collected: boolean; timeline: Array<{ status: string; actor: string; actor_id: number | null }> } }).order;
      expect(detail).toMatchObject({ status: 'delivered', payment_status: 'paid', courier: 'Pathao', tracking_code: 'PX1', moves: ['returned'], can_mark_cod_collected: false });
      expect(detail.timeline.map((e) => [e.status, e.actor, e.actor_id])).toEqual([
        ['pending', 'customer', who.id],
        ['confirmed', 'staff', owner.id],
        ['processing', 'staff', clerk.id],
        ['shipped', 'staff', owner.id],
        ['delivered', 'staff', owner.id],
        ['delivered', 'staff', owner.id],
      ]);
      expect((await req('/api/seller/order-cod-collected', owner.host, owner.token, { purchase_id: order.purchase_id })).status).toBe(409);
      const notes = await db.selectFrom('notifications').select('type').where('customer_id', '=', who.id).execute();
      expect(notes.filter((x) => x.type === 'customer_order_status_updated')).toHaveLength(4);
      expect(notes.filter((x) => x.type === 'customer_order_payment_status_updated')).toHaveLength(1);
    });

    it('allows exactly the moves of the state machine for the shop', async () => {
      const owner = await staffOf(alpha);
      const who = await customer();
      const path: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
      for (const from of [...path, 'cancelled', 'returned'] as OrderStatus[]) {
        for (const to of ORDER_STATUSES.filter((s) => s !== 'pending')) {
          const order = await placeOrder(who);
          await db.updateTable('orders').set({ status: from }).where('id', '=', order.purchase_id).execute();
          const res = await move(owner, order.purchase_id, to, { courier: 'Steadfast', tracking_code: 'SF-9' });
          const allowed = canMoveOrder(from, to, 'shop');
          expect([from, to, res.status]).toEqual([from, to, allowed ? 200 : 409]);
          expect((await statusOf(order.purchase_id)).status).toBe(allowed ? to : from);
        }
      }
    }, 120_000);

    it('gives the stock back once when the shop cancels, and one of two racing moves wins', async () => {
      const owner = await staffOf(alpha);
      const clerk = await staffOf(alpha, 'staff');
      const who = await customer();
      const before = await stock();
      const order = await placeOrder(who, 3);
      expect(await stock()).toBe(before - 3);
      const results = await Promise.all([move(owner, order.purchase_id, 'cancelled'), move(clerk, order.purchase_id, 'cancelled')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stock()).toBe(before);
      // The customer cancelling too gives nothing back again.
      await req('/api/front/customer-cancel-order', who.host, who.token, { purchase_id: order.purchase_id });
      expect(await stock()).toBe(before);
      const racing = await placeOrder(who);
      const two = await Promise.all([move(owner, racing.purchase_id, 'confirmed'), move(clerk, racing.purchase_id, 'confirmed')]);
      expect(two.map((r) => r.status).sort()).toEqual([200, 409]);
      const events = await db.selectFrom('order_events').select('status').where('order_id', '=', racing.purchase_id).execute();
      expect(events).toHaveLength(2);
    });

    it('filters the queue (new first) and shows the customer earlier orders', async () => {
      const owner = await staffOf(alpha);
      const who = await customer();
      const first = await placeOrder(who);
      const second = await placeOrder(who);
      await move(owner, first.purchase_id, 'cancelled');
      const byPhone = (await (await req('/api/seller/orders', owner.host, owner.token, { q: who.phone })).json()) as { orders: Array<{ purchase_id: number; status: string }>; total: number };
      expect(byPhone.total).toBe(2);
      expect(byPhone.orders.map((o) => o.purchase_id)).toEqual([second.purchase_id, first.purchase_id]);
      const byCode = (await (await req('/api/seller/orders', owner.host, owner.token, { q: first.code.toLowerCase() })).json()) as { orders: Array<{ purchase_id: number }> };
      expect(byCode.orders.map((o) => o.purchase_id)).toEqual([first.purchase_id]);
      const cancelled = (await (await req('/api/seller/orders', owner.host, owner.token, { status: 'cancelled', q: who.phone })).json()) as { total: number };
      expect(cancelled.total).toBe(1);
      const queue = (await (await req('/api/seller/orders', owner.host, owner.token, {})).json()) as { orders: Array<{ status: string }> };
      const firstNonPending = queue.orders.findIndex((o) => o.status !== 'pending');
      expect(queue.orders.slice(firstNonPending).some((o) => o.status === 'pending')).toBe(false);
      expect((await req('/api/seller/orders', owner.host, owner.token, { status: 'lost' })).status).toBe(422);
      expect((await req('/api/seller/orders', owner.host, owner.token, { from: '2025-02-30' })).status).toBe(422);
      const detail = (await (await req('/api/seller/order-details', owner.host, owner.token, { purchase_id: second.purchase_id })).json()) as {
        order: { customer_history: { total: number; cancelled: number; orders: Array<{ purchase_id: number }> } };
      };
      expect(detail.order.customer_history).toMatchObject({ total: 1, cancelled: 1, orders: [{ purchase_id: first.purchase_id }] });
    });

    it('exports the filtered list as CSV with formula-looking cells made inert', async () => {
      const owner = await staffOf(alpha);
      const who = await customer('=HYPERLINK("http://evil.example","click")');
      const order = await placeOrder(who);
      const res = await app.request(`/api/seller/orders-export.csv?q=${order.code}`, { headers: { host: owner.host, authorization: `Bearer ${owner.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      const csv = await res.text();
      const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(lines[1]).toContain(`'+88${who.phone}`);
      expect(lines[1]!.startsWith(order.code)).toBe(true);
      const anon = await app.request('/api/seller/orders-export.csv', { headers: { host: owner.host, authorization: `Bearer ${who.token}` } });
      expect(anon.status).toBe(401);
    });

    it('creates staff from the import document with the password hashed', async () => {
      const result = await importCatalog(
        db,
        { shops: [{ slug: 'beta', shop_name: beta.shop_name, staff: [{ phone: '01719999999', name: 'Imported', role: 'staff', password: 'imported-pass' }] }] },
        { baseDir: '/nonexistent', uploadsDir: '/nonexistent' },
      );
      expect(result.success).toBe(true);
      const row = await db.selectFrom('staff').selectAll().where('shop_id', '=', beta.id).where('phone', '=', '+8801719999999').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Imported', role: 'staff' });
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(JSON.stringify(result)).not.toContain('imported-pass');
      const login = await req('/api/seller/login', 'beta.localhost:3000', null, { phone: '01719999999', password: 'imported-pass' });
      expect(login.status).toBe(200);
      const refused = await importCatalog(db, { shops: [{ slug: 'beta', shop_name: beta.shop_name, staff: [{ phone: 'x', password: 'short' }] }] }, { baseDir: '/nonexistent', uploadsDir: '/nonexistent' });
      expect(refused.success).toBe(false);
    });

    it('lists the seller calls in the OpenAPI document', async () => {
      const doc = (await (await app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } })).json()) as { paths: Record<string, unknown> };
      for (const p of ['/api/seller/login', '/api/seller/logout', '/api/seller/orders', '/api/seller/order-details', '/api/seller/order-status', '/api/seller/order-move', '/api/seller/order-cod-collected', '/api/seller/orders-export.csv']) {
        expect(doc.paths[p], p).toBeDefined();
      }
    });
  });
}
