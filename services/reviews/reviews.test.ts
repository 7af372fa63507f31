// Reviews by verified buyers (issue 28 item 1) on SQLite and PostgreSQL: only the buyer of a
// delivered line may review it, once (also when two saves race), with up to 3 of their own image
// attachments, changeable for 30 days; the product's figures join the imported ones and move
// exactly once on a save, a change and a hide; the list is newest first with a pager, a photos
// filter and the distribution; a hidden review and its photos are gone for shoppers; staff reply
// publicly and every move is in the audit log; another shop's ids are unknown alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinedRating, REVIEW_EDIT_DAYS, reviewMessages } from '../../core/reviews';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testPhone } from '../../db/test-customer';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { addToCart } from '../cart/add-to-cart';
import { uploadOrderAttachment } from '../cart/upload-order-attachment';
import type { CheckoutChoice } from '../checkout/checkout-types';
import { getCheckoutSummary } from '../checkout/get-checkout-summary';
import { placeOrder } from '../checkout/place-order';
import { DomainError } from '../domain-error';
import { saveStaff } from '../seller/operations/save-staff';
import { testContext } from '../test-context';
import { testShopper } from '../test-shopper';
import { listProductReviews } from './list-product-reviews';
import { hideReview, listShopReviewsForStaff, replyToReview } from './moderate-review';
import { readReviewPhoto } from './read-review-photo';
import { saveCustomerReview } from './save-customer-review';

