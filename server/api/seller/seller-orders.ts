// POST /api/seller/orders (issue 14, a fixed name): the queue — new orders first, filters
// `status`, `payment`, `from`/`to` (YYYY-MM-DD), `q` (order code, phone, name or product, or part
// of one), `sort`, `page`; with each status's count for the tabs.
// GET /api/seller/orders-export.csv: the same filters (query string) as a CSV file.
import { createRoute, z } from '@hono/zod-openapi';
import { exportSellerOrdersCsv } from '../../../services/seller/export-seller-orders';
import { listOrdersForSeller } from '../../../services/seller/list-seller-orders';
import type { ApiApp } from '../../hono-env';
import { SellerOrderQuerySchema, SellerOrderRowSchema } from './seller-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const refusals = {
  401: { description: 'Not staff of this shop', ...refusal },
  422: { description: 'Invalid filter', ...refusal },
} as const;

const listRoute = createRoute({
  method: 'post',
  path: '/api/seller/orders',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(SellerOrderQuerySchema) },
  responses: {
    ...okResponse(
      z.object({
        success: z.literal(true),
        orders: z.array(SellerOrderRowSchema),
        total: z.number().int(),
        page: z.number().int(),
        per_page: z.number().int(),
        pager: z.string(),
        status_counts: z.record(z.string(), z.number().int()).openapi({ description: 'How many orders of each status match the other filters (the tabs), and `all`' }),
      }),
      'One page of the queue',
    ),
    ...refusals,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/seller/orders-export.csv',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { query: SellerOrderQuerySchema },
  responses: {
    200: { description: 'The filtered orders as CSV (cells starting with = + - @ prefixed with an apostrophe)', content: { 'text/csv': { schema: z.string() } } },
    ...refusals,
  },
});

export function registerSellerOrders(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const body = validBody(c, SellerOrderQuerySchema);
    const page = await listOrdersForSeller(c.get('ctx'), body);
    return c.json({ success: true as const, ...page }, 200);
  });
  app.openapi(exportRoute, async (c) => {
    const csv = await exportSellerOrdersCsv(c.get('ctx'), c.req.valid('query'));
    const day = new Date(c.get('ctx').clock.now()).toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${c.get('shop').slug}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
