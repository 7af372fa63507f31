// POST /api/front/add-product-customer-wishlist (spec §7): { pro_id, shop, variant } →
// { success, message }. Guests get 401.
import { createRoute, z } from '@hono/zod-openapi';
import { addToWishlist } from '../../../services/wishlist/add-to-wishlist';
import type { ApiApp } from '../../hono-env';
import { assertSameShop } from '../cart/cart-request';
import { catalogIdField } from '../../../services/input';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = z.object({
  pro_id: catalogIdField('pro_id'),
  shop: z.string().max(253).optional(),
  variant: z.union([z.string().max(200), z.number(), z.null()]).optional().transform((v) => (v === undefined || v === null ? '' : String(v).trim())),
});
const route = createRoute({
  method: 'post',
  path: '/api/front/add-product-customer-wishlist',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), message: z.string() }), 'In the wishlist'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such product in this shop', ...refusal },
    422: { description: 'Unknown variant', ...refusal },
  },
});

export function registerAddProductCustomerWishlist(app: ApiApp) {
  app.openapi(route, async (c) => {
    const ctx = c.get('ctx');
    const body = validBody(c, Body);
    await assertSameShop(c, body.shop);
    const { message } = await addToWishlist(ctx, { productId: body.pro_id, variant: body.variant });
    return c.json({ success: true as const, message }, 200);
  });
}
