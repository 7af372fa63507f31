// POST /api/front/customer-purchase-history (issue 11 item 6): `page` → the customer's
// orders in this shop, newest first, 10 a page, with the pager line.
import { createRoute, z } from '@hono/zod-openapi';
import { parsePageParam } from '../../../core/pager';
import { listPurchaseHistory } from '../../../services/orders/list-purchase-history';
import type { ApiApp } from '../../hono-env';
import { OrderSummarySchema } from '../checkout/checkout-schemas';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = z.object({ page: z.union([z.number(), z.string()]).optional().openapi({ description: 'From 1; anything else reads as 1' }) });

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-purchase-history',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(
      z.object({ success: z.literal(true), orders: z.array(OrderSummarySchema), page: z.number().int(), page_size: z.number().int(), total: z.number().int(), pager: z.string() }),
      "The customer's orders, newest first",
    ),
    401: { description: 'Not logged in', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCustomerPurchaseHistory(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const history = await listPurchaseHistory(c.get('ctx'), parsePageParam(body.page));
    return c.json({ success: true as const, ...history }, 200);
  });
}
