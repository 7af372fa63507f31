// POST /api/front/create-customer-reseller-support-ticket (spec §7; issue 13 item 2): Chat Now.
// `ticketDetails`, `ticketSubject`, `store_name`, `product_id` → `success`, `ticket_id`; the
// client then goes to /customer/dashboard/messages/{ticket_id}. Only `product_id` is used: the
// server builds the product summary and the subject itself, so the client's HTML is never
// stored or shown (services/support/create-inquiry.ts). The shop is the host's, whatever
// `store_name` says.
import { createRoute, z } from '@hono/zod-openapi';
import { createInquiry } from '../../../services/support/create-inquiry';
import type { ApiApp } from '../../hono-env';
import { requiredIdField } from '../../../services/input';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const ignored = (description: string) => z.union([z.string(), z.number()]).optional().openapi({ description });

const Body = z.object({
  ticketDetails: ignored('The spec client’s HTML product summary: accepted and ignored (the server builds its own)'),
  ticketSubject: ignored('Accepted and ignored: the subject is "Inquiry for product - {name}" from the product itself'),
  store_name: ignored('{host}: accepted; the shop is the one the Host names'),
  product_id: requiredIdField('product_id'),
});

const route = createRoute({
  method: 'post',
  path: '/api/front/create-customer-reseller-support-ticket',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(
      z.object({ success: z.literal(true), ticket_id: z.number().int().openapi({ description: 'Open /customer/dashboard/messages/{ticket_id}' }) }),
      'The inquiry (the open one about this product when there is one)',
    ),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such product in this shop', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerCreateCustomerResellerSupportTicket(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const { ticket_id } = await createInquiry(c.get('ctx'), { productId: body.product_id });
    return c.json({ success: true as const, ticket_id }, 200);
  });
}
