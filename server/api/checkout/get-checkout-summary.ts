// POST /api/front/get-checkout-summary (issue 11 item 6): the stored order context's choices
// (shippingType, shippingAddress, pickupPoint, coupon_code) → the server's figures for them:
// cart_total, coupon_discount (and the coupon's message), finalDeliveryCharge, order_total,
// total_cart_items, the lines at today's prices, pickup points, payment options, balances and
// what blocks placing the order. Customers only (bearer or cookie like the cart calls).
import { createRoute, z } from '@hono/zod-openapi';
import { checkoutSummaryInput, getCheckoutSummary } from '../../../services/checkout/get-checkout-summary';
import type { ApiApp } from '../../hono-env';
import { CheckoutSummarySchema } from './checkout-schemas';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = checkoutSummaryInput;

const route = createRoute({
  method: 'post',
  path: '/api/front/get-checkout-summary',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(CheckoutSummarySchema.extend({ success: z.literal(true) }), 'The figures of the cart for these choices'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such address of this customer, or pickup point of this shop', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerGetCheckoutSummary(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const summary = await getCheckoutSummary(c.get('ctx'), body);
    return c.json({ success: true as const, ...summary }, 200);
  });
}
