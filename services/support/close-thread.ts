// The customer closes one of their threads (`customer-support-ticket-close`,
// `customer-inquiry-close`). Closing a closed thread again is a success that changes nothing;
// a foreign or unknown id is not found.
import type { ThreadKind } from '../../db/schema';
import { closeThreadRow, findCustomerThread } from '../../db/thread.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { isoNow, threadNotFound } from './thread-input';

export async function closeThread(ctx: Ctx, kind: ThreadKind, id: number): Promise<{ closed: boolean }> {
  const customerId = requireCustomerId(ctx);
  const thread = Number.isSafeInteger(id) && id > 0 ? await findCustomerThread(ctx.db, ctx.shop.id, customerId, kind, id) : undefined;
  if (!thread) throw threadNotFound(kind);
  return { closed: await closeThreadRow(ctx.db, ctx.shop.id, thread.id, customerId, isoNow(ctx)) };
}
