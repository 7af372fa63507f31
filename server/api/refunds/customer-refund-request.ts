// POST /api/front/customer-refund-request (issue 13 item 1). With `lines`: asks for a refund of
// those lines of the delivered order `purchase_id` — `reason`, `refund_to` (balance | original)
// and optional `photos` (names answered by customer-attachment-upload-on-order) — and answers
// the request (201). Without `lines`: the request form for that order (its lines, the
// quantity left of each, what one piece pays back). 404 for another customer's or shop's order,
// 409 when the order can no longer be refunded, a line is held by a pending request or less is
// left than asked; 422 for bad input.
import { createRoute, z } from '@hono/zod-openapi';
import { refundMessages } from '../../../core/refund-messages';
import { getRefundForm } from '../../../services/refunds/get-refund-form';
import { requestRefund } from '../../../services/refunds/request-refund';
import type { ApiApp } from '../../hono-env';
import { requiredIdField } from '../../../services/input';
import { RefundDetailSchema, RefundFormSchema } from './refund-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const Body = z.object({
  purchase_id: requiredIdField('purchase_id'),
  lines: z
    .array(z.object({ order_line_id: requiredIdField('order_line_id'), quantity: z.coerce.number() }))
    .max(500)
    .optional()
    .openapi({ description: 'The lines and quantities to refund; leave out to get the form' }),
  reason: z.string().max(5000).optional().default(''),
  refund_to: z.string().max(40).optional().default('balance').openapi({ description: 'balance (the refund balance) or original (the original payment)' }),
  photos: z.array(z.string().max(100)).max(20).optional().default([]).openapi({ description: 'imageNewName values of the customer’s own uploads' }),
});

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-refund-request',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), form: RefundFormSchema }), 'The request form for the order (no `lines` sent)'),
    201: { description: 'The request, placed', content: { 'application/json': { schema: z.object({ success: z.literal(true), message: z.string(), refund: RefundDetailSchema }) } } },
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such order of this customer', ...refusal },
    409: { description: 'Not refundable now (window, a pending request on a line, nothing left)', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCustomerRefundRequest(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    if (body.lines === undefined) return c.json({ success: true as const, form: await getRefundForm(c.get('ctx'), body.purchase_id) }, 200);
    const refund = await requestRefund(c.get('ctx'), {
      purchaseId: body.purchase_id,
      lines: body.lines.map((l) => ({ lineId: l.order_line_id, quantity: l.quantity })),
      reason: body.reason,
      refundTo: body.refund_to,
      photos: body.photos,
    });
    return c.json({ success: true as const, message: refundMessages.requested(refund.code, refund.amount), refund }, 201);
  });
}
