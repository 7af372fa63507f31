// POST /api/front/customer-refund-details (issue 13 item 1): `refund_id` → one of the
// customer's own refund requests: lines, amount, the three states, the shop's note, photos and
// the timeline. Another customer's or shop's id answers 404 exactly like an unknown one.
import { createRoute, z } from '@hono/zod-openapi';
import { getRefundDetails, refundDetailsInput } from '../../../services/refunds/get-refund-details';
import type { ApiApp } from '../../hono-env';
import { RefundDetailSchema } from './refund-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const Body = refundDetailsInput;

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-refund-details',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), refund: RefundDetailSchema }), 'The refund request'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such refund request of this customer', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCustomerRefundDetails(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    return c.json({ success: true as const, refund: await getRefundDetails(c.get('ctx'), body.refund_id) }, 200);
  });
}
