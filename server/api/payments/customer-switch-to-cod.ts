// POST /api/front/customer-switch-to-cod: `purchase_id` → the unpaid online order now paid by
// cash on delivery (its open attempts cancelled). 409 when it is paid or no longer pending. At a
// shop that asks the delivery charge in advance, `payment_url` is where that advance is paid.
import { createRoute, z } from '@hono/zod-openapi';
import { switchToCashOnDelivery, switchToCodInput } from '../../../services/payments/switch-to-cash-on-delivery';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = switchToCodInput;

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-switch-to-cod',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), purchase_id: z.number().int(), payment_method: z.string(), payment_status: z.string(), payment_url: z.string().nullable() }), 'Now cash on delivery'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such order of this customer', ...refusal },
    409: { description: 'Paid already, or no longer pending', ...refusal },
    422: { description: 'Invalid input, or the shop offers no cash on delivery', ...refusal },
  },
});

export function registerCustomerSwitchToCod(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    return c.json({ success: true as const, ...(await switchToCashOnDelivery(c.get('ctx'), body.purchase_id)) }, 200);
  });
}
