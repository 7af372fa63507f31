// POST /api/front/customer-purchase-details (issue 11 item 6): `purchase_id` → one of the
// customer's own orders: lines, totals, address or pickup point, payment, timeline, can_cancel.
// Another customer's or shop's id answers 404 exactly like an unknown one.
import { createRoute, z } from '@hono/zod-openapi';
import { getPurchaseDetails, purchaseDetailsInput } from '../../../services/orders/get-purchase-details';
import type { ApiApp } from '../../hono-env';
import { OrderDetailSchema } from '../checkout/checkout-schemas';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = purchaseDetailsInput;

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-purchase-details',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), order: OrderDetailSchema }), 'The order'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such order of this customer', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCustomerPurchaseDetails(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    return c.json({ success: true as const, order: await getPurchaseDetails(c.get('ctx'), body.purchase_id) }, 200);
  });
}
