// The refund calls (issue 13 item 1) through the real Hono app on SQLite and PostgreSQL: the
// form, placing (201), the list with the refundable orders, details, another customer's and
// another shop's ids answering 404 exactly like unknown ones, guests 401, bad bodies 422,
// hostile text kept as text, and the OpenAPI document.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '../../../core/refund-messages';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { addToCart } from '../../../services/cart/add-to-cart';
import { getCheckoutSummary } from '../../../services/checkout/get-checkout-summary';
import { placeOrder } from '../../../services/checkout/place-order';
import { saveAddress } from '../../../services/addresses/save-address';
import { testContext } from '../../../services/test-context';
import { loadEnv } from '../../env';
import { openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const REQUEST = '/api/front/customer-refund-request';
const LIST = '/api/front/customer-refund-requests';
const DETAILS = '/api/front/customer-refund-details';

for (const t of testDatabases()) {
  describe(`refund calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-uploads-')), ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-attach-')) });
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop = alpha) {
      n++;
      const s = await registerTestCustomer(db, shop, sms, { name: 'Refund Customer', phone: `0181${String(4000000 + n).padStart(7, '0')}`, clientAddress: `192.0.2.${n}` });
      return { ...s, shop, ctx: testContext(db, shop, { customerId: s.id }) };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    async function deliveredOrder(who: Who) {
      await db.updateTable('products').set({ quantity: 50 }).where('shop_id', '=', who.shop.id).where('slug', '=', 'mug').execute();
      const mug = await db.selectFrom('products').select('id').where('shop_id', '=', who.shop.id).where('slug', '=', 'mug').executeTakeFirstOrThrow();
      const { address } = await saveAddress(who.ctx, { name: 'Refund Customer', phone: '01812345678', district: 'Dhaka', area: 'Banani', address: 'House 1', note: '', is_default: true });
      await addToCart(who.ctx, { productId: mug.id, variant: '', quantity: 2, attachmentDbName: '' });
      const choice = { shippingType: 0 as const, shippingAddress: address.id, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(who.ctx, choice);
      const placed = await placeOrder(
        who.ctx,
        { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount },
        null,
      );
      await db.updateTable('orders').set({ status: 'delivered', payment_status: 'paid' }).where('id', '=', placed.purchase_id).execute();
      await db.insertInto('order_events').values({ shop_id: who.shop.id, order_id: placed.purchase_id, status: 'delivered', actor_kind: 'staff', actor_id: 1, note: null, at: new Date().toISOString() }).execute();
      const line = await db.selectFrom('order_lines').selectAll().where('order_id', '=', placed.purchase_id).executeTakeFirstOrThrow();
      return { orderId: placed.purchase_id, line };
    }

    const post = (path: string, who: Who | null, body: unknown = {}) =>
      postJson(app, path, { host: `${who?.shop.slug ?? 'alpha'}.localhost:3000`, token: who?.token }, body);

    it('form, place, list, details', async () => {
      const who = await customer();
      const { orderId, line } = await deliveredOrder(who);
      const form = await post(REQUEST, who, { purchase_id: orderId });
      expect(form.status).toBe(200);
      expect(await form.json()).toMatchObject({ success: true, form: { purchase_id: orderId, lines: [{ order_line_id: line.id, refundable_quantity: 2, unit_refund: line.sell_price }] } });

      const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const placed = await post(REQUEST, who, { purchase_id: orderId, lines: [{ order_line_id: line.id, quantity: 1 }], reason: hostile, refund_to: 'balance' });
      expect(placed.status).toBe(201);
      const body = (await placed.json()) as { refund: { refund_id: number; code: string; amount: number; reason: string }; message: string };
      expect(body.refund).toMatchObject({ amount: line.sell_price, reason: hostile, status: 'pending' });
      expect(body.message).toBe(refundMessages.requested(body.refund.code, line.sell_price));

      const list = await post(LIST, who, { page: 1 });
      expect(list.status).toBe(200);
      expect(await list.json()).toMatchObject({ success: true, total: 1, refunds: [{ refund_id: body.refund.refund_id, status: 'pending', payment_status: 'unpaid', return_status: 'pending' }], refundable_orders: [{ purchase_id: orderId }] });

      const details = await post(DETAILS, who, { refund_id: body.refund.refund_id });
      expect(details.status).toBe(200);
      expect(await details.json()).toMatchObject({ success: true, refund: { refund_id: body.refund.refund_id, timeline: [{ event: 'requested' }] } });

      // The same line again while the first is pending: 409.
      const again = await post(REQUEST, who, { purchase_id: orderId, lines: [{ order_line_id: line.id, quantity: 1 }], reason: 'again' });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ message: refundMessages.lineOpen });
    });

    it('another customer’s or shop’s ids answer 404 exactly like unknown ones; guests 401; bad bodies 422', async () => {
      const who = await customer();
      const other = await customer();
      const stranger = await customer(beta);
      const { orderId, line } = await deliveredOrder(who);
      const placed = (await (await post(REQUEST, who, { purchase_id: orderId, lines: [{ order_line_id: line.id, quantity: 1 }], reason: 'Broken' })).json()) as { refund: { refund_id: number } };
      const unknown = await post(DETAILS, who, { refund_id: placed.refund.refund_id + 100_000 });
      expect(unknown.status).toBe(404);
      const unknownBody = await unknown.json();
      for (const x of [other, stranger]) {
        const res = await post(DETAILS, x, { refund_id: placed.refund.refund_id });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(unknownBody);
        expect((await post(REQUEST, x, { purchase_id: orderId })).status).toBe(404);
        expect((await post(REQUEST, x, { purchase_id: orderId, lines: [{ order_line_id: line.id, quantity: 1 }], reason: 'mine' })).status).toBe(404);
      }
      expect((await post(LIST, other)).status).toBe(200);
      expect(await (await post(LIST, other)).json()).toMatchObject({ total: 0, refunds: [], refundable_orders: [] });
      for (const path of [REQUEST, LIST, DETAILS]) expect((await post(path, null, { purchase_id: orderId, refund_id: 1 })).status).toBe(401);
      expect((await post(DETAILS, who, { refund_id: 'abc' })).status).toBe(422);
      expect((await post(REQUEST, who, { purchase_id: orderId, lines: [], reason: 'x' })).status).toBe(422);
      expect((await post(REQUEST, who, { purchase_id: orderId, lines: [{ order_line_id: line.id, quantity: 1 }], reason: 'x', refund_to: 'cash' })).status).toBe(422);
    });

    it('documents the three calls in the OpenAPI document', async () => {
      const doc = (await (await app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } })).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([REQUEST, LIST, DETAILS]));
    });
  });
}
