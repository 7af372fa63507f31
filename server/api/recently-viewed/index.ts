// "Recently viewed" (issue 29 item 4; docs/decisions/068):
// POST /api/front/recently-viewed (`views: [{ pro_id, viewed_at }]`, `exclude_pro_id`) → the
// shopper's recently viewed products, newest first, as the strip's cards. A guest's views are
// the device's list and are only read; a customer's are joined into the account's list (at most
// 20 kept) and the answer is that list, `saved: true`. The answer is the asker's own: never in
// a shared cache (`private, no-store`, `Vary: Cookie, Authorization`); the cookie counts only on
// a same-origin script call (X-Requested-With: haat; server/customer-session.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { RecentlyViewedInput, showRecentlyViewed } from '../../../services/recently-viewed/show-recently-viewed';
import type { ApiApp } from '../../hono-env';
import { okResponse, refusal, requestBody, validBody } from '../kit';

export const RECENTLY_VIEWED_PATH = '/api/front/recently-viewed';

const Card = z.object({
  pro_id: z.number().int(),
  name: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  price_max: z.number().int().nullable(),
});

const route = createRoute({
  method: 'post',
  path: RECENTLY_VIEWED_PATH,
  request: { body: requestBody(RecentlyViewedInput) },
  responses: {
    ...okResponse(
      z.object({
        success: z.literal(true),
        saved: z.boolean().openapi({ description: "true: the views were joined into the customer's list (the device may forget its own)" }),
        products: z.array(Card),
      }),
      'The recently viewed products this shop still offers, newest first, without exclude_pro_id',
    ),
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerRecentlyViewedApi(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const input = validBody(c, RecentlyViewedInput);
    const answer = await showRecentlyViewed(c.get('ctx'), input);
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie, Authorization');
    return c.json({ success: true as const, ...answer }, 200);
  });
}
