// The review calls over HTTP (issue 28 item 1) on SQLite and PostgreSQL: the fixed names and
// fields, 401 for a guest, 404 for another customer's or shop's line, 422 with the message for
// bad input (NUL and wrong types included) changing nothing; the list is public and paged.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages } from '../../../core/reviews';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { saveAddress } from '../../../services/addresses/save-address';
import { addToCart } from '../../../services/cart/add-to-cart';
import { getCheckoutSummary } from '../../../services/checkout/get-checkout-summary';
import { placeOrder } from '../../../services/checkout/place-order';
import { testContext } from '../../../services/test-context';
import { loadEnv } from '../../env';
import { loginTestStaff, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const SAVE = '/api/front/customer-review-save';
const LIST = '/api/front/product-reviews';

for (const t of testDatabases()) {
  describe(`review calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let alpha: Shop;
    let beta: Shop;
    let mugId: number;
    let n = 0;
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-uploads-')), ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-attach-')) });
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      mugId = (await db.selectFrom('products').select('id').where('shop_id', '=', alpha.id).where('slug', '=', 'mug').executeTakeFirstOrThrow()).id;
      await db.updateTable('products').set({ enable_review: 1 }).where('id', '=', mugId).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop = alpha) {
      n++;
      const s = await registerTestCustomer(db, shop, sms, { name: 'Review Customer', phone: `0181${String(5000000 + n).padStart(7, '0')}`, clientAddress: `192.0.2.${n}` });
      return { ...s, shop, ctx: testContext(db, shop, { customerId: s.id }) };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    async function deliveredLine(who: Who): Promise<number> {
      await db.updateTable('products').set({ quantity: 50 }).where('id', '=', mugId).execute();
      const { address } = await saveAddress(who.ctx, { name: 'Review Customer', phone: '01812345678', district: 'Dhaka', area: 'Banani', address: 'House 1', note: '', is_default: true });
      await addToCart(who.ctx, { productId: mugId, variant: '', quantity: 1, attachmentDbName: '' });
      const choice = { shippingType: 0 as const, shippingAddress: address.id, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(who.ctx, choice);
      const placed = await placeOrder(
        who.ctx,
        { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount },
        null,
      );
      await db.updateTable('orders').set({ status: 'delivered', payment_status: 'paid' }).where('id', '=', placed.purchase_id).execute();
      return (await db.selectFrom('order_lines').select('id').where('order_id', '=', placed.purchase_id).executeTakeFirstOrThrow()).id;
    }

    const post = (path: string, who: Who | null, body: unknown, shop: Shop = who?.shop ?? alpha) => postJson(app, path, { host: `${shop.slug}.localhost:3000`, token: who?.token }, body);

    it('a buyer saves a review; anyone lists it with the fixed fields', async () => {
      const who = await customer();
      const line = await deliveredLine(who);
      const saved = await post(SAVE, who, { order_line_id: line, rating: '4', text: '<b>Solid</b> mug', photos: [] });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ success: true, created: true, message: reviewMessages.saved });
      const listed = await post(LIST, null, { pro_id: mugId, page: 1, with_photos: 0 });
      expect(listed.status).toBe(200);
      const body = (await listed.json()) as Record<string, unknown> & { reviews: Array<Record<string, unknown>> };
      expect(body).toMatchObject({ success: true, reviewSettings: { enable_review: 1 }, reviewtotalItems: expect.any(Number), avg_rating: expect.any(Number), current_page: 1, per_page: 10 });
      expect(body.reviews[0]).toMatchObject({ rating: 4, text: '<b>Solid</b> mug', verified_purchase: true });
      // The same answer for everyone, and in the shared cache once built.
      const again = await post(LIST, null, { pro_id: String(mugId), page: '1', with_photos: 'false' });
      expect(await again.json()).toEqual(body);
    });

    it('401 for a guest, 404 for another customer’s line and for another shop, 422 for bad input — nothing saved', async () => {
      const who = await customer();
      const other = await customer();
      const line = await deliveredLine(who);
      expect((await post(SAVE, null, { order_line_id: line, rating: 5 })).status).toBe(401);
      expect((await post(SAVE, other, { order_line_id: line, rating: 5 })).status).toBe(404);
      const betaWho = await customer(beta);
      expect((await post(SAVE, betaWho, { order_line_id: line, rating: 5 })).status).toBe(404);
      for (const bad of [
        { order_line_id: line, rating: 9 },
        { order_line_id: line, rating: 'five' },
        { order_line_id: line },
        { order_line_id: 'x', rating: 5 },
        { order_line_id: line, rating: 5, text: 'nul\u0000byte' },
        { order_line_id: line, rating: 5, photos: 'not-a-list' },
        { order_line_id: line, rating: 5, photos: ['a', 'b', 'c', 'd'] },
      ]) {
        const res = await post(SAVE, who, bad);
        expect(res.status, JSON.stringify(bad)).toBe(422);
        expect(((await res.json()) as { success: boolean }).success).toBe(false);
      }
      expect(await db.selectFrom('product_reviews').select('id').where('order_line_id', '=', line).execute()).toEqual([]);
      expect((await post(LIST, null, { pro_id: 'nope' })).status).toBe(422);
      expect((await post(LIST, null, { pro_id: 999_999 })).status).toBe(404);
    });

    it('staff hide a review with a reason and reply; the photo route answers 404 for a hidden review', async () => {
      const who = await customer();
      const line = await deliveredLine(who);
      const saved = (await (await post(SAVE, who, { order_line_id: line, rating: 5, text: 'Too good to be true' })).json()) as { review_id: number };
      const owner = await loginTestStaff(app, db, alpha, { phone: '01711009900', password: 'a-long-owner-password', name: 'Owner', role: 'owner', ip: '192.0.2.250' });
      const staffPost = (path: string, body: unknown) => postJson(app, path, { host: owner.host, token: owner.token }, body);
      expect((await staffPost('/api/seller/review-hide', { review_id: saved.review_id, reason: '' })).status).toBe(422);
      expect((await post('/api/seller/review-hide', who, { review_id: saved.review_id, reason: 'x' })).status).toBe(401);
      expect((await staffPost('/api/seller/review-hide', { review_id: saved.review_id, reason: 'A paid review' })).status).toBe(200);
      const listed = (await (await post(LIST, null, { pro_id: mugId })).json()) as { reviews: Array<{ id: number }> };
      expect(listed.reviews.some((r) => r.id === saved.review_id)).toBe(false);
      const photo = await app.request(`/review-photos/${saved.review_id}/1`, { headers: { host: 'alpha.localhost:3000' } });
      expect(photo.status).toBe(404);
      const staffList = (await (await staffPost('/api/seller/reviews', { page: 1 })).json()) as { reviews: Array<{ id: number; hidden_reason: string | null }> };
      expect(staffList.reviews.find((r) => r.id === saved.review_id)?.hidden_reason).toBe('A paid review');
    });
  });
}
