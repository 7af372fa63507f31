// POST /api/front/create-customer-support-ticket (issue 13 item 2; docs/decisions/022): a new
// support ticket — `subject`, `message`, optional `order_id` (one of the customer's own
// orders) and, in a multipart body, an optional `attachment` with the order-attachment rules
// → `success`, `ticket_id` (the page: /customer/dashboard/support/{ticket_id}).
import { createRoute, z } from '@hono/zod-openapi';
import { createSupportTicket } from '../../../services/support/create-support-ticket';
import type { ApiApp } from '../../hono-env';
import { attachmentField, fileOf, limitBody } from './support-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const PATH = '/api/front/create-customer-support-ticket';

const Body = z.object({
  subject: z.union([z.string(), z.number()]).optional().openapi({ description: 'Plain text, 1–150 characters' }),
  message: z.union([z.string(), z.number()]).optional().openapi({ description: 'Plain text, 1–4000 characters' }),
  order_id: z.union([z.string(), z.number(), z.null()]).optional().openapi({ description: 'One of the customer’s orders, or empty for a general ticket' }),
  attachment: attachmentField,
});

const route = createRoute({
  method: 'post',
  path: PATH,
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), ticket_id: z.number().int() }), 'The new ticket'),
    401: { description: 'Not logged in', ...refusal },
    413: { description: 'More than 5 MB', ...refusal },
    422: { description: 'Invalid input (subject, message, order_id, attachment)', ...refusal },
    429: { description: 'More than 30 uploads in an hour', ...refusal },
  },
});

export function registerCreateCustomerSupportTicket(app: ApiApp) {
  limitBody(app, PATH);
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const created = await createSupportTicket(c.get('ctx'), {
      subject: body.subject === undefined ? '' : String(body.subject),
      message: body.message === undefined ? '' : String(body.message),
      orderId: body.order_id,
      attachment: await fileOf(body.attachment),
    });
    return c.json({ success: true as const, ...created }, 200);
  });
}
