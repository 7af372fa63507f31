// POST /api/front/customer-balance (issue 12 item 4): `page` → the logged-in customer's three
// balances in this shop (`recharge`, `refund`, `cashback`), their `total`, and the ledger's
// `entries`, newest first, 10 a page with the pager line. Bearer token or session cookie.
import { createRoute, z } from '@hono/zod-openapi';
import { parsePageParam } from '../../../core/pager';
import { getBalance } from '../../../services/balances/get-balance';
import type { ApiApp } from '../../hono-env';
import { MyBalanceSchema } from './balance-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const Body = z.object({ page: z.union([z.number(), z.string()]).optional().openapi({ description: 'From 1; anything else reads as 1' }) });

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-balance',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true) }).extend(MyBalanceSchema.shape), "The customer's balances and a page of their entries"),
    401: { description: 'Not logged in', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCustomerBalance(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const balance = await getBalance(c.get('ctx'), parsePageParam(body.page));
    return c.json({ success: true as const, ...balance }, 200);
  });
}
