// POST (or GET) /api/seller/alerts (issue 26 item 4, a fixed name): the console's poll — counts
// of new orders, unread threads and pending refunds, and the newest order's id — with a weak
// ETag like the shopper's bell: a poll sending it back in If-None-Match gets 304 with no body
// when nothing changed. Staff of this shop only (bearer token, or the console's cookie with
// X-Requested-With). Always `private, no-store`.
import { createRoute, z } from '@hono/zod-openapi';
import { getSellerAlerts } from '../../../services/seller/get-seller-alerts';
import type { ApiApp } from '../../hono-env';
import { ifNoneMatchNames } from '../notifications/bell-not-modified';
import { okResponse, refusal } from '../kit';

const Reply = z.object({
  success: z.literal(true),
  new_orders: z.number().int().openapi({ description: 'Orders waiting for the shop (pending)' }),
  unread_threads: z.number().int().openapi({ description: 'Threads with customer messages not opened yet' }),
  pending_refunds: z.number().int().openapi({ description: 'Refund requests to decide' }),
  latest_order_id: z.number().int().openapi({ description: "The shop's newest order id (0 when none)" }),
});

const routeFor = (method: 'get' | 'post') =>
  createRoute({
    method,
    path: '/api/seller/alerts',
    tags: ['seller'],
    security: [{ bearer: [] }],
    parameters: [{ name: 'if-none-match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag of the last answer' }],
    responses: {
      ...okResponse(Reply, 'What waits for the shop (with an ETag)'),
      304: { description: 'Nothing changed since the ETag sent in If-None-Match' },
      401: { description: 'Not staff of this shop', ...refusal },
    },
  });

export function registerSellerAlerts(app: ApiApp) {
  for (const method of ['post', 'get'] as const) {
    app.openapi(routeFor(method), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const { etag, ...alerts } = await getSellerAlerts(c.get('ctx'));
      c.header('ETag', etag);
      if (ifNoneMatchNames(c.req.header('if-none-match') ?? '', etag)) return c.body(null, 304) as never;
      return c.json({ success: true as const, ...alerts }, 200);
    });
  }
}
