// POST /api/front/customer-recharge-balance (issue 12 item 4): `amount` (whole taka) and
// `method` (`bkash`, or `card`/`stripe`) → `payment_url`, the provider's page to pay on. The
// recharge balance is credited only when the provider confirms the payment; until a provider
// serves the method, the call answers 422 "Recharge is not available yet" (on `method`).
import { createRoute, z } from '@hono/zod-openapi';
import { startRecharge } from '../../../services/payments/start-recharge';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const Body = z.object({
  amount: z.union([z.number(), z.string()]).openapi({ description: 'Whole taka, 10 to 25,000', example: 500 }),
  method: z.string().openapi({ description: '`bkash`, or `card` (Stripe)', example: 'bkash' }),
});

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-recharge-balance',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), payment_id: z.number().int(), payment_url: z.string() }), 'The recharge payment started: send the shopper to payment_url'),
    401: { description: 'Not logged in', ...refusal },
    422: { description: 'Invalid amount or method, or no provider serves the method yet', ...refusal },
    503: { description: 'The payment provider cannot start the payment now', ...refusal },
  },
});

export function registerCustomerRechargeBalance(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const started = await startRecharge(c.get('ctx'), { amount: body.amount, method: body.method });
    return c.json({ success: true as const, ...started }, 200);
  });
}
