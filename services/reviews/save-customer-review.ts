// A verified buyer's review (issue 28 item 1; POST /api/front/customer-review-save): the
// logged-in customer rates a line of their own delivered order 1–5, with an optional text and
// up to 3 photos (their own order attachments, uploaded with customer-attachment-upload). Once
// per order line; saving again within REVIEW_EDIT_DAYS changes it. The product's shown figures
// move in the same transaction, by a conditional update, so two saves of one line never count
// twice; the shop's cached pages are marked changed (markCatalogChanged).
import { isStoredAttachmentName } from '../../core/attachment-content';
import { MAX_REVIEW_PHOTOS, MAX_REVIEW_TEXT, parseRating, reviewEditable, reviewMessages } from '../../core/reviews';
import { findOrderAttachment } from '../../db/order-attachment.repository';
import { findReviewableLine, findReviewOfLine, insertReviewIfLineFree, moveProductReviewFigures, replaceReviewPhotos, updateReviewIfUnchanged } from '../../db/review.repository';
import { runWrite } from '../../db/run-write';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import { requireCustomerId } from '../actors';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';

export interface ReviewInput {
  orderLineId: number;
  rating: unknown;
  text: string;
  photos: string[];
  /** The review form without new files: a change keeps the photos it had. */
  keepPhotos?: boolean;
}

export async function saveCustomerReview(ctx: Ctx, input: ReviewInput): Promise<{ review_id: number; created: boolean; message: string }> {
  const customerId = requireCustomerId(ctx);
  const { db, shop } = ctx;
  const rating = parseRating(input.rating);
  if (rating === null) throw new DomainError('invalid', reviewMessages.ratingInvalid, { rating: reviewMessages.ratingInvalid });
  const text = input.text.trim();
  if ([...text].length > MAX_REVIEW_TEXT) throw new DomainError('invalid', reviewMessages.textTooLong, { text: reviewMessages.textTooLong });
  const photos = [...new Set(input.photos.map((p) => p.trim()).filter((p) => p !== ''))];
  if (photos.length > MAX_REVIEW_PHOTOS) throw new DomainError('invalid', reviewMessages.tooManyPhotos, { photos: reviewMessages.tooManyPhotos });
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();

  return runWrite(db, async (trx) => {
    const line = await findReviewableLine(trx, shop.id, customerId, input.orderLineId);
    if (!line) throw new DomainError('not_found', reviewMessages.notReviewable, { order_line_id: reviewMessages.notReviewable });
    const attachmentIds: number[] = [];
    for (const name of photos) {
      const found = isStoredAttachmentName(name) ? await findOrderAttachment(trx, shop.id, customerId, name) : undefined;
      if (!found || !found.content_type.startsWith('image/')) throw new DomainError('invalid', reviewMessages.photoNotFound, { photos: reviewMessages.photoNotFound });
      attachmentIds.push(found.id);
    }
    const earlier = await findReviewOfLine(trx, shop.id, line.id);
    if (!earlier) {
      const id = await insertReviewIfLineFree(trx, { shopId: shop.id, productId: line.productId, orderLineId: line.id, customerId, rating, text, photoCount: attachmentIds.length, now });
      // Another save of this line won the insert: this one is a conflict, counted nowhere.
      if (id === null) throw new DomainError('conflict', reviewMessages.changedMeanwhile);
      await replaceReviewPhotos(trx, shop.id, id, attachmentIds);
      await moveProductReviewFigures(trx, shop.id, line.productId, 1, rating);
      await markCatalogChanged(trx, shop.id);
      return { review_id: id, created: true, message: reviewMessages.saved };
    }
    if (!reviewEditable(earlier.created_at, nowMs)) throw new DomainError('conflict', reviewMessages.editClosed, { order_line_id: reviewMessages.editClosed });
    if (!(await updateReviewIfUnchanged(trx, shop.id, earlier.id, { rating: earlier.rating, updatedAt: earlier.updated_at }, { rating, text, photoCount: input.keepPhotos && attachmentIds.length === 0 ? earlier.photo_count : attachmentIds.length, now }))) {
      throw new DomainError('conflict', reviewMessages.changedMeanwhile);
    }
    if (!(input.keepPhotos && attachmentIds.length === 0)) await replaceReviewPhotos(trx, shop.id, earlier.id, attachmentIds);
    // A hidden review counts nowhere; a shown one moves the sum by the change of its rating.
    if (earlier.hidden_at === null) await moveProductReviewFigures(trx, shop.id, line.productId, 0, rating - earlier.rating);
    await markCatalogChanged(trx, shop.id);
    return { review_id: earlier.id, created: false, message: reviewMessages.updated };
  });
}
