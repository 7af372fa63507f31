// The seller console answers a thread (after-cart.md "The seller console": threads to answer).
// In ONE transaction: the staff message, the thread moved to answered and unread for the
// customer, and a `customer` notification leading to the thread (services/notifications) — so
// the customer's counter, list marker and bell move together or not at all. A closed thread
// takes no more messages. Only staff of this shop: a customer context is refused. An optional
// attachment follows the customer side's rules (store-staff-thread-attachment.ts). The audit
// log's row (services/seller/record-audit.ts) is written in the same transaction.
import { supportMessages } from '../../core/support-messages';
import { runWrite } from '../../db/run-write';
import { findShopThread, insertThreadMessage, recordThreadMessage } from '../../db/thread.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { notifyCustomerMessage } from '../notifications/operations/notify-customer';
import { recordAudit } from '../seller/record-audit';
import { storeStaffThreadAttachment } from './store-staff-thread-attachment';
import type { ThreadFile } from './store-thread-attachment';
import { isoNow, readMessage, requireStaffId, threadNotFound, threadPath } from './thread-input';

export async function staffReplyToThread(ctx: Ctx, id: number, input: { message: unknown; attachment?: ThreadFile | null }): Promise<{ message_id: number }> {
  const staffId = requireStaffId(ctx);
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
        text: `${supportMessages.staffReplyNotice}: ${thread.subject}`,
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
