// The notification poll's thread counters (spec §3 "Counters"; after-cart.md): how many of the
// customer's support tickets and inquiries have a reply they have not opened. One statement on
// the partial index threads_customer_unread.
import { countUnreadThreads as countRows } from '../../db/thread.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';

export async function countUnreadThreads(ctx: Ctx): Promise<{ total_support_tickets: number; total_inquiries: number }> {
  const counts = await countRows(ctx.db, ctx.shop.id, requireCustomerId(ctx));
  return { total_support_tickets: counts.ticket, total_inquiries: counts.inquiry };
}
