// POST /api/front/customer-cancel-order (issue 11 item 6): `purchase_id` → the order, now
// cancelled (from pending or confirmed); stock and the coupon use are given back once.
// 409 when it can no longer be cancelled; 404 for another customer's or shop's id.
import { createRoute, z } from '@hono/zod-openapi';
import { orderMessages } from '../../../core/order-messages';
import { cancelOrder, cancelOrderInput } from '../../../services/orders/cancel-order';
import type { ApiApp } from '../../hono-env';
import { OrderDetailSchema } from '../checkout/checkout-schemas';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = cancelOrderInput;

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-cancel-order',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), message: z.string(), order: OrderDetailSchema }), 'Cancelled'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such order of this customer', ...refusal },
    409: { description: 'The order can no longer be cancelled', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCustomerCancelOrder(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const order = await cancelOrder(c.get('ctx'), body.purchase_id);
    return c.json({ success: true as const, message: orderMessages.cancelled, order }, 200);
  });
}
