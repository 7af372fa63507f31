// POST /api/seller/orders-bulk (issue 26 item 2, a fixed name): `purchase_ids` (up to 200) and
// `action` — confirm | processing | cancel | cod-collected — applied order by order, each as its
// own page would (services/seller/bulk-update-orders.ts). 200 with every order's outcome, even
// when some (or all) were refused: the refusals are the answer, not an error. A list that does
// not read, or an unknown action, is 422 and changes nothing.
import { createRoute, z } from '@hono/zod-openapi';
import { bulkOrdersInput, bulkUpdateOrders } from '../../../services/seller/bulk-update-orders';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const Outcome = z.object({
  purchase_id: z.number().int(),
  code: z.string().nullable().openapi({ description: "The order's code; null when the shop has no such order" }),
  ok: z.boolean(),
  reason: z.string().nullable().openapi({ description: 'Why this order was refused (as its own page says it), or null' }),
});

const route = createRoute({
  method: 'post',
  path: '/api/seller/orders-bulk',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(bulkOrdersInput) },
  responses: {
    ...okResponse(
      z.object({ success: z.literal(true), action: z.string(), done: z.number().int(), refused: z.number().int(), outcomes: z.array(Outcome) }),
      'What was done and what was refused, order by order',
    ),
    401: { description: 'Not staff of this shop', ...refusal },
    422: { description: 'No orders, too many, an id that does not read, or an unknown action', ...refusal },
  },
});

export function registerSellerOrdersBulk(app: ApiApp) {
  app.openapi(route, async (c) => {
    const result = await bulkUpdateOrders(c.get('ctx'), validBody(c, bulkOrdersInput));
    return c.json({ success: true as const, ...result }, 200);
  });
}
