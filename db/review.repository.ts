// Reviews by verified buyers (migration 029, issue 28; docs/decisions/065). Every query is
// scoped to the shop; a customer's reviewable line also to the customer.
import { sql } from 'kysely';
import type { Db } from './client';
import type { Trx } from './run-write';
import type { ProductReview } from './schema';

/** A line of this customer's delivered order in this shop: what may be reviewed. */
export async function findReviewableLine(
  db: Db,
  shopId: number,
  customerId: number,
  orderLineId: number,
): Promise<{ id: number; productId: number; orderId: number; name: string; variantLabel: string; image: string | null; orderCode: string } | undefined> {
  const row = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.id', 'order_lines.product_id', 'order_lines.order_id', 'order_lines.name', 'order_lines.variant_label', 'order_lines.image', 'orders.code'])
    .where('order_lines.shop_id', '=', shopId)
    .where('orders.shop_id', '=', shopId)
    .where('orders.customer_id', '=', customerId)
    .where('orders.status', '=', 'delivered')
    .where('order_lines.id', '=', orderLineId)
    .executeTakeFirst();
  return row ? { id: row.id, productId: row.product_id, orderId: row.order_id, name: row.name, variantLabel: row.variant_label, image: row.image, orderCode: row.code } : undefined;
}

export async function findReviewOfLine(db: Db, shopId: number, orderLineId: number): Promise<ProductReview | undefined> {
  return db.selectFrom('product_reviews').selectAll().where('shop_id', '=', shopId).where('order_line_id', '=', orderLineId).executeTakeFirst();
}

export async function findShopReview(db: Db, shopId: number, reviewId: number): Promise<ProductReview | undefined> {
  return db.selectFrom('product_reviews').selectAll().where('shop_id', '=', shopId).where('id', '=', reviewId).executeTakeFirst();
}