const DELIVERED = Date.parse('2026-06-01T06:00:00.000Z');
const NOW = DELIVERED + 86_400_000;
const STAMP = new Date(NOW).toISOString();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');

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
  describe(`product reviews (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let n = 0;
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
      // The imported starting point: 4.0 over 3 ratings.
      await db.updateTable('products').set({ avg_rating: 4, review_total: 3, enable_review: 1 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop: Shop = alpha) {
      n++;
      return { ...(await testShopper(db, shop, { phone: testPhone(31000000, n), name: `Shopper Number ${n}`, now: STAMP }, { now: NOW })), shop };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    async function deliveredLine(who: Who, deliver = true) {
      await db.updateTable('products').set({ quantity: 50 }).where('id', '=', cat.plainProductId).execute();
      const placing = testContext(db, who.shop, { customerId: who.id, now: DELIVERED - 86_400_000 });
      await addToCart(placing, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const choice: CheckoutChoice = { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(placing, choice);
      const placed = await placeOrder(
        placing,
        { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount },
        null,
      );
      if (deliver) await db.updateTable('orders').set({ status: 'delivered', payment_status: 'paid' }).where('id', '=', placed.purchase_id).execute();
      return (await db.selectFrom('order_lines').selectAll().where('order_id', '=', placed.purchase_id).executeTakeFirstOrThrow()).id;
    }

    const figures = async () => {
      const p = await db.selectFrom('products').select(['avg_rating', 'review_total', 'buyer_review_count', 'buyer_review_sum']).where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      return combinedRating({ average: p.avg_rating, count: p.review_total }, { count: p.buyer_review_count, sum: p.buyer_review_sum });
    };
    const list = (options: { page?: number; withPhotos?: boolean } = {}) => listProductReviews(testContext(db, alpha), { productId: cat.plainProductId, page: options.page ?? 1, withPhotos: options.withPhotos ?? false });

    it('a buyer reviews a delivered line once, with photos; the figures join the imported ones; the list shows it verified', async () => {
      const who = await customer();
      const line = await deliveredLine(who);
      const photo = await uploadOrderAttachment(who.ctx, { file: { name: 'worn.png', bytes: PNG }, oldData: '' });
      const before = await figures();
      expect(before).toEqual({ average: 4, count: 3 });
      const saved = await saveCustomerReview(who.ctx, { orderLineId: line, rating: 1, text: '  Faded after one wash  ', photos: [photo.imageNewName] });
      expect(saved).toMatchObject({ created: true, message: reviewMessages.saved });
      expect(await figures()).toEqual({ average: 3.25, count: 4 });
      const page = await list();
      expect(page).toMatchObject({ avg_rating: 3.25, reviewtotalItems: 4, total: 1, current_page: 1, last_page: 1, with_photos_total: 1 });
      expect(page.distribution.find((d) => d.stars === 1)!.count).toBe(1);
      expect(page.reviews[0]).toMatchObject({ id: saved.review_id, rating: 1, text: 'Faded after one wash', reviewer: expect.stringMatching(/^Shopper \d\.$/), verified_purchase: true, edited: false });
      expect(page.reviews[0]!.photos).toEqual([`/review-photos/${saved.review_id}/1`]);
      const file = await readReviewPhoto(testContext(db, alpha), String(saved.review_id), '1');
      expect(file.contentType).toBe('image/png');
      // Another shop cannot read it; no second photo.
      expect((await refusal(readReviewPhoto(testContext(db, beta), String(saved.review_id), '1'))).code).toBe('not_found');
      // Uploading another file in its place (oldData) keeps a photo a review uses.
      await uploadOrderAttachment(who.ctx, { file: { name: 'next.png', bytes: PNG }, oldData: photo.imageNewName });
      expect((await readReviewPhoto(testContext(db, alpha), String(saved.review_id), '1')).contentType).toBe('image/png');
      expect((await refusal(readReviewPhoto(testContext(db, alpha), String(saved.review_id), '2'))).code).toBe('not_found');
    });

    it('saving again changes it (figures moved by the difference only) until the window closes', async () => {
      const who = await customer();
      const line = await deliveredLine(who);
      const start = await db.selectFrom('products').select(['buyer_review_count', 'buyer_review_sum']).where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      await saveCustomerReview(who.ctx, { orderLineId: line, rating: 2, text: '', photos: [] });
      const later = testContext(db, alpha, { customerId: who.id, now: NOW + 3_600_000 });
      const changed = await saveCustomerReview(later, { orderLineId: line, rating: 5, text: 'Better after all', photos: [] });
      expect(changed).toMatchObject({ created: false, message: reviewMessages.updated });
      const after = await db.selectFrom('products').select(['buyer_review_count', 'buyer_review_sum']).where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      expect(after.buyer_review_count - start.buyer_review_count).toBe(1);
      expect(after.buyer_review_sum - start.buyer_review_sum).toBe(5);
      expect((await list()).reviews[0]).toMatchObject({ rating: 5, text: 'Better after all', edited: true });
      const tooLate = testContext(db, alpha, { customerId: who.id, now: NOW + REVIEW_EDIT_DAYS * 86_400_000 + 1 });
      const e = await refusal(saveCustomerReview(tooLate, { orderLineId: line, rating: 1, text: '', photos: [] }));
      expect(e).toMatchObject({ code: 'conflict', message: reviewMessages.editClosed });
    });

    it('refuses a guest, another customer’s line, an undelivered one, another shop’s, bad ratings, long text, foreign or non-image photos — and changes nothing', async () => {
      const who = await customer();
      const other = await customer();
      const line = await deliveredLine(who);
      const pending = await deliveredLine(who, false);
      const before = await figures();
      expect((await refusal(saveCustomerReview(testContext(db, alpha), { orderLineId: line, rating: 5, text: '', photos: [] }))).code).toBe('unauthenticated');
      expect((await refusal(saveCustomerReview(other.ctx, { orderLineId: line, rating: 5, text: '', photos: [] }))).message).toBe(reviewMessages.notReviewable);
      expect((await refusal(saveCustomerReview(who.ctx, { orderLineId: pending, rating: 5, text: '', photos: [] }))).code).toBe('not_found');
      const betaWho = await customer(beta);
      expect((await refusal(saveCustomerReview(betaWho.ctx, { orderLineId: line, rating: 5, text: '', photos: [] }))).code).toBe('not_found');
      for (const rating of [0, 6, 4.5, 'x', '', null]) expect((await refusal(saveCustomerReview(who.ctx, { orderLineId: line, rating, text: '', photos: [] }))).message).toBe(reviewMessages.ratingInvalid);
      expect((await refusal(saveCustomerReview(who.ctx, { orderLineId: line, rating: 5, text: 'x'.repeat(2001), photos: [] }))).message).toBe(reviewMessages.textTooLong);
      expect((await refusal(saveCustomerReview(who.ctx, { orderLineId: line, rating: 5, text: '', photos: ['a', 'b', 'c', 'd'] }))).message).toBe(reviewMessages.tooManyPhotos);
      const othersPhoto = await uploadOrderAttachment(other.ctx, { file: { name: 'x.png', bytes: PNG }, oldData: '' });
      expect((await refusal(saveCustomerReview(who.ctx, { orderLineId: line, rating: 5, text: '', photos: [othersPhoto.imageNewName] }))).message).toBe(reviewMessages.photoNotFound);
      const pdf = await uploadOrderAttachment(who.ctx, { file: { name: 'bill.pdf', bytes: PDF }, oldData: '' });
      expect((await refusal(saveCustomerReview(who.ctx, { orderLineId: line, rating: 5, text: '', photos: [pdf.imageNewName] }))).message).toBe(reviewMessages.photoNotFound);
      expect((await refusal(saveCustomerReview(who.ctx, { orderLineId: line, rating: 5, text: '', photos: ['../../etc/passwd'] }))).message).toBe(reviewMessages.photoNotFound);
      expect(await figures()).toEqual(before);
      expect(await db.selectFrom('product_reviews').select('id').where('order_line_id', '=', line).execute()).toEqual([]);
    });

    it('two first saves of one line at once: one review, counted once', async () => {
      const who = await customer();
      const line = await deliveredLine(who);
      const start = (await db.selectFrom('products').select('buyer_review_count').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).buyer_review_count;
      const results = await Promise.allSettled([1, 2, 3].map((r) => saveCustomerReview(who.ctx, { orderLineId: line, rating: r, text: '', photos: [] })));
      expect(results.filter((r) => r.status === 'fulfilled' && r.value.created)).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DomainError);
      const rows = await db.selectFrom('product_reviews').select(['rating']).where('order_line_id', '=', line).execute();
      expect(rows).toHaveLength(1);
      const p = await db.selectFrom('products').select(['buyer_review_count']).where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      expect(p.buyer_review_count - start).toBe(1);
    });

    it('the shop hides a review once (with a reason, in the audit log) and replies; shoppers no longer see it or its photos', async () => {
      const who = await customer();
      const line = await deliveredLine(who);
      const photo = await uploadOrderAttachment(who.ctx, { file: { name: 'fake.png', bytes: PNG }, oldData: '' });
      const { review_id } = await saveCustomerReview(who.ctx, { orderLineId: line, rating: 5, text: 'Best shop ever!!!', photos: [photo.imageNewName] });
      const shown = await figures();
      expect((await refusal(hideReview(staff(alpha), { reviewId: review_id, reason: '  ' }))).message).toBe(reviewMessages.hideReasonRequired);
      expect((await refusal(hideReview(staff(beta), { reviewId: review_id, reason: 'Fake' }))).code).toBe('not_found');
      expect((await refusal(hideReview(testContext(db, alpha, { customerId: who.id }), { reviewId: review_id, reason: 'Fake' }))).code).toBe('unauthenticated');
      await hideReview(staff(alpha), { reviewId: review_id, reason: 'Posted by the competitor' });
      await hideReview(staff(alpha), { reviewId: review_id, reason: 'Again' });
      const hidden = await figures();
      expect(hidden.count).toBe(shown.count - 1);
      expect((await list()).reviews.some((r) => r.id === review_id)).toBe(false);
      expect((await refusal(readReviewPhoto(testContext(db, alpha), String(review_id), '1'))).code).toBe('not_found');
      // A change by the buyer afterwards moves nothing: a hidden review counts nowhere.
      await saveCustomerReview(who.ctx, { orderLineId: line, rating: 1, text: 'Changed', photos: [] });
      expect(await figures()).toEqual(hidden);
      const audit = await db.selectFrom('audit_log').selectAll().where('shop_id', '=', alpha.id).where('action', '=', 'review.hide').execute();
      expect(audit).toHaveLength(1);
      const listed = await listShopReviewsForStaff(staff(alpha), { page: 1 });
      expect(listed.reviews.find((r) => r.id === review_id)).toMatchObject({ hidden_reason: 'Posted by the competitor' });

      const kept = await customer();
      const keptLine = await deliveredLine(kept);
      const k = await saveCustomerReview(kept.ctx, { orderLineId: keptLine, rating: 4, text: 'Good', photos: [] });
      expect((await refusal(replyToReview(staff(alpha), { reviewId: k.review_id, reply: '' }))).message).toBe(reviewMessages.replyRequired);
      await replyToReview(staff(alpha), { reviewId: k.review_id, reply: 'Thank you!' });
      expect((await list()).reviews.find((r) => r.id === k.review_id)).toMatchObject({ reply: 'Thank you!', text: 'Good' });
    });

    it('pages ten at a time, newest first, and filters to reviews with photos', async () => {
      for (let i = 0; i < 11; i++) {
        const who = await customer();
        const line = await deliveredLine(who);
        const photos = i % 2 === 0 ? [(await uploadOrderAttachment(who.ctx, { file: { name: 'p.png', bytes: PNG }, oldData: '' })).imageNewName] : [];
        await saveCustomerReview(who.ctx, { orderLineId: line, rating: 3, text: `review ${i}`, photos });
      }
      const first = await list();
      expect(first.reviews).toHaveLength(10);
      expect(first.reviews[0]!.text).toBe('review 10');
      expect(first.last_page).toBeGreaterThanOrEqual(2);
      const ids = first.reviews.map((r) => r.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      const second = await list({ page: 2 });
      expect(second.reviews.every((r) => !ids.includes(r.id))).toBe(true);
      expect((await list({ page: 999 })).current_page).toBe(first.last_page);
      const photos = await list({ withPhotos: true });
      expect(photos.reviews.every((r) => r.photos.length > 0)).toBe(true);
      expect(photos.total).toBe(first.with_photos_total);
      expect((await refusal(listProductReviews(testContext(db, beta), { productId: cat.plainProductId, page: 1, withPhotos: false }))).code).toBe('not_found');
    });
  });
}
