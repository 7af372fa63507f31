// GET /api/front/customer-part — the per-customer part of a shared catalog page (decision 031):
// the logged-in customer's name and avatar, cart lines/pieces/total/keys and wishlist keys; for a
// guest `customer: null`. The page itself is the same bytes for everyone; this answer is the
// asker's only: `Cache-Control: private, no-store` and `Vary: Cookie, Authorization`.
// The cookie counts only on a same-origin script call (X-Requested-With: haat; server/customer-session.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { getCustomerPart } from '../../../services/cart/get-customer-part';
import type { ApiApp } from '../../hono-env';
import { okResponse } from '../kit';

const route = createRoute({
  method: 'get',
  path: '/api/front/customer-part',
  responses: okResponse(
    z.object({
      success: z.literal(true),
      customer: z.object({ name: z.string(), avatar: z.string().nullable() }).nullable(),
      cart: z
        .object({ totalItems: z.number().int().openapi({ description: 'Cart lines' }), totalPieces: z.number().int().openapi({ description: 'Pieces, the sum of the quantities (the header badge)' }), total: z.number(), keys: z.array(z.string()) })
        .nullable(),
      wishlist: z.array(z.string()),
      awaiting_payment: z
        .object({
          purchase_id: z.number().int(),
          code: z.string(),
          purpose: z.enum(['order', 'advance']),
          amount: z.number().int(),
          cancel_at: z.string(),
          pay_methods: z.array(z.enum(['bkash', 'stripe'])),
          can_switch_to_cod: z.boolean(),
        })
        .nullable()
        .openapi({ description: 'An order of this customer waiting for its online payment (cancelled at cancel_at if unpaid), or null' }),
      used_up_coupons: z.array(z.string()).openapi({ description: "Codes of the shop's coupons this customer has used as often as one customer may" }),
    }),
    "The asking customer's name, cart and wishlist marks (null customer for a guest)",
  ),
});

export function registerGetCustomerPart(app: ApiApp) {
  app.openapi(route, async (c) => {
    const part = await getCustomerPart(c.get('ctx'));
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie, Authorization');
    return c.json({ success: true as const, ...part }, 200);
  });
}
