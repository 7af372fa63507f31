// POST /api/get-loged-user-notification (spec §7; issue 13 item 3): the logged-in customer's
// newest notifications, unread count, the mark-all value and the thread counters. Polled every
// 10 s by every logged-in tab: a poll whose ETag still holds is answered 304 before this route
// (./bell-not-modified.ts, decision 034); what reaches it is listed by one indexed statement.
// The answer carries a weak
// ETag (newest id, unread count, counters) and a poll sending it back in If-None-Match gets
// 304 with no body when nothing changed. Bearer token or the cookie (with X-Requested-With),
// like the cart calls; 401 for anyone else. Always `private, no-store`.
import { createRoute, z } from '@hono/zod-openapi';
import { listNotifications } from '../../../services/notifications/list-notifications';
import type { ApiApp } from '../../hono-env';
import { NOTIFICATION_POLL_PATH, ifNoneMatchNames } from './bell-not-modified';
import { okResponse, refusal } from '../kit';

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum([
      'customer_order_status_updated',
      'customer_order_payment_status_updated',
      'customer_refund_request_payment_status_updated',
      'customer_refund_request_return_status_updated',
      'customer',
    ]),
    url: z.string().openapi({ description: 'A path on this shop to open when clicked' }),
    message: z.string().openapi({ description: 'Plain text (never HTML)' }),
    number: z.string().openapi({ description: 'The order or refund code, or empty' }),
    image: z.string().nullable(),
    is_read: z.boolean(),
    created_at: z.string(),
  })
  .openapi('Notification');

const Reply = z.object({
  status: z.literal('success'),
  notifications: z.array(NotificationSchema).openapi({ description: 'The newest 20, newest first' }),
  unread: z.number().int().openapi({ description: 'How many of all the customer’s notifications are unread' }),
  all_notification_id: z.string().openapi({ description: '`all:{newest id}`: send it to user-notification-mark-as-read to mark every one up to it' }),
  total_support_tickets: z.number().int(),
  total_inquiries: z.number().int(),
});

const route = createRoute({
  method: 'post',
  path: NOTIFICATION_POLL_PATH,
  // If-None-Match is documented, not validated: any value simply fails to match (and a schema
  // would parse every header of a call made every 10 s by every logged-in tab).
  parameters: [{ name: 'if-none-match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag of the last answer' }],
  responses: {
    ...okResponse(Reply, 'The customer’s notifications (with an ETag)'),
    304: { description: 'Nothing changed since the ETag sent in If-None-Match' },
    401: { description: 'Not logged in', ...refusal },
  },
});

export function registerGetLogedUserNotification(app: ApiApp) {
  app.openapi(route, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const sent = c.req.header('if-none-match') ?? '';
    const { etag, ...list } = await listNotifications(c.get('ctx'));
    c.header('ETag', etag);
    // An ETag that matches now (the bell changed back between the two checks) is still a 304.
    if (ifNoneMatchNames(sent, etag)) return c.body(null, 304);
    return c.json({ status: 'success' as const, ...list }, 200);
  });
}
