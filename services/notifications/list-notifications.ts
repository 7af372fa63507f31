// The poll behind the header's bell (`POST /api/get-loged-user-notification`; issue 13 item 3):
// the logged-in customer's newest notifications and unread count in ONE indexed statement
// (db/notification.repository.ts), the mark-all value, the thread counters, and a validator
// (ETag) that changes exactly when any of them does, so an unchanged poll can answer 304.
import { allNotificationId } from '../../core/notification-messages';
import { listLatestNotifications, readBellState, type BellState } from '../../db/notification.repository';
import { countUnreadThreads } from '../../db/thread.repository';
import { findLiveCustomerBellState } from '../../db/customer-session.repository';
import { isTokenShaped, sha256Hex } from '../accounts/operations/secret';
import type { NotificationType } from '../../db/schema';
import type { Db } from '../../db/client';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';

/** How many the dropdown lists (300 px tall, scrolling). */
export const NOTIFICATION_LIST_SIZE = 20;

export interface NotificationView {
  id: number;
  type: NotificationType;
  url: string;
  message: string;
  number: string;
  image: string | null;
  is_read: boolean;
  created_at: string;
}

export interface NotificationList {
  notifications: NotificationView[];
  unread: number;
  /** The mark-all value: `all:{newest id shown}` (core/notification-messages.ts). */
  all_notification_id: string;
  /** Threads (support tickets, inquiries) with a shop reply the customer has not opened (db/thread.repository.ts). */
  total_support_tickets: number;
  total_inquiries: number;
  /** Weak validator of this answer: newest id, unread count and the counters. */
  etag: string;
}

export async function listNotifications(ctx: Ctx): Promise<NotificationList> {
  const customerId = requireCustomerId(ctx);
  const [{ rows, unread }, threads] = await Promise.all([
    listLatestNotifications(ctx.db, ctx.shop.id, customerId, NOTIFICATION_LIST_SIZE),
    countUnreadThreads(ctx.db, ctx.shop.id, customerId),
  ]);
  const newest = rows[0]?.id ?? 0;
  const totalSupportTickets = threads.ticket;
  const totalInquiries = threads.inquiry;
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      type: r.type,
      url: r.url,
      message: r.message,
      number: r.number,
      image: r.image,
      is_read: r.read_at !== null,
      created_at: r.created_at,
    })),
    unread,
    all_notification_id: allNotificationId(newest),
    total_support_tickets: totalSupportTickets,
    total_inquiries: totalInquiries,
    etag: bellEtag(customerId, { newest, unread, tickets: totalSupportTickets, inquiries: totalInquiries }),
  };
}

/** The answer's weak validator: it changes exactly when the newest id, the unread count or a counter does. */
function bellEtag(customerId: number, s: BellState): string {
  return `W/"n${customerId}-${s.newest}-${s.unread}-${s.tickets}-${s.inquiries}"`;
}

/**
 * The validator alone, from one cheap statement (no rows read), for a customer already
 * authenticated: a poll whose If-None-Match still matches is answered 304 without listing
 * anything (server/api/notifications/bell-not-modified.ts).
 */
export async function bellEtagOf(db: Db, shopId: number, customerId: number): Promise<string> {
  return bellEtag(customerId, await readBellState(db, shopId, customerId));
}

/**
 * The customer a token names in this shop by its current value (authenticateCustomer's rule)
 * and their bell's ETag, from one statement: the unchanged poll answered before Hono
 * (server/api/notifications/bell-poll-listener.ts, decision 079). Null for anything else —
 * no token of that shape, nobody, a rotated-out token in its grace period — which the app's
 * own path answers.
 */
export async function bellEtagByToken(db: Db, shopId: number, token: string, nowMs: number): Promise<{ customerId: number; etag: string } | null> {
  if (!isTokenShaped(token)) return null;
  const found = await findLiveCustomerBellState(db, shopId, sha256Hex(token), new Date(nowMs).toISOString());
  return found ? { customerId: found.customerId, etag: bellEtag(found.customerId, found.bell) } : null;
}
