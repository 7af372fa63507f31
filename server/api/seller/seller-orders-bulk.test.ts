// Bulk work on the queue (issue 26 item 2) through the real app on SQLite and PostgreSQL:
// POST /api/seller/orders-bulk applied order by order with one summary (done and refused, why);
// another shop's ids, bad lists and unknown actions change nothing; two staff confirming the
// same orders at once confirm each once; cancelling in bulk gives stock back once; the queue's
// search by part of a code, a name or a product, its tabs' counts and its sorts; and the
// console's alerts poll (/api/seller/alerts: counts, ETag and 304, staff only); the report
// (/api/seller/report: a Dhaka-day range by day, product and district; bad ranges 422).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestAddress } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { apiTestEnv, loginTestStaff, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

interface Outcome {
  purchase_id: number;
  code: string | null;
  ok: boolean;
  reason: string | null;
}
interface Bulk {
  success: boolean;
  action: string;
  done: number;
  refused: number;
  outcomes: Outcome[];
}

for (const t of testDatabases()) {
  describe(`bulk work on the queue (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let betaCat: TestCatalog;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = apiTestEnv();
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat, betaCat], shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', 'in', [cat.plainProductId, betaCat.plainProductId]).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    const req = (path: string, host: string, token: string | null, body: unknown) => postJson(app, path, { host, token }, body);
    const staffOf = (shop: Shop) => {
      const me = ++n;
      return loginTestStaff(app, db, shop, { phone: `0172${String(5000000 + me).padStart(7, '0')}`, password: 'bulk-pass-1', name: `Bulk Staff ${me}`, role: 'owner', ip: `198.51.101.${me}` });
    };

    async function orderIn(shop: Shop, product: TestCatalog, name: string): Promise<{ purchase_id: number; code: string }> {
      const me = ++n;
      const phone = `0182${String(4000000 + me).padStart(7, '0')}`;
      const who = await registerTestCustomer(db, shop, sms, { name, phone, clientAddress: `192.0.4.${me % 250}` });
      const addressId = await insertTestAddress(db, shop.id, who.id, { name, phone: `+88${phone}`, area: 'Mirpur', now: new Date().toISOString() });
      const host = `${shop.slug}.localhost:3000`;
      expect((await req('/api/front/customer-add-product-to-cart', host, who.token, { product_id: product.plainProductId, quantity: 1 })).status).toBe(200);
      const choice = { shippingType: 0, shippingAddress: addressId, pickupPoint: null, coupon_code: '' };
      const s = (await (await req('/api/front/get-checkout-summary', host, who.token, choice)).json()) as { cart_total: number; finalDeliveryCharge: number; coupon_discount: number };
      const res = await req('/api/front/customer-place-order', host, who.token, {
        ...choice,
        recharge_paid: 0,
        refund_paid: 0,
        cashback_paid: 0,
        selected_payment_option: 'cod',
        customer_cart_total: s.cart_total,
        finalDeliveryCharge: s.finalDeliveryCharge,
        coupon_discount: s.coupon_discount,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { order: { purchase_id: number; code: string } }).order;
    }

    const statusOf = async (id: number) => (await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const bulk = async (s: { host: string; token: string }, body: unknown) => {
      const res = await req('/api/seller/orders-bulk', s.host, s.token, body);
      return { status: res.status, body: (await res.json()) as Bulk };
    };

    it('confirms in bulk, order by order, and says which were refused and why', async () => {
      const owner = await staffOf(alpha);
      const a = await orderIn(alpha, cat, 'Bulk A');
      const b = await orderIn(alpha, cat, 'Bulk B');
      const foreign = await orderIn(beta, betaCat, 'Beta Bulk');
      const { status, body } = await bulk(owner, { purchase_ids: [a.purchase_id, b.purchase_id, foreign.purchase_id, a.purchase_id], action: 'confirm' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, action: 'confirm', done: 2, refused: 1 });
      expect(body.outcomes).toEqual([
        { purchase_id: a.purchase_id, code: a.code, ok: true, reason: null },
        { purchase_id: b.purchase_id, code: b.code, ok: true, reason: null },
        // Another shop's order is not found here, and stays as it was.
        { purchase_id: foreign.purchase_id, code: null, ok: false, reason: expect.any(String) },
      ]);
      expect(await statusOf(a.purchase_id)).toBe('confirmed');
      expect(await statusOf(foreign.purchase_id)).toBe('pending');
      // Confirming again: each refused with the state machine's words; nothing moves.
      const again = await bulk(owner, { purchase_ids: [a.purchase_id], action: 'confirm' });
      expect(again.body).toMatchObject({ done: 0, refused: 1 });
      expect(again.body.outcomes[0]!.reason).toMatch(/Confirmed/);
      // Processing, then COD collected refused (not delivered) — per order, with a reason.
      expect((await bulk(owner, { purchase_ids: [a.purchase_id, b.purchase_id], action: 'processing' })).body.done).toBe(2);
      const cod = await bulk(owner, { purchase_ids: [a.purchase_id], action: 'cod-collected' });
      expect(cod.body).toMatchObject({ done: 0, refused: 1 });
      expect(await statusOf(b.purchase_id)).toBe('processing');
    });

    it('cancels in bulk and gives each order its stock back once', async () => {
      const owner = await staffOf(alpha);
      const stock = async () => (await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity;
      const a = await orderIn(alpha, cat, 'Cancel A');
      const b = await orderIn(alpha, cat, 'Cancel B');
      const before = await stock();
      expect((await bulk(owner, { purchase_ids: [a.purchase_id, b.purchase_id], action: 'cancel' })).body.done).toBe(2);
      expect(await stock()).toBe(before + 2);
      expect((await bulk(owner, { purchase_ids: [a.purchase_id, b.purchase_id], action: 'cancel' })).body.refused).toBe(2);
      expect(await stock()).toBe(before + 2);
    });

    it('two staff confirming the same orders at once confirm each once', async () => {
      const [one, two] = [await staffOf(alpha), await staffOf(alpha)];
      const orders = [await orderIn(alpha, cat, 'Race A'), await orderIn(alpha, cat, 'Race B'), await orderIn(alpha, cat, 'Race C')];
      const ids = orders.map((o) => o.purchase_id);
      const [x, y] = await Promise.all([bulk(one, { purchase_ids: ids, action: 'confirm' }), bulk(two, { purchase_ids: [...ids].reverse(), action: 'confirm' })]);
      expect(x.body.done + y.body.done).toBe(3);
      expect(x.body.refused + y.body.refused).toBe(3);
      const events = await db.selectFrom('order_events').select('order_id').where('order_id', 'in', ids).where('status', '=', 'confirmed').execute();
      expect(events).toHaveLength(3);
    });

    it('refuses a list that does not read, an unknown action and a customer token — changing nothing', async () => {
      const owner = await staffOf(alpha);
      const a = await orderIn(alpha, cat, 'Refused A');
      for (const body of [
        { purchase_ids: [], action: 'confirm' },
        { purchase_ids: ['abc'], action: 'confirm' },
        { purchase_ids: [a.purchase_id], action: 'ship-everything' },
        { purchase_ids: Array.from({ length: 201 }, (_, i) => i + 1), action: 'confirm' },
        { purchase_ids: [`1\u0000`], action: 'confirm' },
        { action: 'confirm' },
      ]) {
        const res = await req('/api/seller/orders-bulk', owner.host, owner.token, body);
        expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
        expect(((await res.json()) as { success: boolean }).success).toBe(false);
      }
      expect((await req('/api/seller/orders-bulk', owner.host, null, { purchase_ids: [a.purchase_id], action: 'confirm' })).status).toBe(401);
      expect(await statusOf(a.purchase_id)).toBe('pending');
    });

    it('finds orders by part of a code, a name or a product; counts each status for the tabs; sorts', async () => {
      const owner = await staffOf(alpha);
      const a = await orderIn(alpha, cat, 'Shopper Findme');
      const find = async (q: string, extra: Record<string, string> = {}) =>
        (await (await req('/api/seller/orders', owner.host, owner.token, { q, ...extra })).json()) as { orders: { purchase_id: number; order_total: number }[]; status_counts: Record<string, number>; total: number };
      expect((await find('findme')).orders.map((o) => o.purchase_id)).toEqual([a.purchase_id]);
      expect((await find('Shopper Find')).orders.map((o) => o.purchase_id)).toContain(a.purchase_id);
      expect((await find(a.code.slice(1, 5))).orders.map((o) => o.purchase_id)).toContain(a.purchase_id);
      const product = (await db.selectFrom('order_lines').select('name').where('order_id', '=', a.purchase_id).executeTakeFirstOrThrow()).name;
      expect((await find(product.slice(0, 4).toLowerCase())).total).toBeGreaterThanOrEqual(1);
      expect((await find('zz-no-such-thing')).total).toBe(0);
      // % and _ are themselves, not wildcards.
      expect((await find('%%')).total).toBe(0);
      const all = await find('');
      expect(all.status_counts.all).toBe(all.total);
      expect(all.status_counts.pending! + all.status_counts.confirmed! + all.status_counts.processing! + all.status_counts.cancelled!).toBe(all.total);
      // The counts follow the other filters, not the status tab itself.
      expect((await find('', { status: 'cancelled' })).status_counts).toEqual(all.status_counts);
      const oldest = (await find('', { sort: 'oldest' })).orders.map((o) => o.purchase_id);
      expect(oldest).toEqual([...oldest].sort((x, y) => x - y));
      const high = (await find('', { sort: 'total-high' })).orders.map((o) => o.order_total);
      expect(high).toEqual([...high].sort((x, y) => y - x));
      expect((await req('/api/seller/orders', owner.host, owner.token, { sort: 'by-mood' })).status).toBe(422);
    });

    it('the alerts poll counts new orders, answers 304 while nothing changed, and only to staff of the shop', async () => {
      const owner = await staffOf(alpha);
      const poll = (etag = '', token: string | null = owner.token, host = owner.host) => app.request('/api/seller/alerts', { method: 'POST', headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });
      const first = await poll();
      expect(first.status).toBe(200);
      const body = (await first.json()) as { new_orders: number; unread_threads: number; pending_refunds: number; latest_order_id: number };
      expect(Object.keys(body).sort()).toEqual(['latest_order_id', 'new_orders', 'pending_refunds', 'success', 'unread_threads']);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\//);
      expect((await poll(etag)).status).toBe(304);
      const placed = await orderIn(alpha, cat, 'Alert Shopper');
      const after = await poll(etag);
      expect(after.status).toBe(200);
      expect(await after.json()).toMatchObject({ new_orders: body.new_orders + 1, latest_order_id: placed.purchase_id });
      // Another shop's staff sees its own counts; no token, 401.
      const betaOwner = await staffOf(beta);
      const beta1 = await poll('', betaOwner.token, betaOwner.host);
      expect(beta1.status).toBe(200);
      expect(((await beta1.json()) as { latest_order_id: number }).latest_order_id).not.toBe(placed.purchase_id);
      // Alpha's token on beta's host is nobody there.
      expect((await poll('', owner.token, betaOwner.host)).status).toBe(401);
      expect((await poll('', null)).status).toBe(401);
      expect((await app.request('/api/seller/alerts', { headers: { host: owner.host, authorization: `Bearer ${owner.token}` } })).status).toBe(200);
    });

    it('reports a range of Dhaka days by day, product and district, and refuses a range that does not read', async () => {
      const owner = await staffOf(alpha);
      const a = await orderIn(alpha, cat, 'Report Shopper');
      const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
      const res = await req('/api/seller/report', owner.host, owner.token, { from: today, to: today });
      expect(res.status).toBe(200);
      const r = (await res.json()) as { orders: number; sales: number; by_day: { day: string; orders: number; sales: number }[]; by_product: { name: string; units: number }[]; by_district: { district: string; orders: number }[]; cod_outstanding: number };
      const total = (await db.selectFrom('orders').select('order_total').where('id', '=', a.purchase_id).executeTakeFirstOrThrow()).order_total;
      expect(r.by_day).toEqual([{ day: today, orders: r.orders, sales: r.sales }]);
      expect(r.orders).toBeGreaterThanOrEqual(1);
      expect(r.sales).toBeGreaterThanOrEqual(total);
      expect(r.by_product.reduce((n, p) => n + p.units, 0)).toBeGreaterThanOrEqual(1);
      expect(r.by_district.reduce((n, d) => n + d.orders, 0)).toBe(r.orders);
      // The last 7 days by default; another shop's staff sees only its own.
      const week = (await (await req('/api/seller/report', owner.host, owner.token, {})).json()) as { by_day: unknown[]; orders: number };
      expect(week.by_day).toHaveLength(7);
      expect(week.orders).toBe(r.orders);
      const betaOwner = await staffOf(beta);
      const betaReport = (await (await req('/api/seller/report', betaOwner.host, betaOwner.token, { from: today, to: today })).json()) as { orders: number };
      expect(betaReport.orders).toBeLessThan(r.orders + 1);
      for (const body of [{ from: '2026-02-30' }, { from: '2026-11-05', to: '2026-11-01' }, { from: '2020-01-01', to: '2026-01-01' }, { to: 'x\u0000' }]) {
        expect((await req('/api/seller/report', owner.host, owner.token, body)).status, JSON.stringify(body)).toBe(422);
      }
      expect((await req('/api/seller/report', owner.host, null, {})).status).toBe(401);
    });
  });
}
