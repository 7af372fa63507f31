// The shop's part in its reviews (issue 28 item 1): staff list every review, hide one with a
// reason (it leaves the product page and the product's figures, once: a conditional update),
// and reply publicly. No one can change what the buyer wrote. Both moves are in the audit log.
import { MAX_HIDE_REASON, MAX_REPLY_TEXT, REVIEWS_PER_PAGE, reviewMessages } from '../../core/reviews';
import { findShopReview, hideReviewIfShown, listShopReviews, moveProductReviewFigures, saveReviewReply } from '../../db/review.repository';
import { runWrite } from '../../db/run-write';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import { requireStaff } from '../actors';
import { recordAudit } from '../audit';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';

export async function listShopReviewsForStaff(ctx: Ctx, input: { page: number }) {
  requireStaff(ctx);
  const page = Math.max(1, input.page);
  const rows = await listShopReviews(ctx.db, ctx.shop.id, { offset: (page - 1) * REVIEWS_PER_PAGE, limit: REVIEWS_PER_PAGE + 1 });
  return { reviews: rows.slice(0, REVIEWS_PER_PAGE), current_page: page, has_more: rows.length > REVIEWS_PER_PAGE };
}

export async function hideReview(ctx: Ctx, input: { reviewId: number; reason: string }): Promise<{ message: string }> {
  requireStaff(ctx);
  const reason = input.reason.trim();
  if (reason === '') throw new DomainError('invalid', reviewMessages.hideReasonRequired, { reason: reviewMessages.hideReasonRequired });
  if ([...reason].length > MAX_HIDE_REASON) throw new DomainError('invalid', reviewMessages.hideReasonTooLong, { reason: reviewMessages.hideReasonTooLong });
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, async (trx) => {
    const review = await findShopReview(trx, ctx.shop.id, input.reviewId);
    if (!review) throw new DomainError('not_found', reviewMessages.notFound);
    if (!(await hideReviewIfShown(trx, ctx.shop.id, review.id, reason, now))) return;
    await moveProductReviewFigures(trx, ctx.shop.id, review.product_id, -1, -review.rating);
    await markCatalogChanged(trx, ctx.shop.id);
    await recordAudit(trx, ctx, { action: 'review.hide', entity: 'review', entityId: review.id, before: { hidden: false }, after: { hidden: true, reason, rating: review.rating, product_id: review.product_id } });
  });
  return { message: reviewMessages.hidden };
}

export async function replyToReview(ctx: Ctx, input: { reviewId: number; reply: string }): Promise<{ message: string }> {
  requireStaff(ctx);
  const reply = input.reply.trim();
  if (reply === '') throw new DomainError('invalid', reviewMessages.replyRequired, { reply: reviewMessages.replyRequired });
  if ([...reply].length > MAX_REPLY_TEXT) throw new DomainError('invalid', reviewMessages.replyTooLong, { reply: reviewMessages.replyTooLong });
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, async (trx) => {
    const review = await findShopReview(trx, ctx.shop.id, input.reviewId);
    if (!review) throw new DomainError('not_found', reviewMessages.notFound);
    await saveReviewReply(trx, ctx.shop.id, review.id, reply, now);
    await markCatalogChanged(trx, ctx.shop.id);
    await recordAudit(trx, ctx, { action: 'review.reply', entity: 'review', entityId: review.id, before: { reply: review.reply }, after: { reply } });
  });
  return { message: reviewMessages.replied };
}
