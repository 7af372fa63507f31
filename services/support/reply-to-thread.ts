// The customer writes in one of their threads (`customer-support-ticket-reply`,
// `customer-inquiry-reply`, the thread pages' reply form): a plain-text message and optionally
// one attachment (order-attachment rules). The thread becomes open again and unread for the
// shop. A closed thread takes no more messages; a foreign or unknown id is not found.
import { supportMessages } from '../../core/support-messages';
import type { ThreadKind } from '../../db/schema';
import { findCustomerThread, insertThreadMessage, recordThreadMessage } from '../../db/thread.repository';
import { announceJobs } from '../../db/job.repository';
import { afterCommit, runWrite } from '../../db/run-write';
import { enqueueOwnerMessageAlert } from '../notifications/operations/owner-alert';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { storeThreadAttachment } from './operations/store-thread-attachment';
import { isoNow, readMessage, threadNotFound, type ThreadFile } from './thread-input';

export async function replyToThread(ctx: Ctx, kind: ThreadKind, id: number, input: { message: unknown; attachment?: ThreadFile | null }): Promise<{ message_id: number }> {
  const customerId = requireCustomerId(ctx);
  const thread = Number.isSafeInteger(id) && id > 0 ? await findCustomerThread(ctx.db, ctx.shop.id, customerId, kind, id) : undefined;
  if (!thread) throw threadNotFound(kind);
  const message = readMessage(input.message);
  if (thread.status === 'closed') throw new DomainError('conflict', supportMessages.closed);
  const attachmentId = await storeThreadAttachment(ctx, customerId, input.attachment);
  const now = isoNow(ctx);
  const messageId = await runWrite(ctx.db, async (trx) => {
    // The conditional move decides: a close that won the race leaves the message unwritten.
    if (!(await recordThreadMessage(trx, ctx.shop.id, thread.id, 'customer', customerId, now))) throw new DomainError('conflict', supportMessages.closed);
    const id = await insertThreadMessage(trx, { shopId: ctx.shop.id, threadId: thread.id, author: 'customer', staffId: null, body: message, attachmentId, now });
    // The owner's SMS when this message makes the conversation unread (docs/decisions/057).
    if ((await enqueueOwnerMessageAlert(trx, ctx.shop, thread.id, ctx.clock.now())) !== null) afterCommit(trx, () => announceJobs());
    return id;
  });
  return { message_id: messageId };
}
