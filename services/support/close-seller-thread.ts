// The seller console closes a ticket or inquiry (issue 14 item 4). Closing a closed one again
// changes nothing and says so (`closed: false`); another shop's thread id is not found. A close
// that changed the thread is recorded in the audit log in the same transaction. Staff of this
// shop only.
import { closeThreadRow, findShopThread } from '../../db/thread.repository';
import { runWrite } from '../../db/run-write';
import { requireThreadStaff } from '../actors';
import { recordAudit } from '../audit';
import type { Ctx } from '../context';
import { isoNow, threadNotFound } from './thread-input';

export async function closeSellerThread(ctx: Ctx, id: number): Promise<{ closed: boolean }> {
  requireThreadStaff(ctx);
  const thread = Number.isSafeInteger(id) && id > 0 ? await findShopThread(ctx.db, ctx.shop.id, id) : undefined;
  if (!thread) throw threadNotFound('ticket');
  const closed = await runWrite(ctx.db, async (trx) => {
    if (!(await closeThreadRow(trx, ctx.shop.id, thread.id, null, isoNow(ctx)))) return false;
    await recordAudit(trx, ctx, { action: 'thread.close', entity: 'thread', entityId: thread.id, before: { status: thread.status }, after: { status: 'closed' } });
    return true;
  });
  return { closed };
}
