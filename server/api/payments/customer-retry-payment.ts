// POST /api/front/customer-retry-payment: `purchase_id`, `method` (bkash | stripe) → a new
// payment attempt for an unpaid online order (or its COD advance) and the page to pay on
// (`payment_url`; null when the order turned out paid meanwhile). 409 when it can no longer be
// paid online; 404 for another customer's order.
import { createRoute, z } from '@hono/zod-openapi';
import { retryOrderPayment, retryPaymentInput } from '../../../services/payments/retry-order-payment';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = retryPaymentInput;

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-retry-payment',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(
      z.object({ success: z.literal(true), purchase_id: z.number().int(), payment_status: z.string(), payment_url: z.string().nullable() }),
      'A new attempt was started (payment_url), or the order is paid already (payment_url null)',
    ),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such order of this customer', ...refusal },
    409: { description: 'The order can no longer be paid online', ...refusal },
    422: { description: 'Invalid input, or a method this shop does not offer', ...refusal },
  },
});

export function registerCustomerRetryPayment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const answer = await retryOrderPayment(c.get('ctx'), body.purchase_id, body.method);
    return c.json({ success: true as const, ...answer }, 200);
  });
}
