// The seller console closes a thread. Closing a closed one again changes nothing; only staff
// of this shop, and another shop's thread id is not found. A close that changed the thread is
// recorded in the audit log in the same transaction.
import { closeThreadRow, findShopThread } from '../../db/thread.repository';
import { runWrite } from '../../db/run-write';
import type { Ctx } from '../context';
import { recordAudit } from '../seller/record-audit';
import { isoNow, requireStaffId, threadNotFound } from './thread-input';

export async function staffCloseThread(ctx: Ctx, id: number): Promise<{ closed: boolean }> {
  requireStaffId(ctx);
  const thread = Number.isSafeInteger(id) && id > 0 ? await findShopThread(ctx.db, ctx.shop.id, id) : undefined;
  if (!thread) throw threadNotFound('ticket');
  const closed = await runWrite(ctx.db, async (trx) => {
    if (!(await closeThreadRow(trx, ctx.shop.id, thread.id, null, isoNow(ctx)))) return false;
    await recordAudit(trx, ctx, { action: 'thread.close', entity: 'thread', entityId: thread.id, before: { status: thread.status }, after: { status: 'closed' } });
    return true;
  });
  return { closed };
}
