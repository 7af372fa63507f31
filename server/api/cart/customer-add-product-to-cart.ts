// POST /api/front/customer-add-product-to-cart (spec §7): the spec's fields → { success,
// message, total_items }. Every price, earning, discount, limit, image and attachment label
// the client sends is accepted for compatibility and ignored: the server prices the line and
// applies its own limits (services/add-to-cart.ts). Guests get 401. The cart cookies follow
// the cart (server/cart-cookie-sync.ts, after this call).
import { createRoute, z } from '@hono/zod-openapi';
import { addToCart, addToCartFields, toAddToCartInput } from '../../../services/cart/add-to-cart';
import type { ApiApp } from '../../hono-env';
import { assertSameShop } from './cart-request';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const ignored = z.union([z.string(), z.number(), z.null()]).optional().openapi({ description: 'Sent by the spec clients; ignored — the server uses its own figures' });
// Add to cart's own fields (services/cart/add-to-cart.ts), the shop, and what the spec's clients send besides.
const Body = z.object({
  shop: z.string().max(253).optional(),
  product_id: addToCartFields.product_id,
  uid: ignored,
  quantity: addToCartFields.quantity,
  variant: addToCartFields.variant,
  unitPrice: ignored,
  sellPrice: ignored,
  resellerEarning: ignored,
  image: ignored,
  attachment_db_name: addToCartFields.attachment_db_name,
  attachment_real_name: ignored,
  attachment_title: ignored,
  discount: ignored,
  max_item_in_order: ignored,
  available_qty: ignored,
});

export const ADD_TO_CART_PATH = '/api/front/customer-add-product-to-cart';

const route = createRoute({
  method: 'post',
  path: ADD_TO_CART_PATH,
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), message: z.string(), total_items: z.number().int() }), 'Added; total_items is the number of cart lines'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such product in this shop', ...refusal },
    409: { description: 'A cart limit was hit', ...refusal },
    422: { description: 'Invalid quantity, variant or attachment', ...refusal },
  },
});

export function registerCustomerAddProductToCart(app: ApiApp) {
  app.openapi(route, async (c) => {
    const ctx = c.get('ctx');
    const body = validBody(c, Body);
    await assertSameShop(c, body.shop);
    const result = await addToCart(ctx, toAddToCartInput(body));
    // The cart as the add left it: the badge cookies are written from it (server/cart-cookie-sync.ts).
    c.set('cartBadge', result.badge);
    return c.json({ success: true as const, message: result.message, total_items: result.totalItems }, 200);
  });
}
