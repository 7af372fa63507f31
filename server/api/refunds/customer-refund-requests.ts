// POST /api/front/customer-refund-requests (issue 13 item 1): `page` → the logged-in customer's
// refund requests with their three states, newest first, 10 a page with the pager line, and
// `refundable_orders`: the delivered orders still within the shop's return window.
import { createRoute, z } from '@hono/zod-openapi';
import { parsePageParam } from '../../../core/pager';
import { listRefundRequests } from '../../../services/refunds/list-refund-requests';
import { listRefundableOrders } from '../../../services/refunds/list-refundable-orders';
import type { ApiApp } from '../../hono-env';
import { RefundSummarySchema, RefundableOrderSchema } from './refund-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const Body = z.object({ page: z.union([z.number(), z.string()]).optional().openapi({ description: 'From 1; anything else reads as 1' }) });

const Reply = z.object({
  success: z.literal(true),
  refunds: z.array(RefundSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  pager: z.string(),
  refundable_orders: z.array(RefundableOrderSchema),
});

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-refund-requests',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(Reply, 'The customer’s refund requests and the orders that can still be refunded'),
    401: { description: 'Not logged in', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCustomerRefundRequests(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const [list, refundable] = await Promise.all([listRefundRequests(c.get('ctx'), parsePageParam(body.page)), listRefundableOrders(c.get('ctx'))]);
    return c.json({ success: true as const, ...list, refundable_orders: refundable }, 200);
  });
}
