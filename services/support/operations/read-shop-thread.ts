// A thread as the shop opens it: its messages (the customer's, with attachment links the console
// serves through readThreadAttachment), and the shop's unread count back to 0. Another shop's
// thread id is not found like an unknown one.
import { findOrderCode, findShopThread, listThreadMessages, markThreadReadByShop } from '../../../db/thread.repository';
import type { Ctx } from '../../context';
import { threadNotFound } from '../thread-input';
import { toThreadDetail, type ThreadDetailView } from '../thread-views';

export async function readShopThread(ctx: Ctx, id: number): Promise<ThreadDetailView & { customer_id: number }> {
  const thread = Number.isSafeInteger(id) && id > 0 ? await findShopThread(ctx.db, ctx.shop.id, id) : undefined;
  if (!thread) throw threadNotFound('ticket');
  const [messages, orderCode] = await Promise.all([listThreadMessages(ctx.db, ctx.shop.id, thread.id), findOrderCode(ctx.db, ctx.shop.id, thread.order_id)]);
  if (thread.shop_unread > 0) await markThreadReadByShop(ctx.db, ctx.shop.id, thread.id);
  return { ...toThreadDetail(thread, orderCode, messages, thread.shop_unread), customer_id: thread.customer_id };
}
