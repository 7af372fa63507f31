// POST /api/user-notification-mark-as-read (spec §7; issue 13 item 3): `id` is one
// notification, or the `all_notification_id` value of the last poll (`all:{newest id}`, or
// plain `all`) to mark every one → `status: 'success'`. Another customer's or shop's id
// changes nothing and answers 404 exactly like an unknown one; marking a read one again is a
// success; an id of no form at all is a 422.
import { createRoute, z } from '@hono/zod-openapi';
import { markNotificationsRead } from '../../../services/notifications/mark-notification-read';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = z.object({
  id: z
    .union([z.number(), z.string().max(40)])
    .optional()
    .openapi({ description: 'A notification id, or the all_notification_id value to mark all' }),
});

const route = createRoute({
  method: 'post',
  path: '/api/user-notification-mark-as-read',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ status: z.literal('success'), marked: z.number().int().openapi({ description: 'How many this call marked' }) }), 'Marked read'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such notification of this customer', ...refusal },
    422: { description: 'Invalid input', ...refusal },
  },
});

export function registerUserNotificationMarkAsRead(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const { marked } = await markNotificationsRead(c.get('ctx'), body.id);
    return c.json({ status: 'success' as const, marked }, 200);
  });
}
