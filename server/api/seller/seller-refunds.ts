// The seller's refund calls (issue 14 item 3; docs/decisions/025):
// - POST /api/seller/refunds (`state`, `page`): the list, pending first;
// - POST /api/seller/refund-details (`refund_id`);
// - POST /api/seller/refund-decision (`refund_id`, `decision` approve|reject, `note`);
// - POST /api/seller/refund-received (`refund_id`): stock back once;
// - POST /api/seller/refund-pay (`refund_id`, optional `refund_to` balance|original: must be
//   the customer's choice).
// Another shop's refund id answers 404 like an unknown one; no staff token of this shop, 401.
import { createRoute, z } from '@hono/zod-openapi';
import { sellerConsoleMessages } from '../../../core/seller-console';
import { decideSellerRefund } from '../../../services/refunds/decide-seller-refund';
import { getSellerRefund } from '../../../services/refunds/get-seller-refund';
import { listSellerRefunds } from '../../../services/refunds/list-seller-refunds';
import { paySellerRefund } from '../../../services/refunds/pay-seller-refund';
import { receiveSellerRefund } from '../../../services/refunds/receive-seller-refund';
import type { ApiApp } from '../../hono-env';
import { requiredIdField } from '../../../services/input';
import { SellerRefundDetailSchema, SellerRefundListSchema, SellerRefundQuerySchema } from './seller-console-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const IdBody = z.object({ refund_id: requiredIdField('refund_id') });
const DecisionBody = z.object({
  refund_id: requiredIdField('refund_id'),
  decision: z.enum(['approve', 'reject']),
  note: z.string().max(5000).optional().openapi({ description: 'The shop’s note (at most 1000 characters), shown to the customer' }),
});
const PayBody = z.object({
  refund_id: requiredIdField('refund_id'),
  refund_to: z.string().max(40).optional().openapi({ description: 'balance or original: the destination, which must be the one the customer chose (leave out to pay there)' }),
});

const Reply = z.object({ success: z.literal(true), message: z.string(), refund: SellerRefundDetailSchema });
const common = {
  401: { description: 'Not staff of this shop', ...refusal },
  404: { description: 'No such refund request in this shop', ...refusal },
  422: { description: 'Invalid input', ...refusal },
} as const;
const conflict = { 409: { description: 'Not possible in the request’s state now (decided, received or paid already)', ...refusal } } as const;

const post = <B extends z.ZodType, R extends z.ZodType>(path: string, body: B, reply: R, description: string, extra: object = {}) =>
  createRoute({
    method: 'post',
    path,
    tags: ['seller'],
    security: [{ bearer: [] }],
    request: { body: requestBody(body) },
    responses: { ...okResponse(reply, description), ...common, ...extra },
  });

export function registerSellerRefunds(app: ApiApp) {
  app.openapi(post('/api/seller/refunds', SellerRefundQuerySchema, SellerRefundListSchema, 'One page of the shop’s refund requests, pending first'), async (c) => {
    const body = validBody(c, SellerRefundQuerySchema);
    return c.json({ success: true as const, ...(await listSellerRefunds(c.get('ctx'), body)) }, 200);
  });
  app.openapi(post('/api/seller/refund-details', IdBody, z.object({ success: z.literal(true), refund: SellerRefundDetailSchema }), 'The refund request'), async (c) => {
    const body = validBody(c, IdBody);
    return c.json({ success: true as const, refund: await getSellerRefund(c.get('ctx'), body.refund_id) }, 200);
  });
  app.openapi(post('/api/seller/refund-decision', DecisionBody, Reply, 'Decided; the customer is notified', conflict), async (c) => {
    const body = validBody(c, DecisionBody);
    const refund = await decideSellerRefund(c.get('ctx'), body.refund_id, body.decision, body.note);
    return c.json({ success: true as const, message: sellerConsoleMessages.decided(refund.code, body.decision === 'approve' ? 'approved' : 'rejected'), refund }, 200);
  });
  app.openapi(post('/api/seller/refund-received', IdBody, Reply, 'The goods are back in stock (once)', conflict), async (c) => {
    const body = validBody(c, IdBody);
    const refund = await receiveSellerRefund(c.get('ctx'), body.refund_id);
    return c.json({ success: true as const, message: sellerConsoleMessages.received(refund.code), refund }, 200);
  });
  app.openapi(
    post('/api/seller/refund-pay', PayBody, Reply, 'Paid (to the refund balance through the ledger, or through the provider)', {
      ...conflict,
      503: { description: 'Paying to the original payment is not available for this refund', ...refusal },
    }),
    async (c) => {
      const body = validBody(c, PayBody);
      const refund = await paySellerRefund(c.get('ctx'), body.refund_id, body.refund_to);
      return c.json({ success: true as const, message: sellerConsoleMessages.paid(refund.code), refund }, 200);
    },
  );
}
