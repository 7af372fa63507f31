// The review form of one order line (issue 28 item 1; /customer/dashboard/review/{line}): the
// line the logged-in customer bought in a delivered order, and their review of it if they wrote
// one (changeable while REVIEW_EDIT_DAYS last). Another customer's, an undelivered or an
// unknown line: not found alike.
import { MAX_REVIEW_PHOTOS, reviewEditable, reviewMessages } from '../../core/reviews';
import { findReviewableLine, findReviewOfLine } from '../../db/review.repository';
import { requireCustomerId } from '../actors';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';

export interface ReviewFormView {
  order_line_id: number;
  purchase_id: number;
  code: string;
  name: string;
  variantLabel: string;
  image: string | null;
  max_photos: number;
  review: { rating: number; text: string; photo_count: number; editable: boolean; hidden: boolean } | null;
}

export async function getReviewForm(ctx: Ctx, orderLineId: number): Promise<ReviewFormView> {
  const customerId = requireCustomerId(ctx);
  const line = await findReviewableLine(ctx.db, ctx.shop.id, customerId, orderLineId);
  if (!line) throw new DomainError('not_found', reviewMessages.notReviewable);
  const review = await findReviewOfLine(ctx.db, ctx.shop.id, line.id);
  return {
    order_line_id: line.id,
    purchase_id: line.orderId,
    code: line.orderCode,
    name: line.name,
    variantLabel: line.variantLabel,
    image: line.image,
    max_photos: MAX_REVIEW_PHOTOS,
    review: review ? { rating: review.rating, text: review.text, photo_count: review.photo_count, editable: reviewEditable(review.created_at, ctx.clock.now()), hidden: review.hidden_at !== null } : null,
  };
}
