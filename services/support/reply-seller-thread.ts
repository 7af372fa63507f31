// The seller console answers a ticket or inquiry (issue 14 item 4; after-cart.md "The seller
// console": threads to answer): plain text and an optional attachment (the customer side's
// rules: operations/store-thread-attachment.ts). In ONE transaction: the staff message, the
// thread moved to answered and unread for the customer, and a `customer` notification leading
// to the thread — so the customer's counter, list marker and bell move together or not at all
// — and the audit log's row (services/audit.ts). A closed thread takes no more messages.
// Staff of this shop only (a customer is refused).
import { supportMessages } from '../../core/support-messages';
import { runWrite } from '../../db/run-write';
import { findShopThread, insertThreadMessage, recordThreadMessage } from '../../db/thread.repository';
import { requireThreadStaff } from '../actors';
import { recordAudit } from '../audit';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { notifyCustomerMessage, textsFor } from '../notifications/operations/notify-customer';
import { storeStaffThreadAttachment } from './operations/store-thread-attachment';
import { isoNow, readMessage, threadNotFound, threadPath, type ThreadFile } from './thread-input';

export async function replySellerThread(ctx: Ctx, id: number, input: { message: unknown; attachment?: ThreadFile | null }): Promise<{ message_id: number }> {
  const { staffId } = requireThreadStaff(ctx);
  const thread = Number.isSafeInteger(id) && id > 0 ? await findShopThread(ctx.db, ctx.shop.id, id) : undefined;
  if (!thread) throw threadNotFound('ticket');
  const message = readMessage(input.message);
  if (thread.status === 'closed') throw new DomainError('conflict', supportMessages.closed);
  const attachmentId = await storeStaffThreadAttachment(ctx, staffId, thread.customer_id, input.attachment);
  const now = isoNow(ctx);
  return runWrite(ctx.db, async (trx) => {
    if (!(await recordThreadMessage(trx, ctx.shop.id, thread.id, 'staff', null, now))) throw new DomainError('conflict', supportMessages.closed);
    const messageId = await insertThreadMessage(trx, { shopId: ctx.shop.id, threadId: thread.id, author: 'staff', staffId, body: message, attachmentId, now });
    await notifyCustomerMessage(
      trx,
      {
        shopId: ctx.shop.id,
        customerId: thread.customer_id,
        text: (await textsFor(trx, ctx.shop.id, thread.customer_id)).staffReply(thread.subject),
        url: threadPath(thread.kind, thread.id),
        image: thread.product_image,
      },
      now,
    );
    await recordAudit(trx, ctx, {
      action: 'thread.reply',
      entity: 'thread',
      entityId: thread.id,
      before: { status: thread.status },
      after: { status: 'answered', message_id: messageId, attachment: attachmentId !== null },
    });
    return { message_id: messageId };
  });
}
