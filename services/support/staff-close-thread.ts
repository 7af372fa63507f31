// The seller console closes a thread. Closing a closed one again changes nothing; only staff
// of this shop, and another shop's thread id is not found.
import { closeThreadRow, findShopThread } from '../../db/thread.repository';
import type { Ctx } from '../context';
import { isoNow, requireStaffId, threadNotFound } from './thread-input';

export async function staffCloseThread(ctx: Ctx, id: number): Promise<{ closed: boolean }> {
  requireStaffId(ctx);
  const thread = Number.isSafeInteger(id) && id > 0 ? await findShopThread(ctx.db, ctx.shop.id, id) : undefined;
  if (!thread) throw threadNotFound('ticket');
  return { closed: await closeThreadRow(ctx.db, ctx.shop.id, thread.id, null, isoNow(ctx)) };
}