/** The new review's id, or null when the line already has one (a concurrent first save). */
export async function insertReviewIfLineFree(
  trx: Trx,
  row: { shopId: number; productId: number; orderLineId: number; customerId: number; rating: number; text: string; photoCount: number; now: string },
): Promise<number | null> {
  const inserted = await trx
    .insertInto('product_reviews')
    .values({
      shop_id: row.shopId,
      product_id: row.productId,
      order_line_id: row.orderLineId,
      customer_id: row.customerId,
      rating: row.rating,
      text: row.text,
      photo_count: row.photoCount,
      hidden_at: null,
      hidden_reason: null,
      reply: null,
      replied_at: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.column('order_line_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Changes the review's rating, text and photos if it still has the rating read (`was`); false when it moved meanwhile. */
export async function updateReviewIfUnchanged(trx: Trx, shopId: number, reviewId: number, was: { rating: number; updatedAt: string }, next: { rating: number; text: string; photoCount: number; now: string }): Promise<boolean> {
  const r = await trx
    .updateTable('product_reviews')
    .set({ rating: next.rating, text: next.text, photo_count: next.photoCount, updated_at: next.now })
    .where('shop_id', '=', shopId)
    .where('id', '=', reviewId)
    .where('rating', '=', was.rating)
    .where('updated_at', '=', was.updatedAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves the product's shown-review figures by the given amounts (in the review's transaction). */
export async function moveProductReviewFigures(trx: Trx, shopId: number, productId: number, count: number, sum: number): Promise<void> {
  if (count === 0 && sum === 0) return;
  await trx
    .updateTable('products')
    .set((eb) => ({ buyer_review_count: eb('buyer_review_count', '+', count), buyer_review_sum: eb('buyer_review_sum', '+', sum) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', productId)
    .execute();
}

/** Hides a shown review; false when it was hidden already. */
export async function hideReviewIfShown(trx: Trx, shopId: number, reviewId: number, reason: string, now: string): Promise<boolean> {
  const r = await trx
    .updateTable('product_reviews')
    .set({ hidden_at: now, hidden_reason: reason, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', reviewId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function saveReviewReply(trx: Trx, shopId: number, reviewId: number, reply: string, now: string): Promise<boolean> {
  const r = await trx.updateTable('product_reviews').set({ reply, replied_at: now }).where('shop_id', '=', shopId).where('id', '=', reviewId).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface ShownReviewRow {
  id: number;
  rating: number;
  text: string;
  photo_count: number;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
  customer_name: string;
}

/** A page of the product's shown reviews, newest first; only those with photos when asked. */
export async function listShownReviews(db: Db, shopId: number, productId: number, options: { withPhotos: boolean; offset: number; limit: number }): Promise<ShownReviewRow[]> {
  let q = db
    .selectFrom('product_reviews')
    .innerJoin('customers', 'customers.id', 'product_reviews.customer_id')
    .select([
      'product_reviews.id',
      'product_reviews.rating',
      'product_reviews.text',
      'product_reviews.photo_count',
      'product_reviews.reply',
      'product_reviews.replied_at',
      'product_reviews.created_at',
      'product_reviews.updated_at',
      'customers.name as customer_name',
    ])
    .where('product_reviews.shop_id', '=', shopId)
    .where('product_reviews.product_id', '=', productId)
    .where('product_reviews.hidden_at', 'is', null);
  if (options.withPhotos) q = q.where('product_reviews.photo_count', '>', 0);
  return q.orderBy('product_reviews.id', 'desc').offset(options.offset).limit(options.limit).execute();
}

/** How many shown reviews the product has (with photos only, when asked), and of each rating. */
export async function countShownReviews(db: Db, shopId: number, productId: number): Promise<{ byRating: Array<{ rating: number; count: number }>; withPhotos: number }> {
  const rows = await db
    .selectFrom('product_reviews')
    .select(['rating', sql<number>`count(*)`.as('n'), sql<number>`sum(case when photo_count > 0 then 1 else 0 end)`.as('photos')])
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .where('hidden_at', 'is', null)
    .groupBy('rating')
    .execute();
  return {
    byRating: rows.map((r) => ({ rating: Number(r.rating), count: Number(r.n) })),
    withPhotos: rows.reduce((s, r) => s + Number(r.photos ?? 0), 0),
  };
}

/** The review's photos become these attachments, in this order. */
export async function replaceReviewPhotos(trx: Trx, shopId: number, reviewId: number, attachmentIds: number[]): Promise<void> {
  await trx.deleteFrom('product_review_photos').where('shop_id', '=', shopId).where('review_id', '=', reviewId).execute();
  if (attachmentIds.length === 0) return;
  await trx
    .insertInto('product_review_photos')
    .values(attachmentIds.map((attachment_id, i) => ({ shop_id: shopId, review_id: reviewId, attachment_id, position: i + 1 })))
    .execute();
}

/** The n-th photo (from 1) of a shown review of the shop; none for a hidden or unknown one. */
export async function findShownReviewPhoto(db: Db, shopId: number, reviewId: number, position: number) {
  return db
    .selectFrom('product_review_photos')
    .innerJoin('product_reviews', 'product_reviews.id', 'product_review_photos.review_id')
    .innerJoin('order_attachments', 'order_attachments.id', 'product_review_photos.attachment_id')
    .select(['order_attachments.stored_name', 'order_attachments.content_type', 'order_attachments.original_name'])
    .where('product_review_photos.shop_id', '=', shopId)
    .where('product_reviews.shop_id', '=', shopId)
    .where('product_reviews.id', '=', reviewId)
    .where('product_reviews.hidden_at', 'is', null)
    .where('product_review_photos.position', '=', position)
    .executeTakeFirst();
}

/** The console's list: every review of the shop, newest first, hidden ones too. */
export async function listShopReviews(db: Db, shopId: number, options: { offset: number; limit: number }) {
  return db
    .selectFrom('product_reviews')
    .innerJoin('customers', 'customers.id', 'product_reviews.customer_id')
    .innerJoin('products', 'products.id', 'product_reviews.product_id')
    .select([
      'product_reviews.id',
      'product_reviews.rating',
      'product_reviews.text',
      'product_reviews.photo_count',
      'product_reviews.hidden_at',
      'product_reviews.hidden_reason',
      'product_reviews.reply',
      'product_reviews.created_at',
      'customers.name as customer_name',
      'products.name as product_name',
      'products.id as product_id',
    ])
    .where('product_reviews.shop_id', '=', shopId)
    .orderBy('product_reviews.id', 'desc')
    .offset(options.offset)
    .limit(options.limit)
    .execute();
}
