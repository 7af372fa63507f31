// POST /api/front/customer-place-order (issue 11 items 4 and 6): the stored order context
// (shippingType, shippingAddress, pickupPoint, coupon_code, recharge_paid, refund_paid,
// cashback_paid, selected_payment_option) and what the shopper saw (customer_cart_total,
// finalDeliveryCharge, coupon_discount) → `order` { purchase_id, code, status, payment_status,
// order_total, payable }. An `Idempotency-Key` header (or `idempotency_key` field) makes a
// retry answer the same order. Figures that changed since the review answer 409 with
// `figures` (the server's) and change nothing. The cart cookies follow the emptied cart
// (server/cart-cookie-sync.ts, after this call).
import { createRoute, z } from '@hono/zod-openapi';
import { CartAlreadyOrderedError, FiguresChangedError, placeOrder, placeOrderInput } from '../../../services/checkout/place-order';
import { fieldErrorList } from '../../../services/domain-error';
import type { ApiApp } from '../../hono-env';
import { FiguresSchema, PlacedOrderSchema } from './checkout-schemas';
import { requestBody, validBody, ApiErrorBody, okResponse, refusal } from '../kit';

// Place order's own input; the spec's clients may leave the method out (cash on delivery).
const Body = placeOrderInput.extend({
  selected_payment_option: placeOrderInput.shape.selected_payment_option.optional().default('cod'),
  idempotency_key: z.string().max(200).optional().openapi({ description: 'For forms; the Idempotency-Key header wins' }),
});

export const PLACE_ORDER_PATH = '/api/front/customer-place-order';

const route = createRoute({
  method: 'post',
  path: PLACE_ORDER_PATH,
  request: {
    body: requestBody(Body),
    headers: z.object({ 'idempotency-key': z.string().optional().openapi({ description: 'Same key and body: the same order; same key, another body: 422' }) }),
  },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), order: PlacedOrderSchema }), 'The order was placed (or, for a repeated key, had been)'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such address or pickup point', ...refusal },
    409: {
      description: 'The figures changed (code conflict, with the new `figures`), the cart was already ordered a moment ago (code conflict, with that order\'s `purchase_id`), a line sold out (out_of_stock), a limit (limit_reached), the coupon is used up (coupon_exhausted), balances do not cover it (insufficient_balance)',
      content: { 'application/json': { schema: ApiErrorBody.extend({ figures: FiguresSchema.optional(), purchase_id: z.number().int().optional() }) } },
    },
    422: { description: 'Invalid input, a payment method not available, a key reused with another body', ...refusal },
  },
});

export function registerCustomerPlaceOrder(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { idempotency_key, ...body } = validBody(c, Body);
    const key = c.req.header('idempotency-key') ?? (idempotency_key === '' ? undefined : idempotency_key) ?? null;
    try {
      const order = await placeOrder(c.get('ctx'), body, key);
      return c.json({ success: true as const, order }, 200);
    } catch (err) {
      // The cart already became an order (another tab, a second tap with another key): 409 naming it.
      if (err instanceof CartAlreadyOrderedError) return c.json({ success: false as const, message: err.message, code: 'conflict' as const, purchase_id: err.purchaseId }, 409);
      if (!(err instanceof FiguresChangedError)) throw err;
      return c.json({ success: false as const, message: err.message, code: 'conflict' as const, errors: fieldErrorList(err.details ?? {}), figures: err.figures }, 409);
    }
  });
}
