// The checkout and order calls (issue 11 item 6) through the real app on SQLite and
// PostgreSQL: summary → place (Idempotency-Key, double submit, reuse with another body,
// changed figures 409 with the new figures) → history → details → cancel, the last unit
// bought by 30 shoppers at once, track-order for guests, and foreign ids answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../core/checkout-messages';
import { orderMessages } from '../../../core/order-messages';
import { accountMessages } from '../../../core/account-messages';
import type { Db } from '../../../db/client';
import { findShopBySlug } from '../../../db/shop.repository';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestAddress } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { apiTestEnv, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const ADD = '/api/front/customer-add-product-to-cart';
const SUMMARY = '/api/front/get-checkout-summary';
const PLACE = '/api/front/customer-place-order';
const HISTORY = '/api/front/customer-purchase-history';
const DETAILS = '/api/front/customer-purchase-details';
const CANCEL = '/api/front/customer-cancel-order';
const TRACK = '/api/front/track-order';

for (const t of testDatabases()) {
  describe(`checkout and order calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let n = 0;
    const env = apiTestEnv();
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(slug = 'alpha') {
      const me = ++n;
      const shop = (await findShopBySlug(db, slug))!;
      const phone = `0181${String(3000000 + me).padStart(7, '0')}`;
      const s = await registerTestCustomer(db, shop, sms, { name: 'Order Customer', phone, clientAddress: `192.0.${Math.floor(me / 200)}.${me % 200}` });
      const addressId = await insertTestAddress(db, shop.id, s.id, { name: 'Order Customer', phone: `+88${phone}`, district: 'Chattogram', area: 'Agrabad', address: 'House 2', now: new Date().toISOString() });
      return { ...s, phone, addressId, host: `${slug}.localhost:3000` };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const post = (path: string, who: Who | null, body: unknown, headers: Record<string, string> = {}) =>
      postJson(app, path, { host: who?.host ?? 'alpha.localhost:3000', token: who?.token, headers }, body);

    async function review(who: Who, quantity = 1) {
      expect((await post(ADD, who, { product_id: cat.plainProductId, quantity })).status).toBe(200);
      const res = await post(SUMMARY, who, { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' });
      expect(res.status).toBe(200);
      const s = (await res.json()) as { cart_total: number; finalDeliveryCharge: number; coupon_discount: number; order_total: number };
      return {
        shippingType: 0,
        shippingAddress: who.addressId,
        pickupPoint: null,
        coupon_code: '',
        recharge_paid: 0,
        refund_paid: 0,
        cashback_paid: 0,
        selected_payment_option: 'cod',
        customer_cart_total: s.cart_total,
        finalDeliveryCharge: s.finalDeliveryCharge,
        coupon_discount: s.coupon_discount,
      };
    }

    it('summary → place → history → details → cancel, with the spec field names', async () => {
      const who = await customer();
      const body = await review(who, 2);
      // 950 × 2; Chattogram is outside Dhaka (120).
      expect(body).toMatchObject({ customer_cart_total: 1900, finalDeliveryCharge: 120, coupon_discount: 0 });
      const res = await post(PLACE, who, body, { 'idempotency-key': 'one' });
      expect(res.status).toBe(200);
      const placed = (await res.json()) as { success: true; order: { purchase_id: number; code: string } };
      expect(placed).toMatchObject({ success: true, order: { status: 'pending', payment_status: 'unpaid', order_total: 2020, payable: 2020 } });
      expect(res.headers.get('set-cookie') ?? '').toContain('total_cart_items=0;');
      const history = await (await post(HISTORY, who, { page: 1 })).json();
      expect(history).toMatchObject({ success: true, total: 1, pager: 'Showing 1 to 1 of 1', orders: [{ purchase_id: placed.order.purchase_id, order_total: 2020 }] });
      const details = await (await post(DETAILS, who, { purchase_id: String(placed.order.purchase_id) })).json();
      expect(details).toMatchObject({ success: true, order: { code: placed.order.code, can_cancel: true, delivery_charge: 120, address: { district: 'Chattogram' } } });
      const cancelled = await post(CANCEL, who, { purchase_id: placed.order.purchase_id });
      expect(cancelled.status).toBe(200);
      expect(await cancelled.json()).toMatchObject({ success: true, message: orderMessages.cancelled, order: { status: 'cancelled', can_cancel: false } });
      const tracked = await post(TRACK, null, { order_code: placed.order.code, phone: who.phone });
      expect(tracked.status).toBe(200);
      const trackedBody = (await tracked.json()) as { order: Record<string, unknown> };
      expect(Object.keys(trackedBody.order).sort()).toEqual(['code', 'courier', 'shipment', 'status', 'timeline', 'tracking_code', 'tracking_url']);
      expect(trackedBody.order).toMatchObject({ status: 'cancelled', timeline: [{ status: 'pending' }, { status: 'cancelled' }] });
      const wrong = await post(TRACK, null, { order_code: placed.order.code, phone: '01999999999' });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({ success: false, code: 'not_found', message: orderMessages.trackNotFound });
    });

    it('a double submit with one key makes one order; the key with another body is 422; a guest is 401', async () => {
      const who = await customer();
      const body = await review(who);
      const [a, b] = await Promise.all([post(PLACE, who, body, { 'idempotency-key': 'same' }), post(PLACE, who, body, { 'idempotency-key': 'same' })]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await a.json()).toEqual(await b.json());
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(1);
      const reused = await post(PLACE, who, { ...body, coupon_code: 'OTHER' }, { 'idempotency-key': 'same' });
      expect(reused.status).toBe(422);
      expect(await reused.json()).toEqual({ success: false, code: 'invalid', message: orderMessages.idempotencyKeyReused });
      const guest = await post(PLACE, null, body);
      expect(guest.status).toBe(401);
      expect(await guest.json()).toMatchObject({ code: 'unauthenticated', message: accountMessages.notLoggedIn });
    });

    it('two tabs placing one cart with different keys: one order; the other answers 409 naming it (purchase_id)', async () => {
      const who = await customer();
      const body = await review(who);
      const answers = await Promise.all([post(PLACE, who, body, { 'idempotency-key': 'tab-a' }), post(PLACE, who, body, { 'idempotency-key': 'tab-b' })]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const placed = (await answers.find((r) => r.status === 200)!.json()) as { order: { purchase_id: number; code: string } };
      expect(await answers.find((r) => r.status === 409)!.json()).toEqual({ success: false, code: 'conflict', message: orderMessages.cartAlreadyOrdered(placed.order.code), purchase_id: placed.order.purchase_id });
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(1);
    });

    it('figures changed since the review: 409 with the new figures, nothing changes', async () => {
      const who = await customer();
      const body = await review(who);
      const res = await post(PLACE, who, { ...body, customer_cart_total: 1, finalDeliveryCharge: 60 }, { 'idempotency-key': 'f1' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        success: false,
        code: 'conflict',
        message: checkoutMessages.figuresChanged,
        errors: [
          { path: 'customer_cart_total', message: 'Cart total changed from ৳1 to ৳950' },
          { path: 'finalDeliveryCharge', message: 'Delivery charge changed from ৳60 to ৳120' },
        ],
        figures: { cart_total: 950, finalDeliveryCharge: 120, coupon_discount: 0, order_total: 1070 },
      });
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(0);
      expect(await db.selectFrom('cart_items').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(1);
      // Figures left out count as changed.
      const { customer_cart_total: _c, ...missing } = body;
      expect((await post(PLACE, who, missing)).status).toBe(409);
    });

    it('the last unit bought by 30 shoppers at once through the calls sells once', async () => {
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => customer()));
      const bodies: Awaited<ReturnType<typeof review>>[] = [];
      for (const who of shoppers) bodies.push(await review(who));
      await db.updateTable('products').set({ quantity: 1 }).where('id', '=', cat.plainProductId).execute();
      const answers = await Promise.all(shoppers.map((who, i) => post(PLACE, who, bodies[i], { 'idempotency-key': `last-${i}` })));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(29);
      for (const r of answers) if (r.status === 409) expect(await r.json()).toMatchObject({ code: 'out_of_stock' });
      expect((await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity).toBe(0);
      await db.updateTable('products').set({ quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
    });

    it("another customer's or shop's ids answer 404 exactly like unknown ones", async () => {
      const owner = await customer();
      const placed = (await (await post(PLACE, owner, await review(owner))).json()) as { order: { purchase_id: number } };
      const other = await customer();
      const betaShopper = await customer('beta');
      const unknown = await post(DETAILS, other, { purchase_id: 99_999_999 });
      const unknownBody = await unknown.json();
      expect(unknown.status).toBe(404);
      for (const who of [other, betaShopper]) {
        for (const path of [DETAILS, CANCEL]) {
          const res = await post(path, who, { purchase_id: placed.order.purchase_id });
          expect(res.status).toBe(404);
          expect(await res.json()).toEqual(unknownBody);
        }
      }
      const foreignAddress = await post(SUMMARY, other, { shippingType: 0, shippingAddress: owner.addressId });
      expect(foreignAddress.status).toBe(404);
      const badId = await post(DETAILS, other, { purchase_id: 'abc' });
      expect(badId.status).toBe(422);
    });

    it('is in the OpenAPI document', async () => {
      const doc = (await (await app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } })).json()) as { paths: Record<string, unknown> };
      for (const path of [SUMMARY, PLACE, HISTORY, DETAILS, CANCEL, TRACK]) expect(doc.paths[path]).toBeDefined();
    });
  });
}
