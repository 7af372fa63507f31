// Reviews by verified buyers (issue 28 item 1; docs/decisions/065):
// - POST /api/front/product-reviews (`pro_id`, `page`, `with_photos`): a product's shown
//   reviews, newest first, ten to a page, with the star distribution and the product's figures;
//   the same for everyone (a shared answer, one per catalog version and language);
// - POST /api/front/customer-review-save (`order_line_id`, `rating`, `text`, `photos`): the
//   logged-in buyer's review of a line of their delivered order, once per line, changeable for
//   30 days; photos are names the customer got from customer-attachment-upload;
// - GET /review-photos/{review}/{n}: a shown review's n-th photo;
// - POST /api/seller/reviews (`page`), /api/seller/review-hide (`review_id`, `reason`) and
//   /api/seller/review-reply (`review_id`, `reply`) for the shop's staff.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { messages } from '../../../core/messages';
import { parsePageParam } from '../../../core/pager';
import { requiredIdField, catalogIdField } from '../../../services/input';
import { listProductReviews } from '../../../services/reviews/list-product-reviews';
import { hideReview, listShopReviewsForStaff, replyToReview } from '../../../services/reviews/moderate-review';
import { readReviewPhoto } from '../../../services/reviews/read-review-photo';
import { saveCustomerReview } from '../../../services/reviews/save-customer-review';
import { errorPageHtml } from '../../errors';
import type { ApiApp, AppEnv } from '../../hono-env';
import { jsonAnswer, sharedAnswer } from '../../shared-answer';
import { answerAttachment } from '../attachment-answer';
import { okResponse, refusal, requestBody, validBody } from '../kit';

const pageNumber = z
  .union([z.string().max(12), z.number()])
  .optional()
  .transform(parsePageParam)
  .openapi({ description: 'Page number from 1 (10 reviews to a page)' });
const flag = z
  .union([z.boolean(), z.number(), z.string().max(8)])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
  .openapi({ description: '1 or true: only reviews with photos' });

const ListBody = z.object({ pro_id: catalogIdField('pro_id'), page: pageNumber, with_photos: flag });
const SaveBody = z.object({
  order_line_id: requiredIdField('order_line_id'),
  rating: z.union([z.number(), z.string().max(4)]).openapi({ description: 'A whole number from 1 to 5' }),
  text: z.string().max(20_000).optional().transform((v) => v ?? ''),
  photos: z.array(z.string().max(200)).max(10).optional().transform((v) => v ?? []),
});
const StaffListBody = z.object({ page: pageNumber });
const HideBody = z.object({ review_id: requiredIdField('review_id'), reason: z.string().max(5000).optional().transform((v) => v ?? '') });
const ReplyBody = z.object({ review_id: requiredIdField('review_id'), reply: z.string().max(20_000).optional().transform((v) => v ?? '') });

const Review = z.object({
  id: z.number(),
  rating: z.number(),
  text: z.string(),
  reviewer: z.string(),
  verified_purchase: z.literal(true),
  photos: z.array(z.string()),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  edited: z.boolean(),
});
const ListReply = z.object({
  success: z.literal(true),
  reviewSettings: z.object({ enable_review: z.union([z.literal(0), z.literal(1)]) }),
  avg_rating: z.number(),
  reviewtotalItems: z.number(),
  distribution: z.array(z.object({ stars: z.number(), count: z.number() })),
  with_photos_total: z.number(),
  reviews: z.array(Review),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
const Done = z.object({ success: z.literal(true), message: z.string() });

const post = <B extends z.ZodType, R extends z.ZodType>(path: string, body: B, reply: R, description: string, extra: object = {}) =>
  createRoute({ method: 'post', path, request: { body: requestBody(body) }, responses: { ...okResponse(reply, description), 422: { description: 'Invalid input', ...refusal }, ...extra } });

function servePhoto(c: Context<AppEnv>) {
  const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404, { 'Cache-Control': 'private, no-store' });
  return answerAttachment(c, notFound, () => readReviewPhoto(c.get('ctx'), c.req.param('review'), c.req.param('n')));
}

export function registerReviewsApi(app: ApiApp): void {
  app.openapi(post('/api/front/product-reviews', ListBody, ListReply, 'A page of the product’s reviews', { 404: { description: 'No such product in this shop', ...refusal } }), async (c) => {
    const body = validBody(c, ListBody);
    const ctx = c.get('ctx');
    return (await sharedAnswer(c, `reviews:${body.pro_id}:${body.page}:${body.with_photos ? 1 : 0}`, async () =>
      jsonAnswer({ success: true, ...(await listProductReviews(ctx, { productId: body.pro_id, page: body.page, withPhotos: body.with_photos })) }),
    )) as never;
  });
  app.openapi(
    post('/api/front/customer-review-save', SaveBody, Done.extend({ review_id: z.number(), created: z.boolean() }), 'Saved', {
      401: { description: 'Not logged in', ...refusal },
      404: { description: 'Not a delivered order line of this customer', ...refusal },
      409: { description: 'Past the time to change it, or changed meanwhile', ...refusal },
    }),
    async (c) => {
      const body = validBody(c, SaveBody);
      const saved = await saveCustomerReview(c.get('ctx'), { orderLineId: body.order_line_id, rating: body.rating, text: body.text, photos: body.photos });
      return c.json({ success: true as const, ...saved }, 200);
    },
  );
  app.get('/review-photos/:review/:n', servePhoto);
  const staff = { 401: { description: 'Not staff of this shop', ...refusal }, 404: { description: 'No such review in this shop', ...refusal } };
  app.openapi(post('/api/seller/reviews', StaffListBody, z.object({ success: z.literal(true), reviews: z.array(z.record(z.string(), z.unknown())), current_page: z.number(), has_more: z.boolean() }), 'A page of the shop’s reviews, hidden ones too', staff), async (c) => {
    const body = validBody(c, StaffListBody);
    return c.json({ success: true as const, ...(await listShopReviewsForStaff(c.get('ctx'), { page: body.page })) }, 200);
  });
  app.openapi(post('/api/seller/review-hide', HideBody, Done, 'Hidden (once; again changes nothing)', staff), async (c) => {
    const body = validBody(c, HideBody);
    return c.json({ success: true as const, ...(await hideReview(c.get('ctx'), { reviewId: body.review_id, reason: body.reason })) }, 200);
  });
  app.openapi(post('/api/seller/review-reply', ReplyBody, Done, 'The public reply is saved', staff), async (c) => {
    const body = validBody(c, ReplyBody);
    return c.json({ success: true as const, ...(await replyToReview(c.get('ctx'), { reviewId: body.review_id, reply: body.reply })) }, 200);
  });
}
