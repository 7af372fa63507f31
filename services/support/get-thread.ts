// One of the customer's threads with its messages (`customer-support-ticket-details`,
// `customer-inquiry-details`, the thread pages). Opening it marks the shop's replies read, so
// the list's marker and the poll's counter drop. Another customer's or shop's id, or a thread
// of the other kind, is refused exactly like an unknown id.
import type { ThreadKind } from '../../db/schema';
import { findCustomerThread, findOrderCode, listThreadMessages, markThreadReadByCustomer } from '../../db/thread.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { threadNotFound } from './thread-input';
import { toThreadDetail, type ThreadDetailView } from './thread-views';

export async function getThread(ctx: Ctx, kind: ThreadKind, id: number): Promise<ThreadDetailView> {
  const customerId = requireCustomerId(ctx);
  const thread = Number.isSafeInteger(id) && id > 0 ? await findCustomerThread(ctx.db, ctx.shop.id, customerId, kind, id) : undefined;
  if (!thread) throw threadNotFound(kind);
  const [messages, orderCode] = await Promise.all([listThreadMessages(ctx.db, ctx.shop.id, thread.id), findOrderCode(ctx.db, ctx.shop.id, thread.order_id)]);
  if (thread.customer_unread > 0) await markThreadReadByCustomer(ctx.db, ctx.shop.id, customerId, thread.id);
  return toThreadDetail(thread, orderCode, messages, thread.customer_unread);
}
