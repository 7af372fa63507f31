// The seller's thread calls (issue 14 item 4; docs/decisions/025):
// - POST /api/seller/tickets (`kind` all|ticket|inquiry, `status`, `page`): unread first;
// - POST /api/seller/ticket-details (`ticket_id`): the messages (marks them read for the shop);
// - POST /api/seller/ticket-reply (`ticket_id`, `message`, optional multipart `attachment`);
// - POST /api/seller/ticket-close (`ticket_id`);
// - POST /api/seller/notify-customer (`customer_id`, `message`, optional `link`): a `customer`
//   notification to one customer of this shop.
// Another shop's ids answer 404 like unknown ones; no staff token of this shop, 401.
import { createRoute, z } from '@hono/zod-openapi';
import { sellerConsoleMessages } from '../../../core/seller-console';
import { closeSellerThread } from '../../../services/support/close-seller-thread';
import { getSellerThread } from '../../../services/support/get-seller-thread';
import { listSellerThreads } from '../../../services/support/list-seller-threads';
import { notifySellerCustomer } from '../../../services/seller/notify-seller-customer';
import { replySellerThread } from '../../../services/support/reply-seller-thread';
import type { ApiApp } from '../../hono-env';
import { requiredIdField } from '../../../services/input';
import { attachmentField, fileOf, limitBody } from '../support/support-schemas';
import { SellerThreadDetailSchema, SellerThreadListSchema, SellerThreadQuerySchema } from './seller-console-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const IdBody = z.object({ ticket_id: requiredIdField('ticket_id') });
const ReplyBody = z.object({
  ticket_id: requiredIdField('ticket_id'),
  message: z.union([z.string(), z.number()]).optional().openapi({ description: 'Plain text, 1–4000 characters' }),
  attachment: attachmentField,
});
const NotifyBody = z.object({
  customer_id: requiredIdField('customer_id'),
  message: z.union([z.string(), z.number()]).optional().openapi({ description: 'Plain text, 1–500 characters' }),
  link: z.string().max(1000).optional().openapi({ description: 'Optional: a path on this shop’s site, e.g. /customer/dashboard/purchase-details/12' }),
});

const common = {
  401: { description: 'Not staff of this shop', ...refusal },
  422: { description: 'Invalid input', ...refusal },
} as const;
const missing = (what: string) => ({ 404: { description: `No such ${what} in this shop`, ...refusal } }) as const;

const route = <B extends z.ZodType, R extends z.ZodType>(path: string, body: B, reply: R, description: string, extra: object = {}) =>
  createRoute({
    method: 'post',
    path,
    tags: ['seller'],
    security: [{ bearer: [] }],
    request: { body: requestBody(body) },
    responses: { ...okResponse(reply, description), ...common, ...extra },
  });

export function registerSellerThreads(app: ApiApp) {
  app.openapi(route('/api/seller/tickets', SellerThreadQuerySchema, SellerThreadListSchema, 'One page of support tickets and product inquiries, unread first'), async (c) => {
    const body = validBody(c, SellerThreadQuerySchema);
    return c.json({ success: true as const, ...(await listSellerThreads(c.get('ctx'), body)) }, 200);
  });
  app.openapi(
    route('/api/seller/ticket-details', IdBody, z.object({ success: z.literal(true), ticket: SellerThreadDetailSchema }), 'The thread with its messages (now read for the shop)', missing('thread')),
    async (c) => {
      const body = validBody(c, IdBody);
      return c.json({ success: true as const, ticket: await getSellerThread(c.get('ctx'), body.ticket_id) }, 200);
    },
  );
  limitBody(app, '/api/seller/ticket-reply');
  // The thread page's reply form (multipart) is refused over the limit before it is read, too.
  limitBody(app, '/seller/threads/*');
  app.openapi(
    route('/api/seller/ticket-reply', ReplyBody, z.object({ success: z.literal(true), message: z.string(), message_id: z.number().int() }), 'Sent: the thread is answered and unread for the customer, who is notified', {
      ...missing('thread'),
      409: { description: 'The thread is closed', ...refusal },
      413: { description: 'More than 5 MB', ...refusal },
      429: { description: 'More than 30 uploads in an hour', ...refusal },
    }),
    async (c) => {
      const body = validBody(c, ReplyBody);
      const sent = await replySellerThread(c.get('ctx'), body.ticket_id, { message: body.message, attachment: await fileOf(body.attachment) });
      return c.json({ success: true as const, message: sellerConsoleMessages.replied, ...sent }, 200);
    },
  );
  app.openapi(
    route('/api/seller/ticket-close', IdBody, z.object({ success: z.literal(true), message: z.string(), closed: z.boolean().openapi({ description: 'false: it was closed already' }) }), 'Closed', missing('thread')),
    async (c) => {
      const body = validBody(c, IdBody);
      const result = await closeSellerThread(c.get('ctx'), body.ticket_id);
      return c.json({ success: true as const, message: result.closed ? sellerConsoleMessages.closed : sellerConsoleMessages.alreadyClosed, ...result }, 200);
    },
  );
  app.openapi(
    route('/api/seller/notify-customer', NotifyBody, z.object({ success: z.literal(true), message: z.string(), notification_id: z.number().int() }), 'The customer has a new notification (type customer)', missing('customer')),
    async (c) => {
      const body = validBody(c, NotifyBody);
      const sent = await notifySellerCustomer(c.get('ctx'), { customerId: body.customer_id, message: body.message, link: body.link });
      return c.json({ success: true as const, message: sellerConsoleMessages.notified, ...sent }, 200);
    },
  );
}
