// `POST /api/user-notification-mark-as-read` (issue 13 item 3): `id` is one notification, or
// the `all_notification_id` value (`all:{newest id shown}`, or plain `all`) to mark every one.
// One conditional statement, filtered by shop and customer: another customer's or shop's
// notification id changes nothing and answers 404 exactly like an unknown id (so ids leak
// nothing); marking one already read again is a success. Mark-all with nothing unread is a
// success too.
import { notificationMessages, parseNotificationTarget } from '../../core/notification-messages';
import { markAllNotificationsRead, markNotificationRead } from '../../db/notification.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';

export async function markNotificationsRead(ctx: Ctx, id: unknown): Promise<{ marked: number }> {
  const customerId = requireCustomerId(ctx);
  const target = parseNotificationTarget(id);
  if (!target) throw new DomainError('invalid', notificationMessages.invalidId, { id: notificationMessages.invalidId });
  const now = new Date(ctx.clock.now()).toISOString();
  if ('one' in target) {
    if (!(await markNotificationRead(ctx.db, ctx.shop.id, customerId, target.one, now))) throw new DomainError('not_found', notificationMessages.notFound);
    return { marked: 1 };
  }
  return { marked: await markAllNotificationsRead(ctx.db, ctx.shop.id, customerId, target.upTo, now) };
}
